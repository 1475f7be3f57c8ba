// tb solve's search: a position above the tables, searched down to them, must get the value
// the tables themselves give it once they reach that high, and so must each of its moves.
#include <gtest/gtest.h>

#include <fstream>
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

// Every move of random boards of 11 seeds over tables up to 6, on two threads: a solve stopped
// halfway, its bounds saved and read by a new search, ends with the values of one never stopped
// (and of the full tables).
TEST(ValueSearch, AStoppedSolveResumedGivesTheSameValues) {
  const AlManqalaEndgame endgame(AlManqalaOptions{.seeds = 1});
  const int seeds = manqala_test::kSanitized ? 9 : 11;
  TablesDir dir, full_dir;
  manqala_test::build(endgame, dir.path(), 6);
  manqala_test::build(endgame, full_dir.path(), seeds);
  const EndgameTables<AlManqalaEndgame> tables(endgame, dir.path()), full(endgame, full_dir.path());
  const std::string saved = dir.path() + "/solve.bounds", what = "al-manqala over " + tables.describe();
  std::mt19937_64 rng(7);
  int resumed = 0;
  for (int k = 0; k < 6; ++k) {
    const auto p = endgame.position_at({seeds, rng() % tablebase::level_entries(endgame, seeds)});
    MoveList moves;
    AlManqala::Position after[kMaxMoves];
    const int n = endgame.rules().generate(p, moves, after);
    if (n == 0) continue;
    ValueSearch<AlManqalaEndgame> whole(tables, 1 << 20);
    const auto expected = whole.solve_moves(p, after, n, 2, {});
    for (int i = 0; i < n; ++i) EXPECT_EQ(expected[static_cast<size_t>(i)], full.probe(after[i]));
    const uint64_t halfway = whole.progress().nodes / 2;
    if (halfway < 1000) continue;
    ValueSearch<AlManqalaEndgame> first(tables, 1 << 20);
    first.stop_at_nodes(halfway);
    EXPECT_THROW(first.solve_moves(p, after, n, 2, {}), tablebase::SearchStopped);
    first.save(saved, what);
    ValueSearch<AlManqalaEndgame> second(tables, 1 << 20);
    EXPECT_GT(second.load(saved, what), 0u);
    EXPECT_EQ(second.solve_moves(p, after, n, 2, {}), expected) << endgame.rules().to_text(p);
    ++resumed;
  }
  EXPECT_GE(resumed, 3);
  // A file is trusted only for the same rules and tables, and only whole.
  ValueSearch<AlManqalaEndgame> other(tables, 1 << 16);
  EXPECT_THROW(other.load(saved, "al-manqala over other tables"), tablebase::TableError);
  std::string bytes;
  {
    std::ifstream in(saved, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  bytes[bytes.size() / 2] ^= 1;
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << bytes;
  EXPECT_THROW(other.load(saved, what), tablebase::TableError);
}

// Boards are their own keys: a board of 56 seeds, beyond the index that ranks boards of up to
// 48, is searched (and stopped, its bounds true).
TEST(ValueSearch, ABoardAboveTheIndexIsSearched) {
  const AlManqalaEndgame endgame(AlManqalaOptions{.seeds = 4});
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), 4);
  const EndgameTables<AlManqalaEndgame> tables(endgame, dir.path());
  const auto p = endgame.rules().start();
  ASSERT_EQ(p.board_total(), 56);
  MoveList moves;
  AlManqala::Position after[kMaxMoves];
  const int n = endgame.rules().generate(p, moves, after);
  ValueSearch<AlManqalaEndgame> search(tables, 1 << 20);
  search.stop_at_nodes(20000);
  EXPECT_THROW(search.solve_moves(p, after, n, 2, {}), tablebase::SearchStopped);
  EXPECT_GE(search.progress().nodes, 20000u);
  const auto [low, high] = search.position_bounds();
  EXPECT_LE(0, low);
  EXPECT_LE(low, high);
  EXPECT_LE(high, 112);
}

}  // namespace
}  // namespace manqala
