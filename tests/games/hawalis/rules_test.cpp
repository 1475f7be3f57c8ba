// Hawalis, rule by rule (RULES.md "Hawalis"), on positions built from position text.
//
// Position text: rows 4/3/2/1, each a..g; then side to move, captured by S, captured by N.
// Circuits (RULES.md "Circuit"): South a1..g1, g2..a2, back to a1; North a3..g3, g4..a4, back
// to a3. Totals: 28 * seeds (56 by default) on the board and captured together; the captured
// counts in the hand-made positions below only make up that total.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <vector>

#include "core/game.h"
#include "games/hawalis/plugin.h"
#include "rules_helpers.h"

using namespace manqala_test;
using manqala::Hawalis;
using manqala::ParseError;
using manqala::Side;

namespace {

// A deliberately plain lap-by-lap simulation of a relay sowing, independent of Hawalis::sow:
// true when the state before some lap (circuit contents and the pit to lift) comes back.
bool naive_endless(std::vector<int> c, int from, bool skip_origin = false) {
  std::set<std::pair<std::vector<int>, int>> seen;
  for (;;) {
    if (!seen.insert({c, from}).second) return true;
    int hand = c[from], pit = from;
    c[from] = 0;
    bool was_empty = false;
    while (hand > 0) {
      pit = (pit + 1) % 14;
      if (skip_origin && pit == from) continue;
      was_empty = c[pit] == 0;
      ++c[pit];
      --hand;
    }
    if (was_empty) return false;
    from = pit;
  }
}

std::vector<int> circuit_of(const Hawalis::Position& p, Side s) {
  return std::vector<int>(p.pits[static_cast<int>(s)], p.pits[static_cast<int>(s)] + 14);
}

}  // namespace

TEST(Hawalis, StartPosition) {
  auto g = hawalis("");
  EXPECT_EQ(g->position_text(), "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0");
  EXPECT_EQ(g->total_seeds(), 56);
  EXPECT_EQ(status(*g), "ongoing");
  // South moves first and may start from any of its 14 pits (all hold 2, none is endless).
  EXPECT_EQ(legal(*g), moves({"a1", "b1", "c1", "d1", "e1", "f1", "g1", "a2", "b2", "c2", "d2", "e2", "f2", "g2"}));
}

