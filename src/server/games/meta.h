// GET /api/meta (docs/web-api.md): what a new-game form needs, from each registered game's
// description: its name, title, board, start, options with their schema, its web pages, and
// the engine's levels.
#pragma once

#include <nlohmann/json.hpp>

namespace manqala {

nlohmann::json meta_json();

}  // namespace manqala
