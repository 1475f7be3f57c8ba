// Limits that degrade one abuser, not everyone (issue "The server under attack", items 2, 5
// and 7): the cap on games in progress, games abandoned and let go, per-client quotas, and
// the engine's work shared, bounded and refused where it must not be given.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "test_server.h"

namespace manqala_test {
namespace {

manqala::ServeConfig small(int max_games) {
  manqala::ServeConfig c = TestServer::with_max_games(max_games);
  c.limits.abandoned_s = 1;
  c.limits.sweep_ms = 200;
  return c;
}

std::string game_id_of(const Reply& r) { return r.js()["game"]["id"]; }

// 400 creations in a moment used to lock everyone out for good: abandoned games never went.
TEST(ServerLimits, AbandonedGamesLeaveTheCapAndCanStillBeResumed) {
  TestServer s(small(3));
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) {
    const Reply r = s.post("/api/games", {{"game", "al-manqala"}, {"level", 1}});
    ASSERT_EQ(r.status, 201) << r.body;
    ids.push_back(game_id_of(r));
  }
  const Reply full = s.post("/api/games", {{"game", "al-manqala"}});
  EXPECT_EQ(full.status, 503) << full.body;
  EXPECT_NE(full.js()["error"].get<std::string>().find("limit"), std::string::npos);
  // Untouched for a second and watched by nobody, they leave memory and stop counting.
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(s.post("/api/games", {{"game", "al-manqala"}}).status, 201);
  // An abandoned game is still there, from the archive, and counts again once opened.
  const Reply back = s.get("/api/games/" + ids[0]);
  ASSERT_EQ(back.status, 200);
  EXPECT_EQ(back.js()["game"]["status"], "ongoing");
}

TEST(ServerLimits, AWatchedGameIsNotLetGo) {
  TestServer s(small(1));
  const std::string id = game_id_of(s.post("/api/games", {{"game", "al-manqala"}}));
  TestSocket watcher(s.port(), "/api/games/" + id + "/ws");
  ASSERT_FALSE(watcher.read().empty());
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(s.post("/api/games", {{"game", "al-manqala"}}).status, 503) << "the watched game still counts";
}

// Per-client limits: a reverse proxy on this machine names the client in X-Forwarded-For.
TEST(ServerLimits, OneClientsCreationsAreLimitedNotOthers) {
  manqala::ServeConfig c = TestServer::with_max_games(100);
  c.limits.creates_per_minute = 2;  // bursts of 4
  c.limits.max_games_per_client = 50;
  TestServer s(c);
  const json body = {{"game", "al-manqala"}};
  for (int i = 0; i < 4; ++i) EXPECT_EQ(s.post_as("203.0.113.7", "/api/games", body).status, 201);
  const Reply over = s.post_as("203.0.113.7", "/api/games", body);
  EXPECT_EQ(over.status, 429) << over.body;
  EXPECT_EQ(s.post_as("198.51.100.2", "/api/games", body).status, 201) << "another client is served";
}

TEST(ServerLimits, OneClientHasAtMostItsShareOfGamesInProgress) {
  manqala::ServeConfig c = TestServer::with_max_games(100);
  c.limits.max_games_per_client = 2;
  TestServer s(c);
  const json body = {{"game", "hawalis"}};
  EXPECT_EQ(s.post_as("203.0.113.7", "/api/games", body).status, 201);
  EXPECT_EQ(s.post_as("203.0.113.7", "/api/games", body).status, 201);
  EXPECT_EQ(s.post_as("203.0.113.7", "/api/games", body).status, 429);
  EXPECT_EQ(s.post_as("198.51.100.2", "/api/games", body).status, 201);
}

TEST(ServerLimits, ImportsAreLimitedPerClientAndDoNotTakeGamesInProgress) {
  manqala::ServeConfig c = TestServer::with_max_games(1);
  c.limits.imports_per_minute = 1;  // bursts of 2
  TestServer s(c);
  const json record = {{"game", "al-manqala"}, {"moves", json::array({"a1"})}};
  auto import_as = [&](const std::string& client) {
    return s.request("POST", "/api/import", record.dump(), "application/json", {{"X-Forwarded-For", client}});
  };
  EXPECT_EQ(import_as("203.0.113.7").status, 201);
  const std::string imported = import_as("203.0.113.7").js()["id"];
  EXPECT_EQ(import_as("203.0.113.7").status, 429);
  EXPECT_EQ(import_as("198.51.100.2").status, 201);
  // An imported game opened for replay is not a game in progress: the one place is free.
  ASSERT_EQ(s.get("/api/games/" + imported).status, 200);
  EXPECT_EQ(s.post("/api/games", {{"game", "al-manqala"}}).status, 201);
}

// A flood of evaluations of one game costs one search: one analysis serves every asker at
// the same state of the game, and another game's engine is not held up.
TEST(ServerLimits, AnEvaluationFloodCostsOneSearch) {
  TestServer s;
  const std::string id = game_id_of(s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}}));
  const uint64_t before = s.whole().engine().tasks_run();
  std::atomic<bool> flooding{true};
  std::thread flood([&] {
    while (flooding) EXPECT_EQ(s.get("/api/games/" + id + "/eval").status, 200);
  });
  // Meanwhile another game's engine answers as usual.
  const Reply other = s.post("/api/games", {{"game", "al-manqala"}, {"human", "north"}, {"level", 2}});
  const auto start = std::chrono::steady_clock::now();
  const json moved = s.wait_for(game_id_of(other), [](const json& g) { return g["ply"] == 1; });
  const auto waited = std::chrono::steady_clock::now() - start;
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  flooding = false;
  flood.join();
  EXPECT_EQ(moved["ply"], 1);
  EXPECT_LT(waited, std::chrono::seconds(2)) << "the other game's engine reply";
  EXPECT_LE(s.whole().engine().tasks_run() - before, 3u) << "one analysis for the flood, one move for the other game";
  const json eval = s.get("/api/games/" + id + "/eval").js();
  EXPECT_EQ(eval["ply"], 0) << "an answer says which ply it is about";
}

// Exporting a game between two people in progress and importing it gave the engine's analysis
// of it by another route.
TEST(ServerLimits, NoEngineAnalysisOfAnUnfinishedImportedGame) {
  TestServer s;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}});
  const std::string id = game_id_of(created);
  const Reply joined = s.post("/api/games/" + id + "/join", {{"invite", created.js()["invite"]}});
  ASSERT_EQ(joined.status, 200);
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", created.js()["token"]}, {"move", "a1"}, {"ply", 0}}).status,
            200);
  EXPECT_EQ(s.get("/api/games/" + id + "/eval").status, 409);
  const Reply exported = s.get("/api/games/" + id + "/export");
  ASSERT_EQ(exported.status, 200);
  const Reply imported = s.request("POST", "/api/import", exported.body);
  ASSERT_EQ(imported.status, 201) << imported.body;
  const Reply eval = s.get("/api/games/" + imported.js()["id"].get<std::string>() + "/eval");
  EXPECT_EQ(eval.status, 409) << eval.body;
  const Reply from_start = s.request(
      "POST", "/api/import", json{{"game", "al-manqala"}, {"start", "7,7,7,7,7,7,0/8,8,8,8,8,8,8 N 0 0"}, {"moves", json::array()}}.dump());
  ASSERT_EQ(from_start.status, 201) << from_start.body;
  EXPECT_EQ(s.get("/api/games/" + from_start.js()["id"].get<std::string>() + "/eval").status, 409);
}

}  // namespace
}  // namespace manqala_test
