// The random and greedy players (search/simple_players.h), checked against brute force over
// the legal moves.
#include <gtest/gtest.h>

#include <set>

#include "player_helpers.h"

using namespace manqala;
using namespace manqala_test;

namespace {

// The moves a greedy player may choose, found by playing every legal move on a copy of the
// game: those that win at once if any, else those that capture the most.
template <class Rules>
std::set<Move> greedy_choices(const Game<Rules>& g) {
  std::set<Move> winning, best;
  int best_gain = -1;
  const Side me = g.position().to_move;
  for (Move m : g.legal()) {
    if (wins_at_once(g, m)) winning.insert(m);
    // A finished game's position shows seeds shared out: take the capture from play() alone.
    auto p = g.position();
    g.rules().play(p, m);
    const int gain = p.captured[index(me)] - g.position().captured[index(me)];
    if (gain > best_gain) best_gain = gain, best.clear();
    if (gain == best_gain) best.insert(m);
  }
  return winning.empty() ? best : winning;
}

template <class Rules>
class Greedy : public ::testing::Test {};
TYPED_TEST_SUITE(Greedy, BothGames, GameName);
template <class Rules>
class Random : public ::testing::Test {};
TYPED_TEST_SUITE(Random, BothGames, GameName);

}  // namespace

TYPED_TEST(Greedy, PicksAMaximalCaptureAndEveryTiedOne) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    const Game<TypeParam> g = random_position<TypeParam>(rng, static_cast<int>(rng() % 150));
    const std::set<Move> allowed = greedy_choices(g);
    std::set<Move> seen;
    for (int k = 0; k < 60; ++k) seen.insert(greedy_move(g, rng));
    EXPECT_EQ(seen, allowed) << g.rules().to_text(g.position());
  }
}

TEST(GreedyWin, HawalisPrefersWinningToCapturing) {
  // a1 ends in South's back row and leaves North 14 singletons that cannot move: South wins
  // without a capture. e2 ends in c2 and takes c3 and c4, but then North can move.
  const auto g =
      game_from<Hawalis>("1,1,1,1,1,1,1/1,1,1,1,1,1,1/0,0,0,0,2,0,0/2,0,0,0,0,0,0 S 14 24");
  Side owner;
  int a1 = 0, e2 = 0;
  ASSERT_TRUE(Hawalis::parse_pit("a1", owner, a1) && Hawalis::parse_pit("e2", owner, e2));
  ASSERT_TRUE(wins_at_once(g, static_cast<Move>(a1)));
  auto p = g.position();
  g.rules().play(p, static_cast<Move>(e2));
  ASSERT_EQ(p.captured[0], 16);
  std::mt19937_64 rng(1);
  for (int k = 0; k < 20; ++k) EXPECT_EQ(greedy_move(g, rng), a1);
}

TYPED_TEST(Random, CoversEveryLegalMove) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < 50; ++i) {
    const Game<TypeParam> g = random_position<TypeParam>(rng, static_cast<int>(rng() % 150));
    const std::set<Move> legal(g.legal().begin(), g.legal().end());
    std::set<Move> seen;
    for (int k = 0; k < 300; ++k) {
      const Move m = random_move(g, rng);
      ASSERT_TRUE(legal.count(m));
      seen.insert(m);
    }
    EXPECT_EQ(seen, legal);
  }
}

TEST(RandomIndex, IsRoughlyUniform) {
  std::mt19937_64 rng(9);
  int counts[7] = {};
  for (int k = 0; k < 70000; ++k) ++counts[random_index(rng, 7)];
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}
