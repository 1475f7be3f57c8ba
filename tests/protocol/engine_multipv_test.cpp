// PROTOCOL.md `setoption multipv K`: each depth reports K lines, best first, each with
// `multipv k` right after its depth; `bestmove` is the first line's move.
#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <set>

#include "engine_session.h"

namespace manqala::test {
namespace {

struct Line {
  int depth = 0, rank = 0;
  double score = 0;  // a win in N plies above every seed count, sooner higher
  std::string first;
};

// "info depth 4 multipv 2 seldepth 6 score -3 ... pv c1 d2" -> its depth, rank, score, first move.
Line line_of(const std::string& info) {
  const auto w = words_of(info);
  Line l;
  EXPECT_GE(w.size(), 5u) << info;
  EXPECT_EQ(w[0], "info");
  EXPECT_EQ(w[1], "depth");
  EXPECT_EQ(w[3], "multipv") << "multipv comes right after the depth: " << info;
  l.depth = std::stoi(w[2]);
  l.rank = std::stoi(w[4]);
  for (size_t i = 5; i + 1 < w.size(); ++i) {
    if (w[i] == "score") {
      if (w[i + 1] == "win") l.score = 1e6 - std::stoi(w[i + 2]);
      else if (w[i + 1] == "loss") l.score = -1e6 + std::stoi(w[i + 2]);
      else l.score = std::stod(w[i + 1]);
    }
    if (w[i] == "pv") l.first = w[i + 1];
  }
  return l;
}

void check_lines(EngineSession& e, const std::string& go, int expected_lines) {
  const auto legal = e.legal();
  const auto replies = e.search(go);
  ASSERT_FALSE(replies.empty());
  std::map<int, std::vector<Line>> by_depth;
  for (size_t i = 0; i + 1 < replies.size(); ++i) {
    const Line l = line_of(replies[i]);
    by_depth[l.depth].push_back(l);
  }
  ASSERT_FALSE(by_depth.empty());
  for (const auto& [depth, lines] : by_depth) {
    SCOPED_TRACE("depth " + std::to_string(depth));
    ASSERT_EQ(static_cast<int>(lines.size()), expected_lines) << "every line of a reported depth";
    std::set<std::string> firsts;
    for (int r = 0; r < expected_lines; ++r) {
      EXPECT_EQ(lines[r].rank, r + 1);
      EXPECT_NE(std::find(legal.begin(), legal.end(), lines[r].first), legal.end()) << lines[r].first;
      firsts.insert(lines[r].first);
      if (r > 0) {
        EXPECT_LE(lines[r].score, lines[r - 1].score) << "best first";
      }
    }
    EXPECT_EQ(static_cast<int>(firsts.size()), expected_lines) << "each line begins with another move";
  }
  const auto best = words_of(replies.back());
  ASSERT_EQ(best.size(), 2u);
  EXPECT_EQ(best[0], "bestmove");
  EXPECT_EQ(best[1], by_depth.rbegin()->second.front().first) << "the first line's move is played";
}

TEST(EngineMultiPv, ThreeLinesADepthOnBothGames) {
  for (const char* game : {"game hawalis", "game al-manqala"}) {
    SCOPED_TRACE(game);
    EngineSession e;
    ASSERT_EQ(e.ask(game), "ok");
    ASSERT_EQ(e.ask("setoption multipv 3"), "ok");
    check_lines(e, "go depth 4", 3);
  }
}

TEST(EngineMultiPv, NoMoreLinesThanMovesAndALevelsDepth) {
  EngineSession e;
  ASSERT_EQ(e.ask("game al-manqala"), "ok");
  ASSERT_EQ(e.ask("position 0,0,0,0,0,2,1/0,0,0,0,1,0,1 S 47 46"), "ok");
  ASSERT_EQ(e.legal().size(), 2u);
  ASSERT_EQ(e.ask("setoption multipv 5"), "ok");
  check_lines(e, "go depth 3", 2);
  ASSERT_EQ(e.ask("position startpos"), "ok");
  ASSERT_EQ(e.ask("setoption level 2"), "ok");
  const auto replies = e.search("go depth 20");
  ASSERT_GE(replies.size(), 2u);
  EXPECT_LE(line_of(replies[replies.size() - 2]).depth, 4) << "a gentle level searches shallow, lines or not";
}

TEST(EngineMultiPv, OutOfRangeIsRefusedAndOneLineHasNoRank) {
  EngineSession e;
  EXPECT_TRUE(starts_with(e.ask("setoption multipv 0"), "error"));
  EXPECT_TRUE(starts_with(e.ask("setoption multipv 33"), "error"));
  EXPECT_TRUE(starts_with(e.ask("setoption multipv two"), "error"));
  ASSERT_EQ(e.ask("setoption multipv 1"), "ok");
  const auto replies = e.search("go depth 2");
  ASSERT_GE(replies.size(), 2u);
  EXPECT_EQ(replies.front().find("multipv"), std::string::npos) << replies.front();
}

TEST(EngineMultiPv, StopEndsAnAnalysisPromptly) {
  EngineSession e;
  ASSERT_EQ(e.ask("game hawalis"), "ok");
  ASSERT_EQ(e.ask("setoption multipv 4"), "ok");
  const auto replies = e.search("go movetime 300");
  ASSERT_FALSE(replies.empty());
  EXPECT_TRUE(starts_with(replies.back(), "bestmove "));
}

}  // namespace
}  // namespace manqala::test
