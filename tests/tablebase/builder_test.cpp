// Building, resuming, verifying and probing tables: the same bytes whatever the threads, a
// resumed build reads what is there, verify finds a wrong entry, probing sees both sides alike.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "built_tables.h"
#include "games/game_list.h"
#include "tablebase/probe.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

TEST(TablesBuild, TheSameBytesWithOneThreadOrSeveral) {
  const AlManqalaEndgame endgame(AlManqalaOptions{});
  TablesDir one, three;
  manqala_test::build(endgame, one.path(), 8, 1);
  manqala_test::build(endgame, three.path(), 8, 3);
  for (int n = 0; n <= 8; ++n)
    EXPECT_EQ(manqala_test::level_bytes(endgame, one.path(), n), manqala_test::level_bytes(endgame, three.path(), n));
}

TEST(TablesBuild, AnInterruptedBuildGoesOnFromItsLastLevel) {
  const HawalisEndgame endgame(HawalisOptions{});
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), 4);
  const auto before = manqala_test::level_bytes(endgame, dir.path(), 4);
  // The build stopped while level 4 was written: its last table is a part file.
  const auto last = tablebase::table_path(dir.path(), endgame, endgame.tables(4).back());
  std::filesystem::rename(last, last.string() + ".part");
  const auto sweeps = manqala_test::build(endgame, dir.path(), 5);
  ASSERT_EQ(sweeps.size(), 6u);
  EXPECT_EQ(sweeps[3], 0) << "level 3 is read, not built";
  EXPECT_GT(sweeps[4], 0) << "level 4 is built again";
  EXPECT_GT(sweeps[5], 0);
  EXPECT_EQ(manqala_test::level_bytes(endgame, dir.path(), 4), before);
}

TEST(TablesBuild, ALevelWithGamesTooLongForAByteIsRefusedNotWritten) {
  // Singletons that take nothing make long endgames: at 7 seeds a forced win passes 252 plies.
  HawalisOptions o;
  o.singleton_capture = false;
  const HawalisEndgame endgame(o);
  TablesDir dir;
  try {
    manqala_test::build(endgame, dir.path(), 7);
    FAIL() << "built";
  } catch (const tablebase::TableError& e) {
    EXPECT_NE(std::string(e.what()).find("level 7 holds a game longer than 252 plies"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(std::filesystem::exists(tablebase::table_path(dir.path(), endgame, endgame.tables(6).front())));
  for (const auto& part : endgame.tables(7))
    EXPECT_FALSE(std::filesystem::exists(tablebase::table_path(dir.path(), endgame, part)));
}

TEST(TablesVerify, FindsAWrongEntry) {
  const AlManqalaEndgame endgame(AlManqalaOptions{});
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), 6);
  for (const auto& c : tablebase::verify_tables(endgame, dir.path(), 6, 2)) EXPECT_EQ(c.wrong, 0u) << c.level;

  auto bytes = manqala_test::level_bytes(endgame, dir.path(), 5);
  const uint64_t changed = 1234;
  bytes[changed] = static_cast<uint8_t>(bytes[changed] == 0 ? 2 : bytes[changed] - 1);
  const auto part = endgame.tables(5).front();
  tablebase::write_table(tablebase::table_path(dir.path(), endgame, part).string(), tablebase::table_id(endgame, part),
                         bytes.data());  // a well-formed file with a wrong value
  const auto checks = tablebase::verify_tables(endgame, dir.path(), 6, 2);
  EXPECT_GE(checks[5].wrong, 1u);
  EXPECT_LE(checks[5].first_wrong, changed);
  for (int n : {0, 1, 2, 3, 4}) EXPECT_EQ(checks[static_cast<size_t>(n)].wrong, 0u);
}

template <class Endgame>
void expect_both_sides_alike(const Endgame& endgame, const std::string& dir, int max_level, uint64_t seed) {
  using Position = typename Endgame::Rules::Position;
  const tablebase::EndgameTables<Endgame> tables(endgame, dir);
  ASSERT_EQ(tables.max_level(), max_level);
  std::mt19937_64 rng(seed);
  for (int k = 0; k < 500; ++k) {
    const int level = 2 + static_cast<int>(rng() % static_cast<uint64_t>(max_level - 1));
    const uint64_t entries = tablebase::level_entries(endgame, level);
    // Read back from its text, as a game would: a side to move with an empty Al-manqala row passes.
    const tablebase::Entry e{level, rng() % entries};
    const Position p = endgame.rules().from_text(endgame.rules().to_text(endgame.position_at(e)));
    // The same board turned half round, North to move.
    const Position q = endgame.rules().from_text(manqala_test::turned_text(endgame.rules(), endgame.position_at(e)));
    const auto a = tables.probe(p), b = tables.probe(q);
    ASSERT_TRUE(a && b);
    EXPECT_EQ(*a, *b) << endgame.rules().to_text(p) << " and " << endgame.rules().to_text(q);
  }
}

TEST(TablesProbe, BothSidesSeeTheSameValue) {
  TablesDir dir;
  const AlManqalaEndgame almanqala(AlManqalaOptions{});
  manqala_test::build(almanqala, dir.path(), 7);
  expect_both_sides_alike(almanqala, dir.path(), 7, 1);
  const HawalisEndgame hawalis(HawalisOptions{});
  manqala_test::build(hawalis, dir.path(), 5);
  expect_both_sides_alike(hawalis, dir.path(), 5, 2);
}

// tb compress: the same values probed, read by a resumed build and by verify, and the plain
// files given back byte for byte.
template <class Endgame>
void compressed_tables_serve_alike(const Endgame& endgame, int max_level) {
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), max_level);
  std::vector<std::vector<uint8_t>> plain;
  for (int n = 0; n <= max_level; ++n) plain.push_back(manqala_test::level_bytes(endgame, dir.path(), n));
  const auto squeezed = tablebase::compress_tables(endgame, dir.path(), max_level, 3, 2);
  const auto& top = squeezed.back();
  EXPECT_GT(top.rewritten, 0);
  EXPECT_LT(top.bytes_after, top.bytes_before);
  const auto again = tablebase::compress_tables(endgame, dir.path(), max_level, 3, 2);
  EXPECT_EQ(again.back().rewritten, 0) << "already compressed";

  const tablebase::EndgameTables<Endgame> tables(endgame, dir.path());
  ASSERT_EQ(tables.max_level(), max_level);
  std::mt19937_64 rng(3);
  for (int k = 0; k < 2000; ++k) {
    const int level = static_cast<int>(rng() % static_cast<uint64_t>(max_level + 1));
    if (plain[static_cast<size_t>(level)].empty()) continue;
    const uint64_t i = rng() % plain[static_cast<size_t>(level)].size();
    ASSERT_EQ(tables.at({level, i}), plain[static_cast<size_t>(level)][i]) << level << " " << i;
  }
  for (const auto& c : tablebase::verify_tables(endgame, dir.path(), max_level, 2)) EXPECT_EQ(c.wrong, 0u) << c.level;
  const auto sweeps = manqala_test::build(endgame, dir.path(), max_level);
  for (int s : sweeps) EXPECT_EQ(s, 0) << "every level read, compressed";

  tablebase::compress_tables(endgame, dir.path(), max_level, 0, 2);
  TablesDir fresh;
  manqala_test::build(endgame, fresh.path(), max_level);
  for (int n = 0; n <= max_level; ++n)
    for (const auto& part : endgame.tables(n)) {
      const auto a = tablebase::table_path(dir.path(), endgame, part), b = tablebase::table_path(fresh.path(), endgame, part);
      EXPECT_EQ(tablebase::table_format(a.string()), tablebase::kFormatPlain);
      EXPECT_EQ(std::filesystem::file_size(a), std::filesystem::file_size(b));
    }
  for (int n = 0; n <= max_level; ++n) EXPECT_EQ(manqala_test::level_bytes(endgame, dir.path(), n), plain[static_cast<size_t>(n)]);
}

