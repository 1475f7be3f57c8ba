// Playing levels for people: level 1 is gentle, level 10 is full strength. A level limits
// how deep the engine looks and adds a controlled amount of randomness to its choice: each
// root move's score gets a random bonus of up to `noise`, so a weaker level sometimes prefers
// a move a few seeds worse, never an absurd one once the search sees a forced result.
#pragma once

#include <array>

#include "search/evaluate.h"

namespace manqala {

struct LevelPlan {
  int depth;  // 0: no limit
  int noise;  // kSeed units
};

inline constexpr int kMaxLevel = 10;

inline constexpr std::array<LevelPlan, kMaxLevel + 1> kLevels = {{
    {0, 0},              // (unused)
    {1, 6 * kSeed},      // 1: one ply, often careless
    {1, 3 * kSeed},      // 2
    {2, 2 * kSeed},      // 3
    {3, 3 * kSeed / 2},  // 4
    {4, kSeed},          // 5
    {5, kSeed / 2},      // 6
    {7, kSeed / 4},      // 7
    {9, 0},              // 8
    {12, 0},             // 9
    {0, 0},              // 10: full strength
}};

}  // namespace manqala
