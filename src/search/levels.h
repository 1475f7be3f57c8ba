// Playing levels for people: level 1 is gentle, level 10 is full strength. A level limits
// how deep the engine looks and adds a controlled amount of randomness to its choice: each
// root move's score gets a random bonus of up to `noise`, so a weaker level sometimes prefers
// a move a few seeds worse, never an absurd one once the search sees a forced result. Each
// level looks deeper or chooses more steadily than the one below, so each is stronger.
#pragma once

#include <array>

#include "core/almanqala.h"
#include "core/hawalis.h"
#include "search/evaluate.h"

namespace manqala {

struct LevelPlan {
  int depth;  // 0: no limit
  int noise;  // kSeed units
};

inline constexpr int kMaxLevel = 10;

// Depths per game, measured with `manqala match` (README "Strength"): a Hawalis search goes
// deeper in the same time and one more ply is worth less there, so its steps are two plies.
inline constexpr std::array<LevelPlan, kMaxLevel + 1> kHawalisLevels = {{
    {0, 0},                                                       // (unused)
    {1, 6 * kSeed}, {1, 3 * kSeed}, {2, 2 * kSeed}, {3, kSeed},   // 1-4: careless to casual
    {5, kSeed}, {7, kSeed / 4}, {9, kSeed / 4}, {11, kSeed / 4}, {14, kSeed / 4},  // 5-9
    {0, 0},                                                       // 10: full strength
}};
inline constexpr std::array<LevelPlan, kMaxLevel + 1> kAlManqalaLevels = {{
    {0, 0},
    {1, 6 * kSeed}, {1, 2 * kSeed}, {2, kSeed}, {3, kSeed / 2},
    {4, kSeed / 4}, {5, kSeed / 4}, {6, kSeed / 4}, {8, kSeed / 4}, {10, kSeed / 4},
    {0, 0},
}};

inline constexpr LevelPlan level_plan(const Hawalis&, int level) { return kHawalisLevels[level]; }
inline constexpr LevelPlan level_plan(const AlManqala&, int level) { return kAlManqalaLevels[level]; }

}  // namespace manqala
