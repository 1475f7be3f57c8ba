// POST /api/analysis: the engine's best lines for any position, the reason a position is
// refused, and a finished position told as such.
#include <gtest/gtest.h>

#include <set>

#include "test_server.h"

namespace manqala_test {
namespace {

TEST(Analysis, SeveralLinesBestFirstFromSouthsView) {
  TestServer s;
  for (const auto& [position, south_moves] :
       {std::pair{"7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0", true}, std::pair{"7,7,7,7,7,7,7/8,8,8,8,8,8,1 N 0 0", false}}) {
    SCOPED_TRACE(position);
    const Reply r = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", position}, {"lines", 3}});
    ASSERT_EQ(r.status, 200) << r.body;
    const json a = r.js();
    EXPECT_EQ(a["to_move"], south_moves ? "south" : "north");
    EXPECT_FALSE(a["over"].get<bool>());
    EXPECT_GE(a["depth"].get<int>(), 1);
    ASSERT_EQ(a["lines"].size(), 3u);
    std::set<std::string> firsts;
    for (size_t i = 0; i < 3; ++i) {
      firsts.insert(a["lines"][i]["pv"][0].get<std::string>());
      if (i == 0) continue;
      const double before = a["lines"][i - 1]["score"], now = a["lines"][i]["score"];
      if (south_moves) {
        EXPECT_LE(now, before) << "South's best first";
      } else {
        EXPECT_GE(now, before) << "North's best is South's worst";
      }
    }
    EXPECT_EQ(firsts.size(), 3u);
  }
}

TEST(Analysis, RefusedPositionsSayWhyAndFinishedOnesHaveNoLines) {
  TestServer s;
  const Reply bad = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,9 S 0 0"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.js()["error"].get<std::string>().find("seed"), std::string::npos) << bad.body;
  // And coded with its counts, for the editor to say in its reader's language.
  EXPECT_EQ(bad.js()["code"], "position-total");
  EXPECT_EQ(bad.js()["total"], 100);
  EXPECT_EQ(bad.js()["expected"], 98);
  const Reply over = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 50 48"}});
  ASSERT_EQ(over.status, 200) << over.body;
  EXPECT_TRUE(over.js()["over"].get<bool>());
  EXPECT_TRUE(over.js()["lines"].empty());
  EXPECT_EQ(s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}, {"lines", 9}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "chess"}, {"position", "x"}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "hawalis"}, {"position", std::string(500, '1')}}).status, 400);
  EXPECT_EQ(s.get("/api/analysis").status, 405);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}, {"ms", 10}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}, {"ms", 100}}).status, 200);
  const Reply hawalis = s.post("/api/analysis", {{"game", "hawalis"}, {"options", {{"seeds", "3"}}},
                                                 {"position", "3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0"},
                                                 {"lines", 2}});
  EXPECT_EQ(hawalis.status, 200) << hawalis.body;
  // The test server gives the engine 20 ms: the relay sowings may leave time for one line only.
  EXPECT_GE(hawalis.js()["lines"].size(), 1u);
  EXPECT_LE(hawalis.js()["lines"].size(), 2u);
}

}  // namespace
}  // namespace manqala_test

namespace manqala_test {
namespace {

// POST /api/play: a line played from a position under the game's options.
TEST(PlayLine, PlaysALineUnderTheOptionsAndSaysWhereItLeads) {
  TestServer s;
  const std::string start = "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0";
  const Reply r = s.post("/api/play", {{"game", "al-manqala"}, {"position", start}, {"moves", {"a1", "a2"}}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json p = r.js();
  // The same line in a real game gives the same position.
  const Reply g = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = g.js()["game"]["id"], token = g.js()["token"];
  for (int ply = 0; ply < 2; ++ply)
    ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", ply ? "a2" : "a1"}, {"ply", ply}}).status, 200);
  const json game = s.get("/api/games/" + id).js()["game"];
  EXPECT_EQ(p["position"], game["position"]);
  EXPECT_EQ(p["legal"], game["legal"]);
  EXPECT_EQ(p["to_move"], game["to_move"]);
  EXPECT_FALSE(p["over"].get<bool>());
  EXPECT_EQ(p["last"]["move"], "a2");
  // Options count: Hawalis with 3 seeds a pit.
  const Reply h = s.post("/api/play", {{"game", "hawalis"}, {"options", {{"seeds", "3"}}},
                                       {"position", "3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0"},
                                       {"moves", {"a1"}}});
  EXPECT_EQ(h.status, 200) << h.body;
  // An illegal move is refused with the reason; an empty line is the position itself.
  const Reply bad = s.post("/api/play", {{"game", "al-manqala"}, {"position", start}, {"moves", {"a2"}}});
  EXPECT_EQ(bad.status, 400);
  const Reply none = s.post("/api/play", {{"game", "al-manqala"}, {"position", start}, {"moves", json::array()}});
  ASSERT_EQ(none.status, 200);
  EXPECT_EQ(none.js()["legal"].size(), 7u);
  EXPECT_TRUE(none.js()["last"].is_null());
  EXPECT_EQ(s.post("/api/play", {{"game", "al-manqala"}, {"position", start}}).status, 400);
  EXPECT_EQ(s.post("/api/play", {{"game", "al-manqala"}, {"position", start}, {"moves", {7}}}).status, 400);
  // A line that ends the game says who won and why (the course's targets read the reason).
  const Reply over = s.post("/api/play", {{"game", "hawalis"}, {"position", "0,0,0,0,0,0,0/0,0,1,0,0,0,0/0,0,0,1,0,0,0/0,0,0,0,0,0,0 S 27 27"},
                                          {"moves", {"d2"}}});
  ASSERT_EQ(over.status, 200) << over.body;
  EXPECT_TRUE(over.js()["over"].get<bool>());
  EXPECT_EQ(over.js()["result"]["winner"], "south");
  EXPECT_EQ(over.js()["result"]["reason"], "captured-all");
  EXPECT_EQ(over.js()["last"]["trace"].size(), 3u) << "lift, drop, capture";
  // The analysis answer has the legal moves too.
  EXPECT_EQ(s.post("/api/analysis", {{"game", "al-manqala"}, {"position", start}, {"lines", 1}}).js()["legal"].size(), 7u);
}

}  // namespace
}  // namespace manqala_test
