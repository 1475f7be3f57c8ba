// Puzzles from the endgame tables (src/tools/puzzles/, docs/puzzles.md): a set generated from
// small tables holds its own check, and every solution's first move is confirmed by the
// independent brute-force solvers (brute_force.h), which share nothing with the tables: it alone
// keeps South's best result.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "brute_force.h"
#include "built_tables.h"
#include "core/notation.h"
#include "games/game_list.h"
#include "search/endgame_scores.h"
#include "tools/puzzles/check.h"
#include "tools/puzzles/game_setup.h"
#include "tools/puzzles/generate.h"
#include "tools/puzzles/puzzle.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

brute_force::Loop loop_of(const AnyGame& g, Side s) {
  brute_force::Loop loop{};
  const auto pits = g.pits_of(s);
  const BoardRows board = g.board();
  for (size_t i = 0; i < pits.size() && i < loop.size(); ++i) {
    int column = 0, row = 0;
    parse_pit_label(pits[i], g.rows(), g.columns(), column, row);
    loop[i] = static_cast<uint8_t>(board[static_cast<size_t>(row - 1)][static_cast<size_t>(column)]);
  }
  return loop;
}

// South's result (+1, 0, -1) with best play from `g`, by the brute-force solvers.
int brute_result(const AnyGame& g, const brute_force::AlManqalaSolver* al, const brute_force::HawalisSolver* hw) {
  const Result r = g.result();
  if (r.over()) return r.winner == Winner::South ? 1 : r.winner == Winner::North ? -1 : 0;
  const Side mover = g.to_move();
  int for_mover = 0;
  if (al) {
    brute_force::Loop loop{};
    const auto mine = loop_of(g, mover), theirs = loop_of(g, opponent(mover));
    for (size_t i = 0; i < 7; ++i) loop[i] = mine[i], loop[i + 7] = theirs[i];
    const int half = al->value2(loop);
    const int a = 2 * g.captured(mover) + half, b = 2 * g.captured(opponent(mover)) + 2 * g.total_seeds() - 2 * g.captured(Side::South) - 2 * g.captured(Side::North) - half;
    for_mover = (a > b) - (a < b);
  } else {
    // The solver sees the mover as South: with North to move the board is turned half round,
    // which starts each side's circuit seven pits on (North's g4 plays South's a1).
    auto turned = [&](brute_force::Loop l) {
      if (mover == Side::North) std::rotate(l.begin(), l.begin() + 7, l.end());
      return l;
    };
    for_mover = hw->value(turned(loop_of(g, mover)), turned(loop_of(g, opponent(mover)))).outcome;
  }
  return mover == Side::South ? for_mover : -for_mover;
}

template <class Endgame>
void puzzles_are_exact(const Endgame& endgame, const std::string& game, int max_seeds,
                       const brute_force::AlManqalaSolver* al, const brute_force::HawalisSolver* hw) {
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), max_seeds);
  set_tablebase_dir(dir.path());
  puzzles::GenerateOptions o;
  o.game = game;
  o.source = "tables";
  o.max_seeds = max_seeds;
  o.count = 25;
  o.seed = 5;
  o.out = dir.path() + "/set.jsonl";
  std::ostringstream log;
  ASSERT_EQ(puzzles::run_generate(o, log), 0) << log.str();
  const auto set = puzzles::read_set(o.out);
  ASSERT_EQ(set.size(), 25u);
  EXPECT_NE(log.str().find("thrown away by the check"), std::string::npos);
  std::set<std::string> positions;
  for (const auto& p : set) {
    EXPECT_TRUE(positions.insert(p.position).second) << "two puzzles of " << p.position;
    EXPECT_EQ(puzzles::check_puzzle(game, p, {}), "") << p.id;
    EXPECT_TRUE(p.outcome == "win" || p.outcome == "draw") << p.id;
    auto start = puzzles::game_for(game, p.options);
    start->set_position(p.position);
    std::vector<std::pair<int, std::string>> values;
    for (const std::string& m : start->legal_moves()) {
      auto child = start->clone();
      child->play(m);
      values.emplace_back(brute_result(*child, al, hw), m);
    }
    int best = -2;
    for (const auto& [v, m] : values) best = std::max(best, v);
    int keeping = 0;
    for (const auto& [v, m] : values) keeping += v == best;
    EXPECT_EQ(keeping, 1) << p.id << " " << p.position;
    for (const auto& [v, m] : values) {
      if (m == p.line.front()) {
        EXPECT_EQ(v, best) << p.id;
      }
    }
    EXPECT_EQ(best, p.outcome == "win" ? 1 : 0) << p.id;
  }
  set_tablebase_dir("");
}

TEST(PuzzlesFromTables, AlManqalaSolutionsAloneKeepTheResult) {
  const int n = manqala_test::kSanitized ? 6 : 8;
  const brute_force::AlManqalaSolver solver({}, n);
  puzzles_are_exact(AlManqalaEndgame(AlManqalaOptions{}), "al-manqala", n, &solver, nullptr);
}

TEST(PuzzlesFromTables, HawalisSolutionsAloneKeepTheResult) {
  const int n = manqala_test::kSanitized ? 4 : 5;
  const brute_force::HawalisSolver solver({}, n);
  puzzles_are_exact(HawalisEndgame(HawalisOptions{}), "hawalis", n, nullptr, &solver);
}

}  // namespace
}  // namespace manqala
