// A puzzle's themes, read from its solution itself (docs/puzzles.md, "Themes"): the line is
// played again from the position with each move's seed-by-seed trace, and each theme is a fact
// of those traces or of the positions between them. Nothing is taken from the generator, so
// the check recomputes them and compares.
#pragma once

#include <string>
#include <vector>

#include "facade/any_game.h"

namespace manqala::puzzles {

// The themes of `line` from `start` (South to move), in a fixed order. `exact`: the line came
// from the endgame tables. Throws ParseError for a move that is not legal.
std::vector<std::string> themes_of(const AnyGame& start, const std::vector<std::string>& line, bool exact);

// The seeds South captures over the line minus those North does (a starved or shared end's
// seeds included, as the result counts them).
int gain_of(const AnyGame& start, const std::vector<std::string>& line);

}  // namespace manqala::puzzles
