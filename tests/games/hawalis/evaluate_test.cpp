// The static evaluation of Hawalis (games/hawalis/evaluate.h): each term moves the score the way it
// should, the score does not depend on which colour plays, and material dominates.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "games/hawalis/evaluate.h"
#include "support/random_positions.h"

namespace manqala_test {
namespace {

using namespace manqala;

// A Hawalis position from its board text (rows 4/3/2/1, as in RULES.md) and the side to move;
// the seeds not on the board are put in South's captures so the text is valid.
Hawalis::Position hawalis(const std::string& rows, char side = 'S') {
  int board = 0;
  for (char ch : rows)
    if (ch >= '0' && ch <= '9') board += ch - '0';  // single-digit counts only
  return Hawalis().from_text(rows + " " + side + " " + std::to_string(56 - board) + " 0");
}

// The same position seen by the other colour: the board turned half round (South's circuit
// index i is North's i + 7), the sides' roles, captures and the turn exchanged.
Hawalis::Position turned(const Hawalis::Position& p) {
  Hawalis::Position q = p;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < Hawalis::kCircuit; ++i) q.pits[1 - s][(i + 7) % 14] = p.pits[s][i];
  q.to_move = opponent(p.to_move);
  q.captured[0] = p.captured[1];
  q.captured[1] = p.captured[0];
  return q;
}

int hawalis_seeds(const Hawalis::Position& p, int side) {
  int n = 0;
  for (int i = 0; i < Hawalis::kCircuit; ++i) n += p.pits[side][i];
  return n;
}

TEST(EvaluateHawalis, StartIsLevel) {
  const Hawalis rules;
  EXPECT_EQ(evaluate(rules, rules.start()), 0);
}

// North's a3 (2 seeds) sows b3 and ends in the empty c3, facing South's c2 (3) with c1 (1)
// behind: four seeds threatened. Moving North's 2 to b3 (it then ends on the occupied d3)
// changes nothing else (same seeds, same mobility, c3 empty in both) and removes the threat.
TEST(EvaluateHawalis, DirectThreatCountsAgainstTheSideToMove) {
  const Hawalis rules;
  const auto threatened = hawalis("1,1,1,1,1,1,1/2,1,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  const auto safe = hawalis("1,1,1,1,1,1,1/1,2,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(hawalis::threat(rules.options(), threatened, Side::South), 4);
  EXPECT_EQ(hawalis::threat(rules.options(), safe, Side::South), 0);
  EXPECT_LT(evaluate(rules, threatened), evaluate(rules, safe));
  EXPECT_EQ(evaluate(rules, safe) - evaluate(rules, threatened),
            kSeed * 4 * hawalis::kThreatPct / 100);
  // Without back-capture only the front pit (3) is at stake.
  Hawalis::Options front_only;
  front_only.back_capture = false;
  EXPECT_EQ(hawalis::threat(front_only, threatened, Side::South), 3);
}

// A single seed threatens only when its side has no pit of two or more (RULES.md, singletons).
TEST(EvaluateHawalis, SingleSeedsThreatenOnlyWhenTheyMayMove) {
  const Hawalis rules;
  // North: b3 holds 1 and c3 is empty, facing South's c2. With a 2 in North's back row the
  // singleton may not move; with only singletons it may, and takes c2 + c1.
  const auto blocked = hawalis("2,0,1,1,1,1,1/1,1,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  const auto singles = hawalis("1,1,1,1,1,1,1/1,1,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(hawalis::threat(rules.options(), blocked, Side::South), 0);
  EXPECT_EQ(hawalis::threat(rules.options(), singles, Side::South), 4);
  Hawalis::Options no_singleton_capture;
  no_singleton_capture.singleton_capture = false;
  EXPECT_EQ(hawalis::threat(no_singleton_capture, singles, Side::South), 0);
}

// A file facing an empty enemy front pit is exposed; the same seeds facing a full one are not.
// The two positions differ only by which North front pit is empty (e3 or b3), and South's e
// file holds more seeds than its b file. North's g4 (2 seeds) bars its singletons and ends on
// the occupied e4, so nothing is threatened directly.
TEST(EvaluateHawalis, ExposedFilesCountAgainstTheirOwner) {
  const Hawalis rules;
  const auto open_e = hawalis("1,1,1,1,1,1,2/1,1,1,1,0,1,1/1,1,1,1,4,1,1/1,1,1,1,1,1,1");
  const auto open_b = hawalis("1,1,1,1,1,1,2/1,0,1,1,1,1,1/1,1,1,1,4,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(hawalis::exposed(rules.options(), open_e, Side::South), 5);  // e2 + e1
  EXPECT_EQ(hawalis::exposed(rules.options(), open_b, Side::South), 2);  // b2 + b1
  EXPECT_EQ(hawalis::threat(rules.options(), open_e, Side::South), 0);
  EXPECT_EQ(hawalis::threat(rules.options(), open_b, Side::South), 0);
  EXPECT_LT(evaluate(rules, open_e), evaluate(rules, open_b));
  EXPECT_EQ(evaluate(rules, open_b) - evaluate(rules, open_e), 3 * hawalis::kExposed);
  // And the other way round: North's e file (e3 4, e4 1) facing South's empty e2 counts for
  // South, against North's b file (2 seeds) facing an empty b2.
  const auto north_open = hawalis("1,1,1,1,1,1,1/1,1,1,1,4,1,1/1,1,1,1,0,1,1/1,1,1,1,1,1,1");
  const auto north_b = hawalis("1,1,1,1,1,1,1/1,1,1,1,4,1,1/1,0,1,1,1,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(hawalis::exposed(rules.options(), north_open, Side::North), 5);
  EXPECT_EQ(hawalis::exposed(rules.options(), north_b, Side::North), 2);
  EXPECT_GT(evaluate(rules, north_open), evaluate(rules, north_b));
}

TEST(EvaluateHawalis, SameScoreForEitherColour) {
  const Hawalis rules;
  for (const auto& p : random_positions<Hawalis>(40, 7)) {
    ASSERT_EQ(evaluate(rules, p), evaluate(rules, turned(p))) << rules.to_text(p);
    ASSERT_EQ(hawalis::threat(rules.options(), p, Side::South),
              hawalis::threat(rules.options(), turned(p), Side::North));
  }
}

TEST(EvaluateHawalis, SwappingTheSidesNegatesTheScoreWhenNothingIsThreatened) {
  const Hawalis rules;
  int checked = 0;
  for (const auto& p : random_positions<Hawalis>(40, 11)) {
    const auto q = swapped(p, [](const auto& x) { return turned(x); });
    const int threat_p = hawalis::threat(rules.options(), p, p.to_move);
    const int threat_q = hawalis::threat(rules.options(), q, q.to_move);
    if (threat_p == 0 && threat_q == 0) {
      ASSERT_EQ(evaluate(rules, q), -evaluate(rules, p)) << rules.to_text(p);
      ++checked;
    } else {
      ASSERT_LT(evaluate(rules, q) + evaluate(rules, p), 0);  // a threat only ever costs
    }
  }
  EXPECT_GT(checked, 100);
}

// Material dominates: in positions from random games, the terms other than the threat never
// add up to three seeds, and the threat costs at most half of the seeds the opponent can take
// at once. So a side is ahead whenever it leads by more than that threat and three seeds.
TEST(EvaluateHawalis, MaterialDominates) {
  const Hawalis rules;
  int decided = 0;
  for (const auto& p : random_positions<Hawalis>(60, 3)) {
    const int me = index(p.to_move);
    const int material = hawalis_seeds(p, me) - hawalis_seeds(p, 1 - me);
    const int threat = hawalis::threat(rules.options(), p, p.to_move);
    const int score = evaluate(rules, p);
    const int penalty = kSeed * threat * hawalis::kThreatPct / 100;
    ASSERT_LE(penalty, kSeed * threat / 2);
    ASSERT_LT(std::abs(score + penalty - kSeed * material), 3 * kSeed) << rules.to_text(p);
    if (std::abs(material) >= threat + 3) {
      ASSERT_EQ(score > 0, material > 0) << rules.to_text(p);
      ++decided;
    }
  }
  EXPECT_GT(decided, 100);
  // One more seed in a pit that changes nothing else is worth exactly one seed.
  const auto a = rules.start();
  auto b = a;
  b.pits[0][0] = 3;  // a1
  EXPECT_EQ(evaluate(rules, b) - evaluate(rules, a), kSeed);
}

}  // namespace
}  // namespace manqala_test
