// A puzzle's solution line (docs/puzzles.md, "The line"): South's move that alone keeps the
// best, North's best reply, and on while South's next move again stands alone.
#pragma once

#include <string>
#include <vector>

#include "facade/any_game.h"

namespace manqala::puzzles {

struct LineOptions {
  bool exact = false;  // judged by the tables, not by a search
  int depth = 8;       // the search's depth
  int margin = 20;     // kSeed units the best must lead by (a search)
  int max_moves = 3;   // South's moves at most
};

// The line from `start` (South to move), ending on South's move; empty when South's first move
// does not stand alone.
std::vector<std::string> find_line(const AnyGame& start, const LineOptions& o);

// "win" or "draw": what the tables say South's first move of the line keeps ("" off the tables).
std::string line_outcome(const AnyGame& start, const std::vector<std::string>& line);

}  // namespace manqala::puzzles
