// Al-manqala, rule by rule (RULES.md "Al-manqala"), on positions built from position text.
//
// Position text: row 2 (North's, a2..g2) / row 1 (South's, a1..g1), side to move, captured by
// S, captured by N. The loop runs a1 -> g1, g2 -> a2, back to a1. 14 * seeds (98) seeds in all;
// the captured counts in the hand-made positions only make up that total, unless said.
#include <gtest/gtest.h>

#include "games/almanqala/plugin.h"
#include "rules_helpers.h"

using namespace manqala_test;
using manqala::AlManqala;
using manqala::ParseError;

TEST(AlManqala, StartPosition) {
  auto g = almanqala("");
  EXPECT_EQ(g->position_text(), "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0");
  EXPECT_EQ(g->total_seeds(), 98);
  EXPECT_EQ(status(*g), "ongoing");
  EXPECT_EQ(legal(*g), moves({"a1", "b1", "c1", "d1", "e1", "f1", "g1"}));
}

TEST(AlManqala, SingleLapEndsWhenHandIsEmpty) {
  // a1 (3): b1, c1, d1. d1 was occupied (5 -> 6), but there is no relay: the move ends.
  auto g = almanqala("1,1,1,1,1,1,1/3,0,0,5,0,0,0 S 41 42");
  EXPECT_EQ(after(*g, "a1"), "1,1,1,1,1,1,1/0,1,1,6,0,0,0 N 41 42");
}

TEST(AlManqala, SowingCrossesIntoOpponentRow) {
  // f1 (3): g1, then up to g2 (2 -> 3), then f2 (4 -> 5): no capture on 5.
  auto g = almanqala("1,0,0,0,0,4,2/0,0,0,0,0,3,0 S 44 44");
  EXPECT_EQ(after(*g, "f1"), "1,0,0,0,0,5,3/0,0,0,0,0,0,1 N 44 44");
  // North's sowing runs g2 -> a2 and down to a1: a2 (2) -> a1 (0 -> 1), b1 (1 -> 2): taken;
  // the chain looks back at a1 (1): stops.
  auto n = almanqala("2,0,0,0,0,1,1/0,1,0,0,0,0,3 N 45 45");
  EXPECT_EQ(after(*n, "a2"), "0,0,0,0,0,1,1/1,0,0,0,0,0,3 S 45 47");
}

TEST(AlManqala, OneSeedIsEnoughToMove) {
  // Every non-empty pit of the mover may move, one seed included.
  auto g = almanqala("1,1,1,1,1,1,1/1,0,2,0,0,0,9 S 40 39");
  EXPECT_EQ(legal(*g), moves({"a1", "c1", "g1"}));
}

TEST(AlManqala, FourteenSeedsFeedTheOrigin) {
  // a1 (14): one seed into each of the 13 other pits and the 14th into a1 itself (1: no
  // capture).
  auto g = almanqala("2,2,2,2,2,2,2/14,0,0,0,0,0,0 S 35 35");
  EXPECT_EQ(after(*g, "a1"), "3,3,3,3,3,3,3/1,1,1,1,1,1,1 N 35 35");
  // a1 (16): a full round, then b1 and c1 again: c1 holds 0 + 2 = 2 and is taken, then b1 (2),
  // then a1 (1): the chain stops.
  auto h = almanqala("2,2,2,2,2,2,2/16,0,0,0,0,0,0 S 34 34");
  EXPECT_EQ(after(*h, "a1"), "3,3,3,3,3,3,3/1,0,0,1,1,1,1 N 38 34");
}

TEST(AlManqala, SkipOriginOption) {
  // skip-origin=true, a1 (14): 13 seeds to b1..a2, the 14th passes over a1 into b1, which
  // then holds 2 and is captured; the chain looks back at a1 (0): stops.
  auto g = almanqala("2,2,2,2,2,2,2/14,0,0,0,0,0,0 S 35 35", "skip-origin=true");
  EXPECT_EQ(after(*g, "a1"), "3,3,3,3,3,3,3/0,0,1,1,1,1,1 N 37 35");
}

TEST(AlManqala, CapturesOnTwo) {
  // c1 (1) -> d1 (1 -> 2): taken; the chain looks back at c1 (0): stops.
  auto g = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 35 35");
  EXPECT_EQ(after(*g, "c1"), "3,3,3,3,3,3,3/0,0,0,0,0,0,5 N 37 35");
}

TEST(AlManqala, CapturesOnFour) {
  auto g = almanqala("3,3,3,3,3,3,3/0,0,1,3,0,0,5 S 34 34");
  EXPECT_EQ(after(*g, "c1"), "3,3,3,3,3,3,3/0,0,0,0,0,0,5 N 38 34");
}

