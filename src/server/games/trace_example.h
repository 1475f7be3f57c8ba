// POST /api/trace (docs/web-api.md): a move played on a given board, for the rules pages'
// examples. The side to move is the move's owner; seeds missing from the board count as
// captured, half each.
#pragma once

#include <nlohmann/json.hpp>

namespace manqala {

// {"game", "board", "move"} -> the move's animation with the board after it. Throws ParseError
// or RulesInterrupted.
nlohmann::json trace_example(const nlohmann::json& j);

}  // namespace manqala
