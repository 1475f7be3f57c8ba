// The static evaluation (search/evaluate.h): each term moves the score the way it should, the
// score does not depend on which colour plays, and material dominates.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "search/evaluate.h"

namespace manqala_test {
namespace {

using namespace manqala;

// ---------------------------------------------------------------------------------------------
// Helpers

// A Hawalis position from its board text (rows 4/3/2/1, as in RULES.md) and the side to move;
// the seeds not on the board are put in South's captures so the text is valid.
Hawalis::Position hawalis(const std::string& rows, char side = 'S') {
  int board = 0;
  for (char ch : rows)
    if (ch >= '0' && ch <= '9') board += ch - '0';  // single-digit counts only
  return Hawalis().from_text(rows + " " + side + " " + std::to_string(56 - board) + " 0");
}

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
Hawalis::Position turned(const Hawalis::Position& p) {
  Hawalis::Position q = p;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < Hawalis::kCircuit; ++i) q.pits[1 - s][(i + 7) % 14] = p.pits[s][i];
  q.to_move = opponent(p.to_move);
  q.captured[0] = p.captured[1];
  q.captured[1] = p.captured[0];
  return q;
}
AlManqala::Position turned(const AlManqala::Position& p) {
  AlManqala::Position q = p;
  for (int i = 0; i < AlManqala::kCircuit; ++i) q.pits[(i + 7) % 14] = p.pits[i];
  q.to_move = opponent(p.to_move);
  q.captured[0] = p.captured[1];
  q.captured[1] = p.captured[0];
  return q;
}
// The board turned but the same colour to move: the side to move now holds what its opponent
// held. Without threats (the one term that depends on whose turn it is) the score negates.
template <class Position>
Position swapped(const Position& p) {
  Position q = turned(p);
  q.to_move = p.to_move;
  return q;
}

// Positions from seeded random games (every position of each game, the finished ones left out).
template <class Rules>
std::vector<typename Rules::Position> random_positions(int games, uint64_t seed) {
  std::vector<typename Rules::Position> out;
  std::mt19937_64 rng(seed);
  for (int g = 0; g < games; ++g) {
    Game<Rules> game;
    for (int ply = 0; ply < 300 && !game.over(); ++ply) {
      out.push_back(game.position());
      const MoveList& moves = game.legal();
      game.play(moves.moves[rng() % static_cast<uint64_t>(moves.size)]);
    }
  }
  return out;
}

int hawalis_seeds(const Hawalis::Position& p, int side) {
  int n = 0;
  for (int i = 0; i < Hawalis::kCircuit; ++i) n += p.pits[side][i];
  return n;
}

// ---------------------------------------------------------------------------------------------
// Hawalis

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
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), threatened, 0), 4);
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), safe, 0), 0);
  EXPECT_LT(evaluate(rules, threatened), evaluate(rules, safe));
  EXPECT_EQ(evaluate(rules, safe) - evaluate(rules, threatened),
            kSeed * 4 * eval_weights::kHawalisThreatPct / 100);
  // Without back-capture only the front pit (3) is at stake.
  Hawalis::Options front_only;
  front_only.back_capture = false;
  EXPECT_EQ(eval_detail::hawalis_threat(front_only, threatened, 0), 3);
}

// A single seed threatens only when its side has no pit of two or more (RULES.md, singletons).
TEST(EvaluateHawalis, SingleSeedsThreatenOnlyWhenTheyMayMove) {
  const Hawalis rules;
  // North: b3 holds 1 and c3 is empty, facing South's c2. With a 2 in North's back row the
  // singleton may not move; with only singletons it may, and takes c2 + c1.
  const auto blocked = hawalis("2,0,1,1,1,1,1/1,1,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  const auto singles = hawalis("1,1,1,1,1,1,1/1,1,0,1,1,1,1/1,1,3,1,1,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), blocked, 0), 0);
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), singles, 0), 4);
  Hawalis::Options no_singleton_capture;
  no_singleton_capture.singleton_capture = false;
  EXPECT_EQ(eval_detail::hawalis_threat(no_singleton_capture, singles, 0), 0);
}

// A file facing an empty enemy front pit is exposed; the same seeds facing a full one are not.
// The two positions differ only by which North front pit is empty (e3 or b3), and South's e
// file holds more seeds than its b file. North's g4 (2 seeds) bars its singletons and ends on
// the occupied e4, so nothing is threatened directly.
TEST(EvaluateHawalis, ExposedFilesCountAgainstTheirOwner) {
  const Hawalis rules;
  const auto open_e = hawalis("1,1,1,1,1,1,2/1,1,1,1,0,1,1/1,1,1,1,4,1,1/1,1,1,1,1,1,1");
  const auto open_b = hawalis("1,1,1,1,1,1,2/1,0,1,1,1,1,1/1,1,1,1,4,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(eval_detail::hawalis_exposed(rules.options(), open_e, 0), 5);  // e2 + e1
  EXPECT_EQ(eval_detail::hawalis_exposed(rules.options(), open_b, 0), 2);  // b2 + b1
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), open_e, 0), 0);
  EXPECT_EQ(eval_detail::hawalis_threat(rules.options(), open_b, 0), 0);
  EXPECT_LT(evaluate(rules, open_e), evaluate(rules, open_b));
  EXPECT_EQ(evaluate(rules, open_b) - evaluate(rules, open_e), 3 * eval_weights::kHawalisExposed);
  // And the other way round: North's e file (e3 4, e4 1) facing South's empty e2 counts for
  // South, against North's b file (2 seeds) facing an empty b2.
  const auto north_open = hawalis("1,1,1,1,1,1,1/1,1,1,1,4,1,1/1,1,1,1,0,1,1/1,1,1,1,1,1,1");
  const auto north_b = hawalis("1,1,1,1,1,1,1/1,1,1,1,4,1,1/1,0,1,1,1,1,1/1,1,1,1,1,1,1");
  EXPECT_EQ(eval_detail::hawalis_exposed(rules.options(), north_open, 1), 5);
  EXPECT_EQ(eval_detail::hawalis_exposed(rules.options(), north_b, 1), 2);
  EXPECT_GT(evaluate(rules, north_open), evaluate(rules, north_b));
}

