// The divided build (tablebase/divided_build.h) in one process: each level solved by asking
// for successors' values and answering them as a cluster's ranks do, written through
// TableWriter; the bytes must be the one-process build's. tests/tablebase/mpi_build_identical.sh
// runs it on two and three ranks.
#include <gtest/gtest.h>

#include <filesystem>

#include "built_tables.h"
#include "games/game_list.h"
#include "rule_options.h"

namespace manqala {
namespace {

using manqala_test::TablesDir;

TEST(DividedBuild, WritesTheBytesOfTheOneProcessBuild) {
  const int a = manqala_test::kSanitized ? 7 : 9, h = manqala_test::kSanitized ? 4 : 5;
  manqala_test::for_both_games(a, h, [](const auto& endgame, int top) {
    manqala_test::expect_build_is_the_same(endgame, top, [](tablebase::BuildSettings& s) { s.divided = true; });
  });
}

TEST(TableWriter, AnUnfinishedTableLeavesOnlyItsPartFile) {
  TablesDir dir;
  const std::string path = dir.path() + "/3.mqtb";
  const tablebase::TableId id{"al-manqala", "capture=2,4", 3, -1, tablebase::ValueKind::HalfSeeds, 560};
  std::vector<uint8_t> entries(560, 3);
  {
    tablebase::TableWriter w(path, id);
    w.append(entries.data(), 300);  // a rank stopped: the rest never comes
    EXPECT_THROW(w.finish(), tablebase::TableError);
  }
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_TRUE(std::filesystem::exists(path + ".part"));
  {
    tablebase::TableWriter w(path, id);
    w.append(entries.data(), 300);
    w.append(entries.data() + 300, 260);
    w.finish();
  }
  // Byte for byte what write_table writes in one piece.
  tablebase::write_table(dir.path() + "/whole.mqtb", id, entries.data());
  std::ifstream a(path, std::ios::binary), b(dir.path() + "/whole.mqtb", std::ios::binary);
  const std::string x((std::istreambuf_iterator<char>(a)), {}), y((std::istreambuf_iterator<char>(b)), {});
  EXPECT_EQ(x, y);
  EXPECT_EQ(tablebase::MappedTable(path, id).at(559), 3);
}

}  // namespace
}  // namespace manqala
