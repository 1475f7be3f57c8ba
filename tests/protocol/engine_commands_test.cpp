// PROTOCOL.md, command by command, against the real `manqala engine` process.
#include <gtest/gtest.h>

#include <set>

#include "engine_session.h"
#include "vectors.h"

namespace manqala::test {
namespace {

// ---------------------------------------------------------------------------------- game

TEST(EngineGame, StartsAsAlManqalaWithDefaultOptions) {
  EngineSession e;
  EXPECT_EQ(e.show(), "position " + kAlManqalaStart);
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.legal(), sorted({"a1", "b1", "c1", "d1", "e1", "f1", "g1"}));
  EXPECT_EQ(e.ask("perft 3"), "perft 328");
}

TEST(EngineGame, HawalisAndAlManqalaStartPositions) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.show(), "position " + kHawalisStart);
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.legal(), sorted({"a1", "b1", "c1", "d1", "e1", "f1", "g1", "a2", "b2", "c2", "d2",
                               "e2", "f2", "g2"}));
  EXPECT_EQ(e.ask("perft 2"), "perft 182");

  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  EXPECT_EQ(e.show(), "position " + kAlManqalaStart);
  EXPECT_EQ(e.ask("perft 2"), "perft 49");
}

TEST(EngineGame, GameResetsToTheStart) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.ask("play a1"), "ok");
  EXPECT_NE(e.show(), "position " + kHawalisStart);
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.show(), "position " + kHawalisStart);
  EXPECT_EQ(e.status(), "status ongoing");
}

TEST(EngineGame, SeedsOptionSetsTheStartAndTheTotalThatPositionsMustHave) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis seeds=3"), "ok");
  EXPECT_EQ(e.show(), "position 3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0");
  // `position` works with the options the game set: a 56-seed text no longer fits.
  EXPECT_TRUE(starts_with(e.ask("position " + kHawalisStart), "error "));
  EXPECT_EQ(e.ask("position startpos"), "ok");
  EXPECT_EQ(e.show(), "position 3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0");

  EXPECT_EQ(e.ask("game al-manqala seeds=4"), "ok");
  EXPECT_EQ(e.show(), "position 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0 0");
  EXPECT_TRUE(starts_with(e.ask("position " + kAlManqalaStart), "error "));
  EXPECT_EQ(e.ask("position 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0 0 moves a1"), "ok");
  EXPECT_EQ(e.show(), "position 4,4,4,4,4,4,4/0,5,5,5,5,4,4 N 0 0");
}

TEST(EngineGame, RuleOptionsReachPerftPlayAndPosition) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis relay=false back-capture=false"), "ok");
  std::string no_relay = e.ask("perft 3");
  EXPECT_NE(no_relay, "perft 1539");
  // Without relay, a1's two seeds stop in c1.
  EXPECT_EQ(e.ask("play a1"), "ok");
  EXPECT_EQ(e.show(), "position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,2,2,2,2 N 0 0");
  EXPECT_EQ(e.ask("game hawalis"), "ok");  // defaults again
  EXPECT_EQ(e.ask("perft 3"), "perft 1539");
  // Options can come in any order, each as name=value.
  EXPECT_EQ(e.ask("game hawalis back-capture=false relay=false"), "ok");
  EXPECT_EQ(e.ask("perft 3"), no_relay);
  EXPECT_EQ(e.ask("game hawalis relay=true back-capture=true singleton-capture=true "
                  "skip-origin=false repetition=2 seeds=2"),
            "ok");
  EXPECT_EQ(e.ask("perft 4"), "perft 12626");

  // Al-manqala win-at: with 56 seeds, g1 empties the board at 32 to 24; at win-at=31 the
  // same move wins by score (checked first).
  const std::string empties = "position 0,0,0,0,0,0,1/0,0,0,0,0,0,1 S 30 24 moves g1";
  EXPECT_EQ(e.ask("game al-manqala seeds=4"), "ok");
  EXPECT_EQ(e.ask(empties), "ok");
  EXPECT_EQ(e.status(), "status over S board-empty");
  EXPECT_EQ(e.ask("game al-manqala seeds=4 win-at=31"), "ok");
  EXPECT_EQ(e.ask(empties), "ok");
  EXPECT_EQ(e.status(), "status over S score");
  EXPECT_EQ(e.ask("game al-manqala capture=3 feed=sown skip-origin=true repetition=3"), "ok");
  EXPECT_NE(e.ask("perft 6"), "perft 95135");  // capture=3 changes the count at depth 6
}

