// What the server plays: a new game's options as the game's schema has them, refused when
// judging a move under them has no useful bound (the server would hold a thread for minutes
// on one move); and a start position judged within the server's bound.
#pragma once

#include <string>
#include <vector>

#include "facade/game_description.h"

namespace manqala {

// The option words of a new game as the game's schema has them; ParseError for a bad option,
// or options under which judging a move has no useful bound.
std::string checked_options(const GameDescription& game, const std::vector<std::string>& options);

// A new game's start position, judged within the server's bound before anything is stored:
// throws ParseError (not a position of these rules, or already decided) or RulesInterrupted.
void checked_start(const std::string& game, const std::string& options, const std::string& start);

}  // namespace manqala
