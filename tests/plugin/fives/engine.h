// What the engine knows of Fives: an evaluation (the captured seeds), levels, and the move
// traces the board animates (core/move_trace.h).
#pragma once

#include "core/move_trace.h"
#include "fives.h"
#include "search/evaluation.h"
#include "search/levels.h"

namespace manqala {

inline int evaluate(const Fives&, const Fives::Position& p) {
  const int me = index(p.to_move);
  return kSeed * (p.captured[me] - p.captured[1 - me]);
}

// South's material lead, for MCTS's playouts.
inline int material_lead(const Fives&, const Fives::Position& p) { return p.captured[0] - p.captured[1]; }

inline constexpr LevelTable kFivesLevels = {{
    {0, 0}, {1, 4 * kSeed}, {2, 2 * kSeed}, {3, kSeed}, {4, kSeed}, {5, kSeed / 2},
    {6, kSeed / 2}, {7, kSeed / 4}, {8, kSeed / 4}, {10, 0}, {0, 0},
}};
inline constexpr LevelPlan level_plan(const Fives&, int level) { return kFivesLevels[level]; }
// Never measured: each level taken to score 60 % against the one below.
inline constexpr LadderScores level_ladder(const Fives&) { return {0, 0, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6}; }

// `m` must be legal in `p`, and `after` what play() made of it: the lift, each seed dropped,
// and the pit taken.
MoveTrace trace_move(const Fives& rules, const Fives::Position& p, Move m, const Fives::Position& after);

}  // namespace manqala