TEST(TablesCompress, ProbeBuildAndVerifyReadCompressedTables) {
  compressed_tables_serve_alike(AlManqalaEndgame(AlManqalaOptions{}), 9);
  compressed_tables_serve_alike(HawalisEndgame(HawalisOptions{}), 6);
}

TEST(TablesProbe, AboveTheTablesThereIsNoValue) {
  TablesDir dir;
  const AlManqalaEndgame endgame(AlManqalaOptions{});
  manqala_test::build(endgame, dir.path(), 4);
  const tablebase::EndgameTables<AlManqalaEndgame> tables(endgame, dir.path());
  EXPECT_FALSE(tables.probe(endgame.rules().from_text("0,0,0,0,0,1,1/1,0,1,0,0,0,1 N 46 47")));
  EXPECT_TRUE(tables.probe(endgame.rules().from_text("0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 47 47")));
}

TEST(TablesProbe, OptionsTheTablesCannotServeAreRefused) {
  TablesDir dir;
  AlManqalaOptions o;
  o.win_at = 40;  // a player may win with fewer seeds than the other ends up with
  try {
    tablebase::EndgameTables<AlManqalaEndgame> tables(AlManqalaEndgame(o), dir.path());
    FAIL() << "accepted";
  } catch (const tablebase::TableError& e) {
    EXPECT_NE(std::string(e.what()).find("win-at=40 is not more than half of the 98 seeds"), std::string::npos)
        << e.what();
  }
}

TEST(TablesProbe, TablesOfOtherOptionsAreNotUsed) {
  TablesDir dir;
  AlManqalaOptions capture2;
  capture2.capture = {2};
  manqala_test::build(AlManqalaEndgame(capture2), dir.path(), 4);
  const tablebase::EndgameTables<AlManqalaEndgame> tables(AlManqalaEndgame(AlManqalaOptions{}), dir.path());
  EXPECT_EQ(tables.max_level(), -1);  // the default rules have no tables there
}

}  // namespace
}  // namespace manqala
