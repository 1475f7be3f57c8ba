// The engine with tables: at level 10 it never plays a move that loses value in a position of
// the tables, and it says how often the tables answered.
#include <gtest/gtest.h>

#include <random>

#include "built_tables.h"
#include "games/game_list.h"
#include "search/endgame_scores.h"
#include "search/think.h"
#include "tablebase/probe.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

// A random position of `seeds` seeds, the rest of the game's seeds captured by either side.
template <class Endgame>
typename Endgame::Rules::Position random_position(const Endgame& endgame, int seeds, std::mt19937_64& rng) {
  for (;;) {
    auto p = endgame.position_at({seeds, rng() % tablebase::level_entries(endgame, seeds)});
    const int out = endgame.rules().total_seeds() - seeds;
    const int south = static_cast<int>(rng() % static_cast<uint64_t>(out + 1));
    p.captured[0] = static_cast<uint16_t>(south);
    p.captured[1] = static_cast<uint16_t>(out - south);
    if (rng() % 2) p = endgame.rules().from_text(endgame.rules().to_text(p));  // South to move
    else  // North to move on the board turned round: the same entry seen from the other side
      p = endgame.rules().from_text(manqala_test::turned_text(endgame.rules(), p));
    Game<typename Endgame::Rules> game(endgame.rules());
    game.reset(p);
    if (!game.over()) return p;
  }
}

template <class Endgame>
void never_loses_value(const Endgame& endgame, int max_seeds, int positions, uint64_t seed) {
  using Rules = typename Endgame::Rules;
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), max_seeds);
  set_tablebase_dir(dir.path());
  const tablebase::EndgameTables<Endgame> tables(endgame, dir.path());
  std::mt19937_64 rng(seed);
  TranspositionTable tt(16);
  std::atomic<bool> stop{false};
  PlayerOptions level10;
  SearchLimits limits;
  limits.depth = 3;
  uint64_t hits = 0;
  for (int k = 0; k < positions; ++k) {
    const int seeds = 2 + static_cast<int>(rng() % static_cast<uint64_t>(max_seeds - 1));
    const auto p = random_position(endgame, seeds, rng);
    Game<Rules> game(endgame.rules());
    game.reset(p);
    const SearchInfo info = think(game, level10, limits, tt, stop, nullptr);
    hits += info.tbhits;
    MoveList moves;
    typename Rules::Position after[kMaxMoves];
    const int n = endgame.rules().generate(p, moves, after);
    int best = -1000000, chosen = -1000000;
    for (int i = 0; i < n; ++i) {
      const auto v = tables.after_move(p, after[i]);
      ASSERT_TRUE(v) << endgame.rules().to_text(p);
      const int score = v->kind == tablebase::ValueKind::HalfSeeds ? v->half_seeds
                                                                    : tablebase::plies_score(static_cast<uint8_t>(
                                                                          v->outcome == 0 ? 0 : v->plies + 1));
      best = std::max(best, score);
      if (moves.moves[i] == info.pv.front()) chosen = score;
    }
    ASSERT_EQ(chosen, best) << endgame.rules().to_text(p) << " plays " << endgame.rules().move_name(p, info.pv.front());
  }
  EXPECT_GT(hits, static_cast<uint64_t>(positions));
  set_tablebase_dir("");
}

TEST(SearchWithTables, AlManqalaLevelTenNeverLosesValue) {
  // One seed a pit: nobody reaches win-at, which would end the game before the tables' end.
  never_loses_value(AlManqalaEndgame(AlManqalaOptions{.seeds = 1}), manqala_test::kSanitized ? 7 : 9, 1000, 11);
}

TEST(SearchWithTables, HawalisLevelTenNeverLosesValue) {
  never_loses_value(HawalisEndgame(HawalisOptions{}), manqala_test::kSanitized ? 5 : 6, 1000, 12);
}

}  // namespace
}  // namespace manqala