TEST(AlManqala, NoCaptureOnOtherCounts) {
  // c1 (1) -> d1 holding n: captured exactly when n + 1 is 2 or 4.
  for (int n = 0; n <= 9; ++n) {
    const int board = 21 + 1 + n + 5, rest = 98 - board;
    const std::string text = "3,3,3,3,3,3,3/0,0,1," + std::to_string(n) + ",0,0,5 S " +
                             std::to_string(rest / 2) + " " + std::to_string(rest - rest / 2);
    auto g = almanqala(text);
    g->play("c1");
    const bool taken = n + 1 == 2 || n + 1 == 4;
    EXPECT_EQ(g->board()[0][3], taken ? 0 : n + 1) << "d1 held " << n;
    EXPECT_EQ(g->captured(manqala::Side::South), rest / 2 + (taken ? n + 1 : 0)) << "d1 held " << n;
  }
}

TEST(AlManqala, CapturesOnEitherSide) {
  // g1 (1) -> g2 (1 -> 2), North's pit: taken; then g1 (0): stops.
  auto g = almanqala("3,3,3,3,3,3,1/3,0,0,0,0,0,1 S 37 38");
  EXPECT_EQ(after(*g, "g1"), "3,3,3,3,3,3,0/3,0,0,0,0,0,0 N 39 38");
}

TEST(AlManqala, ChainCapturesBackwardsOverBothRows) {
  // f1 (2): g1 (1 -> 2), g2 (1 -> 2). g2 is taken, then the pit before it, g1 (2), then f1
  // (0, just lifted) stops the chain: e1 (4) stays although it holds a capturing count.
  auto g = almanqala("3,3,3,3,3,3,1/0,0,0,0,4,2,1 S 36 36");
  EXPECT_EQ(after(*g, "f1"), "3,3,3,3,3,3,0/0,0,0,0,4,0,0 N 40 36");
}

TEST(AlManqala, ChainStopsAtAnotherCount) {
  // f1 (2): g1 (2 -> 3), g2 (1 -> 2): g2 is taken, g1 (3) stops the chain.
  auto g = almanqala("3,3,3,3,3,3,1/0,0,0,0,4,2,2 S 35 36");
  EXPECT_EQ(after(*g, "f1"), "3,3,3,3,3,3,0/0,0,0,0,4,0,3 N 37 36");
}

