// A stored game replayed, within the server's bound: what the review and the explorer read
// from a finished game. Both throw ParseError or RulesInterrupted for a game that does not
// replay.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "facade/any_game.h"
#include "server/archive/archive.h"

namespace manqala::study {

// The game after its first `plies` moves (all of them when `plies` is larger).
std::unique_ptr<AnyGame> position_at(const StoredGame& g, size_t plies);
// Calls `visit(before, move)` for each move: the position it was played from, and the move.
void each_move(const StoredGame& g, const std::function<void(const AnyGame& before, const std::string& move)>& visit);

}  // namespace manqala::study
