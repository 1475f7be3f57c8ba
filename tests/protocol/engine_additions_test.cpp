// Commands README adds to PROTOCOL.md: undo, share, help.
#include <gtest/gtest.h>

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

TEST(EngineHelp, ListsTheCommandsOnOneLine) {
  EngineSession e;
  const std::string help = e.ask("help");
  for (const char* cmd : {"game", "position", "play", "legal", "show", "status", "perft", "go", "stop", "quit"})
    EXPECT_NE(help.find(cmd), std::string::npos) << cmd;
  EXPECT_EQ(e.ask("show"), "position " + kAlManqalaStart);  // the next reply is the next line
}

}  // namespace
}  // namespace manqala::test
