// tb solve: a position above the tables, solved by listing everything it leads to down to
// them, must get the value the tables themselves give it once they reach that high.
#include <gtest/gtest.h>

#include <random>

#include "built_tables.h"
#include "games/almanqala/endgame.h"
#include "tablebase/position_solver.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;
using tablebase::EndgameTables;
using tablebase::PositionSolver;

// Every position tried at `seeds`: the solver over tables up to `low` seeds against the tables
// up to `seeds`, the position's value and every move's.
void solves_like_the_tables(const AlManqalaOptions& options, int low, int seeds, int positions, uint64_t seed) {
  const AlManqalaEndgame endgame(options);
  TablesDir full_dir, low_dir;
  manqala_test::build(endgame, full_dir.path(), seeds);
  manqala_test::build(endgame, low_dir.path(), low);
  const EndgameTables<AlManqalaEndgame> full(endgame, full_dir.path()), below(endgame, low_dir.path());
  ASSERT_EQ(below.max_level(), low);
  std::mt19937_64 rng(seed);
  for (int k = 0; k < positions; ++k) {
    auto p = endgame.position_at({seeds, rng() % tablebase::level_entries(endgame, seeds)});
    PositionSolver<AlManqalaEndgame> solver(below);
    uint64_t reported = 0;
    solver.solve(p, 2, [&](const tablebase::SolveProgress& s) { reported += s.finished; });
    const std::string text = endgame.rules().to_text(p);
    ASSERT_EQ(solver.probe(p), full.probe(p)) << text;
    EXPECT_GE(reported, 2u) << "each level above the tables is listed and solved";
    EXPECT_GT(solver.listed(seeds), 0u);
    MoveList moves;
    AlManqala::Position after[kMaxMoves];
    const int n = endgame.rules().generate(p, moves, after);
    for (int i = 0; i < n; ++i) EXPECT_EQ(solver.after_move(p, after[i]), full.after_move(p, after[i])) << text;
  }
}

TEST(PositionSolver, RandomBoardsFourSeedsAboveTheTables) {
  if (manqala_test::kSanitized) solves_like_the_tables(AlManqalaOptions{.seeds = 1}, 6, 10, 3, 1);
  else solves_like_the_tables(AlManqalaOptions{.seeds = 1}, 7, 11, 6, 1);
}

TEST(PositionSolver, OtherCapturesAndSkippingTheOrigin) {
  AlManqalaOptions o{.seeds = 1};
  o.skip_origin = true;
  o.capture = {1, 3};
  solves_like_the_tables(o, 6, manqala_test::kSanitized ? 8 : 10, 10, 2);
}

TEST(PositionSolver, APositionInsideTheTablesIsTheirs) {
  const AlManqalaEndgame endgame(AlManqalaOptions{.seeds = 1});
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), 5);
  const EndgameTables<AlManqalaEndgame> tables(endgame, dir.path());
  const auto p = endgame.position_at({4, 17});
  PositionSolver<AlManqalaEndgame> solver(tables);
  solver.solve(p, 1);
  EXPECT_EQ(solver.probe(p), tables.probe(p));
}

}  // namespace
}  // namespace manqala
