// PROTOCOL.md `go` and `stop`: info lines (depth, score, nodes, nps, pv), then `bestmove M`.
#include <gtest/gtest.h>

#include <thread>

#include "engine_session.h"
#include "vectors.h"

namespace manqala::test {
namespace {

using Clock = std::chrono::steady_clock;

struct Info {
  int depth = -1, seldepth = -1;
  uint64_t nodes = 0, nps = 0;
  bool has_score = false, has_nps = false, has_nodes = false;
  std::vector<std::string> pv;
};

bool is_number(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}
bool is_signed_number(const std::string& w) { return is_number(w[0] == '-' ? w.substr(1) : w); }

// Parses an info line, failing the test on anything that is not depth/score/nodes/nps/pv-like.
Info parse_info(const std::string& line) {
  SCOPED_TRACE(line);
  Info info;
  auto w = words_of(line);
  EXPECT_GE(w.size(), 2u);
  EXPECT_EQ(w[0], "info");
  for (size_t i = 1; i < w.size(); ++i) {
    const std::string& key = w[i];
    if (key == "pv") {
      info.pv.assign(w.begin() + static_cast<long>(i) + 1, w.end());
      break;
    }
    if (i + 1 >= w.size()) {
      ADD_FAILURE() << "key without a value: " << key;
      break;
    }
    const std::string& v = w[i + 1];
    if (key == "depth") {
      EXPECT_TRUE(is_number(v)) << key;
      info.depth = is_number(v) ? std::stoi(v) : -1;
      ++i;
    } else if (key == "seldepth") {
      EXPECT_TRUE(is_number(v)) << key;
      info.seldepth = is_number(v) ? std::stoi(v) : -1;
      ++i;
    } else if (key == "score") {
      info.has_score = true;
      if (v == "win" || v == "loss" || v == "cp" || v == "mate") {
        EXPECT_LT(i + 2, w.size());
        if (i + 2 < w.size()) {
          EXPECT_TRUE(is_signed_number(w[i + 2])) << line;
        }
        i += 2;
      } else {
        EXPECT_TRUE(is_signed_number(v)) << key;
        ++i;
      }
    } else if (key == "nodes" || key == "nps" || key == "time") {
      EXPECT_TRUE(is_number(v)) << key;
      uint64_t n = is_number(v) ? std::stoull(v) : 0;
      if (key == "nodes") info.nodes = n, info.has_nodes = true;
      if (key == "nps") info.nps = n, info.has_nps = true;
      ++i;
    } else {
      ++i;  // the project may add other fields
    }
  }
  EXPECT_GE(info.depth, 1) << "depth";
  EXPECT_TRUE(info.has_score) << "score";
  EXPECT_TRUE(info.has_nodes) << "nodes";
  EXPECT_TRUE(info.has_nps) << "nps";
  EXPECT_FALSE(info.pv.empty()) << "pv";
  return info;
}

// Checks a whole search answer: info lines, then one bestmove that is legal; returns its infos.
std::vector<Info> check_search(const std::vector<std::string>& lines, const std::vector<std::string>& legal,
                               std::string* best = nullptr) {
  std::vector<Info> infos;
  EXPECT_FALSE(lines.empty());
  if (lines.empty()) return infos;
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    EXPECT_TRUE(starts_with(lines[i], "info ")) << lines[i];
    if (starts_with(lines[i], "info ")) infos.push_back(parse_info(lines[i]));
  }
  auto last = words_of(lines.back());
  EXPECT_EQ(last.size(), 2u) << lines.back();
  EXPECT_EQ(last.front(), "bestmove");
  if (last.size() == 2) {
    EXPECT_NE(std::find(legal.begin(), legal.end(), last[1]), legal.end())
        << "bestmove " << last[1] << " is not legal";
    if (best) *best = last[1];
  }
  for (const auto& info : infos) {
    if (!info.pv.empty()) {
      EXPECT_NE(std::find(legal.begin(), legal.end(), info.pv[0]), legal.end())
          << "pv starts with an illegal move " << info.pv[0];
    }
  }
  for (size_t i = 1; i < infos.size(); ++i) EXPECT_GT(infos[i].depth, infos[i - 1].depth);
  return infos;
}

TEST(EngineGo, DepthOnBothGames) {
  for (const char* game : {"game hawalis", "game al-manqala"}) {
    SCOPED_TRACE(game);
    EngineSession e;
    ASSERT_EQ(e.ask(game), "ok");
    auto before = e.snapshot();
    auto legal = e.legal();
    std::string best;
    auto infos = check_search(e.search("go depth 4"), legal, &best);
    ASSERT_FALSE(infos.empty());
    EXPECT_EQ(infos.back().depth, 4);
    EXPECT_EQ(infos.back().pv.front(), best) << "bestmove should be the last pv's first move";
    // The line may run past the depth through captures, never past the deepest ply seen.
    EXPECT_GE(infos.back().seldepth, 4);
    EXPECT_LE(infos.back().pv.size(), static_cast<size_t>(infos.back().seldepth));
    EXPECT_EQ(e.snapshot(), before) << "a search must not change the position";
    // The move is playable.
    EXPECT_EQ(e.ask("play " + best), "ok");
  }
}

TEST(EngineGo, PvIsAPlayableLine) {
  EngineSession e;
  ASSERT_EQ(e.ask("game hawalis"), "ok");
  ASSERT_EQ(e.ask("position startpos moves a1 a3"), "ok");
  auto infos = check_search(e.search("go depth 5"), e.legal());
  ASSERT_FALSE(infos.empty());
  std::string cmd = "position startpos moves a1 a3";
  for (const auto& m : infos.back().pv) cmd += " " + m;
  EXPECT_EQ(e.ask(cmd), "ok") << "pv " << cmd;
}

TEST(EngineGo, NodesLimit) {
  EngineSession e;
  ASSERT_EQ(e.ask("game hawalis"), "ok");
  auto infos = check_search(e.search("go nodes 5000"), e.legal());
  for (const auto& info : infos) EXPECT_LE(info.nodes, 5000u);
  EXPECT_EQ(e.status(), "status ongoing");
}

TEST(EngineGo, MovetimeIsRespected) {
  EngineSession e;
  auto start = Clock::now();
  auto lines = e.search("go movetime 300", Millis(10000));
  auto ms = std::chrono::duration_cast<Millis>(Clock::now() - start).count();
  check_search(lines, {"a1", "b1", "c1", "d1", "e1", "f1", "g1"});
  EXPECT_LT(ms, 2300) << "movetime 300 took " << ms << " ms";
}

TEST(EngineGo, OnlyOneLegalMove) {
  EngineSession e;
  ASSERT_EQ(e.ask("position 1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42 moves a2"), "ok");
  std::string best;
  check_search(e.search("go depth 3"), {"f2"}, &best);
  EXPECT_EQ(best, "f2");
}

TEST(EngineGo, SeesAnImmediateWin) {
  // S to move: c1 reaches 50 (RULES.md win-at).
  EngineSession e;
  ASSERT_EQ(e.ask("position 2,1,4,0,0,2,0/1,1,1,1,0,0,1 S 48 36"), "ok");
  std::string best;
  check_search(e.search("go depth 3"), e.legal(), &best);
  ASSERT_EQ(e.ask("play " + best), "ok");
  EXPECT_EQ(e.status(), "status over S score");
}

TEST(EngineStop, AnswersALongSearchPromptly) {
  for (const char* game : {"game hawalis", "game al-manqala"}) {
    SCOPED_TRACE(game);
    EngineSession e;
    ASSERT_EQ(e.ask(game), "ok");
    auto before = e.snapshot();
    auto legal = e.legal();
    e.send("go movetime 100000");
    std::this_thread::sleep_for(Millis(300));
    auto stop_at = Clock::now();
    e.send("stop");
    auto lines = e.until_bestmove(Millis(5000));
    auto ms = std::chrono::duration_cast<Millis>(Clock::now() - stop_at).count();
    EXPECT_LT(ms, 2000) << "bestmove came " << ms << " ms after stop";
    check_search(lines, legal);
    // The engine goes on as before.
    EXPECT_EQ(e.snapshot(), before);
  }
}

TEST(EngineStop, StopRightAfterGo) {
  EngineSession e;
  ASSERT_TRUE(e.process().write("go movetime 100000\nstop\n"));
  auto start = Clock::now();
  auto lines = e.until_bestmove(Millis(5000));
  EXPECT_LT(std::chrono::duration_cast<Millis>(Clock::now() - start).count(), 2000);
  check_search(lines, {"a1", "b1", "c1", "d1", "e1", "f1", "g1"});
  EXPECT_EQ(e.status(), "status ongoing");
}

TEST(EngineStop, CommandsDuringASearchAreAnsweredAfterIt) {
  EngineSession e;
  ASSERT_TRUE(e.process().write("go depth 6\nshow\n"));
  auto lines = e.until_bestmove();
  check_search(lines, {"a1", "b1", "c1", "d1", "e1", "f1", "g1"});
  EXPECT_EQ(e.next(), "position " + kAlManqalaStart);
}

TEST(EngineStop, StopWithoutASearchSaysNoBestmove) {
  EngineSession e;
  e.send("stop");
  // Whatever `stop` answers when idle, it is no bestmove, and `show` still answers.
  for (;;) {
    std::string line = e.ask("show");
    EXPECT_FALSE(starts_with(line, "bestmove")) << line;
    if (starts_with(line, "position ") || line == "<timeout>") {
      EXPECT_EQ(line, "position " + kAlManqalaStart);
      break;
    }
  }
}

TEST(EngineStop, QuitDuringASearchExitsZeroPromptly) {
  EngineSession e;
  e.send("go movetime 100000");
  std::this_thread::sleep_for(Millis(200));
  auto start = Clock::now();
  e.send("quit");
  auto status = e.process().wait(Millis(5000));
  ASSERT_TRUE(status.has_value()) << "the engine did not exit";
  EXPECT_EQ(*status, 0);
  EXPECT_LT(std::chrono::duration_cast<Millis>(Clock::now() - start).count(), 2000);
}

TEST(EngineStop, EndOfInputDuringAShortSearchFinishesItAndExitsZero) {
  EngineSession e;
  e.send("go movetime 200");
  e.process().close_input();
  auto lines = e.until_bestmove(Millis(5000));
  check_search(lines, {"a1", "b1", "c1", "d1", "e1", "f1", "g1"});
  auto status = e.process().wait(Millis(5000));
  ASSERT_TRUE(status.has_value());
  EXPECT_EQ(*status, 0);
}

TEST(EngineGo, RepeatedSearchesOnAGameInProgress) {
  // Engine against itself for a few moves, each reply checked against `legal`.
  EngineSession e;
  ASSERT_EQ(e.ask("game hawalis"), "ok");
  for (int ply = 0; ply < 12 && e.status() == "status ongoing"; ++ply) {
    std::string best;
    check_search(e.search("go depth 3"), e.legal(), &best);
    ASSERT_EQ(e.ask("play " + best), "ok");
  }
}

}  // namespace
}  // namespace manqala::test
