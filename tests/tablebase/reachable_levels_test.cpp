// Only the levels a game reaches (docs/tablebases.md): the set worked out from the options
// against every position a game can reach, and tables of those levels alone probe as the
// full set does.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include "built_tables.h"
#include "games/game_list.h"
#include "tablebase/probe.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

AlManqalaOptions with(int seeds, std::vector<int> capture) {
  AlManqalaOptions o;
  o.seeds = seeds;
  o.capture = std::move(capture);
  return o;
}

// The board totals of every position a game reaches from the start, found by visiting them
// all with the rules' own moves.
std::vector<bool> totals_reached(const AlManqala& rules) {
  std::vector<bool> reached(static_cast<size_t>(rules.total_seeds()) + 1, false);
  std::unordered_set<std::string> seen;
  std::vector<AlManqala::Position> todo{rules.start()};
  const auto key = [](const AlManqala::Position& p) {
    return std::string(reinterpret_cast<const char*>(p.pits), 14) + (p.to_move == Side::South ? 'S' : 'N');
  };
  seen.insert(key(todo.back()));
  while (!todo.empty()) {
    const AlManqala::Position p = todo.back();
    todo.pop_back();
    reached[static_cast<size_t>(p.board_total())] = true;
    MoveList moves;
    AlManqala::Position after[AlManqala::kMaxMoves];
    const int n = rules.generate(p, moves, after);
    for (int i = 0; i < n; ++i)
      if (seen.insert(key(after[i])).second) todo.push_back(after[i]);
  }
  return reached;
}

// The board totals of random games from the start (for variants with too many positions to
// visit them all).
std::vector<bool> totals_played(const AlManqala& rules, int games) {
  std::vector<bool> reached(static_cast<size_t>(rules.total_seeds()) + 1, false);
  std::mt19937_64 random(2026);
  for (int g = 0; g < games; ++g) {
    AlManqala::Position p = rules.start();
    for (int ply = 0; ply < 400; ++ply) {
      reached[static_cast<size_t>(p.board_total())] = true;
      MoveList moves;
      AlManqala::Position after[AlManqala::kMaxMoves];
      const int n = rules.generate(p, moves, after);
      if (n == 0) break;
      p = after[random() % static_cast<uint64_t>(n)];
    }
  }
  return reached;
}

TEST(ReachableLevels, AreTheTotalsGamesReach) {
  // One seed a pit under capture lists small enough to visit every position: even counts,
  // odd counts, a single count.
  for (const AlManqalaOptions& o : {with(1, {2, 4}), with(1, {1, 3}), with(1, {2})}) {
    const AlManqalaEndgame endgame(o);
    EXPECT_EQ(endgame.reachable_levels(endgame.rules().total_seeds()), totals_reached(endgame.rules()))
        << AlManqala::option_schema().text(o);
  }
  // Lists whose levels depend on the start (3 from 14: 14, 11, 8, 5, 2; 4 from 28: 28, 24,
  // ...), too many positions to visit: random games reach no other total. (The set may hold a
  // total that no game reaches, such as an empty board when games end by starvation first: a
  // level built for nothing, never one missing.)
  for (const AlManqalaOptions& o : {with(1, {3}), with(2, {4}), with(2, {3, 5})}) {
    const AlManqalaEndgame endgame(o);
    const std::vector<bool> worked_out = endgame.reachable_levels(endgame.rules().total_seeds());
    const std::vector<bool> played = totals_played(endgame.rules(), manqala_test::kSanitized ? 500 : 3000);
    int totals = 0;
    for (size_t level = 0; level < played.size(); ++level) {
      if (played[level]) {
        EXPECT_TRUE(worked_out[level]) << AlManqala::option_schema().text(o) << ": " << level;
      }
      totals += played[level];
    }
    EXPECT_GE(totals, 3) << AlManqala::option_schema().text(o);
  }
}

TEST(ReachableLevels, EvenCapturesLeaveEvenTotalsAndSayWhy) {
  const AlManqalaEndgame endgame{AlManqalaOptions{}};
  const std::vector<bool> levels = endgame.reachable_levels(24);
  for (int level = 0; level <= 24; ++level) EXPECT_EQ(levels[static_cast<size_t>(level)], level % 2 == 0) << level;
  EXPECT_NE(endgame.unreachable_reason().find("stay even"), std::string::npos) << endgame.unreachable_reason();
  // Odd captures reach every total below the start; above it nothing is reached.
  const AlManqalaEndgame odd(with(1, {1, 3}));
  const std::vector<bool> all = odd.reachable_levels(16);
  for (int level = 0; level <= 16; ++level) EXPECT_EQ(all[static_cast<size_t>(level)], level <= 14) << level;
  // Hawalis takes whole files: every level.
  const HawalisEndgame hawalis{HawalisOptions{}};
  for (bool r : hawalis.reachable_levels(10)) EXPECT_TRUE(r);
}

TEST(ReachableLevels, TablesOfThoseLevelsProbeAsTheFullSet) {
  const int top = manqala_test::kSanitized ? 8 : 10;
  for (const AlManqalaOptions& o : {AlManqalaOptions{}, with(7, {3})}) {
    const AlManqalaEndgame endgame(o);
    TablesDir all, reachable;
    manqala_test::build(endgame, all.path(), top);
    tablebase::BuildSettings s;
    s.dir = reachable.path(), s.max_level = top, s.threads = 2, s.levels = endgame.reachable_levels(top);
    s.levels_why = endgame.unreachable_reason();
    tablebase::Cluster one;
    tablebase::build_tables(endgame, s, one);
    const tablebase::EndgameTables<AlManqalaEndgame> full(endgame, all.path()), part(endgame, reachable.path());
    int highest = 0;
    for (int level = 0; level <= top; ++level)
      if (s.levels[static_cast<size_t>(level)]) highest = level;
    EXPECT_EQ(part.max_level(), highest);
    for (int level = 0; level <= top; ++level) {
      const bool wanted = s.levels[static_cast<size_t>(level)];
      EXPECT_EQ(part.has_level(level), wanted) << level;
      if (wanted) {
        EXPECT_EQ(manqala_test::level_bytes(endgame, reachable.path(), level),
                  manqala_test::level_bytes(endgame, all.path(), level))
            << level;
      }
    }
    // Probes of random positions: the same value where the level was built, none elsewhere.
    std::mt19937_64 random(31);
    for (int k = 0; k < 2000; ++k) {
      const int level = static_cast<int>(random() % static_cast<uint64_t>(top + 1));
      const uint64_t index = random() % tablebase::compositions().count(level);
      AlManqala::Position p = endgame.position_at({level, index});
      if (k % 2) p.to_move = Side::North;
      const auto a = full.probe(p), b = part.probe(p);
      ASSERT_TRUE(a.has_value());
      if (s.levels[static_cast<size_t>(level)]) EXPECT_EQ(b, a) << level << " " << index;
      else EXPECT_FALSE(b.has_value()) << level;
    }
    // The folder says which levels it holds and why.
    std::ifstream note(tablebase::options_folder(reachable.path(), AlManqala::kName, endgame.options_key()) /
                       tablebase::kLevelsNote);
    const std::string text((std::istreambuf_iterator<char>(note)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find(o.capture == std::vector<int>{3} ? "levels 2 5 8" : "levels 0 2 4 6 8"), std::string::npos)
        << text;
    EXPECT_NE(text.find(endgame.unreachable_reason()), std::string::npos) << text;
  }
}

}  // namespace
}  // namespace manqala