TEST(Hawalis, SowsCounterclockwiseAlongOwnCircuit) {
  // South f1 (3): one seed each into g1, then up to g2, then f2 (empty): the move ends there.
  // f2 is a front pit, but North's f3 is empty, so nothing is captured.
  auto s = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,3,0 S 23 23");
  EXPECT_EQ(legal(*s), moves({"f1"}));
  EXPECT_EQ(after(*s, "f1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,1,1/0,0,0,0,0,0,1 N 23 23");
  // North f4 (3): North's circuit runs g4 -> a4 along row 4, so e4, d4, c4.
  auto n = hawalis("0,0,0,0,0,3,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,1,1,1,1,1,1 N 23 23");
  EXPECT_EQ(legal(*n), moves({"f4"}));
  EXPECT_EQ(after(*n, "f4"), "0,0,1,1,1,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,1,1,1,1,1,1 S 23 23");
}

TEST(Hawalis, CircuitTurnsAtTheEndsOfRows) {
  // South a2 (2) goes down to a1 and on to b1; North g3 (2) goes up to g4 and on to f4.
  auto s = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/2,0,0,0,0,0,0/0,0,0,0,0,0,0 S 24 23");
  EXPECT_EQ(after(*s, "a2"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,1,0,0,0,0,0 N 24 23");
  auto n = hawalis("0,0,0,0,0,0,0/0,0,0,0,0,0,2/0,0,0,0,0,0,0/1,1,1,1,1,1,1 N 24 23");
  EXPECT_EQ(after(*n, "g3"), "0,0,0,0,0,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,1,1,1,1,1,1 S 24 23");
}

TEST(Hawalis, SeedsNeverCrossToTheOtherSide) {
  // South g1 (20) goes more than once round South's 14 pits (and relays on); North's front row
  // is empty, so nothing can be captured: North's rows must not change at all, and South's
  // circuit must still hold its 20 seeds.
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,20 S 14 15");
  g->play("g1");
  const auto rows = g->board();
  int south = 0;
  for (int r = 0; r < 2; ++r)
    for (int c : rows[r]) south += c;
  EXPECT_EQ(south, 20);
  EXPECT_EQ(rows[2], (std::vector<int>{0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(rows[3], (std::vector<int>{1, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(g->captured(Side::South), 14);
}

TEST(Hawalis, RelayLiftsOccupiedLandingPit) {
  // a1 (2): b1, c1. c1 held 1, so its 2 seeds are lifted and sown on: d1, e1 (empty): end.
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/2,0,1,0,0,0,0 S 23 23");
  EXPECT_EQ(legal(*g), moves({"a1"}));  // c1 is a singleton and a1 can move
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,1,0,1,1,0,0 N 23 23");
}

TEST(Hawalis, NoRelayOption) {
  // relay=false: the same a1 ends where its seeds run out, in c1 (now 2).
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/2,0,1,0,0,0,0 S 23 23", "relay=false");
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,1,2,0,0,0,0 N 23 23");
}

TEST(Hawalis, NoRelayCapturesOnlyIntoAnEmptyPit) {
  // relay=false, c2 (2): b2, a2. a2 held 1, so the move ends in a non-empty front pit: no
  // capture although North's a3 and a4 hold seeds.
  auto full = hawalis("4,0,0,0,0,0,1/1,0,0,0,0,0,0/1,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 23", "relay=false");
  EXPECT_EQ(after(*full, "c2"), "4,0,0,0,0,0,1/1,0,0,0,0,0,0/2,1,0,0,0,0,0/0,0,0,0,0,0,0 N 24 23");
  // With a2 empty the last seed falls into an empty front pit: a3 and a4 (1 + 4) are taken.
  auto empty = hawalis("4,0,0,0,0,0,1/1,0,0,0,0,0,0/0,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 24", "relay=false");
  EXPECT_EQ(after(*empty, "c2"), "0,0,0,0,0,0,1/0,0,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0 N 29 24");
}

TEST(Hawalis, OriginNotSkippedWhenSowingComesRound) {
  // a1 (14): one seed into each of the 13 other pits, the 14th back into a1, which was emptied
  // when lifted: the last seed falls into an empty pit and the move ends there (back row).
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/14,0,0,0,0,0,0 S 17 18");
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/1,1,1,1,1,1,1/1,1,1,1,1,1,1 N 17 18");
}

TEST(Hawalis, SkipOriginOption) {
  // skip-origin=true, a1 (14), South circuit a1..g1 g2..a2 = idx 0..13:
  //  lap 1 from a1: idx1..13 get 1, the 14th seed passes over a1 into b1 (now 2): relay;
  //  b1 (2) -> c1, d1 (both 1 -> 2): relay d1 -> e1, f1; f1 -> g1, g2; g2 -> f2, e2;
  //  e2 -> d2, c2; c2 -> b2, a2; a2 (2) -> a1 (empty), b1 (emptied at lap 2): the end, in b1.
  //  Row 1: a1 1, b1 1, c1 2, d1 0, e1 2, f1 0, g1 2; row 2: a2 0, b2 2, c2 0, d2 2, e2 0, f2 2, g2 0.
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/14,0,0,0,0,0,0 S 17 18", "skip-origin=true");
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,2,0,2,0,2,0/1,1,2,0,2,0,2 N 17 18");
}

TEST(Hawalis, EndlessSowingIsNotLegal) {
  // RULES.md's endless example: every North pit of 2+ seeds is legal exactly when its sowing
  // ends, which the plain simulation above decides independently of the engine.
  const std::string text = "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2";
  const Hawalis rules;
  const auto p = rules.from_text(text);
  auto g = hawalis(text);
  const auto offered = legal(*g);
  int endless = 0;
  for (int i = 0; i < 14; ++i) {
    if (p.pits[1][i] < 2) continue;
    const bool never_ends = naive_endless(circuit_of(p, Side::North), i);
    endless += never_ends;
    EXPECT_EQ(offered.count(Hawalis::pit_name(Side::North, i)), never_ends ? 0u : 1u)
        << Hawalis::pit_name(Side::North, i);
    manqala::Loop14 c = manqala::Loop14::load(p.pits[1]);
    EXPECT_EQ(rules.sow(c, i) == Hawalis::kEndless, never_ends) << Hawalis::pit_name(Side::North, i);
  }
  EXPECT_EQ(endless, 1);  // d4
  EXPECT_FALSE(offered.count("d4"));
  // Playing it anyway through the facade is refused.
  EXPECT_THROW(g->play("d4"), ParseError);
}

TEST(Hawalis, SingletonsOnlyWhenNoLargerPitCanMove) {
  // a1 (2) can move, so the singleton d2 (whose next pit c2 is empty) may not.
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,0,0,1,0,0,0/2,0,0,0,0,0,0 S 23 23");
  EXPECT_EQ(legal(*g), moves({"a1"}));
  // Here South's only larger pit, f1 (3), sows for ever (found by search; the independent
  // simulation confirms it), so the singletons with an empty next pit are the legal moves:
  // a1 (b1 empty), c1, g1 (up to g2), f2, d2, b2; e1 is not: its next pit f1 is occupied.
  const std::string text = "1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,1,0,1,0,1,0/1,0,1,0,1,3,1 S 19 20";
  const auto p = Hawalis().from_text(text);
  ASSERT_TRUE(naive_endless(circuit_of(p, Side::South), 5));
  auto h = hawalis(text);
  EXPECT_EQ(legal(*h), moves({"a1", "c1", "g1", "f2", "d2", "b2"}));
}

TEST(Hawalis, SingletonOnlyIntoEmptyNextPit) {
  // Only singletons: a1 -> b1 (occupied) no; b1 -> c1 yes; d1 -> e1 yes; a2 -> a1 (occupied) no.
  auto g = hawalis("1,1,1,1,1,1,1/0,0,0,0,0,0,0/1,0,0,0,0,0,0/1,1,0,1,0,0,0 S 22 23");
  EXPECT_EQ(legal(*g), moves({"b1", "d1"}));
  EXPECT_EQ(after(*g, "b1"), "1,1,1,1,1,1,1/0,0,0,0,0,0,0/1,0,0,0,0,0,0/1,0,1,1,0,0,0 N 22 23");
}

TEST(Hawalis, SingletonMoveCanCapture) {
  // b2 (1) -> a2 (empty front pit): North's a3 (2) and a4 (3) are taken.
  auto g = hawalis("3,1,0,0,0,0,0/2,0,0,0,0,0,0/0,1,0,0,0,0,0/0,0,0,0,0,0,0 S 24 25");
  EXPECT_EQ(legal(*g), moves({"b2"}));
  EXPECT_EQ(after(*g, "b2"), "0,1,0,0,0,0,0/0,0,0,0,0,0,0/1,0,0,0,0,0,0/0,0,0,0,0,0,0 N 29 25");
  EXPECT_EQ(status(*g), "ongoing");
}

TEST(Hawalis, SingletonCaptureFalse) {
  auto g = hawalis("3,1,0,0,0,0,0/2,0,0,0,0,0,0/0,1,0,0,0,0,0/0,0,0,0,0,0,0 S 24 25", "singleton-capture=false");
  EXPECT_EQ(after(*g, "b2"), "3,1,0,0,0,0,0/2,0,0,0,0,0,0/1,0,0,0,0,0,0/0,0,0,0,0,0,0 N 24 25");
}

TEST(Hawalis, CaptureTakesFrontAndBack) {
  // c2 (2): b2, a2 (empty front pit of column a): North's a3 (1) and a4 (4) are captured.
  auto g = hawalis("4,0,0,0,0,0,1/1,0,0,0,0,0,0/0,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 24");
  EXPECT_EQ(after(*g, "c2"), "0,0,0,0,0,0,1/0,0,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0 N 29 24");
}

TEST(Hawalis, BackCaptureFalse) {
  auto g = hawalis("4,0,0,0,0,0,1/1,0,0,0,0,0,0/0,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 24", "back-capture=false");
  EXPECT_EQ(after(*g, "c2"), "4,0,0,0,0,0,1/0,0,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0 N 25 24");
}

TEST(Hawalis, EmptyFrontPitProtectsBack) {
  // The same move, but North's a3 is empty: a4 (5) stays.
  auto g = hawalis("5,0,0,0,0,0,1/0,0,0,0,0,0,0/0,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 24");
  EXPECT_EQ(after(*g, "c2"), "5,0,0,0,0,0,1/0,0,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0 N 24 24");
}

TEST(Hawalis, NoCaptureWhenMoveEndsInBackRow) {
  // a2 (2): a1, b1 (empty, back row): North's full b3 and b4 are not touched.
  auto g = hawalis("0,3,0,0,0,0,0/0,3,0,0,0,0,0/2,0,0,0,0,0,0/0,0,0,0,0,0,0 S 24 24");
  EXPECT_EQ(after(*g, "a2"), "0,3,0,0,0,0,0/0,3,0,0,0,0,0/0,0,0,0,0,0,0/1,1,0,0,0,0,0 N 24 24");
}

TEST(Hawalis, NorthCapturesSouthFrontAndBack) {
  // North c4 (2): b4, then a4 (1 -> 2, occupied): relay, a4's 2 seeds go down to a3 and on
  // to b3 (empty): the end, in North's front row, column b. South's b2 (2) and b1 (3) are taken.
  auto g = hawalis("1,0,2,0,0,0,0/0,0,0,0,0,0,0/0,2,0,0,0,0,0/1,3,0,0,0,0,0 N 24 23");
  EXPECT_EQ(after(*g, "c4"), "0,1,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 24 28");
}

TEST(Hawalis, WinWhenOpponentHasNoSeedsLeft) {
  // c2 (2): b2, a2 (empty front pit): North's last seeds, a3 (1) and a4 (4), are captured.
  auto g = hawalis("4,0,0,0,0,0,0/1,0,0,0,0,0,0/0,0,2,0,0,0,0/0,0,0,0,0,0,0 S 24 25");
  EXPECT_EQ(after(*g, "c2"), "0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,1,0,0,0,0,0/0,0,0,0,0,0,0 N 29 25");
  EXPECT_EQ(status(*g), "over S captured-all");
  EXPECT_TRUE(g->legal_moves().empty());
}

TEST(Hawalis, WinWhenOpponentHasNoLegalMove) {
  // a1 (2): b1, c1 (back row, no capture). North then holds 14 singletons, each with an
  // occupied next pit, and no larger pit: no legal move, South wins.
  auto g = hawalis("1,1,1,1,1,1,1/1,1,1,1,1,1,1/0,0,0,0,0,0,0/2,0,0,0,0,0,0 S 20 20");
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/1,1,1,1,1,1,1/0,0,0,0,0,0,0/0,1,1,0,0,0,0 N 20 20");
  EXPECT_EQ(status(*g), "over S no-moves");
  EXPECT_TRUE(g->legal_moves().empty());
  EXPECT_THROW(g->play("a3"), ParseError);
}

// A forced cycle without captures (found by search, checked by hand):
// South's circuit (a1..g1 g2..a2) 0,2,0,1,1,1,0 1,0,1,0,1,0,1: b1 (its only pit of 2) relays
// through d1, f1, g2, e2, c2, a2 and ends in b1, emptied at the start: 1,1,1,0,2,0,1 0,1,0,1,0,1,0.
// North's g3 (its only 2) relays round to g3 (front; South's g2 is now empty, no capture).
// South's e1 then relays round back to e1, restoring South's circuit; North's g4 does the same
// for North's. After the four moves the placement and side to move are those of the start.
const char* kCycle = "0,1,0,1,0,1,1/1,0,1,0,1,0,2/1,0,1,0,1,0,1/0,2,0,1,1,1,0 S 12 26";
const char* kCycleMoves[] = {"b1", "g3", "e1", "g4"};

TEST(Hawalis, RepetitionDraws) {
  auto g = hawalis(kCycle);
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(legal(*g), moves({kCycleMoves[k]})) << "move " << k;
    EXPECT_EQ(status(*g), "ongoing");
    g->play(kCycleMoves[k]);
  }
  EXPECT_EQ(g->position_text(), kCycle);
  EXPECT_EQ(status(*g), "over draw repetition");
  EXPECT_TRUE(g->legal_moves().empty());
}

TEST(Hawalis, RepetitionOption) {
  auto g = hawalis(kCycle, "repetition=3");
  for (int round = 0; round < 2; ++round) {
    for (int k = 0; k < 4; ++k) {
      ASSERT_EQ(status(*g), "ongoing") << "round " << round << " move " << k;
      g->play(kCycleMoves[k]);
    }
    EXPECT_EQ(g->position_text(), kCycle);
  }
  EXPECT_EQ(status(*g), "over draw repetition");  // the third occurrence
}

TEST(Hawalis, RepetitionCountsFromTheGivenPosition) {
  // Undoing the last move of the cycle takes the draw back.
  auto g = hawalis(kCycle);
  for (const char* m : kCycleMoves) g->play(m);
  ASSERT_EQ(status(*g), "over draw repetition");
  ASSERT_TRUE(g->undo());
  EXPECT_EQ(status(*g), "ongoing");
  EXPECT_EQ(legal(*g), moves({"g4"}));
}

TEST(Hawalis, SeedsOption) {
  auto g = hawalis("", "seeds=3");
  EXPECT_EQ(g->position_text(), "3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0");
  EXPECT_EQ(g->total_seeds(), 84);
  EXPECT_EQ(g->legal_moves().size(), 14u);
  // The total of a position text must fit the option: 56 seeds are not a seeds=3 game.
  EXPECT_THROW(g->set_position("2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0"), ParseError);
  auto one = hawalis("", "seeds=1");
  EXPECT_EQ(one->total_seeds(), 28);
  // seeds=1: every pit holds a singleton whose next pit is occupied: South cannot move.
  EXPECT_EQ(status(*one), "over N no-moves");
}

TEST(Hawalis, PitNamesFollowTheCircuits) {
  const char* south[] = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "a2"};
  const char* north[] = {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "g4", "f4", "e4", "d4", "c4", "b4", "a4"};
  for (int i = 0; i < 14; ++i) {
    EXPECT_EQ(Hawalis::pit_name(Side::South, i), south[i]);
    EXPECT_EQ(Hawalis::pit_name(Side::North, i), north[i]);
    Side owner;
    int idx = -1;
    ASSERT_TRUE(Hawalis::parse_pit(north[i], owner, idx));
    EXPECT_EQ(owner, Side::North);
    EXPECT_EQ(idx, i);
    ASSERT_TRUE(Hawalis::parse_pit(south[i], owner, idx));
    EXPECT_EQ(owner, Side::South);
    EXPECT_EQ(idx, i);
  }
  Side owner;
  int idx;
  for (const char* bad : {"h1", "a5", "a0", "", "a", "a11", "A1", "1a"})
    EXPECT_FALSE(Hawalis::parse_pit(bad, owner, idx)) << bad;
}

TEST(Hawalis, OnlyTheSideToMovesPitsArePlayable) {
  auto g = hawalis("");
  EXPECT_THROW(g->play("a3"), ParseError);   // North's pit, South to move
  EXPECT_THROW(g->play("h1"), ParseError);   // not a pit
  EXPECT_EQ(g->position_text(), "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0");
}

// ---------------------------------------------------------------- RULES.md test vectors

TEST(HawalisVector, FirstMoveA1FourRelayLaps) {
  auto g = hawalis("");
  EXPECT_EQ(after(*g, "a1"), "2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0");
  EXPECT_EQ(status(*g), "ongoing");
}

TEST(HawalisVector, FirstMoveG2TakesG3AndG4) {
  auto g = hawalis("");
  EXPECT_EQ(after(*g, "g2"), "2,2,2,2,2,2,0/2,2,2,2,2,2,0/3,0,3,3,0,3,1/3,0,3,3,0,3,3 N 4 0");
}

TEST(HawalisVector, FrontPitOnlyWhenBackPitEmpty) {
  auto g = hawalis("2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0");
  EXPECT_EQ(after(*g, "c3"), "0,3,3,0,3,3,0/3,3,1,3,0,3,3/0,3,0,0,3,3,0/3,3,0,3,3,1,3 S 0 3");
}

TEST(HawalisVector, FrontAndBackPitTakenTogether) {
  auto g = hawalis("0,5,0,5,3,0,1/2,0,1,2,2,6,1/2,0,1,1,5,0,0/1,6,0,3,1,2,0 S 0 6");
  EXPECT_EQ(after(*g, "b1"), "0,5,0,5,3,0,0/2,0,1,2,2,6,0/2,0,1,1,5,0,1/1,0,1,4,2,3,1 N 2 6");
}

TEST(HawalisVector, EndlessSowingFromD4) {
  auto g = hawalis("4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2");
  EXPECT_EQ(legal(*g), moves({"e3", "g3", "f4", "b4", "a4"}));
  const Hawalis rules;
  const auto p = rules.from_text("4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2");
  Side owner;
  int d4 = 0;
  ASSERT_TRUE(Hawalis::parse_pit("d4", owner, d4));
  manqala::Loop14 c = manqala::Loop14::load(p.pits[1]);
  EXPECT_EQ(rules.sow(c, d4), Hawalis::kEndless);
}

TEST(HawalisVector, SingletonsOnly) {
  auto g = hawalis("0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19");
  EXPECT_EQ(legal(*g), moves({"c1", "e1", "g2", "c2"}));
}
