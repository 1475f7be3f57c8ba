// A position a study route was sent, judged: {"game", "options", "position"} of a JSON body,
// the options checked as for a new game, the position set within the server's bound. Throws
// ParseError with the reason ("seed total is 97 ...") or RulesInterrupted.
#pragma once

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "facade/any_game.h"

namespace manqala::study {

struct JudgedPosition {
  std::unique_ptr<AnyGame> game;  // without a work limit: the caller bounds what it does next
  std::string name, options;      // the game's name and its options as the archive writes them
};

JudgedPosition judged_position(const nlohmann::json& body);

}  // namespace manqala::study
