// tb solve's search: a position above the tables, searched down to them, must get the value
// the tables themselves give it once they reach that high, and so must each of its moves.
#include <gtest/gtest.h>

#include <random>

#include "built_tables.h"
#include "games/almanqala/endgame.h"
#include "tablebase/value_search.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;
using tablebase::EndgameTables;
using tablebase::ValueSearch;

// `positions` random boards of `seeds` seeds: the search over tables up to `low` seeds (with a
// transposition table of `table_bytes`) against the tables up to `seeds`.
void searches_like_the_tables(const AlManqalaOptions& options, int low, int seeds, int positions, uint64_t seed,
                              uint64_t table_bytes = 1 << 20) {
  const AlManqalaEndgame endgame(options);
  TablesDir full_dir, low_dir;
  manqala_test::build(endgame, full_dir.path(), seeds);
  manqala_test::build(endgame, low_dir.path(), low);
  const EndgameTables<AlManqalaEndgame> full(endgame, full_dir.path()), below(endgame, low_dir.path());
  ASSERT_EQ(below.max_level(), low);
  std::mt19937_64 rng(seed);
  for (int k = 0; k < positions; ++k) {
    auto p = endgame.position_at({seeds, rng() % tablebase::level_entries(endgame, seeds)});
    ValueSearch<AlManqalaEndgame> search(below, table_bytes);
    const std::string text = endgame.rules().to_text(p);
    ASSERT_EQ(search.value(p), full.probe(p)) << text;
    EXPECT_GT(search.progress().nodes, 0u);
    MoveList moves;
    AlManqala::Position after[kMaxMoves];
    const int n = endgame.rules().generate(p, moves, after);
    for (int i = 0; i < n; ++i) EXPECT_EQ(search.after_move(p, after[i]), full.after_move(p, after[i])) << text;
  }
}

TEST(ValueSearch, RandomBoardsFourSeedsAboveTheTables) {
  if (manqala_test::kSanitized) searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 6, 10, 20, 1);
  else searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 7, 11, 100, 1);
}

// Few seeds over many pits: long runs without a capture, so most lines end in a repeat, and
// a transposition table of 64 buckets forces bounds to be overwritten and searched again.
TEST(ValueSearch, RepeatsAndATinyTranspositionTable) {
  // Sanitized builds run about sixty times slower: fewer, smaller boards there.
  if (manqala_test::kSanitized) {
    searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 2, 5, 10, 3, 4096);
    searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 0, 4, 20, 4);
  } else {
    searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 2, 7, 30, 3, 4096);
    searches_like_the_tables(AlManqalaOptions{.seeds = 1}, 0, 5, 50, 4);
  }
}

// Over no tables at all, every board of up to 6 seeds: the chases of a seed or two that never
// end, shared, are among them (and one search, its bounds kept, answers them all).
TEST(ValueSearch, EveryBoardOfFewSeedsOverNoTables) {
  const AlManqalaEndgame endgame(AlManqalaOptions{.seeds = 1});
  TablesDir full_dir, none_dir;
  manqala_test::build(endgame, full_dir.path(), 6);
  manqala_test::build(endgame, none_dir.path(), 0);
  const EndgameTables<AlManqalaEndgame> full(endgame, full_dir.path()), none(endgame, none_dir.path());
  ValueSearch<AlManqalaEndgame> search(none, 1 << 20);
  int shared = 0;
  for (int seeds = 1; seeds <= 6; ++seeds)
    for (uint64_t i = 0; i < tablebase::level_entries(endgame, seeds); ++i) {
      const auto p = endgame.position_at({seeds, i});
      const auto v = search.value(p);
      ASSERT_EQ(v, full.probe(p)) << endgame.rules().to_text(p);
      shared += v.half_seeds == seeds;
    }
  EXPECT_GT(shared, 0);
}

TEST(ValueSearch, OtherCapturesAndSkippingTheOrigin) {
  AlManqalaOptions o{.seeds = 1};
  o.skip_origin = true;
  o.capture = {1, 3};
  searches_like_the_tables(o, 6, manqala_test::kSanitized ? 8 : 10, 50, 2);
}

TEST(ValueSearch, APositionInsideTheTablesIsTheirs) {
  const AlManqalaEndgame endgame(AlManqalaOptions{.seeds = 1});
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), 5);
  const EndgameTables<AlManqalaEndgame> tables(endgame, dir.path());
  const auto p = endgame.position_at({4, 17});
  ValueSearch<AlManqalaEndgame> search(tables, 1 << 16);
  EXPECT_EQ(search.value(p), tables.probe(p));
  EXPECT_EQ(search.progress().nodes, 0u);
  EXPECT_EQ(search.progress().tb_reads, 1u);
}

}  // namespace
}  // namespace manqala
