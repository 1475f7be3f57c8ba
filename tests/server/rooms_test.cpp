// Rooms (server/room/, issue "One codebase to build on", item 4): one live room per game,
// states that only grow in version, seats kept as digests, a crowd of spectators that costs
// each watcher a few states a second, and an engine move the archive failed to store.
#include <gtest/gtest.h>


#include <future>
#include <thread>

#include "server/common/secrets.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

std::shared_ptr<manqala::Room> open_room(TestServer& s, const std::string& id) {
  std::promise<std::shared_ptr<manqala::Room>> opened;
  s.whole().games().open(id, [&](std::shared_ptr<manqala::Room> room, manqala::RoomAnswer) { opened.set_value(room); });
  return opened.get_future().get();
}

// A room let go while someone still held it (a request under way) used to be built a second
// time by the next request: two rooms, two engines, two clocks for one game.
TEST(ServerRooms, ARoomLetGoWhileHeldIsTakenBackNotBuiltTwice) {
  manqala::ServeConfig c = TestServer::with_max_games(10);
  c.limits.abandoned_s = 1;
  c.limits.sweep_ms = 200;
  TestServer s(c);
  const std::string id = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  auto held = open_room(s, id);
  ASSERT_TRUE(held);
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (s.whole().games().resident() > 0 && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ASSERT_EQ(s.whole().games().resident(), 0u) << "the abandoned room was let go";
  EXPECT_EQ(open_room(s, id), held) << "the same room, not a second one";
  EXPECT_EQ(s.whole().games().resident(), 1u);
}

TEST(ServerRooms, EveryStateHasAVersionThatOnlyGrowsAcrossRestarts) {
  TestServer s;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  uint64_t last = created.js()["game"]["version"];
  for (int ply = 0; ply < 4; ++ply) {
    const json state = s.get("/api/games/" + id).js()["game"];
    EXPECT_GE(state["version"].get<uint64_t>(), last);
    const Reply moved = s.post("/api/games/" + id + "/move", {{"token", token}, {"move", state["legal"][0]}, {"ply", ply}});
    ASSERT_EQ(moved.status, 200);
    EXPECT_GT(moved.js()["game"]["version"].get<uint64_t>(), last) << "a move makes a newer state";
    last = moved.js()["game"]["version"];
  }
  s.restart();
  EXPECT_GT(s.get("/api/games/" + id).js()["game"]["version"].get<uint64_t>(), last) << "after a restart too";
  const Reply other = s.post("/api/games", {{"game", "hawalis"}});
  EXPECT_GT(other.js()["game"]["version"].get<uint64_t>(), last) << "and across games";
}


TEST(ServerRooms, SeatTokensAndInvitationsAreKeptOnlyAsDigests) {
  TestServer s;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"], invite = created.js()["invite"];
  const std::string stored = sql_value(s.db(), "SELECT south_token || north_token || invite FROM games WHERE id = '" + id + "'");
  EXPECT_EQ(stored.find(token), std::string::npos);
  EXPECT_EQ(stored.find(invite), std::string::npos);
  EXPECT_NE(stored.find(manqala::token_digest(token)), std::string::npos);
  // They still work.
  const Reply joined = s.post("/api/games/" + id + "/join", {{"invite", invite}});
  ASSERT_EQ(joined.status, 200);
  EXPECT_EQ(s.post("/api/games/" + id + "/join", {{"invite", invite}}).status, 409);
  const std::string side = joined.js()["side"];
  const std::string mover = side == "south" ? joined.js()["token"].get<std::string>() : token;
  EXPECT_EQ(s.post("/api/games/" + id + "/move", {{"token", mover}, {"move", "a1"}, {"ply", 0}}).status, 200);
}

// 1,061 sockets a second opened and closed on a watched game sent every watcher a state per
// arrival and departure, until each was dropped. Presence alone is shown a few times a second.
TEST(ServerRooms, ACrowdComingAndGoingCostsEachWatcherAFewStatesASecond) {
  TestServer s;
  const std::string id = s.post("/api/games", {{"game", "al-manqala"}}).js()["game"]["id"];
  TestSocket watcher(s.port(), "/api/games/" + id + "/ws");
  ASSERT_FALSE(watcher.read().empty());
  const auto start = std::chrono::steady_clock::now();
  constexpr int kVisits = 150;
  for (int i = 0; i < kVisits; ++i) {
    TestSocket visitor(s.port(), "/api/games/" + id + "/ws");
    visitor.read();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() + 1;
  int states = 0;
  while (!watcher.read(1000).empty()) ++states;
  EXPECT_FALSE(watcher.closed());
  EXPECT_LE(states, static_cast<int>(seconds * 4) + 3) << kVisits * 2 << " arrivals and departures in " << seconds << " s";
  EXPECT_GE(states, 1) << "the last presence is shown";
}

// An engine move lost to a full disk left the game stuck until a restart.
TEST(ServerRooms, AnEngineMoveTheArchiveCouldNotStoreIsStoredOnceItCan) {
  manqala::ServeConfig c = TestServer::with_max_games(10);
  c.room.engine_ms = 1500;
  TestServer s(c);
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"level", 10}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", "a1"}, {"ply", 0}}).status, 200);
  s.whole().database().refuse_writes(true);  // the engine is still thinking
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  json state = s.get("/api/games/" + id).js()["game"];
  EXPECT_EQ(state["ply"], 1) << "not shown before it is stored";
  EXPECT_EQ(state["thinking"], true) << "the engine's move waits to be stored";
  s.whole().database().refuse_writes(false);
  state = s.wait_for(id, [](const json& g) { return g["ply"] == 2; }, 10000);
  EXPECT_EQ(state["ply"], 2) << "stored and shown once the archive takes writes again";
  EXPECT_EQ(state["thinking"], false);
  manqala::Database db(s.db());
  EXPECT_EQ(manqala::Archive::open(db)->load(id)->moves.size(), 2u);
}

}  // namespace
}  // namespace manqala_test
