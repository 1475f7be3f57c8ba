// Where the pits of the Al-manqala loop sit on the board (RULES.md "Circuit"), the one place
// the rules, the evaluation and the notation read it from: circuit 0..6 is a1..g1 (South's
// row 1), 7..13 is g2..a2 (North's row 2).
#pragma once

#include "core/types.h"

namespace manqala::almanqala {

// A side's row starts here along the loop.
constexpr int first_pit(Side s) { return s == Side::South ? 0 : 7; }
constexpr int row_of(int i) { return i < 7 ? 1 : 2; }
constexpr int column_of(int i) { return i < 7 ? i : 13 - i; }
constexpr int index_at(int row, int column) { return row == 1 ? column : 13 - column; }

}  // namespace manqala::almanqala
