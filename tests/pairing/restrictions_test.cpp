// Forbidden pairs and accelerated pairings (C.04.5, the Baku method): cases paired by
// bbpPairings (tests/pairing/data/bbp-restricted, made by scripts/crosscheck-restrictions.py,
// which computes Baku's virtual points on its own) paired the same, cases worked by hand, and
// the checker naming a forbidden pair.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "pairing/acceleration.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "pairing_fixtures.h"

using namespace manqala::pairing;
using namespace manqala::pairing::fixtures;

namespace {

// bbpPairings' pairing file, its first line checked against the lines that follow.
RoundPairing read_pairs(const std::filesystem::path& path) {
  std::ifstream in(path);
  int said = 0;
  const RoundPairing out = parse_pairing_lines(in, said);
  EXPECT_EQ(lines_of(out), said) << path;
  return out;
}

TEST(Restrictions, EveryCaseAsBbpPairingsPairedIt) {
  int cases = 0, changed_by_restrictions = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(MANQALA_PAIRING_DATA) + "/bbp-restricted")) {
    if (entry.path().extension() != ".trf") continue;
    const Tournament t = read_file(entry.path());
    const RoundPairing expected = read_pairs(std::filesystem::path(entry.path()).replace_extension(".pairs"));
    const int round = t.rounds_played() + 1;
    const RoundPairing ours = pair_dutch(t, round);
    EXPECT_EQ(sorted(ours.boards), sorted(expected.boards)) << entry.path().filename();
    EXPECT_EQ(ours.bye, expected.bye) << entry.path().filename();
    EXPECT_TRUE(check_dutch(t, round, expected).empty()) << entry.path().filename();

    Tournament free = t;
    free.forbidden.clear();
    for (Player& p : free.players) p.acceleration.clear();
    try {
      const RoundPairing plain = pair_dutch(free, round);
      if (sorted(plain.boards) != sorted(expected.boards)) ++changed_by_restrictions;
    } catch (const NoPairing&) {
      ++changed_by_restrictions;
    }
    ++cases;
  }
  EXPECT_GE(cases, 60);
  // The restrictions decide most of these rounds: the cases test them, not the plain Dutch.
  EXPECT_GE(changed_by_restrictions, cases / 2);
}

TEST(Restrictions, AForbiddenPairIsNeverPairedAndTheNextBestIsTaken) {
  Tournament t = field(4, 3);
  EXPECT_EQ(pair_dutch(t, 1), (RoundPairing{{{1, 3}, {4, 2}}, 0}));
  t.forbidden = {{{1, 3}, 1, 0}};  // brother and sister
  // S1 = {1, 2}, S2 = {3, 4}: the transposition 1-4, 2-3.
  EXPECT_EQ(pair_dutch(t, 1), (RoundPairing{{{1, 4}, {3, 2}}, 0}));
  // A group forbids every pair in it.
  t.forbidden = {{{1, 3, 4}, 1, 0}};
  EXPECT_THROW(pair_dutch(t, 1), NoPairing);  // 1 can meet only 2; then 3-4 is forbidden too
}

TEST(Restrictions, AForbiddenPairOfSomeRoundsHoldsInThoseOnly) {
  Tournament t = field(4, 3);
  t.forbidden = {{{1, 3}, 2, 3}};
  EXPECT_EQ(pair_dutch(t, 1), (RoundPairing{{{1, 3}, {4, 2}}, 0}));
  t.forbidden = {{{1, 3}, 1, 1}};
  EXPECT_EQ(pair_dutch(t, 1), (RoundPairing{{{1, 4}, {3, 2}}, 0}));
}

TEST(Restrictions, TheCheckNamesAForbiddenPair) {
  Tournament t = field(4, 3);
  t.forbidden = {{{1, 3}, 1, 0}};
  const auto breaches = check_dutch(t, 1, RoundPairing{{{1, 3}, {4, 2}}, 0});
  ASSERT_EQ(breaches.size(), 1u);
  EXPECT_EQ(breaches[0].criterion, "forbidden");
  EXPECT_EQ(breaches[0].text, "1 - 3: the rules of the tournament forbid this pair");
}

TEST(Baku, TheFirstGroupIsHalfTheFieldRoundedUpToAnEvenNumber) {
  EXPECT_EQ(baku_group_size(161), 82);  // C.04.5.1's own example
  EXPECT_EQ(baku_group_size(12), 6);
  EXPECT_EQ(baku_group_size(10), 6);
  EXPECT_EQ(baku_group_size(9), 6);
  EXPECT_EQ(baku_group_size(8), 4);
  EXPECT_EQ(baku_group_size(0), 0);
}

TEST(Baku, OneVirtualPointThenAHalfInTheFirstHalfOfTheRounds) {
  Tournament t = field(20, 9);
  accelerate_baku(t, baku_group_size(20));
  // Nine rounds: five accelerated, a whole point in the first three (C.04.5.1's example).
  for (int n = 1; n <= 10; ++n) EXPECT_EQ(t.player(n).acceleration, (std::vector<Points>{10, 10, 10, 5, 5})) << n;
  for (int n = 11; n <= 20; ++n) EXPECT_TRUE(t.player(n).acceleration.empty()) << n;
  Tournament five = field(12, 5);
  accelerate_baku(five, 6);
  EXPECT_EQ(five.player(6).acceleration, (std::vector<Points>{10, 10, 5}));
  EXPECT_TRUE(five.player(7).acceleration.empty());
  // Virtual points are for pairing only.
  play(five, 1, 1, 4, RoundResult::win);
  EXPECT_EQ(five.score(1), 10);
  EXPECT_EQ(five.pairing_score(1, 2), 20);
  EXPECT_EQ(five.pairing_score(1, 4), 10);
}

TEST(Baku, FirstRoundPairsEachGroupWithinItself) {
  Tournament t = field(12, 5);
  accelerate_baku(t, 6);
  // GA 1-6 and GB 7-12 each split in halves; colours alternate by the place in the list
  // (7 is odd: the initial colour), as bbpPairings gives them.
  EXPECT_EQ(pair_dutch(t, 1), (RoundPairing{{{1, 4}, {5, 2}, {3, 6}, {7, 10}, {11, 8}, {9, 12}}, 0}));
}

TEST(Baku, RefusedWithoutPlannedRoundsOrTheStandardPoints) {
  Tournament t = field(8, 0);
  EXPECT_THROW(accelerate_baku(t, 4), std::invalid_argument);
  t.planned_rounds = 5;
  t.points.win = 30;
  t.points.draw = 10;
  EXPECT_THROW(accelerate_baku(t, 4), std::invalid_argument);
}

}  // namespace
