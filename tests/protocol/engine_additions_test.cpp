// Commands README adds to PROTOCOL.md: undo, share, help.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "engine_session.h"
#include "vectors.h"

namespace manqala::test {
namespace {

TEST(EngineUndo, TakesBackTheLastMoveAndRefusesAtTheStart) {
  EngineSession e;
  EXPECT_EQ(e.ask("play c1"), "ok");
  const std::string after_c1 = e.show();
  EXPECT_EQ(e.ask("play b2"), "ok");
  EXPECT_EQ(e.ask("undo"), "ok");
  EXPECT_EQ(e.show(), after_c1);
  EXPECT_EQ(e.ask("undo"), "ok");
  EXPECT_EQ(e.show(), "position " + kAlManqalaStart);
  EXPECT_TRUE(starts_with(e.ask("undo"), "error "));
  EXPECT_EQ(e.show(), "position " + kAlManqalaStart);
}

// RULES.md "Loops": the players may agree to share the seeds on the board equally.
TEST(EngineShare, AgreedShareSplitsTheBoardAndEndsTheGame) {
  EngineSession e;
  // 49 seeds each on the board with 0 captured: the share is 49 to 49, a draw.
  EXPECT_EQ(e.ask("position startpos moves a1"), "ok");
  EXPECT_EQ(e.ask("share"), "ok");
  EXPECT_EQ(e.show(), "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 49 49");
  EXPECT_EQ(e.status(), "status over draw loop-shared");
  EXPECT_EQ(e.ask("legal"), "legal");
  EXPECT_TRUE(starts_with(e.ask("share"), "error "));
  // The agreement can be taken back like a move.
  EXPECT_EQ(e.ask("undo"), "ok");
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.show(), "position 7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0");
}

TEST(EngineShare, TheSideWithMoreCapturedWinsTheShare) {
  EngineSession e;
  // 10 seeds on the board and 44 captured each: 5 more each is a draw.
  EXPECT_EQ(e.ask("position 1,1,1,1,1,0,0/1,1,1,1,1,0,0 S 44 44"), "ok");
  EXPECT_EQ(e.ask("play e1"), "ok");  // e1 -> f1: 1 seed, no capture
  EXPECT_EQ(e.ask("share"), "ok");
  EXPECT_EQ(e.status(), "status over draw loop-shared");
  EXPECT_EQ(e.ask("position 1,1,1,0,0,0,0/1,1,1,1,1,0,0 S 44 46"), "ok");
  EXPECT_EQ(e.ask("share"), "ok");
  // 8 seeds on the board, 4 each: South 48, North 50.
  EXPECT_EQ(e.show(), "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50");
  EXPECT_EQ(e.status(), "status over N loop-shared");
}

TEST(EngineShare, HawalisHasNoSharingAndNothingChanges) {
  EngineSession e;
  EXPECT_EQ(e.ask("game hawalis"), "ok");
  EXPECT_TRUE(starts_with(e.ask("share"), "error "));
  EXPECT_EQ(e.status(), "status ongoing");
  EXPECT_EQ(e.show(), "position " + kHawalisStart);
}

TEST(EngineSetoption, AcceptsEachOptionAndRefusesBadValues) {
  EngineSession e;
  for (const char* ok : {"setoption level 1", "setoption level 10", "setoption hash 1", "setoption hash 64",
                         "setoption threads 2", "setoption player mcts", "setoption player random",
                         "setoption player greedy", "setoption player alphabeta", "setoption playouts 500",
                         "setoption seed 42"})
    EXPECT_EQ(e.ask(ok), "ok") << ok;
  const auto before = e.snapshot();
  for (const char* bad : {"setoption level 0", "setoption level 11", "setoption hash 0", "setoption hash 99999",
                          "setoption threads 0", "setoption player human", "setoption colour red",
                          "setoption level", "setoption level x", "setoption playouts -1"})
    EXPECT_TRUE(starts_with(e.ask(bad), "error ")) << bad;
  EXPECT_EQ(e.snapshot(), before);
}

// Every kind of player answers with a legal move.
TEST(EngineSetoption, EachPlayerPlaysLegalMoves) {
  for (const char* player : {"alphabeta", "mcts", "random", "greedy"}) {
    SCOPED_TRACE(player);
    EngineSession e;
    ASSERT_EQ(e.ask("game hawalis"), "ok");
    ASSERT_EQ(e.ask(std::string("setoption player ") + player), "ok");
    ASSERT_EQ(e.ask("setoption playouts 300"), "ok");
    const auto legal = e.legal();
    const auto lines = e.search("go movetime 200");
    ASSERT_FALSE(lines.empty());
    const std::string move = lines.back().substr(lines.back().find(' ') + 1);
    EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << lines.back();
  }
}

// Clock play: the side to move's clock bounds the thinking time.
TEST(EngineClock, AnswersWithinItsClock) {
  EngineSession e;
  ASSERT_EQ(e.ask("game al-manqala"), "ok");
  const auto start = std::chrono::steady_clock::now();
  const auto lines = e.search("go wtime 2000 btime 2000 winc 100 binc 100");
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(starts_with(lines.back(), "bestmove "));
  EXPECT_LT(ms, 2000) << "spent more than the whole clock";
}

TEST(EngineHelp, ListsTheCommandsOnOneLine) {
  EngineSession e;
  const std::string help = e.ask("help");
  for (const char* cmd : {"game", "position", "play", "legal", "show", "status", "perft", "go", "stop", "quit"})
    EXPECT_NE(help.find(cmd), std::string::npos) << cmd;
  EXPECT_EQ(e.ask("show"), "position " + kAlManqalaStart);  // the next reply is the next line
}

}  // namespace
}  // namespace manqala::test
