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

}  // namespace manqala