TEST(EngineGame, RepetitionOptionMovesTheDraw) {
  const std::string cycle =
      "position 0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19 moves c3 c1 e4 d1";
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis repetition=3"), "ok");
  EXPECT_EQ(e.ask(cycle), "ok");
  EXPECT_EQ(e.status(), "status ongoing");  // the second occurrence no longer draws
  EXPECT_EQ(e.ask("play c3"), "ok");
  EXPECT_EQ(e.ask("play c1"), "ok");
  EXPECT_EQ(e.ask("play e4"), "ok");
  EXPECT_EQ(e.ask("play d1"), "ok");
  EXPECT_EQ(e.status(), "status over draw repetition");  // the third does
}

// ------------------------------------------------------------------------------ position

TEST(EnginePosition, StartposWithAndWithoutMoves) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.ask("position startpos moves a1"), "ok");
  EXPECT_EQ(e.show(), "position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0");
  EXPECT_EQ(e.ask("position startpos"), "ok");
  EXPECT_EQ(e.show(), "position " + kHawalisStart);
  EXPECT_EQ(e.ask("position startpos moves g2"), "ok");
  EXPECT_EQ(e.show(), "position 2,2,2,2,2,2,0/2,2,2,2,2,2,0/3,0,3,3,0,3,1/3,0,3,3,0,3,3 N 4 0");
  EXPECT_EQ(e.ask("position startpos moves"), "ok");  // an empty move list
  EXPECT_EQ(e.show(), "position " + kHawalisStart);
}

TEST(EnginePosition, TextWithAndWithoutMovesMatchesRulesVectors) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  // Front pit only (the back pit c1 is empty).
  EXPECT_EQ(e.ask("position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0"), "ok");
  EXPECT_EQ(e.show(), "position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0");
  EXPECT_EQ(e.ask("position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0 moves c3"), "ok");
  EXPECT_EQ(e.show(), "position 0,3,3,0,3,3,0/3,3,1,3,0,3,3/0,3,0,0,3,3,0/3,3,0,3,3,1,3 S 0 3");
  // Front and back pit taken together.
  EXPECT_EQ(e.ask("position 0,5,0,5,3,0,1/2,0,1,2,2,6,1/2,0,1,1,5,0,0/1,6,0,3,1,2,0 S 0 6 moves b1"), "ok");
  EXPECT_EQ(e.show(), "position 0,5,0,5,3,0,0/2,0,1,2,2,6,0/2,0,1,1,5,0,1/1,0,1,4,2,3,1 N 2 6");

  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  EXPECT_EQ(e.ask("position 3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20"), "ok");
  EXPECT_EQ(e.show(), "position 3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  EXPECT_EQ(e.ask("position 3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20 moves b2"), "ok");
  EXPECT_EQ(e.show(), "position 0,0,7,10,0,3,0/0,0,2,1,9,10,0 S 26 30");
}

TEST(EnginePosition, SeveralMovesAndHistory) {
  EngineSession e;
  EXPECT_EQ(e.ask("position startpos moves a1 g2 b1"), "ok");
  std::string after_three = e.show();
  EXPECT_EQ(e.ask("position startpos"), "ok");
  EXPECT_EQ(e.ask("play a1"), "ok");
  EXPECT_EQ(e.ask("play g2"), "ok");
  EXPECT_EQ(e.ask("play b1"), "ok");
  EXPECT_EQ(e.show(), after_three);
}

