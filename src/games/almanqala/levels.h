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

}  // namespace manqala
