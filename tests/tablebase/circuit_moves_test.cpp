// The Hawalis tables' moves of one circuit (games/hawalis/circuit_moves.h) against the rules'
// own moves on whole positions, opponent included, and read backwards.
#include "games/hawalis/circuit_moves.h"

#include <gtest/gtest.h>

#include <random>

#include "games/hawalis/circuit.h"
#include "rule_options.h"
#include "tablebase/compositions.h"

namespace manqala {
namespace {

using hawalis::CircuitMoves;
using manqala_test::hawalis_options;
using tablebase::compositions;

// A random circuit of `seeds` seeds.
void random_circuit(std::mt19937_64& rng, int seeds, uint8_t* pits) {
  std::fill(pits, pits + 16, uint8_t{0});
  for (int s = 0; s < seeds; ++s) ++pits[rng() % 14];
}

class CircuitMovesTest : public ::testing::TestWithParam<HawalisOptions> {};

TEST_P(CircuitMovesTest, AreTheRulesMovesWhateverTheOpponentHolds) {
  const Hawalis rules(GetParam());
  std::mt19937_64 rng(7);
  for (int seeds = 1; seeds <= 9; ++seeds) {
    const CircuitMoves table(rules, seeds);
    for (int trial = 0; trial < 300; ++trial) {
      Hawalis::Position p{};
      random_circuit(rng, seeds, p.pits[0]);
      random_circuit(rng, 1 + static_cast<int>(rng() % 9), p.pits[1]);
      MoveList moves;
      Hawalis::Position after[kMaxMoves];
      const int n = rules.generate(p, moves, after);
      const auto listed = table.of(compositions().rank(p.pits[0], seeds));
      ASSERT_EQ(listed.size(), static_cast<size_t>(n)) << rules.to_text(p);
      for (int i = 0; i < n; ++i) {
        uint8_t turned[16] = {};
        tablebase::half_turn(after[i].pits[0], turned);
        EXPECT_EQ(listed[i].turned, compositions().rank(turned, seeds)) << rules.to_text(p);
        // A file is taken exactly when the listed column's front pit holds seeds.
        const bool takes = listed[i].column >= 0 && p.pits[1][hawalis::front_index(Side::North, listed[i].column)] > 0;
        EXPECT_EQ(takes, after[i].captured[0] > 0) << rules.to_text(p) << " move " << i;
      }
    }
  }
}

TEST_P(CircuitMovesTest, ReadBackwardsListEveryMoveOnce) {
  const Hawalis rules(GetParam());
  const int seeds = 6;
  const CircuitMoves table(rules, seeds);
  uint64_t forwards = 0, backwards = 0;
  for (uint64_t r = 0; r < compositions().count(seeds); ++r) {
    for (const CircuitMoves::Move& m : table.of(r)) {
      ++forwards;
      int found = 0;
      for (const CircuitMoves::From& f : table.into(m.turned)) found += f.rank == r && f.column == m.column;
      EXPECT_GE(found, 1) << "circuit " << r;
    }
    backwards += table.into(r).size();
    EXPECT_LE(static_cast<int>(table.into(r).size()), table.most_into());
  }
  EXPECT_EQ(forwards, backwards);
  EXPECT_GT(forwards, compositions().count(seeds));
}

INSTANTIATE_TEST_SUITE_P(Options, CircuitMovesTest,
                         ::testing::Values(HawalisOptions{}, hawalis_options(false, false, true, false),
                                           hawalis_options(true, true, false, true)));

}  // namespace
}  // namespace manqala