TEST(AlManqala, ChainNeverWrapsToLandingPit) {
  // a1 (28): exactly two rounds of the loop, the last seed back in a1 (0 + 2 = 2). Every pit
  // got 2: North's 2s hold 4, South's empty pits 2. The chain takes a1, then a2, b2, ..., g2,
  // g1, ..., b1 - all 14 pits - and ends before coming back round to a1 (empty by then
  // anyway). South's 28 + 42 = 70: the game ends on score with an empty board.
  auto g = almanqala("2,2,2,2,2,2,2/28,0,0,0,0,0,0 S 28 28");
  EXPECT_EQ(after(*g, "a1"), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 70 28");
  EXPECT_EQ(status(*g), "over S score");
}

TEST(AlManqala, CaptureListOption) {
  // capture=3: d1 (2 -> 3) is taken; with the default it would not be.
  auto three = almanqala("3,3,3,3,3,3,3/0,0,1,2,0,0,5 S 34 35", "capture=3");
  EXPECT_EQ(after(*three, "c1"), "3,3,3,3,3,3,3/0,0,0,0,0,0,5 N 37 35");
  auto dflt = almanqala("3,3,3,3,3,3,3/0,0,1,2,0,0,5 S 34 35");
  EXPECT_EQ(after(*dflt, "c1"), "3,3,3,3,3,3,3/0,0,0,3,0,0,5 N 34 35");
  // capture=3 no longer takes 2.
  auto two = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 35 35", "capture=3");
  EXPECT_EQ(after(*two, "c1"), "3,3,3,3,3,3,3/0,0,0,2,0,0,5 N 35 35");
  // capture=2,3: the chain goes on over 3s and 2s: f1 (2): g1 (2 -> 3), g2 (1 -> 2): both taken.
  auto chain = almanqala("3,3,3,3,3,3,1/0,0,0,0,4,2,2 S 35 36", "capture=2,3");
  EXPECT_EQ(after(*chain, "f1"), "3,3,3,3,3,3,0/0,0,0,0,4,0,0 N 40 36");
}

// South to move, North's row empty. a1 (27) goes once round (every pit +1, a1 included) and
// then b1..a2 once more: North's pits hold 2 each, the last seed falls in a2, and the chain
// takes a2..g2 back to g1 (1 + 2 = 3). So a1 sows into North's row but leaves it empty.
// g1 (1) -> g2 (1): feeds.
const char* kFeedChoice = "0,0,0,0,0,0,0/27,0,0,0,0,0,1 S 30 40";

TEST(AlManqala, FeedingCountsAfterCapture) {
  auto g = almanqala(kFeedChoice);
  EXPECT_EQ(legal(*g), moves({"g1"}));
}

TEST(AlManqala, FeedSownOption) {
  auto g = almanqala(kFeedChoice, "feed=sown");
  EXPECT_EQ(legal(*g), moves({"a1", "g1"}));
  // a1 captures North's 14 seeds; North's row is empty again, so North passes and South, to
  // move again, must feed.
  EXPECT_EQ(after(*g, "a1"), "0,0,0,0,0,0,0/1,2,2,2,2,2,3 S 44 40");
  EXPECT_EQ(status(*g), "ongoing");
}

TEST(AlManqala, FeedingOnlyWhenOpponentRowIsEmpty) {
  // North's row holds a seed: every South pit may move, even those that reach no North pit.
  auto g = almanqala("0,0,0,0,0,0,1/1,1,0,0,0,0,0 S 47 48");
  EXPECT_EQ(legal(*g), moves({"a1", "b1"}));
}

TEST(AlManqala, StarvationGivesTheSeedsLeftToTheStarvedPlayer) {
  // South to move, North's row empty: a1 (1) cannot reach North's row. North takes the seed.
  auto g = almanqala("0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 48 49");
  EXPECT_EQ(status(*g), "over N starved");
  EXPECT_EQ(g->position_text(), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50");
  EXPECT_TRUE(g->legal_moves().empty());
}

TEST(AlManqala, PassWhenRowIsEmpty) {
  // A side to move whose row is empty has passed: the other side moves (and must feed).
  auto g = almanqala("0,0,0,0,0,7,3/0,0,0,0,0,0,0 S 44 44");
  EXPECT_EQ(g->position_text(), "0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44");
  // f2 (7): e2, d2, c2, b2, a2, a1, b1 reaches South's row; g2 (3): f2, e2, d2 does not.
  EXPECT_EQ(legal(*g), moves({"f2"}));
}

TEST(AlManqala, ScoreAtWinAtEndsTheGame) {
  // c1 (1) -> d1 (2): South 48 -> 50 wins at once, with seeds left on the board.
  auto g = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 48 22");
  EXPECT_EQ(after(*g, "c1"), "3,3,3,3,3,3,3/0,0,0,0,0,0,5 N 50 22");
  EXPECT_EQ(status(*g), "over S score");
  EXPECT_TRUE(g->legal_moves().empty());
  // 49 is not yet enough.
  auto h = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 47 23");
  EXPECT_EQ(after(*h, "c1"), "3,3,3,3,3,3,3/0,0,0,0,0,0,5 N 49 23");
  EXPECT_EQ(status(*h), "ongoing");
}

TEST(AlManqala, WinAtOption) {
  auto g = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 38 32", "win-at=40");
  g->play("c1");
  EXPECT_EQ(status(*g), "over S score");
  auto h = almanqala("3,3,3,3,3,3,3/0,0,1,1,0,0,5 S 48 22", "win-at=60");
  h->play("c1");
  EXPECT_EQ(status(*h), "ongoing");
}

TEST(AlManqala, BoardEmptyEndsTheGame) {
  // g1 (1) -> g2 (1 -> 2): taken; the board is empty. win-at=60 keeps score out of the way;
  // North has more (56 to 42).
  auto g = almanqala("0,0,0,0,0,0,1/0,0,0,0,0,0,1 S 40 56", "win-at=60");
  EXPECT_EQ(after(*g, "g1"), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 42 56");
  EXPECT_EQ(status(*g), "over N board-empty");
}

TEST(AlManqala, FortyNineAllIsDraw) {
  auto g = almanqala("0,0,0,0,0,0,1/0,0,0,0,0,0,1 S 47 49");
  EXPECT_EQ(after(*g, "g1"), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 49 49");
  EXPECT_EQ(status(*g), "over draw board-empty");
}

// A loop without captures: South's seed on a1 and North's on g2 walk one pit a move, seven
// pits apart, so no pit ever holds 2. After South's g1 -> g2 South's row is empty and North
// must feed: a2 -> a1 (its g2 would not). Then the start placement is back, South to move.
const char* kLoop = "0,0,0,0,0,0,1/1,0,0,0,0,0,0 S 48 48";
const char* kLoopMoves[] = {"a1", "g2", "b1", "f2", "c1", "e2", "d1", "d2", "e1", "c2", "f1", "b2", "g1", "a2"};

TEST(AlManqala, LoopIsSharedWhenPositionRepeats) {
  auto g = almanqala(kLoop);
  for (int k = 0; k < 14; ++k) {
    ASSERT_EQ(status(*g), "ongoing") << "move " << k;
    if (k == 13) EXPECT_EQ(legal(*g), moves({"a2"}));  // feeding
    else EXPECT_EQ(legal(*g), moves({kLoopMoves[k]})) << "move " << k;
    g->play(kLoopMoves[k]);
  }
  // The two seeds left are shared: 49 all, a draw, shown with an empty board.
  EXPECT_EQ(status(*g), "over draw loop-shared");
  EXPECT_EQ(g->position_text(), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 49 49");
}

TEST(AlManqala, LoopSharingKeepsTheLead) {
  auto g = almanqala("0,0,0,0,0,0,1/1,0,0,0,0,0,0 S 47 49");
  for (const char* m : kLoopMoves) g->play(m);
  EXPECT_EQ(status(*g), "over N loop-shared");
  EXPECT_EQ(g->position_text(), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50");
}

TEST(AlManqala, RepetitionOption) {
  auto g = almanqala(kLoop, "repetition=3");
  for (const char* m : kLoopMoves) g->play(m);
  EXPECT_EQ(status(*g), "ongoing");
  EXPECT_EQ(g->position_text(), kLoop);
  for (const char* m : kLoopMoves) g->play(m);
  EXPECT_EQ(status(*g), "over draw loop-shared");
}

TEST(AlManqala, SeedsOption) {
  auto g = almanqala("", "seeds=4");
  EXPECT_EQ(g->position_text(), "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0 0");
  EXPECT_EQ(g->total_seeds(), 56);
  EXPECT_THROW(g->set_position("7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"), ParseError);
}

TEST(AlManqala, PitNames) {
  const char* loop[] = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "a2"};
  for (int i = 0; i < 14; ++i) {
    EXPECT_EQ(AlManqala::pit_name(i), loop[i]);
    int idx = -1;
    ASSERT_TRUE(AlManqala::parse_pit(loop[i], idx));
    EXPECT_EQ(idx, i);
    EXPECT_EQ(AlManqala::owner(i), i < 7 ? manqala::Side::South : manqala::Side::North);
  }
  int idx;
  for (const char* bad : {"a3", "h1", "a0", "", "b"}) EXPECT_FALSE(AlManqala::parse_pit(bad, idx)) << bad;
}

TEST(AlManqala, OnlyOwnPitsArePlayable) {
  auto g = almanqala("");
  EXPECT_THROW(g->play("a2"), ParseError);  // North's pit
  auto h = almanqala("1,1,1,1,1,1,1/1,0,2,0,0,0,9 S 40 39");
  EXPECT_THROW(h->play("b1"), ParseError);  // empty pit
  EXPECT_EQ(h->position_text(), "1,1,1,1,1,1,1/1,0,2,0,0,0,9 S 40 39");
}

// ---------------------------------------------------------------- RULES.md test vectors

TEST(AlManqalaVector, ChainCaptureOverBothRows) {
  auto g = almanqala("3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  EXPECT_EQ(after(*g, "b2"), "0,0,7,10,0,3,0/0,0,2,1,9,10,0 S 26 30");
  EXPECT_EQ(status(*g), "ongoing");
}

TEST(AlManqalaVector, Feeding) {
  auto g = almanqala("1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38");
  EXPECT_EQ(legal(*g), moves({"d2", "a2"}));
}

TEST(AlManqalaVector, Starvation) {
  auto g = almanqala("0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46");
  g->play("g2");
  // North takes the two seeds left and wins 50 to 48; the final position shows the empty board.
  EXPECT_EQ(status(*g), "over N starved");
  EXPECT_EQ(g->position_text(), "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50");
  EXPECT_EQ(g->captured(manqala::Side::North), 50);
  EXPECT_EQ(g->captured(manqala::Side::South), 48);
}

TEST(AlManqalaVector, Pass) {
  auto g = almanqala("1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42");
  EXPECT_EQ(after(*g, "a2"), "0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44");
  EXPECT_EQ(status(*g), "ongoing");
  EXPECT_EQ(legal(*g), moves({"f2"}));  // North must feed (see PassWhenRowIsEmpty)
}
