// A build stopped inside a level goes on from the last round it saved (tablebase/round_file.h)
// and writes the bytes of an uninterrupted build; a damaged or foreign round file is refused
// by name.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "built_tables.h"
#include "games/game_list.h"
#include "rule_options.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

struct Stopped {};

// Builds up to `top`, saving every round, and stops the build when `level` has finished round
// `stop_after` (the state saved last is the round before: the stop comes before the save).
template <class Endgame>
void build_and_stop(const Endgame& endgame, const std::string& dir, int top, int level, int stop_after) {
  tablebase::BuildSettings s;
  s.dir = dir, s.max_level = top, s.threads = 2, s.round_every = 0;
  s.on_sweep = [&](const tablebase::SweepProgress& p) {
    if (p.level == level && p.sweep_finished && p.sweep == stop_after) throw Stopped{};
  };
  tablebase::Cluster one;
  EXPECT_THROW(tablebase::build_tables(endgame, s, one), Stopped);
}

std::filesystem::path round_path(const auto& endgame, const std::string& dir, int level) {
  return tablebase::options_folder(dir, std::decay_t<decltype(endgame)>::Rules::kName, endgame.options_key()) /
         (std::to_string(level) + ".round");
}

template <class Endgame>
void expect_stopped_build_goes_on(const Endgame& endgame, int top, int stop_after) {
  TablesDir whole, stopped;
  manqala_test::build(endgame, whole.path(), top);
  build_and_stop(endgame, stopped.path(), top, top, stop_after);
  ASSERT_TRUE(std::filesystem::exists(round_path(endgame, stopped.path(), top))) << endgame.options_key();
  EXPECT_TRUE(manqala_test::level_bytes(endgame, stopped.path(), top).empty()) << "no table of the level yet";

  tablebase::BuildSettings s;
  s.dir = stopped.path(), s.max_level = top, s.threads = 2;
  int resumed = -1, sweeps = 0, first_sweep = 0;
  s.on_sweep = [&](const tablebase::SweepProgress& p) {
    if (p.level == top && first_sweep == 0) first_sweep = p.sweep;
  };
  s.on_level = [&](const tablebase::LevelDone& d) {
    if (d.level == top) resumed = d.resumed_round, sweeps = d.sweeps;
  };
  tablebase::Cluster one;
  tablebase::build_tables(endgame, s, one);
  EXPECT_EQ(resumed, stop_after - 1) << endgame.options_key();
  EXPECT_EQ(first_sweep, stop_after) << "the round after the saved one comes next";
  EXPECT_GE(sweeps, stop_after);
  EXPECT_FALSE(std::filesystem::exists(round_path(endgame, stopped.path(), top))) << "removed with the level written";
  manqala_test::expect_same_tables(endgame, stopped.path(), whole.path(), top);
}

TEST(RoundFile, AStoppedLevelGoesOnFromItsLastRoundToTheSameBytes) {
  const int a = manqala_test::kSanitized ? 8 : 10, h = manqala_test::kSanitized ? 4 : 5;
  expect_stopped_build_goes_on(AlManqalaEndgame{AlManqalaOptions{}}, a, 4);
  AlManqalaOptions odd;
  odd.capture = {1, 3};
  expect_stopped_build_goes_on(AlManqalaEndgame{odd}, a - 1, 3);
  expect_stopped_build_goes_on(HawalisEndgame{HawalisOptions{}}, h, 5);
}

TEST(RoundFile, ADamagedOrForeignRoundIsRefusedByName) {
  const AlManqalaEndgame endgame{AlManqalaOptions{}};
  TablesDir dir;
  build_and_stop(endgame, dir.path(), 8, 8, 3);
  const auto path = round_path(endgame, dir.path(), 8);
  ASSERT_TRUE(std::filesystem::exists(path));
  const auto copy = path.string() + ".copy";
  std::filesystem::copy_file(path, copy);
  tablebase::BuildSettings s;
  s.dir = dir.path(), s.max_level = 8;
  tablebase::Cluster one;
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-100, std::ios::end);
    f.put('\x55');
  }
  try {
    tablebase::build_tables(endgame, s, one);
    ADD_FAILURE() << "a damaged round was used";
  } catch (const tablebase::TableError& e) {
    EXPECT_NE(std::string(e.what()).find("8.round: damaged"), std::string::npos) << e.what();
  }
  // Level 8's round under level 6's name, level 6 to be built again.
  std::filesystem::rename(copy, round_path(endgame, dir.path(), 6));
  std::filesystem::remove(path.parent_path() / "6.mqtb");
  try {
    s.max_level = 6;
    tablebase::build_tables(endgame, s, one);
    ADD_FAILURE() << "another level's round was used";
  } catch (const tablebase::TableError& e) {
    EXPECT_NE(std::string(e.what()).find("6.round: saved for al-manqala"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace manqala