TEST(EnginePosition, RepetitionIsJudgedOverPositionMovesAndPlay) {
  const std::string first = "0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19";
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  // All four moves with `position ... moves`.
  EXPECT_EQ(e.ask("position " + first + " moves c3 c1 e4 d1"), "ok");
  EXPECT_EQ(e.status(), "status over draw repetition");
  EXPECT_EQ(e.ask("legal"), "legal");
  // Three with `position`, the last with `play`.
  EXPECT_EQ(e.ask("position " + first + " moves c3 c1 e4"), "ok");
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.ask("play d1"), "ok");
  EXPECT_EQ(e.status(), "status over draw repetition");
  // Starting from the third position, the first one is not in the history: no draw.
  EXPECT_EQ(e.ask("position " + first + " moves c3 c1 e4"), "ok");
  std::string third = e.show().substr(9);
  EXPECT_EQ(e.ask("position " + third + " moves d1"), "ok");
  EXPECT_EQ(e.show(), "position " + first);
  EXPECT_EQ(e.status(), "status ongoing");
}

TEST(EnginePosition, ALoopSharesTheSeedsOnlyWithTheHistory) {
  EngineSession e;
  EXPECT_EQ(e.ask("position 0,0,0,1,0,0,0/0,0,1,0,0,0,0 S 48 48 moves c1 d2 d1 c2 e1 b2 f1 a2 g1 "
                  "g2 a1 f2 b1"),
            "ok");
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.ask("play e2"), "ok");
  EXPECT_EQ(e.status(), "status over draw loop-shared");
  EXPECT_EQ(e.show(), "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 49 49");
}

TEST(EnginePosition, SeparatorsAreCanonicalizedInShow) {
  EngineSession e;
  EXPECT_EQ(e.ask("position   7,7,7,7,7,7,7/7,7,7,7,7,7,7 \t S  0   0  "), "ok");
  EXPECT_EQ(e.show(), "position " + kAlManqalaStart);
  EXPECT_EQ(e.ask("position\t7,7,7,7,7,7,7/7,7,7,7,7,8,6 S 0 0\tmoves  a1"), "ok");
  EXPECT_EQ(e.show(), "position 7,7,7,7,7,7,8/0,8,8,8,8,9,7 N 0 0");
}

TEST(EnginePosition, AlManqalaPassVector) {
  EngineSession e;
  EXPECT_EQ(e.ask("position 1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42 moves a2"), "ok");
  // South's row is empty: South passes and North, to move again, must feed.
  EXPECT_EQ(e.show(), "position 0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44");
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.legal(), std::vector<std::string>{"f2"});
  EXPECT_EQ(e.ask("play f2"), "ok");
  EXPECT_EQ(e.show(), "position 1,1,1,1,1,0,3/1,1,0,0,0,0,0 S 44 44");
}

// ---------------------------------------------------------------------------------- play

TEST(EnginePlay, MovesAreMadeAndKept) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.ask("play g2"), "ok");
  EXPECT_EQ(e.show(), "position 2,2,2,2,2,2,0/2,2,2,2,2,2,0/3,0,3,3,0,3,1/3,0,3,3,0,3,3 N 4 0");
  // North to move now: North's pits are legal, South's are not.
  auto legal = e.legal();
  EXPECT_FALSE(legal.empty());
  for (const auto& m : legal) EXPECT_TRUE(m[1] == '3' || m[1] == '4') << m;
  EXPECT_EQ(e.ask("play " + legal.front()), "ok");
  EXPECT_EQ(e.ask("undo"), "ok");  // the project's undo: the moves were kept in the history
  EXPECT_EQ(e.ask("undo"), "ok");
  EXPECT_EQ(e.show(), "position " + kHawalisStart);

  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  EXPECT_EQ(e.ask("play a1"), "ok");
  EXPECT_EQ(e.show(), "position 7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0");
}

TEST(EnginePlay, EveryLegalMoveIsPlayable) {
  for (const char* game : {"game hawalis", "game al-manqala"}) {
    EngineSession e;
    ASSERT_EQ(e.ask(game), "ok");
    ASSERT_EQ(e.ask("position startpos moves " + std::string(game[5] == 'h' ? "a1 a3" : "a1 a2")), "ok");
    std::string before = e.show();
    for (const auto& m : e.legal()) {
      SCOPED_TRACE(m);
      EXPECT_EQ(e.ask("play " + m), "ok");
      EXPECT_NE(e.show(), before);
      EXPECT_EQ(e.ask("undo"), "ok");
      EXPECT_EQ(e.show(), before);
    }
  }
}

