// Hawalis playing levels (search/levels.h says what a level is): measured with `manqala match`
// (README "Strength"). A Hawalis search goes deeper in the same time and one more ply is worth
// less, so its steps are two or three plies from level 4 up.
#pragma once

#include "games/hawalis/hawalis.h"
#include "search/levels.h"

namespace manqala {

inline constexpr LevelTable kHawalisLevels = {{
    {0, 0},                                                                        // (unused)
    {1, 6 * kSeed}, {1, 3 * kSeed}, {2, 2 * kSeed}, {3, kSeed},                    // 1-4: careless to casual
    {5, kSeed}, {7, kSeed / 4}, {9, kSeed / 4}, {11, kSeed / 4}, {14, kSeed / 4},  // 5-9
    {0, 0},                                                                        // 10: full strength
}};

inline constexpr LevelPlan level_plan(const Hawalis&, int level) { return kHawalisLevels[level]; }

// The ladder measured for README "Strength" (400 games a pair, 100 ms a move; 5 vs 4 and
// 6 vs 5 over all 1,400 games played).
inline constexpr LadderScores level_ladder(const Hawalis&) {
  return {0, 0, 0.764, 0.701, 0.700, 0.646, 0.648, 0.639, 0.649, 0.662, 0.769};
}

}  // namespace manqala
