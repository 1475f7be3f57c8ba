// Al-manqala playing levels (search/levels.h says what a level is): measured with `manqala
// match` (README "Strength"); one ply a level up to 7, then two.
#pragma once

#include "games/almanqala/almanqala.h"
#include "search/levels.h"

namespace manqala {

inline constexpr LevelTable kAlManqalaLevels = {{
    {0, 0},
    {1, 6 * kSeed}, {1, 2 * kSeed}, {2, kSeed}, {3, kSeed / 2},
    {4, kSeed / 4}, {5, kSeed / 4}, {6, kSeed / 4}, {8, kSeed / 4}, {10, kSeed / 4},
    {0, 0},
}};

inline constexpr LevelPlan level_plan(const AlManqala&, int level) { return kAlManqalaLevels[level]; }

// The ladder measured for README "Strength" (400 games a pair, 100 ms a move).
inline constexpr LadderScores level_ladder(const AlManqala&) {
  return {0, 0, 0.826, 0.720, 0.758, 0.710, 0.670, 0.665, 0.809, 0.758, 0.936};
}

}  // namespace manqala
