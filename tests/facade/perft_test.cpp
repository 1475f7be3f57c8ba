// Perft through the facade (RULES.md "Test vectors"): the relations between perft, divide and
// the legal moves, finished games, passes and repetition.
#include <gtest/gtest.h>

#include "rules_helpers.h"

using namespace manqala;

TEST(Perft, ThroughTheFacade) {
  EXPECT_EQ(make_game("hawalis")->perft(4), 12626u);
  EXPECT_EQ(make_game("al-manqala")->perft(4), 2182u);
}

TEST(Perft, DepthZeroIsOneAndDepthOneIsTheLegalMoves) {
  auto g = manqala_test::hawalis("4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2");
  EXPECT_EQ(g->perft(0), 1u);
  EXPECT_EQ(g->perft(1), g->legal_moves().size());
}

TEST(Perft, FinishedGameHasNoMoves) {
  auto g = manqala_test::almanqala("0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 48 49");  // starved at once
  ASSERT_TRUE(g->result().over());
  EXPECT_EQ(g->perft(1), 0u);
  EXPECT_EQ(g->perft(3), 0u);
}

TEST(Perft, PassIsNotAMove) {
  // RULES.md pass vector: after North's a2 South passes, so North moves twice in a row. The
  // two-move sequences are a2 followed by North's one feeding move f2, and nothing else from a2.
  auto g = manqala_test::almanqala("1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42");
  const auto divide = g->divide(2);
  bool saw_a2 = false;
  for (const auto& [move, count] : divide)
    if (move == "a2") {
      saw_a2 = true;
      EXPECT_EQ(count, 1u);
    }
  EXPECT_TRUE(saw_a2);
}

TEST(Perft, DivideSumsToPerft) {
  for (const char* name : {"hawalis", "al-manqala"}) {
    auto g = make_game(name);
    g->play(name == std::string("hawalis") ? "a1" : "c1");
    const auto divide = g->divide(4);
    ASSERT_EQ(divide.size(), g->legal_moves().size());
    uint64_t sum = 0;
    for (const auto& [move, count] : divide) sum += count;
    EXPECT_EQ(sum, g->perft(4)) << name;
  }
}

TEST(Perft, RepetitionEndsLinesInPerft) {
  // The forced Hawalis cycle of hawalis_test.cpp: b1 g3 e1 g4 comes back to the start, where
  // the game is drawn, so there is exactly one sequence of each length up to 4 and none of 5.
  auto g = manqala_test::hawalis("0,1,0,1,0,1,1/1,0,1,0,1,0,2/1,0,1,0,1,0,1/0,2,0,1,1,1,0 S 12 26");
  for (int d = 1; d <= 4; ++d) EXPECT_EQ(g->perft(d), 1u) << d;
  EXPECT_EQ(g->perft(5), 0u);
  auto three = manqala_test::hawalis("0,1,0,1,0,1,1/1,0,1,0,1,0,2/1,0,1,0,1,0,1/0,2,0,1,1,1,0 S 12 26", "repetition=3");
  EXPECT_EQ(three->perft(8), 1u);
  EXPECT_EQ(three->perft(9), 0u);
}