// --------------------------------------------------------------------------------- legal

TEST(EngineLegal, RulesVectors) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  // Endless sowing: d4's relay never ends, so d4 is not legal.
  EXPECT_EQ(e.ask("position 4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2"), "ok");
  EXPECT_EQ(e.legal(), sorted({"e3", "g3", "f4", "b4", "a4"}));
  EXPECT_EQ(e.ask("perft 1"), "perft 5");
  // Singletons only.
  EXPECT_EQ(e.ask("position 0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19"), "ok");
  EXPECT_EQ(e.legal(), sorted({"c1", "e1", "g2", "c2"}));

  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  // Feeding: North must put seeds back into South's empty row.
  EXPECT_EQ(e.ask("position 1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38"), "ok");
  EXPECT_EQ(e.legal(), sorted({"d2", "a2"}));
  // A single seed is a move in Al-manqala.
  EXPECT_EQ(e.ask("position 7,7,7,7,7,7,7/1,0,0,0,0,0,48 S 0 0"), "ok");
  EXPECT_EQ(e.legal(), sorted({"a1", "g1"}));
}

TEST(EngineLegal, BareLegalWhenTheGameIsOver) {
  for (const auto& end : kEndings) {
    SCOPED_TRACE(end.position);
    EngineSession e;
    ASSERT_EQ(e.ask(end.game), "ok");
    ASSERT_EQ(e.ask(end.position), "ok");
    EXPECT_EQ(e.ask("legal"), "legal");
  }
}

// ---------------------------------------------------------------------------------- status

TEST(EngineStatus, EveryReasonIsReachable) {
  for (const auto& end : kEndings) {
    SCOPED_TRACE(end.position);
    EngineSession e;
    ASSERT_EQ(e.ask(end.game), "ok");
    // One move before the end the game is still on.
    auto cut = end.position.rfind(' ');
    std::string before = end.position.substr(0, cut);
    if (before.ends_with(" moves")) before.resize(before.size() - 6);
    ASSERT_EQ(e.ask(before), "ok");
    EXPECT_EQ(e.status(), "status ongoing");
    EXPECT_EQ(e.ask("play " + end.position.substr(cut + 1)), "ok");
    EXPECT_EQ(e.status(), end.status);
    if (!end.shown.empty()) {
      EXPECT_EQ(e.show(), end.shown);
    }
    // And the same through `position ... moves`.
    ASSERT_EQ(e.ask(end.position), "ok");
    EXPECT_EQ(e.status(), end.status);
    if (!end.shown.empty()) {
      EXPECT_EQ(e.show(), end.shown);
    }
  }
}

TEST(EngineStatus, AllReasonWordsAreCovered) {
  std::set<std::string> reasons;
  for (const auto& end : kEndings) reasons.insert(words_of(end.status).back());
  EXPECT_EQ(reasons, (std::set<std::string>{"captured-all", "no-moves", "repetition", "starved",
                                            "loop-shared", "board-empty", "score"}));
}

TEST(EngineStatus, AGivenPositionCanBeOverAlready) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  // South to move with only blocked singletons.
  EXPECT_EQ(e.ask("position 0,0,0,0,0,1,1/0,0,0,0,0,0,0/1,1,1,1,1,1,1/1,1,1,1,1,1,1 S 20 20"), "ok");
  EXPECT_EQ(e.status(), "status over N no-moves");
  // North to move without seeds.
  EXPECT_EQ(e.ask("position 0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,1/0,0,0,0,0,0,0 N 29 26"), "ok");
  EXPECT_EQ(e.status(), "status over S captured-all");
  EXPECT_EQ(e.ask("perft 3"), "perft 0");
}

// ----------------------------------------------------------------------------------- perft

