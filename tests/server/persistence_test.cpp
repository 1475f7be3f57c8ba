// The archive: every accepted move is stored before it is answered, and a restarted server
// carries on every game where it was.
#include <gtest/gtest.h>

#include <sqlite3.h>

#include "test_server.h"

namespace manqala_test {
namespace {

TEST(ServerArchive, EveryAcceptedMoveIsInTheArchiveWhenTheAnswerComes) {
  TestServer s;
  Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  std::vector<std::string> played;
  for (int ply = 0; ply < 6; ++ply) {
    json state = s.get("/api/games/" + id).js()["game"];
    const std::string pit = state["legal"][ply % state["legal"].size()];
    ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", pit}, {"ply", ply}}).status, 200);
    played.push_back(pit);
    // Read the file with a connection of our own, as another process would.
    manqala::Database db(s.db());
    auto stored = manqala::Archive::open(db)->load(id);
    ASSERT_TRUE(stored);
    ASSERT_EQ(stored->moves.size(), played.size());
    EXPECT_EQ(stored->moves.back().move, pit);
  }
}

TEST(ServerArchive, ARestartedServerResumesUnfinishedGames) {
  TestServer s;
  Reply created = s.post("/api/games", {{"game", "hawalis"}, {"level", 1}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  int ply = 0;
  for (int i = 0; i < 3; ++i) {
    json state = s.wait_for(id, [&](const json& g) { return g["ply"] == ply && !g["thinking"].get<bool>(); });
    if (state["status"] == "over") break;
    ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", state["legal"][0]}, {"ply", ply}}).status, 200);
    ply += 2;
  }
  json before = s.wait_for(id, [&](const json& g) { return g["ply"] == ply || g["status"] == "over"; });
  const uint16_t port = s.port();
  s.restart();
  ASSERT_EQ(s.port(), port);
  json after = s.get("/api/games/" + id).js()["game"];
  EXPECT_EQ(after["position"], before["position"]);
  EXPECT_EQ(after["moves"], before["moves"]);
  EXPECT_EQ(after["last"], before["last"]) << "the last move can still be animated";
  EXPECT_EQ(s.get("/api/games?status=ongoing").js()["total"], before["status"] == "ongoing" ? 1 : 0);
  if (after["status"] == "ongoing") {  // the seat's token still works, and play goes on
    Reply r = s.post("/api/games/" + id + "/move", {{"token", token}, {"move", after["legal"][0]}, {"ply", ply}});
    EXPECT_EQ(r.status, 200) << r.body;
    json next = s.wait_for(id, [&](const json& g) { return g["ply"] == ply + 2 || g["status"] == "over"; });
    EXPECT_TRUE(next["ply"] == ply + 2 || next["status"] == "over");
  }
}

TEST(ServerArchive, AnEngineToMoveThinksAgainAfterARestart) {
  TestServer s;
  // A game stored with the engine to move, as a server killed while it thought leaves it.
  manqala::StoredGame g;
  g.id = "00000000000000aa";
  g.game = "al-manqala";
  g.options = "seeds=7";
  g.south = "human";
  g.north = "engine";
  g.south_token = std::string(32, 'a');
  g.level = 1;
  g.moves = {{"a1", 900}};
  s.archive().create(g);
  json state = s.wait_for(g.id, [](const json& x) { return x["ply"] == 2 || x["status"] == "over"; });
  EXPECT_TRUE(state["ply"] == 2 || state["status"] == "over") << state;
  EXPECT_EQ(state["moves"][0]["ms"], 900);
}

TEST(ServerArchive, FinishedGamesKeepTheirResultAcrossARestart) {
  TestServer s;
  Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  s.post("/api/games/" + id + "/move", {{"token", token}, {"move", "a1"}, {"ply", 0}});
  ASSERT_EQ(s.post("/api/games/" + id + "/share", {{"token", token}}).js()["accepted"], true);
  json before = s.get("/api/games/" + id).js()["game"];
  s.restart();
  json after = s.get("/api/games/" + id).js()["game"];
  EXPECT_EQ(after["result"], before["result"]);
  EXPECT_EQ(after["captured"], before["captured"]);
  EXPECT_EQ(s.get("/api/games/" + id + "/replay").js()["frames"].back()["captured"], before["captured"]);
}

TEST(ServerArchive, TheFileIsInWalModeWithAVersionedSchema) {
  SQLITE_ONLY();
  TestServer s;
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(s.db().c_str(), &db), SQLITE_OK);
  auto one = [&](const char* sql) {
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &st, nullptr);
    sqlite3_step(st);
    std::string v = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    return v;
  };
  EXPECT_EQ(one("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(one("PRAGMA user_version"), std::to_string(manqala::kDomainVersions));
  // A file from a newer manqala is refused rather than damaged.
  sqlite3_exec(db, "PRAGMA user_version = 99", nullptr, nullptr, nullptr);
  sqlite3_close(db);
  EXPECT_THROW(manqala::open_archive(s.db()), manqala::DatabaseError);
}

TEST(ServerArchive, AFileThatIsNotADatabaseIsRefusedClearly) {
  const std::string path = "/tmp/manqala-not-a-db-" + std::to_string(::getpid());
  FILE* f = std::fopen(path.c_str(), "w");
  std::fputs("this is not a database, just some text that is long enough to have a header", f);
  std::fclose(f);
  EXPECT_THROW(manqala::Database{path}, manqala::DatabaseError);
  std::remove(path.c_str());
  EXPECT_THROW(manqala::Database{"/no/such/folder/archive.sqlite"}, manqala::DatabaseError);
}

}  // namespace
}  // namespace manqala_test
