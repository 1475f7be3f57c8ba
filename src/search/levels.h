// Playing levels for people: level 1 is gentle, level 10 is full strength. A level limits
// how deep the engine looks and adds a controlled amount of randomness to its choice: each
// root move's score gets a random bonus of up to `noise`, so a weaker level sometimes prefers
// a move a few seeds worse, never an absurd one once the search sees a forced result. Each
// level is one ply deeper or steadier than the one below, so each is measurably stronger.
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
    {0, 0},           // (unused)
    {1, 6 * kSeed},   // 1: one ply, often careless
    {1, 2 * kSeed},   // 2: one ply
    {2, kSeed},       // 3
    {3, kSeed / 2},   // 4
    {4, kSeed / 4},   // 5: from here the noise only breaks near-ties
    {5, kSeed / 4},   // 6
    {6, kSeed / 4},   // 7
    {7, kSeed / 4},   // 8
    {9, kSeed / 4},   // 9
    {0, 0},           // 10: full strength, as deep as the time allows
}};

}  // namespace manqala