TEST(EnginePerft, StartPositionsMatchRulesTable) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  for (int d = 1; d <= 5; ++d) EXPECT_EQ(e.ask("perft " + std::to_string(d)), "perft " + std::to_string(kHawalisPerft[d - 1]));
  EXPECT_EQ(e.ask("perft 0"), "perft 1");
  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  for (int d = 1; d <= 6; ++d)
    EXPECT_EQ(e.ask("perft " + std::to_string(d)), "perft " + std::to_string(kAlManqalaPerft[d - 1]));
  EXPECT_EQ(e.ask("perft 0"), "perft 1");
}

TEST(EnginePerft, CountsFromTheCurrentPositionAndLeavesItAlone) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_EQ(e.ask("play a1"), "ok");
  auto before = e.snapshot();
  // The 14 first moves' subtrees sum to perft 4 from the start; from after a1 it is smaller.
  std::string p3 = e.ask("perft 3");
  ASSERT_TRUE(starts_with(p3, "perft "));
  uint64_t n = std::stoull(p3.substr(6));
  EXPECT_GT(n, 0u);
  EXPECT_LT(n, kHawalisPerft[3]);
  EXPECT_EQ(e.snapshot(), before);
}

TEST(EnginePerft, FinishedGameHasNoMoves) {
  EngineSession e;
  EXPECT_EQ(e.ask("position 0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46 moves g2"), "ok");
  EXPECT_EQ(e.ask("perft 1"), "perft 0");
  EXPECT_EQ(e.ask("perft 0"), "perft 1");
}

// -------------------------------------------------------------------- quit, EOF, pipelining

TEST(EngineLifetime, QuitExitsZeroAndReadsNoFurther) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  ASSERT_TRUE(e.process().write("quit\nshow\nlegal\n"));
  auto status = e.process().wait(Millis(5000));
  ASSERT_TRUE(status.has_value()) << "the engine did not exit after quit";
  EXPECT_EQ(*status, 0);
  e.process().read_to_end(Millis(2000));
  EXPECT_EQ(e.process().pending_out(), "");  // nothing after quit was answered
}

TEST(EngineLifetime, EndOfInputExitsZero) {
  EngineSession e;
  EXPECT_EQ(e.ask("show"), "position " + kAlManqalaStart);
  e.process().close_input();
  auto status = e.process().wait(Millis(5000));
  ASSERT_TRUE(status.has_value()) << "the engine did not exit at end of input";
  EXPECT_EQ(*status, 0);
}

TEST(EngineLifetime, EndOfInputWithoutNewlineStillAnswersTheLastCommand) {
  EngineSession e;
  ASSERT_TRUE(e.process().write("game hawalis\nshow"));
  e.process().close_input();
  EXPECT_EQ(e.next(), "ok");
  EXPECT_EQ(e.next(), "position " + kHawalisStart);
  auto status = e.process().wait(Millis(5000));
  ASSERT_TRUE(status.has_value());
  EXPECT_EQ(*status, 0);
}

TEST(EngineLifetime, PipelinedCommandsAreAnsweredInOrderLineByLine) {
  EngineSession e;
  ASSERT_TRUE(e.process().write("game hawalis\nlegal extra\nposition startpos moves a1\nshow\nstatus\nperft 1\n"));
  EXPECT_EQ(e.next(), "ok");
  EXPECT_TRUE(starts_with(e.next(), "error "));
  EXPECT_EQ(e.next(), "ok");
  EXPECT_EQ(e.next(), "position 2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0");
  EXPECT_EQ(e.next(), "status ongoing");
  EXPECT_TRUE(starts_with(e.next(), "perft "));
  // Nothing more: the next reply is the one to a new command.
  EXPECT_EQ(e.ask("status"), "status ongoing");
}

TEST(EngineLifetime, CarriageReturnLineEndsAreAccepted) {
  EngineSession e;
  ASSERT_TRUE(e.process().write("game hawalis\r\nshow\r\n"));
  EXPECT_EQ(e.next(), "ok");
  EXPECT_EQ(e.next(), "position " + kHawalisStart);
}

}  // namespace
}  // namespace manqala::test