TEST(EvaluateHawalis, SameScoreForEitherColour) {
  const Hawalis rules;
  for (const auto& p : random_positions<Hawalis>(40, 7)) {
    ASSERT_EQ(evaluate(rules, p), evaluate(rules, turned(p))) << rules.to_text(p);
    ASSERT_EQ(eval_detail::hawalis_threat(rules.options(), p, 0),
              eval_detail::hawalis_threat(rules.options(), turned(p), 1));
  }
}

TEST(EvaluateHawalis, SwappingTheSidesNegatesTheScoreWhenNothingIsThreatened) {
  const Hawalis rules;
  int checked = 0;
  for (const auto& p : random_positions<Hawalis>(40, 11)) {
    const auto q = swapped(p);
    const int threat_p = eval_detail::hawalis_threat(rules.options(), p, index(p.to_move));
    const int threat_q = eval_detail::hawalis_threat(rules.options(), q, index(q.to_move));
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
    const int threat = eval_detail::hawalis_threat(rules.options(), p, me);
    const int score = evaluate(rules, p);
    const int penalty = kSeed * threat * eval_weights::kHawalisThreatPct / 100;
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

// ---------------------------------------------------------------------------------------------
// Al-manqala

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
  EXPECT_EQ(eval_detail::almanqala_threat(rules.options(), threatened, 1), 4);
  EXPECT_EQ(eval_detail::almanqala_threat(rules.options(), safe, 1), 0);
  EXPECT_LT(evaluate(rules, threatened), evaluate(rules, safe));
  EXPECT_EQ(evaluate(rules, safe) - evaluate(rules, threatened),
            kSeed * 4 * eval_weights::kManqalaThreatPct / 100);
  // With `capture=2` the 4 in c1 is not taken.
  AlManqala::Options only_two;
  only_two.capture = {2};
  EXPECT_EQ(eval_detail::almanqala_threat(only_two, threatened, 1), 0);
}

// Starvation: North's row holds a single seed and no South pit reaches North's row (pit k of
// South's row needs 7 - k seeds), so if North's row empties South cannot feed and North takes
// the board. With the seed of f1 in g1 instead, g1 reaches g2: South can feed.
TEST(EvaluateAlManqala, ARowThatCannotFeedANearlyEmptyRowIsAtRisk) {
  const AlManqala rules;
  const auto stuck = almanqala("0,0,0,0,0,0,1/1,1,1,1,1,1,0", 'S', 45);
  const auto feeds = almanqala("0,0,0,0,0,0,1/1,1,1,1,1,0,1", 'S', 45);
  EXPECT_EQ(eval_detail::almanqala_starving(stuck, 0), 6);
  EXPECT_EQ(eval_detail::almanqala_starving(feeds, 0), 0);
  EXPECT_EQ(eval_detail::almanqala_starving(stuck, 1), 0);  // South's row is not nearly empty
  EXPECT_EQ(eval_detail::almanqala_threat(rules.options(), stuck, 1), 0);
  EXPECT_EQ(eval_detail::almanqala_threat(rules.options(), feeds, 1), 0);
  EXPECT_LT(evaluate(rules, stuck), evaluate(rules, feeds));
  EXPECT_EQ(evaluate(rules, feeds) - evaluate(rules, stuck),
            kSeed * 6 * eval_weights::kManqalaStarvePct / 100);
  // The same from North's side: the turned position scores the same for North.
  EXPECT_EQ(evaluate(rules, turned(stuck)), evaluate(rules, stuck));
}

// The threat matches the rules on the RULES.md chain-capture vector: North's b2 sows a2, a1, b1
// and takes b1, a1 and a2 (2 + 4 + 4 seeds), the best capture there.
TEST(EvaluateAlManqala, ThreatMatchesTheRulesChainCapture) {
  const AlManqala rules;
  const auto p = rules.from_text("3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  EXPECT_EQ(eval_detail::almanqala_threat(rules.options(), p, 1), 10);
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
    ASSERT_EQ(eval_detail::almanqala_threat(rules.options(), p, index(p.to_move)), best) << rules.to_text(p);
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
    const auto q = swapped(p);
    const int me = index(p.to_move);
    const int threat_p = eval_detail::almanqala_threat(rules.options(), p, 1 - me);
    const int threat_q = eval_detail::almanqala_threat(rules.options(), q, 1 - me);
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
    const int threat = eval_detail::almanqala_threat(rules.options(), p, 1 - me);
    const int starving = eval_detail::almanqala_starving(p, me) - eval_detail::almanqala_starving(p, 1 - me);
    const int score = evaluate(rules, p);
    const int penalty = kSeed * threat * eval_weights::kManqalaThreatPct / 100 +
                        kSeed * starving * eval_weights::kManqalaStarvePct / 100;
    ASSERT_LE(eval_weights::kManqalaThreatPct, 50);
    ASSERT_LE(eval_weights::kManqalaStarvePct, 50);
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
