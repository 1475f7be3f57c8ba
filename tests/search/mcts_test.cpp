// Monte Carlo tree search (search/mcts.h) on both games: legal moves and lines, determinism,
// limits and stop, an immediate win seen, and strength against a random player.
#include "search/mcts.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "player_helpers.h"

using namespace manqala;
using namespace manqala_test;

namespace {

const std::atomic<bool> kNoStop{false};

template <class Rules>
SearchInfo run_mcts(const Game<Rules>& g, uint64_t playouts, uint64_t seed) {
  return mcts_search(g, SearchLimits{}, playouts, seed, kNoStop, nullptr);
}

template <class Rules>
class Mcts : public ::testing::Test {};
TYPED_TEST_SUITE(Mcts, BothGames, GameName);

}  // namespace

TYPED_TEST(Mcts, PlaysLegalLinesInRandomPositions) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < 40; ++i) {
    const Game<TypeParam> g = random_position<TypeParam>(rng, static_cast<int>(rng() % 120));
    const SearchInfo s = run_mcts(g, 300, i);
    ASSERT_FALSE(s.pv.empty());
    // The whole line is playable: passes (Al-manqala) must not shift whose moves these are.
    Game<TypeParam> line = g;
    for (Move m : s.pv) {
      ASSERT_TRUE(line.is_legal(m)) << g.rules().to_text(g.position());
      line.play(m);
    }
    EXPECT_EQ(s.nodes, 300u);
    EXPECT_EQ(s.depth, static_cast<int>(s.pv.size()));
    EXPECT_TRUE((s.score >= -100 && s.score <= 100) || is_decisive(s.score)) << s.score;
  }
}

TYPED_TEST(Mcts, ArenaCapAndShortPlayoutsStillPlayLegally) {
  // A full arena stops expanding leaves; a capped playout is decided by material.
  MctsOptions options;
  options.max_nodes = 40;
  options.max_playout_plies = 4;
  std::mt19937_64 rng(13);
  for (int i = 0; i < 20; ++i) {
    const Game<TypeParam> g = random_position<TypeParam>(rng, static_cast<int>(rng() % 120));
    const SearchInfo s = mcts_search(g, SearchLimits{}, 400, i, kNoStop, nullptr, options);
    EXPECT_TRUE(g.is_legal(s.pv.at(0)));
  }
}

TYPED_TEST(Mcts, SameSeedSameSearch) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < 5; ++i) {
    const Game<TypeParam> g = random_position<TypeParam>(rng, 10 * i);
    const SearchInfo a = run_mcts(g, 1500, 42), b = run_mcts(g, 1500, 42);
    EXPECT_EQ(a.pv, b.pv);
    EXPECT_EQ(a.score, b.score);
  }
}

TYPED_TEST(Mcts, StopSetBeforehandReturnsAtOnceWithALegalMove) {
  const Game<TypeParam> g;
  const std::atomic<bool> stop{true};
  SearchLimits limits;
  limits.movetime_ms = 60'000;
  const SearchInfo s = mcts_search(g, limits, 0, 1, stop, nullptr);
  ASSERT_EQ(s.pv.size(), 1u);
  EXPECT_TRUE(g.is_legal(s.pv[0]));
  EXPECT_EQ(s.nodes, 0u) << "not one playout: it returned at once";
}

TYPED_TEST(Mcts, StopsWhenStoppedMidway) {
  const Game<TypeParam> g;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.movetime_ms = 60'000;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop = true;
  });
  const auto start = std::chrono::steady_clock::now();
  const SearchInfo s = mcts_search(g, limits, 0, 1, stop, nullptr);
  stopper.join();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_GT(s.nodes, 0u);
  EXPECT_TRUE(g.is_legal(s.pv.at(0)));
}

TYPED_TEST(Mcts, HonoursMovetimeAndNodeLimits) {
  const Game<TypeParam> g;
  SearchLimits by_time;
  by_time.movetime_ms = 100;
  const SearchInfo t = mcts_search(g, by_time, 0, 1, kNoStop, nullptr);
  EXPECT_GE(t.time_ms, 100);
  EXPECT_LT(t.time_ms, 1000);
  SearchLimits by_nodes;
  by_nodes.nodes = 700;
  EXPECT_EQ(mcts_search(g, by_nodes, 0, 1, kNoStop, nullptr).nodes, 700u);
  EXPECT_EQ(mcts_search(g, SearchLimits{}, 0, 1, kNoStop, nullptr).nodes, 10000u);
}

TYPED_TEST(Mcts, ReportsProgressAndTheResult) {
  const Game<TypeParam> g;
  std::vector<SearchInfo> reports;
  const SearchInfo s = mcts_search(g, SearchLimits{}, 4000, 1, kNoStop,
                                   [&](const SearchInfo& i) { reports.push_back(i); });
  ASSERT_EQ(reports.size(), 4u);  // after 1000, 2000 and 3000 playouts, and at the end
  for (size_t i = 0; i < reports.size(); ++i) EXPECT_EQ(reports[i].nodes, 1000 * (i + 1));
  EXPECT_EQ(reports.back().pv, s.pv);
}

TYPED_TEST(Mcts, BeatsRandomPlayer) {
  // MCTS plays South in even games and North in odd ones; 16 wins of 20 at the least.
  std::mt19937_64 rng(2024);
  int wins = 0;
  for (int game = 0; game < 20; ++game) {
    const Side mcts_side = game % 2 == 0 ? Side::South : Side::North;
    Game<TypeParam> g;
    while (!g.over())
      g.play(g.position().to_move == mcts_side ? run_mcts(g, 500, rng()).pv.at(0)
                                               : random_move(g, rng));
    wins += g.result().winner == winner_of(mcts_side);
  }
  EXPECT_GE(wins, 16);
  ::testing::Test::RecordProperty("wins", wins);
}

// One move reaches 50 captured seeds (c2 for North, c1 for South); the others take 2 or none.
TEST(MctsImmediateWin, AlManqala) {
  for (const char* text :
       {"1,1,5,1,1,1,1/1,1,3,1,3,1,1 N 38 38", "1,1,3,1,3,1,1/1,1,5,1,1,1,1 S 40 36"}) {
    const auto g = game_from<AlManqala>(text);
    const Move m = run_mcts(g, 3000, 5).pv.at(0);
    EXPECT_TRUE(wins_at_once(g, m)) << text << ": " << g.rules().move_name(g.position(), m);
  }
}

// One move captures the opponent's last seeds (d3 for North, e2 for South).
TEST(MctsImmediateWin, Hawalis) {
  for (const char* text : {"3,0,0,0,0,0,2/0,0,0,2,0,0,0/0,0,0,0,0,1,0/0,0,0,0,0,0,0 N 21 27",
                           "0,0,0,0,0,0,0/0,0,1,0,0,0,0/0,0,0,0,2,0,0/2,2,2,1,0,0,0 S 27 19"}) {
    const auto g = game_from<Hawalis>(text);
    const SearchInfo s = run_mcts(g, 3000, 5);
    EXPECT_TRUE(wins_at_once(g, s.pv.at(0)))
        << text << ": " << g.rules().move_name(g.position(), s.pv.at(0));
    EXPECT_EQ(s.score, kWin - 1);
  }
}
