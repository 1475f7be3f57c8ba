// Playing levels for people: level 1 is gentle, level 10 is full strength. A level limits how
// deep the engine looks and adds a controlled amount of randomness to its choice: each root
// move's score gets a random bonus of up to `noise`, so a weaker level sometimes prefers a
// move a few seeds worse, never an absurd one once the search sees a forced result. Each level
// looks deeper or chooses more steadily than the one below, so each is stronger. Every game
// has its own table (games/<name>/levels.h: `LevelPlan level_plan(const Rules&, int level)`).
#pragma once

#include <array>
#include <cmath>

#include "search/evaluation.h"

namespace manqala {

struct LevelPlan {
  int depth;  // 0: no limit
  int noise;  // kSeed units
};

inline constexpr int kMaxLevel = 10;
using LevelTable = std::array<LevelPlan, kMaxLevel + 1>;  // [level]; [0] unused

// What each level scored against the one below in `manqala match` (README "Strength"): [k] is
// level k's share of the points against level k - 1, for k from 2 ([0] and [1] unused). Every
// game has its own (games/<name>/levels.h: `LadderScores level_ladder(const Rules&)`).
using LadderScores = std::array<double, kMaxLevel + 1>;

// The levels' ratings on the players' Glicko-2 scale, so that a player reads "level 6 ~ 1650":
// level 1 is anchored at 800 (a beginner who knows the rules; nothing measured ties the scale
// to people yet), and each level above is rated higher by the Elo difference its score against
// the one below gives, -400 log10(1/score - 1) (Glicko-2 shares Elo's logistic scale).
inline constexpr int kLevelOneRating = 800;
inline std::array<int, kMaxLevel + 1> level_ratings(const LadderScores& ladder) {
  std::array<int, kMaxLevel + 1> out{};
  double rating = kLevelOneRating;
  out[1] = kLevelOneRating;
  for (int k = 2; k <= kMaxLevel; ++k) {
    rating += -400 * std::log10(1 / ladder[static_cast<size_t>(k)] - 1);
    out[static_cast<size_t>(k)] = static_cast<int>(std::lround(rating));
  }
  return out;
}

}  // namespace manqala
