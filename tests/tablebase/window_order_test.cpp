// Reading in the memory's order (tablebase/window_order.h): the sort, the gathered values, and
// builds that read every level that way writing the bytes of builds that never do. (The
// levels large enough to be read so by default, 20 seeds and up, take minutes; here the
// threshold is set to 0 so that the small levels take the same path.)
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "built_tables.h"
#include "games/game_list.h"
#include "rule_options.h"
#include "tablebase/window_order.h"

namespace manqala {
namespace {

using tablebase::Entry;
using tablebase::LevelView;

TEST(WindowOrder, SortsByWindowKeepingTheOrderWithinOne) {
  std::mt19937_64 rng(7);
  std::vector<uint64_t> records(20000), sorted, counts;
  for (auto& r : records) r = rng() % (uint64_t{1} << 30);
  const auto window = [](uint64_t r) { return r >> 24; };
  tablebase::sort_by_window(records, sorted, counts, 64, window);
  std::vector<uint64_t> expected = records;
  std::stable_sort(expected.begin(), expected.end(), [&](uint64_t a, uint64_t b) { return window(a) < window(b); });
  EXPECT_EQ(sorted, expected);
  tablebase::sort_by_window({}, sorted, counts, 64, window);
  EXPECT_TRUE(sorted.empty());
}

TEST(WindowOrder, GatherReadsWhatAtReads) {
  std::mt19937_64 rng(11);
  std::vector<std::vector<uint8_t>> levels(4);
  for (auto& l : levels) {
    l.resize(5000);
    for (auto& b : l) b = static_cast<uint8_t>(rng() % 60);
  }
  for (auto& b : levels[3]) b |= (rng() & 1) ? 0x80 : 0;  // the level being solved: some queued
  std::vector<const uint8_t*> pointers = {levels[0].data(), levels[1].data(), levels[2].data(), nullptr};
  LevelView view(pointers, 3, levels[3].data(), false, nullptr, nullptr, 0x80);
  std::vector<Entry> wanted(30000);
  for (auto& e : wanted) e = {static_cast<int>(rng() % 4), rng() % 5000};
  std::vector<uint8_t> values;
  view.gather(wanted, values);
  ASSERT_EQ(values.size(), wanted.size());
  for (size_t k = 0; k < wanted.size(); ++k) ASSERT_EQ(values[k], view.at(wanted[k])) << k;
  view.read_current_as(17);  // the first pass: the level being solved reads as it starts
  view.gather(wanted, values);
  for (size_t k = 0; k < wanted.size(); ++k) ASSERT_EQ(values[k], view.at(wanted[k])) << k;
}

TEST(WindowOrder, BuildsReadingInTheMemorysOrderWriteTheSameBytes) {
  const int a = manqala_test::kSanitized ? 8 : 11, h = manqala_test::kSanitized ? 4 : 6;
  manqala_test::for_both_games(a, h, [](const auto& endgame, int top) {
    manqala_test::expect_build_is_the_same(endgame, top, [](tablebase::BuildSettings& s) { s.windowed_from = 0; });
  });
}

}  // namespace
}  // namespace manqala
