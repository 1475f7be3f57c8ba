// The independent check of a puzzle (docs/puzzles.md, "The check"): run on every candidate
// before the generator keeps it, and on a whole set by `manqala puzzles check`. It shares no
// judgement with the generator: each of South's moves along the line is judged again by
// playing every legal move and valuing the position it leads to, by the tables there when they
// hold it and otherwise by a deeper search of each on its own (the generator ran one multi-line
// search); the themes and the gain are read again from the line's traces.
#pragma once

#include <string>
#include <vector>

#include "tools/puzzles/puzzle.h"

namespace manqala::puzzles {

struct CheckOptions {
  int depth = 0;   // a search puzzle's moves are searched this deep (0: as the puzzle says it was)
  int margin = 0;  // seeds the solution must lead every other move by (0: the puzzle's own)
};

// "" when the puzzle holds, else why not ("c2 is not the only move that keeps the win: e1 too").
std::string check_puzzle(std::string_view game, const Puzzle& p, const CheckOptions& o);

}  // namespace manqala::puzzles
