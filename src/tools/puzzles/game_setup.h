// A puzzle's game: the registry's game with the puzzle's rule options (name -> value text).
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

#include "facade/any_game.h"

namespace manqala::puzzles {

// Throws ParseError for an unknown game or a bad option.
std::unique_ptr<AnyGame> game_for(std::string_view game, const nlohmann::json& options);

// The options as -o words give them: {"seeds": "3"} from "seeds=3".
nlohmann::json options_json(const std::vector<std::string>& words);

}  // namespace manqala::puzzles
