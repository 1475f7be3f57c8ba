// Whether one move stands out in a position (docs/puzzles.md, "One solution"): each legal move's
// value for the side to move, from the endgame tables (exact) or from a search, and the test
// that exactly one move keeps the best.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "facade/any_game.h"

namespace manqala::puzzles {

struct MoveValue {
  std::string move;
  int value = 0;  // tables: +1 the mover wins, 0 draws, -1 loses; search: kSeed units, a win kWin
};

// The result for `mover` (+1 won, 0 drawn, -1 lost) of a seeds table's value: `half_seeds` of
// the `board` seeds left go to `mover` at the end, added to what each side has captured.
int result_of_seeds(const AnyGame& game, Side mover, int half_seeds, int board);

// One search of `game` to `depth` plies (at least 1) with a fresh table: the best line.
AnyGame::Report search_at(const AnyGame& game, int depth);

// Each legal move's result by the tables, best first, or nullopt where they do not hold the
// position. A seeds table's value becomes the game's result with the seeds already captured.
std::optional<std::vector<MoveValue>> table_values(const AnyGame& game);

// Each legal move's search score at `depth`, best first (one multi-line search); decided
// scores are flattened to ±kWin, so two wins are worth the same whatever their length.
std::vector<MoveValue> search_values(const AnyGame& game, int depth);

// The move that alone keeps the best, or "" when none does: from the tables the best must be a
// win or a draw and no other move may reach it; from a search the best must lead every other
// move by `margin` (kSeed units).
std::string unique_best(const std::vector<MoveValue>& values, bool exact, int margin);

}  // namespace manqala::puzzles
