// The course's progress kept with an account (docs/learn.md, docs/web-api.md "Learn"): the best
// stars of each stage, read back in another browser; guests, a missing CSRF token and bad
// fields refused, nothing kept.
#include <gtest/gtest.h>

#include "players.h"
#include "test_server.h"

namespace manqala_test {
namespace {

TEST(Learn, KeepsEachStagesBestStarsForTheAccount) {
  TestServer s;
  const Player amal = enter(s, "amal");
  ASSERT_FALSE(amal.cookie.empty());
  EXPECT_EQ(amal.get("/api/learn/progress").js()["progress"], json::object()) << "nothing done yet";
  ASSERT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "relay"}, {"stars", 2}}).status, 200);
  // More stars replace fewer; fewer never replace more.
  const Reply more = amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "relay"}, {"stars", 3}});
  ASSERT_EQ(more.status, 200) << more.body;
  EXPECT_EQ(more.js()["progress"]["hawalis"]["relay"], 3);
  EXPECT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "relay"}, {"stars", 1}}).js()["progress"]["hawalis"]["relay"], 3);
  ASSERT_EQ(amal.post("/api/learn/progress", {{"game", "al-manqala"}, {"stage", "one-lap"}, {"stars", 1}}).status, 200);
  // Another browser of the same account sees it all; another account nothing.
  const Player again = enter(s, "amal", "login");
  EXPECT_EQ(again.get("/api/learn/progress").js()["progress"], (json{{"hawalis", {{"relay", 3}}}, {"al-manqala", {{"one-lap", 1}}}}));
  EXPECT_EQ(enter(s, "badr").get("/api/learn/progress").js()["progress"], json::object());
}

TEST(Learn, RefusesGuestsForgedRequestsAndBadFields) {
  TestServer s;
  EXPECT_EQ(s.get("/api/learn/progress").status, 401);
  EXPECT_EQ(s.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "relay"}, {"stars", 3}}).status, 401);
  const Player amal = enter(s, "amal");
  EXPECT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "relay"}, {"stars", 3}}, false).status, 403)
      << "a change without the CSRF token";
  for (const json& bad : {json{{"game", "chess"}, {"stage", "relay"}, {"stars", 3}},
                          json{{"game", "hawalis"}, {"stage", "Relay!"}, {"stars", 3}},
                          json{{"game", "hawalis"}, {"stage", std::string(41, 'a')}, {"stars", 3}},
                          json{{"game", "hawalis"}, {"stage", ""}, {"stars", 3}},
                          json{{"game", "hawalis"}, {"stage", "relay"}, {"stars", 4}},
                          json{{"game", "hawalis"}, {"stage", "relay"}, {"stars", 0}},
                          json{{"game", "hawalis"}, {"stage", "relay"}, {"stars", "3"}},
                          json{{"game", "hawalis"}, {"stage", "relay"}}})
    EXPECT_EQ(amal.post("/api/learn/progress", bad).status, 400) << bad.dump();
  EXPECT_EQ(amal.call("DELETE", "/api/learn/progress").status, 405);
  EXPECT_EQ(amal.get("/api/learn/progress").js()["progress"], json::object()) << "nothing was kept";
}

TEST(Learn, AnAccountKeepsABoundedNumberOfStages) {
  TestServer s;
  const Player amal = enter(s, "amal");
  for (int i = 0; i < 500; ++i)
    ASSERT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "s" + std::to_string(i)}, {"stars", 1}}).status, 200) << i;
  EXPECT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "one-more"}, {"stars", 3}}).status, 400);
  EXPECT_EQ(amal.post("/api/learn/progress", {{"game", "hawalis"}, {"stage", "s7"}, {"stars", 3}}).status, 200)
      << "a stage it has may still gain stars";
  EXPECT_EQ(amal.get("/api/learn/progress").js()["progress"]["hawalis"].size(), 500u);
}

}  // namespace
}  // namespace manqala_test
