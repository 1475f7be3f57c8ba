// Every entry of the tables against an independent brute-force solver (brute_force.h: the
// reference implementation's moves, a retrograde solution per threshold), under several rule
// options of each game.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>

#include "brute_force.h"
#include "built_tables.h"
#include "games/game_list.h"
#include "rule_options.h"
#include "tablebase/compositions.h"
#include "tablebase/endgame_value.h"

namespace manqala {
namespace {

using manqala_test::hawalis_options;
using manqala_test::kSanitized;
using manqala_test::TablesDir;
using tablebase::EndgameValue;

// Seeds compared: what the suite affords (the brute-force solver plays the reference
// implementation's moves through position texts, slowly), or MANQALA_TB_BRUTE="8 8" (Al-manqala,
// Hawalis) for the full comparison docs/tablebases.md reports.
int compared_seeds(int game, int in_suite) {
  if (const char* env = std::getenv("MANQALA_TB_BRUTE")) {
    int seeds[2] = {0, 0};
    if (std::sscanf(env, "%d %d", &seeds[0], &seeds[1]) == 2) return seeds[game];
  }
  return in_suite;
}

struct AlManqalaCase {
  const char* name;
  AlManqalaOptions options;
  brute_force::AlManqalaRules reference;
};

AlManqalaOptions almanqala_options(std::vector<int> capture, bool skip_origin, bool sown) {
  AlManqalaOptions o;
  o.capture = std::move(capture);
  o.skip_origin = skip_origin;
  o.feed = sown ? AlManqalaOptions::Feed::Sown : AlManqalaOptions::Feed::AfterCapture;
  return o;
}

class AlManqalaTables : public ::testing::TestWithParam<AlManqalaCase> {};

TEST_P(AlManqalaTables, EveryEntryMatchesTheBruteForceSolver) {
  const int max_seeds = compared_seeds(0, kSanitized ? 6 : 8);
  const AlManqalaEndgame endgame(GetParam().options);
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), max_seeds);
  const brute_force::AlManqalaSolver reference(GetParam().reference, max_seeds);
  uint64_t compared = 0;
  for (int n = 0; n <= max_seeds; ++n) {
    const auto bytes = manqala_test::level_bytes(endgame, dir.path(), n);
    ASSERT_EQ(bytes.size(), tablebase::compositions().count(n));
    for (uint64_t i = 0; i < bytes.size(); ++i) {
      const AlManqala::Position p = endgame.position_at({n, i});
      brute_force::Loop pits{};
      std::copy(p.pits, p.pits + 14, pits.begin());
      ASSERT_EQ(bytes[i], reference.value2(pits)) << endgame.rules().to_text(p);
      ++compared;
    }
  }
  EXPECT_EQ(compared, reference.positions());
}

INSTANTIATE_TEST_SUITE_P(
    Options, AlManqalaTables,
    ::testing::Values(AlManqalaCase{"defaults", {}, {}},
                      AlManqalaCase{"capture_2", almanqala_options({2}, false, false), {{2}, false, false}},
                      AlManqalaCase{"odd_captures_skip_origin", almanqala_options({1, 3}, true, false), {{1, 3}, true, false}},
                      AlManqalaCase{"feed_sown", almanqala_options({2, 4}, false, true), {{2, 4}, false, true}}),
    [](const auto& info) { return std::string(info.param.name); });

struct HawalisCase {
  const char* name;
  HawalisOptions options;
  brute_force::HawalisRules reference;
};

class HawalisTables : public ::testing::TestWithParam<HawalisCase> {};

TEST_P(HawalisTables, EveryEntryMatchesTheBruteForceSolver) {
  const int max_seeds = compared_seeds(1, kSanitized ? 4 : 5);
  const HawalisEndgame endgame(GetParam().options);
  TablesDir dir;
  manqala_test::build(endgame, dir.path(), max_seeds);
  const brute_force::HawalisSolver reference(GetParam().reference, max_seeds);
  uint64_t compared = 0;
  for (int s = 2; s <= max_seeds; ++s) {
    const auto bytes = manqala_test::level_bytes(endgame, dir.path(), s);
    for (uint64_t i = 0; i < bytes.size(); ++i) {
      const Hawalis::Position p = endgame.position_at({s, i});
      brute_force::Loop mover{}, other{};
      std::copy(p.pits[0], p.pits[0] + 14, mover.begin());
      std::copy(p.pits[1], p.pits[1] + 14, other.begin());
      const EndgameValue v = EndgameValue::decode(tablebase::ValueKind::PliesToEnd, bytes[i], s);
      const brute_force::HawalisValue want = reference.value(mover, other);
      ASSERT_EQ(v.outcome, want.outcome) << endgame.rules().to_text(p);
      ASSERT_EQ(v.plies, want.plies) << endgame.rules().to_text(p);
      ++compared;
    }
  }
  EXPECT_GT(compared, 0u);
}

INSTANTIATE_TEST_SUITE_P(
    Options, HawalisTables,
    ::testing::Values(HawalisCase{"defaults", {}, {}},
                      HawalisCase{"single_laps_front_only", hawalis_options(false, false, true, false),
                                  {false, false, true, false}},
                      HawalisCase{"singletons_take_nothing_skip_origin", hawalis_options(true, true, false, true),
                                  {true, true, false, true}}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace manqala
