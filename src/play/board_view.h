// The board as text for the terminal: rows from North's back row down to South's, a divider
// between the sides, column letters and row numbers around it so every pit name can be read.
#pragma once

#include <string>

#include "games/registry.h"

namespace manqala {

// `color` adds ANSI colours; without it the last move's pit is still marked as [n].
std::string board_diagram(const AnyGame& game, bool color);

// The side owning a pit: the lower half of the rows is South's. False for a name off the board.
bool pit_owner(const AnyGame& game, std::string_view pit, Side& owner);

std::string side_name(Side s);  // "South" / "North"

}  // namespace manqala
