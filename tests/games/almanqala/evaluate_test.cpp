// The static evaluation of Al-manqala (games/almanqala/evaluate.h): each term moves the score the way it
// should, the score does not depend on which colour plays, and material dominates.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "games/almanqala/evaluate.h"
#include "support/random_positions.h"

namespace manqala_test {
namespace {

using namespace manqala;

// An Al-manqala position from its rows (2/1), the side to move and the captured seeds; North's
// captures complete the 98 seeds.
AlManqala::Position almanqala(const std::string& rows, char side, int south_captured) {
  int board = 0, n = 0;
  for (char ch : rows + ",") {
    if (ch >= '0' && ch <= '9') n = 10 * n + (ch - '0');
    else board += n, n = 0;
  }
  return AlManqala().from_text(rows + " " + side + " " + std::to_string(south_captured) + " " +
                               std::to_string(98 - board - south_captured));
}

// The same position seen by the other colour: the board turned half round (South's circuit
// index i is North's i + 7), the sides' roles, captures and the turn exchanged.
AlManqala::Position turned(const AlManqala::Position& p) {
  AlManqala::Position q = p;
  for (int i = 0; i < AlManqala::kCircuit; ++i) q.pits[(i + 7) % 14] = p.pits[i];
  q.to_move = opponent(p.to_move);
  q.captured[0] = p.captured[1];
  q.captured[1] = p.captured[0];
  return q;
}

TEST(EvaluateAlManqala, StartIsLevel) {
  const AlManqala rules;
  EXPECT_EQ(evaluate(rules, rules.start()), 0);
}

// North's c2 (5 seeds) sows b2, a2, a1, b1, c1: c1 held 3 and becomes 4, b1 held 5 and becomes
// 6, so North would take 4. With South's 3 in g1 instead (same seeds, same pits occupied), no
// North pit reaches a pit of 1 or 3: nothing is threatened.
TEST(EvaluateAlManqala, CaptureThreatCountsAgainstTheSideToMove) {
  const AlManqala rules;
  const auto threatened = almanqala("5,5,5,5,5,5,5/5,5,3,5,5,5,5", 'S', 10);
  const auto safe = almanqala("5,5,5,5,5,5,5/5,5,5,5,5,5,3", 'S', 10);
  EXPECT_EQ(almanqala::threat(rules.options(), threatened, Side::North), 4);
  EXPECT_EQ(almanqala::threat(rules.options(), safe, Side::North), 0);
  EXPECT_LT(evaluate(rules, threatened), evaluate(rules, safe));
  EXPECT_EQ(evaluate(rules, safe) - evaluate(rules, threatened),
            kSeed * 4 * almanqala::kThreatPct / 100);
  // With `capture=2` the 4 in c1 is not taken.
  AlManqala::Options only_two;
  only_two.capture = {2};
  EXPECT_EQ(almanqala::threat(only_two, threatened, Side::North), 0);
}

// Starvation: North's row holds a single seed and no South pit reaches North's row (pit k of
// South's row needs 7 - k seeds), so if North's row empties South cannot feed and North takes
// the board. With the seed of f1 in g1 instead, g1 reaches g2: South can feed.
TEST(EvaluateAlManqala, ARowThatCannotFeedANearlyEmptyRowIsAtRisk) {
  const AlManqala rules;
  const auto stuck = almanqala("0,0,0,0,0,0,1/1,1,1,1,1,1,0", 'S', 45);
  const auto feeds = almanqala("0,0,0,0,0,0,1/1,1,1,1,1,0,1", 'S', 45);
  EXPECT_EQ(almanqala::starving(stuck, Side::South), 6);
  EXPECT_EQ(almanqala::starving(feeds, Side::South), 0);
  EXPECT_EQ(almanqala::starving(stuck, Side::North), 0);  // South's row is not nearly empty
  EXPECT_EQ(almanqala::threat(rules.options(), stuck, Side::North), 0);
  EXPECT_EQ(almanqala::threat(rules.options(), feeds, Side::North), 0);
  EXPECT_LT(evaluate(rules, stuck), evaluate(rules, feeds));
  EXPECT_EQ(evaluate(rules, feeds) - evaluate(rules, stuck),
            kSeed * 6 * almanqala::kStarvePct / 100);
  // The same from North's side: the turned position scores the same for North.
  EXPECT_EQ(evaluate(rules, turned(stuck)), evaluate(rules, stuck));
}

// The threat matches the rules on the RULES.md chain-capture vector: North's b2 sows a2, a1, b1
// and takes b1, a1 and a2 (2 + 4 + 4 seeds), the best capture there.
TEST(EvaluateAlManqala, ThreatMatchesTheRulesChainCapture) {
  const AlManqala rules;
  const auto p = rules.from_text("3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  EXPECT_EQ(almanqala::threat(rules.options(), p, Side::North), 10);
}

// The threat equals the best capture that the rules' own move generation finds.
TEST(EvaluateAlManqala, ThreatIsTheBestImmediateCapture) {
  const AlManqala rules;
  int with_capture = 0;
  for (auto p : random_positions<AlManqala>(60, 5)) {
    int best = 0;
    bool wraps = false;
    const int first = p.to_move == Side::South ? 0 : 7;
    for (int i = first; i < first + 7; ++i) wraps |= p.pits[i] >= AlManqala::kCircuit;
    MoveList moves;
    AlManqala::Position after[kMaxMoves];
    const int n = rules.generate(p, moves, after);
    const bool must_feed = p.row_total(opponent(p.to_move)) == 0;
    if (wraps || must_feed) continue;  // a lap round the board, or moves barred by feeding
    for (int k = 0; k < n; ++k)
      best = std::max(best, after[k].captured[index(p.to_move)] - p.captured[index(p.to_move)]);
    ASSERT_EQ(almanqala::threat(rules.options(), p, p.to_move), best) << rules.to_text(p);
    with_capture += best > 0;
  }
  EXPECT_GT(with_capture, 50);
}

TEST(EvaluateAlManqala, SameScoreForEitherColour) {
  const AlManqala rules;
  for (const auto& p : random_positions<AlManqala>(60, 7)) {
    ASSERT_EQ(evaluate(rules, p), evaluate(rules, turned(p))) << rules.to_text(p);
  }
}

TEST(EvaluateAlManqala, SwappingTheSidesNegatesTheScoreWhenNothingIsThreatened) {
  const AlManqala rules;
  int checked = 0;
  for (const auto& p : random_positions<AlManqala>(60, 13)) {
    const auto q = swapped(p, [](const auto& x) { return turned(x); });
    const int threat_p = almanqala::threat(rules.options(), p, opponent(p.to_move));
    const int threat_q = almanqala::threat(rules.options(), q, opponent(p.to_move));
    if (threat_p == 0 && threat_q == 0) {
      ASSERT_EQ(evaluate(rules, q), -evaluate(rules, p)) << rules.to_text(p);
      ++checked;
    } else {
      ASSERT_LT(evaluate(rules, q) + evaluate(rules, p), 0);
    }
  }
  EXPECT_GT(checked, 100);
}

// Material (the captured seeds) dominates, as in Hawalis: the own-pits term is under three
// seeds; the threat and the starvation risk cost at most half of the seeds at stake.
TEST(EvaluateAlManqala, MaterialDominates) {
  const AlManqala rules;
  int decided = 0;
  for (const auto& p : random_positions<AlManqala>(60, 3)) {
    const int me = index(p.to_move);
    const int material = p.captured[me] - p.captured[1 - me];
    const int threat = almanqala::threat(rules.options(), p, opponent(p.to_move));
    const int starving = almanqala::starving(p, p.to_move) - almanqala::starving(p, opponent(p.to_move));
    const int score = evaluate(rules, p);
    const int penalty = kSeed * threat * almanqala::kThreatPct / 100 +
                        kSeed * starving * almanqala::kStarvePct / 100;
    ASSERT_LE(almanqala::kThreatPct, 50);
    ASSERT_LE(almanqala::kStarvePct, 50);
    ASSERT_LT(std::abs(score + penalty - kSeed * material), 3 * kSeed) << rules.to_text(p);
    if (std::abs(material) >= threat + std::abs(starving) + 3) {
      ASSERT_EQ(score > 0, material > 0) << rules.to_text(p);
      ++decided;
    }
  }
  EXPECT_GT(decided, 100);
  // One captured seed more is worth a seed.
  const auto a = almanqala("5,5,5,5,5,5,5/5,5,5,5,5,5,5", 'S', 14);
  auto b = a;
  ++b.captured[0];
  EXPECT_EQ(evaluate(rules, b) - evaluate(rules, a), kSeed);
}

}  // namespace
}  // namespace manqala_test
