// The alpha-beta search: forced wins found (checked against a brute-force minimax over the
// exact rules), repetition respected, playing levels legal, the bench signature stable.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <vector>

#include "player_helpers.h"
#include "games/bench.h"
#include "games/registry.h"
#include "search/think.h"

namespace manqala_test {
namespace {

using namespace manqala;

// Plain minimax over Game (no pruning, no table): kWin - plies for a forced win of the side to
// move within `depth` plies, minus that for a forced loss, 0 otherwise. A pass keeps the side.
template <class Rules>
int brute_force(Game<Rules>& g, int depth, int ply = 0) {
  if (g.over()) {
    const Winner w = g.result().winner;
    if (w == Winner::Draw) return 0;
    return w == winner_of(g.position().to_move) ? kWin - ply : -(kWin - ply);
  }
  if (depth == 0) return 0;
  int best = -kWin - 1;
  const Side me = g.position().to_move;
  const MoveList moves = g.legal();
  for (Move m : moves) {
    g.play(m);
    const int v = brute_force(g, depth - 1, ply + 1);
    best = std::max(best, g.position().to_move == me ? v : -v);
    g.undo();
  }
  return best;
}

template <class Rules>
SearchInfo search_to(const Game<Rules>& g, int depth) {
  TranspositionTable tt(1);
  const std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.depth = depth;
  return think(g, PlayerOptions{}, limits, tt, stop, nullptr);
}

template <class Rules>
class SearchTest : public ::testing::Test {};
using BothGames = ::testing::Types<Hawalis, AlManqala>;
TYPED_TEST_SUITE(SearchTest, BothGames);

// Wherever the side to move can force a win within a few plies, the search's move keeps that
// win and its score says so. Positions come from the ends of seeded random games, where such
// wins (captures of everything, 50 seeds, starvation traps) are common.
TYPED_TEST(SearchTest, NeverLetsAForcedWinSlip) {
  constexpr int kDepth = 3;
  std::mt19937_64 rng(20261130);
  int checked = 0;
  for (int game = 0; game < 60; ++game) {
    Game<TypeParam> g;
    std::vector<Game<TypeParam>> ply_positions;
    while (!g.over()) {
      ply_positions.push_back(g);
      g.play(random_move(g, rng));
    }
    for (size_t back = 1; back <= 6 && back <= ply_positions.size(); ++back) {
      Game<TypeParam> p = ply_positions[ply_positions.size() - back];
      const int truth = brute_force(p, kDepth);
      if (!is_decisive(truth) || truth < 0) continue;
      ++checked;
      SCOPED_TRACE(p.rules().to_text(p.position()));
      const SearchInfo s = search_to(p, kDepth + 2);
      EXPECT_TRUE(is_decisive(s.score) && s.score > 0) << "score " << s.score << ", truth " << truth;
      EXPECT_LE(plies_to_end(s.score), plies_to_end(truth));
      Game<TypeParam> after = p;
      after.play(s.pv.front());
      const int rest = brute_force(after, plies_to_end(truth) - 1);
      const int mine = after.position().to_move == p.position().to_move ? rest : -rest;
      EXPECT_TRUE(after.over() ? after.result().winner == winner_of(p.position().to_move)
                               : is_decisive(mine) && mine > 0)
          << "the move " << int(s.pv.front()) << " gives the win away";
    }
  }
  EXPECT_GE(checked, 20) << "too few forced wins among the samples to mean anything";
}

TYPED_TEST(SearchTest, EveryLevelPlaysALegalMove) {
  std::mt19937_64 rng(7);
  TranspositionTable tt(1);
  const std::atomic<bool> stop{false};
  for (int level = 1; level <= kMaxLevel; ++level) {
    for (int i = 0; i < 5; ++i) {
      Game<TypeParam> g = random_position<TypeParam>(rng, 10 + 7 * i);
      PlayerOptions o;
      o.level = level;
      o.seed = 1 + i;
      SearchLimits limits;
      limits.movetime_ms = 50;
      const SearchInfo s = think(g, o, limits, tt, stop, nullptr);
      ASSERT_FALSE(s.pv.empty());
      EXPECT_TRUE(g.is_legal(s.pv.front())) << "level " << level;
      const LevelPlan plan = level_plan(g.rules(), level);
      if (plan.depth > 0) {
        EXPECT_LE(s.depth, plan.depth) << "level " << level;
      }
    }
  }
}

// RULES.md "End": a repeated position is a draw. From this Hawalis position every move is
// forced and the fourth returns to it, so however deep the search looks the game is drawn.
TEST(Search, RepetitionIsScoredAsTheDrawItIs) {
  Game<Hawalis> g = game_from<Hawalis>("0,1,0,1,0,1,1/1,0,1,0,1,0,2/1,0,1,0,1,0,1/0,2,0,1,1,1,0 S 12 26");
  for (int depth : {4, 6, 9}) EXPECT_EQ(search_to(g, depth).score, 0) << "depth " << depth;
}

// RULES.md's starvation example: g2 captures f2 and South, unable to feed, loses the last two
// seeds to North, who wins 50 to 48.
TEST(Search, FindsTheStarvationTrap) {
  Game<AlManqala> g = game_from<AlManqala>("0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46");
  const SearchInfo s = search_to(g, 4);
  EXPECT_EQ(AlManqala::pit_name(s.pv.front()), "g2");
  EXPECT_EQ(s.score, kWin - 1);
}

TEST(Search, StopsAtOnceWhenStopped) {
  Game<Hawalis> g;
  TranspositionTable tt(1);
  const std::atomic<bool> stop{true};
  const SearchInfo s = think(g, PlayerOptions{}, SearchLimits{}, tt, stop, nullptr);
  EXPECT_TRUE(g.is_legal(s.pv.front()));
  EXPECT_LT(s.nodes, 1000u);
}

// A time limit already past when the search begins (a busy machine) still gets the first depth
// searched, whether at full strength, at a level or in several lines: the Hawalis start's
// first depth is 542 nodes, past the first look at the clock (node 256).
TEST(Search, ATimeLimitAlreadyPastStillGetsTheFirstDepth) {
  const Game<Hawalis> g;
  TranspositionTable tt(1);
  const std::atomic<bool> stop{false};
  for (const auto& [level, lines] : {std::pair{kMaxLevel, 1}, std::pair{5, 1}, std::pair{kMaxLevel, 3}}) {
    SCOPED_TRACE("level " + std::to_string(level) + ", lines " + std::to_string(lines));
    PlayerOptions o;
    o.level = level;
    o.multipv = lines;
    o.seed = 1;
    SearchLimits limits;
    limits.movetime_ms = 1;
    limits.start = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    std::vector<SearchInfo> reports;
    tt.clear();
    const SearchInfo s = think(g, o, limits, tt, stop, [&](const SearchInfo& i) { reports.push_back(i); });
    EXPECT_GE(s.depth, 1);
    EXPECT_TRUE(g.is_legal(s.pv.front()));
    ASSERT_GE(reports.size(), static_cast<size_t>(lines));
    for (int k = 0; k < lines; ++k) EXPECT_EQ(reports[k].depth, 1);
  }
}

// The bench's node total is a signature: the same on every run of the same build.
TEST(Bench, SignatureIsStable) {
  const BenchResult a = run_bench(nullptr, -6), b = run_bench(nullptr, -6);
  EXPECT_GT(a.nodes, 1000u);
  EXPECT_EQ(a.nodes, b.nodes);
}

// The levels' published ratings: anchored at level 1, each step the Elo difference of the
// measured score, so every level rates above the one below it.
TEST(LevelRatings, FollowTheMeasuredLadder) {
  LadderScores even{};
  even.fill(0.5);
  const auto flat = level_ratings(even);
  for (int k = 1; k <= kMaxLevel; ++k) EXPECT_EQ(flat[static_cast<size_t>(k)], 800);
  LadderScores ladder{};
  ladder.fill(0.76);  // about +200 a level: 1 / (1 + 10^(-200/400)) = 0.7597
  const auto r = level_ratings(ladder);
  EXPECT_EQ(r[1], kLevelOneRating);
  EXPECT_NEAR(r[2] - r[1], 200, 1);
  EXPECT_NEAR(r[10] - r[1], 9 * 200.3, 2);
  for (const GameDescription* g : registered_games()) {
    const std::vector<int> published = g->level_ratings();
    ASSERT_EQ(published.size(), static_cast<size_t>(kMaxLevel + 1)) << g->name();
    EXPECT_EQ(published[1], kLevelOneRating);
    for (int k = 2; k <= kMaxLevel; ++k) EXPECT_GT(published[static_cast<size_t>(k)], published[static_cast<size_t>(k - 1)]) << g->name();
  }
}

}  // namespace
}  // namespace manqala_test
