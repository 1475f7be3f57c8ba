// Several servers over one PostgreSQL archive (common/cluster.h, server/cluster/): two servers
// of this process share a schema, as two processes of a site share a database. Skipped in the
// SQLite run: a file has one server.
#include <atomic>
#include <chrono>
#include <thread>

#include "players.h"
#include "sql_value.h"
#include "test_database.h"
#include "test_server.h"

namespace manqala_test {
namespace {

// Two servers, a and b, on one archive.
class Cluster : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!on_postgres()) GTEST_SKIP() << "several servers share a PostgreSQL archive";
    b.move_to(a.db());
  }
  TestServer a, b;
};

struct SharedGame {
  std::string id, token[2];  // south's, north's
  json game;
};

SharedGame shared_friend_game(const TestServer& s, json clock = nullptr) {
  json body = {{"game", "al-manqala"}, {"opponent", "friend"}};
  if (!clock.is_null()) body["clock"] = clock;
  const Reply created = s.post("/api/games", body);
  EXPECT_EQ(created.status, 201) << created.body;
  SharedGame g;
  g.id = created.js()["game"]["id"];
  const Reply joined = s.post("/api/games/" + g.id + "/join", {{"invite", created.js()["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  g.token[0] = created.js()["token"];  // the creator plays south
  g.token[1] = joined.js()["token"];
  g.game = joined.js()["game"];
  return g;
}

// The side to move's first legal move, through `s`.
Reply move_through(const TestServer& s, SharedGame& g) {
  const int side = g.game["to_move"] == "south" ? 0 : 1;
  const Reply r = s.post("/api/games/" + g.id + "/move",
                         {{"token", g.token[side]}, {"move", g.game["legal"][0]}, {"ply", g.game["ply"]}});
  if (r.status == 200) g.game = r.js()["game"];
  return r;
}

template <class Pred>
bool within(Pred done, int timeout_ms = 5000) {
  for (int waited = 0; waited < timeout_ms; waited += 10) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

TEST_F(Cluster, AGameGoesToTheServerAskedForItAndBackWithNothingLost) {
  SharedGame g = shared_friend_game(a);
  ASSERT_EQ(move_through(a, g).status, 200);
  TestSocket watcher(a.port(), "/api/games/" + g.id + "/ws");
  ASSERT_NE(watcher.read().find("\"state\""), std::string::npos);

  // The next move reaches b: a lets the game go, and its watcher is told to connect again.
  const Reply second = move_through(b, g);
  ASSERT_EQ(second.status, 200) << second.body;
  EXPECT_NE(b.whole().games().in_memory(g.id), nullptr);
  EXPECT_TRUE(within([&] { return a.whole().games().in_memory(g.id) == nullptr; }));
  while (!watcher.read(2000).empty()) {
  }
  EXPECT_TRUE(watcher.closed()) << "a's connection to the game was closed";

  // And back to a: every move on the board and in the archive, in order.
  ASSERT_EQ(move_through(a, g).status, 200);
  EXPECT_EQ(g.game["ply"], 3);
  EXPECT_EQ(sql_value(a.db(), "SELECT count(*) FROM moves WHERE game_id = '" + g.id + "'"), "3");
  EXPECT_EQ(sql_value(a.db(), "SELECT count(*) FROM game_owners WHERE game_id = '" + g.id + "'"), "1");
  EXPECT_EQ(b.get("/api/games/" + g.id).js()["game"]["ply"], 3) << "a read through b takes it back, as it is";
}

// A hand-over is no restart: the turn under way goes on being counted, by the next server,
// its grace (the move's animation: room/move_pace.h) included.
TEST_F(Cluster, AHandedOverTurnGoesOnBeingCounted) {
  SharedGame g = shared_friend_game(a, {{"minutes", 1}});
  ASSERT_EQ(move_through(a, g).status, 200);
  ASSERT_EQ(move_through(a, g).status, 200);  // each side's first move: the clocks run from now
  const std::string mover = g.game["to_move"];
  const int64_t left = g.game["clock"][mover + "_ms"], grace = g.game["clock"]["grace_ms"];
  std::this_thread::sleep_for(std::chrono::milliseconds(3000));
  ASSERT_EQ(move_through(b, g).status, 200);
  const int64_t charged = left - g.game["clock"][mover + "_ms"].get<int64_t>();
  EXPECT_GT(charged, 3000 - grace - 300) << "the turn at a was not charged by b (grace " << grace << " ms)";
  EXPECT_LT(charged, 3000 - grace + 1500);
}

// A server that dies is as a restart: the turn under way starts afresh (clock.h).
TEST_F(Cluster, TheGamesOfAServerThatIsGoneAreTakenAtOnceAndItsTimeIsNotCharged) {
  SharedGame g = shared_friend_game(a, {{"minutes", 1}});
  ASSERT_EQ(move_through(a, g).status, 200);
  ASSERT_EQ(move_through(a, g).status, 200);  // each side's first move: the clocks run from now
  const std::string mover = g.game["to_move"];
  const int64_t left = g.game["clock"][mover + "_ms"];

  a.stop();  // its connection and its lock go: the archive still names it the game's holder
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  const auto asked = std::chrono::steady_clock::now();
  ASSERT_EQ(move_through(b, g).status, 200);
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::milliseconds(1000)) << "no lease to wait out";
  const int64_t after = g.game["clock"][mover + "_ms"];
  EXPECT_GT(after, left - 1000) << "the 1.5 s without a server were charged: " << left << " then " << after;
  EXPECT_EQ(sql_value(b.db(), "SELECT count(*) FROM moves WHERE game_id = '" + g.id + "'"), "3");
}

TEST_F(Cluster, AGameNobodyAsksForIsTakenOverAFewSecondsAfterItsServerWent) {
  SharedGame g = shared_friend_game(a, {{"minutes", 1}});
  ASSERT_EQ(move_through(a, g).status, 200);
  a.stop();
  EXPECT_TRUE(within([&] { return b.whole().games().in_memory(g.id) != nullptr; }, 6000))
      << "b's housekeeping adopts the orphan, so that its clock runs on";
}

TEST_F(Cluster, ANoticeReachesAPageConnectedToAnotherServer) {
  const Player amal = enter(a, "amal");
  ASSERT_FALSE(amal.cookie.empty());
  Player on_b = amal;
  on_b.server = &b;
  const auto socket = notices_socket(b, on_b);
  const int64_t account = std::stoll(sql_value(a.db(), "SELECT id FROM accounts WHERE name = 'amal'"));
  a.whole().notices().notify(account, {{"type", "tournament-announcement"}, {"text", "round 2 at six"}});
  EXPECT_NE(socket->read().find("round 2 at six"), std::string::npos);
}

TEST_F(Cluster, AnExclusiveSectionIsOneServersAtATimeAndALeaseOnesUntilItGoes) {
  auto held = a.whole().cluster().exclusive("director");
  std::atomic<bool> entered{false};
  std::thread other([&] {
    const auto mine = b.whole().cluster().exclusive("director");
    entered = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_FALSE(entered) << "b entered while a held it";
  held.reset();
  other.join();
  EXPECT_TRUE(entered);

  EXPECT_TRUE(a.whole().cluster().lease("ticker"));
  EXPECT_FALSE(b.whole().cluster().lease("ticker"));
  EXPECT_TRUE(a.whole().cluster().lease("ticker")) << "kept";
  a.stop();
  EXPECT_TRUE(b.whole().cluster().lease("ticker")) << "the next to ask, once a is gone";
}

// Both migrate under one lock; both make the engine's level accounts, once.
TEST_F(Cluster, TwoServersStartingAtOnceOnANewArchiveBothServe) {
  const std::string db = test_database(std::filesystem::temp_directory_path());  // a new, empty schema
  std::thread other([&] { a.move_to(db); });
  b.move_to(db);
  other.join();
  EXPECT_EQ(a.get("/api/meta").status, 200);
  EXPECT_EQ(b.get("/api/meta").status, 200);
  EXPECT_EQ(sql_value(a.db(), "SELECT count(*) FROM accounts WHERE name = 'manqala-level-1'"), "1");
}

}  // namespace
}  // namespace manqala_test
