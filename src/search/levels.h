// Playing levels for people: level 1 is gentle, level 10 is full strength. A level limits how
// deep the engine looks and adds a controlled amount of randomness to its choice: each root
// move's score gets a random bonus of up to `noise`, so a weaker level sometimes prefers a
// move a few seeds worse, never an absurd one once the search sees a forced result. Each level
// looks deeper or chooses more steadily than the one below, so each is stronger. Every game
// has its own table (games/<name>/levels.h: `LevelPlan level_plan(const Rules&, int level)`).
#pragma once

#include <array>

#include "search/evaluation.h"

namespace manqala {

struct LevelPlan {
  int depth;  // 0: no limit
  int noise;  // kSeed units
};

inline constexpr int kMaxLevel = 10;
using LevelTable = std::array<LevelPlan, kMaxLevel + 1>;  // [level]; [0] unused

}  // namespace manqala
