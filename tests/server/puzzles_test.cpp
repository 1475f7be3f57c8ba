// Puzzle ratings kept with an account (docs/puzzles.md, docs/web-api.md "Puzzles"): a solve
// raises the player and lowers the puzzle, a miss the other way round (Glicko-2), only a first
// try is rated, and guests, forged requests, unknown puzzles and bad fields change nothing.
#include <gtest/gtest.h>

#include "players.h"
#include "test_server.h"

namespace manqala_test {
namespace {

// The ids of the shipped set the page plays, as the server serves it.
std::vector<std::string> shipped_ids(const TestServer& s, const std::string& folder) {
  const Reply r = s.get("/games/" + folder + "/puzzles.jsonl");
  EXPECT_EQ(r.status, 200);
  std::vector<std::string> ids;
  std::istringstream lines(r.body);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty()) ids.push_back(json::parse(line)["id"]);
  return ids;
}

TEST(Puzzles, ASolveRaisesThePlayerAndLowersThePuzzleOnce) {
  TestServer s;
  const auto ids = shipped_ids(s, "hawalis");
  ASSERT_GE(ids.size(), 2u);
  const Player amal = enter(s, "amal");
  const json before = amal.get("/api/puzzles/rating?game=hawalis").js();
  EXPECT_EQ(before["player"]["rating"], 1500.0);
  EXPECT_EQ(before["player"]["provisional"], true);
  EXPECT_EQ(before["history"], json::array());

  const Reply solved = amal.post("/api/puzzles/attempt", {{"game", "hawalis"}, {"puzzle", ids[0]}, {"solved", true}});
  ASSERT_EQ(solved.status, 200) << solved.body;
  const json a = solved.js();
  EXPECT_TRUE(a["rated"].get<bool>());
  EXPECT_GT(a["player"]["rating"].get<double>(), 1500);
  EXPECT_LT(a["player"]["deviation"].get<double>(), 350);
  EXPECT_EQ(a["puzzle"]["plays"], 1);
  ASSERT_EQ(a["history"].size(), 1u);
  EXPECT_EQ(a["history"][0]["puzzle"], ids[0]);
  EXPECT_EQ(a["history"][0]["solved"], true);

  // The same puzzle again (a reload, a second tab): shown, not rated again.
  const json again = amal.post("/api/puzzles/attempt", {{"game", "hawalis"}, {"puzzle", ids[0]}, {"solved", false}}).js();
  EXPECT_FALSE(again["rated"].get<bool>());
  EXPECT_EQ(again["player"]["rating"], a["player"]["rating"]);
  EXPECT_EQ(again["puzzle"], a["puzzle"]);

  // A miss lowers the player; the puzzle that beat him rises from its starting rating.
  const json missed = amal.post("/api/puzzles/attempt", {{"game", "hawalis"}, {"puzzle", ids[1]}, {"solved", false}}).js();
  EXPECT_LT(missed["player"]["rating"].get<double>(), a["player"]["rating"].get<double>());
  EXPECT_EQ(missed["history"].size(), 2u);
  EXPECT_EQ(missed["history"][0]["puzzle"], ids[1]) << "latest first";

  // Another account starts afresh and meets the puzzle as amal left it.
  const Player badr = enter(s, "badr");
  EXPECT_EQ(badr.get("/api/puzzles/rating?game=hawalis").js()["player"]["rating"], 1500.0);
  const json b = badr.post("/api/puzzles/attempt", {{"game", "hawalis"}, {"puzzle", ids[0]}, {"solved", true}}).js();
  EXPECT_EQ(b["puzzle"]["plays"], 2);
  EXPECT_LT(b["puzzle"]["rating"].get<double>(), a["puzzle"]["rating"].get<double>());
  // Each game its own rating.
  EXPECT_EQ(amal.get("/api/puzzles/rating?game=al-manqala").js()["player"]["rating"], 1500.0);
}

TEST(Puzzles, RefusesGuestsForgedRequestsUnknownPuzzlesAndBadFields) {
  TestServer s;
  const auto ids = shipped_ids(s, "almanqala");
  ASSERT_FALSE(ids.empty());
  EXPECT_EQ(s.get("/api/puzzles/rating?game=al-manqala").status, 401);
  EXPECT_EQ(s.post("/api/puzzles/attempt", {{"game", "al-manqala"}, {"puzzle", ids[0]}, {"solved", true}}).status, 401);
  const Player amal = enter(s, "amal");
  EXPECT_EQ(amal.post("/api/puzzles/attempt", {{"game", "al-manqala"}, {"puzzle", ids[0]}, {"solved", true}}, false).status, 403)
      << "a change without the CSRF token";
  EXPECT_EQ(amal.post("/api/puzzles/attempt", {{"game", "al-manqala"}, {"puzzle", "al-manqala-00000000"}, {"solved", true}}).status, 404);
  EXPECT_EQ(amal.post("/api/puzzles/attempt", {{"game", "hawalis"}, {"puzzle", ids[0]}, {"solved", true}}).status, 404)
      << "another game's puzzle";
  for (const json& bad : {json{{"game", "chess"}, {"puzzle", ids[0]}, {"solved", true}},
                          json{{"game", "al-manqala"}, {"puzzle", ids[0]}, {"solved", "yes"}},
                          json{{"game", "al-manqala"}, {"puzzle", ids[0]}},
                          json{{"game", "al-manqala"}, {"puzzle", 7}, {"solved", true}}})
    EXPECT_EQ(amal.post("/api/puzzles/attempt", bad).status, 400) << bad.dump();
  EXPECT_EQ(amal.get("/api/puzzles/rating?game=chess").status, 400);
  EXPECT_EQ(amal.get("/api/puzzles/rating").status, 400);
  EXPECT_EQ(amal.call("DELETE", "/api/puzzles/attempt").status, 405);
  EXPECT_EQ(amal.post("/api/puzzles/rating", json::object()).status, 405);
  const json now = amal.get("/api/puzzles/rating?game=al-manqala").js();
  EXPECT_EQ(now["player"]["rating"], 1500.0) << "nothing was rated";
  EXPECT_EQ(now["history"], json::array());
}

}  // namespace
}  // namespace manqala_test
