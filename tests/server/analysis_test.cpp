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
      if (south_moves) EXPECT_LE(now, before) << "South's best first";
      else EXPECT_GE(now, before) << "North's best is South's worst";
    }
    EXPECT_EQ(firsts.size(), 3u);
  }
}

TEST(Analysis, RefusedPositionsSayWhyAndFinishedOnesHaveNoLines) {
  TestServer s;
  const Reply bad = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,9 S 0 0"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.js()["error"].get<std::string>().find("seed"), std::string::npos) << bad.body;
  const Reply over = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 50 48"}});
  ASSERT_EQ(over.status, 200) << over.body;
  EXPECT_TRUE(over.js()["over"].get<bool>());
  EXPECT_TRUE(over.js()["lines"].empty());
  EXPECT_EQ(s.post("/api/analysis", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}, {"lines", 9}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "chess"}, {"position", "x"}}).status, 400);
  EXPECT_EQ(s.post("/api/analysis", {{"game", "hawalis"}, {"position", std::string(500, '1')}}).status, 400);
  EXPECT_EQ(s.get("/api/analysis").status, 405);
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
