// The board as text for the terminal: rows from North's back row down to South's, a divider
// between the sides, column letters and row numbers around it so every pit name can be read.
#pragma once

#include <string>

#include "games/registry.h"

namespace manqala {

// `color` adds ANSI colours; without it the last move's pit is still marked as [n].
std::string board_diagram(const AnyGame& game, bool color);

}  // namespace manqala
