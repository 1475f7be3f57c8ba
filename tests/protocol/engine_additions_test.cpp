// Commands README adds to PROTOCOL.md: undo, share, help, trace, bench.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <vector>

#include "child_process.h"
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

// `trace M`: a move's seed-by-seed story, not played: every seed lifted is dropped, and the
// drops and captures, laid on the board before the move, give the board `play M` makes.
TEST(EngineTrace, TellsTheMoveThatPlayMakesWithoutPlayingIt) {
  EngineSession e;
  for (const std::string game : {"game al-manqala", "game hawalis", "game hawalis relay=false seeds=3"}) {
    SCOPED_TRACE(game);
    ASSERT_EQ(e.ask(game), "ok");
    for (int ply = 0; ply < 12 && e.status() == "status ongoing"; ++ply) {
      const std::vector<std::string> legal = words_of(e.ask("legal"));
      const std::string move = legal[1 + static_cast<size_t>(ply) % (legal.size() - 1)];
      const std::string before = e.show();
      const std::vector<std::string> events = words_of(e.ask("trace " + move));
      ASSERT_EQ(events.front(), "trace");
      EXPECT_EQ(e.show(), before) << "trace plays nothing";
      std::map<std::string, int> change;  // seeds gained by each pit
      int lifted = 0, dropped = 0;
      for (size_t i = 1; i < events.size(); ++i) {
        const auto a = events[i].find(':'), b = events[i].find(':', a + 1);
        const std::string kind = events[i].substr(0, a), pit = events[i].substr(a + 1, b == std::string::npos ? b : b - a - 1);
        const int n = b == std::string::npos ? 1 : std::stoi(events[i].substr(b + 1));
        ASSERT_TRUE(kind == "lift" || kind == "drop" || kind == "capture") << events[i];
        if (kind == "lift") lifted += n;
        if (kind == "drop") ++dropped;
        change[pit] += kind == "drop" ? 1 : -n;
      }
      EXPECT_EQ(lifted, dropped) << move;
      ASSERT_EQ(e.ask("play " + move), "ok");
      // The board's seeds pit by pit: the game's pits in the order show writes them.
      const auto seeds = [](const std::string& show_line) {
        std::vector<int> out;
        const std::string rows = words_of(show_line)[1];
        for (size_t at = 0; at < rows.size();) {
          const size_t end = rows.find_first_of(",/", at);
          out.push_back(std::stoi(rows.substr(at, end == std::string::npos ? end : end - at)));
          at = end == std::string::npos ? rows.size() : end + 1;
        }
        return out;
      };
      int total_change = 0;
      for (const auto& [pit, n] : change) total_change += n;
      const std::vector<int> a = seeds(before), b = seeds(e.show());
      int board_change = 0;
      for (size_t i = 0; i < a.size(); ++i) board_change += b[i] - a[i];
      EXPECT_EQ(total_change, board_change) << move << ": the trace's captures are the seeds that left the board";
    }
  }
  EXPECT_TRUE(starts_with(e.ask("trace z9"), "error "));
  EXPECT_TRUE(starts_with(e.ask("trace"), "error "));
}

// `bench [OFFSET]`: `manqala bench`'s signature in one line, the same nodes.
TEST(EngineBench, GivesTheSignatureOfManqalaBench) {
  EngineSession e;
  const std::vector<std::string> reply = words_of(e.ask("bench -4", Millis(60000)));
  ASSERT_EQ(reply.size(), 7u);
  EXPECT_EQ(reply[0], "bench");
  const RunResult cli = run_command({binary(), "bench", "--depth-offset", "-4"}, Millis(60000));
  ASSERT_EQ(cli.status, 0);
  EXPECT_NE(cli.out.find("bench: " + reply[2] + " nodes"), std::string::npos) << cli.out;
  for (const char* bad : {"bench 9", "bench x", "bench -1 2"}) EXPECT_TRUE(starts_with(e.ask(bad), "error ")) << bad;
}

}  // namespace
}  // namespace manqala::test
