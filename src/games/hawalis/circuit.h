// Where the pits of a Hawalis circuit sit on the board (RULES.md "Circuit"), the one place
// the rules, the evaluation, the move traces and the notation read it from.
//
//   South: circuit 0..6 is a1..g1 (row 1, back), 7..13 is g2..a2 (row 2, front)
//   North: circuit 0..6 is a3..g3 (row 3, front), 7..13 is g4..a4 (row 4, back)
//
// In both circuits index i < 7 is column i and i >= 7 is column 13 - i.
#pragma once

#include "core/types.h"

namespace manqala::hawalis {

constexpr int column_of(int i) { return i < 7 ? i : 13 - i; }
// Rows numbered from South's edge, 1..4.
constexpr int row_of(Side s, int i) { return (s == Side::South ? 1 : 3) + (i < 7 ? 0 : 1); }
// The front row faces the opponent: South's row 2 (7..13), North's row 3 (0..6).
constexpr bool in_front_row(Side s, int i) { return s == Side::South ? i >= 7 : i < 7; }
constexpr int front_index(Side s, int column) { return s == Side::South ? 13 - column : column; }
constexpr int back_index(Side s, int column) { return s == Side::South ? column : 13 - column; }
// The circuit index of the pit in `row` (1..4) and `column`, for the side owning the row.
constexpr int index_at(int row, int column) { return row == 2 || row == 4 ? 13 - column : column; }

}  // namespace manqala::hawalis
