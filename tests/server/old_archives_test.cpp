// Opening an archive of each earlier schema: it is upgraded in place to the schema a new
// archive has, every domain at its version, and what it held still works. The archives, in
// tests/server/data/ (make_old_archives.py says how each was made): archive-v1.sql and
// archive-v3.sql hold the games of archive-v2.sqlite as servers of schemas 1 and 3 kept them;
// archive-v4.sql, the last schema with one version for the whole archive, was written by a
// server of schema 4 with accounts, ratings, a club, a tournament, a review and the explorer's
// index (archive-v4.json: what that server answered).
#include <gtest/gtest.h>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "players.h"
#include "server/common/secrets.h"
#include "server/db/migrations.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

const std::filesystem::path kDataDir = MANQALA_SERVER_TEST_DATA;

json read_json(const std::string& name) {
  std::ifstream in(kDataDir / name);
  return json::parse(in, nullptr, false);
}

// Every table and index of the file with its SQL, one a line.
std::string schema_of(const std::string& db) {
  sqlite3* h = nullptr;
  sqlite3_open(db.c_str(), &h);
  sqlite3_stmt* st = nullptr;
  std::string out;
  sqlite3_prepare_v2(h, "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name", -1,
                     &st, nullptr);
  while (sqlite3_step(st) == SQLITE_ROW)
    for (int c = 0; c < 3; ++c) out += std::string(reinterpret_cast<const char*>(sqlite3_column_text(st, c))) + "\n";
  sqlite3_finalize(st);
  sqlite3_close(h);
  return out;
}

// A test server whose archive starts as one written by an older server.
class OldArchive : public ::testing::Test {
 protected:
  void SetUp() override { SQLITE_ONLY(); }
  // `name`: an SQLite file, or an SQL dump (.sql) of one.
  void open(const std::string& name, int version) {
    server.stop();
    std::filesystem::remove(server.db());
    if (name.ends_with(".sql")) {
      std::stringstream dump;
      dump << std::ifstream(kDataDir / name).rdbuf();
      sqlite3* h = nullptr;
      ASSERT_EQ(sqlite3_open(server.db().c_str(), &h), SQLITE_OK);
      ASSERT_EQ(sqlite3_exec(h, dump.str().c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
      sqlite3_close(h);
    } else {
      std::filesystem::copy_file(kDataDir / name, server.db());
    }
    ASSERT_EQ(sql_value(server.db(), "PRAGMA user_version"), std::to_string(version));
    server.start();
  }
  json game(const std::string& id) const { return server.get("/api/games/" + id).js()["game"]; }
  // The upgraded archive has exactly the tables, columns and indexes of a new one, and each
  // domain's version.
  void expect_upgraded() const {
    EXPECT_EQ(sql_value(server.db(), "PRAGMA user_version"), std::to_string(manqala::kDomainVersions));
    const TestServer fresh;
    EXPECT_EQ(schema_of(server.db()), schema_of(fresh.db()));
    for (const char* domain : {"games", "accounts", "ratings", "clubs", "tournaments", "study"}) {
      const std::string version = "SELECT version FROM schema_versions WHERE domain = '" + std::string(domain) + "'";
      EXPECT_EQ(sql_value(server.db(), version), sql_value(fresh.db(), version)) << domain;
      EXPECT_NE(sql_value(fresh.db(), version), "") << domain;
    }
  }
  // The guest's engine game of archive-v2.json: as it was, and its token still moves.
  void expect_engine_game_plays(const json& seen) const {
    const json g = game(seen["id"]);
    EXPECT_EQ(g["position"], seen["position"]);
    EXPECT_EQ(g["ply"], seen["ply"]);
    const Reply moved =
        server.post("/api/games/" + seen["id"].get<std::string>() + "/move",
                    {{"token", seen["token"]}, {"move", g["legal"][0]}, {"ply", g["ply"]}});
    EXPECT_EQ(moved.status, 200) << moved.body;
  }

  TestServer server;
};

TEST_F(OldArchive, Version1KeepsItsGamesAndTheirTokens) {
  open("archive-v1.sql", 1);
  expect_upgraded();
  const json seen = read_json("archive-v2.json");
  EXPECT_EQ(server.get("/api/games").js()["total"], 2) << "an engine game and an import: no friend games in schema 1";
  EXPECT_EQ(sql_value(server.db(), "SELECT south_token FROM games WHERE id = '" + seen["engine"]["id"].get<std::string>() + "'"),
            manqala::token_digest(seen["engine"]["token"])) << "the token in clear became its digest";
  expect_engine_game_plays(seen["engine"]);
  const json imported = game(seen["imported"]["id"]);
  EXPECT_EQ(imported["players"]["south"], "Salim");
  EXPECT_EQ(imported["ply"], 2);
  EXPECT_EQ(imported["opponent"], "people") << "an import between two named players was never against the engine";
  EXPECT_EQ(game(seen["engine"]["id"])["opponent"], "engine");
}

TEST_F(OldArchive, Version2IsUpgradedToTheSchemaOfANewArchive) {
  open("archive-v2.sqlite", 2);  // the games themselves: migration_test.cpp
  expect_upgraded();
}

TEST_F(OldArchive, Version3KeepsItsGamesInvitationsAndStartCount) {
  open("archive-v3.sql", 3);
  expect_upgraded();
  const json seen = read_json("archive-v2.json");
  EXPECT_EQ(server.get("/api/games").js()["total"], 4);
  expect_engine_game_plays(seen["engine"]);
  const json friendly = game(seen["friend"]["id"]);
  EXPECT_EQ(friendly["position"], seen["friend"]["position"]);
  EXPECT_EQ(friendly["result"]["reason"], "resigned");
  const Reply joined = server.post("/api/games/" + seen["open"]["id"].get<std::string>() + "/join",
                                   {{"invite", seen["open"]["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(friendly["version"].get<uint64_t>() >> 32, 4u) << "three starts before, this the fourth";
}

class FromVersion4 : public OldArchive {
 protected:
  void SetUp() override {
    SQLITE_ONLY();
    seen = read_json("archive-v4.json");
    ASSERT_TRUE(seen.is_object());
    open("archive-v4.sql", 4);
  }
  std::string id(const char* what) const { return seen[what]["id"]; }
  json seen;
};

TEST_F(FromVersion4, IsUpgradedToTheSchemaOfANewArchive) { expect_upgraded(); }

TEST_F(FromVersion4, GamesKeepTheirStateAndTokens) {
  EXPECT_EQ(server.get("/api/games").js()["total"], 5);
  expect_engine_game_plays(seen["engine"]);
  const json rated = game(id("rated"));
  EXPECT_EQ(rated["position"], seen["rated"]["position"]);
  EXPECT_EQ(rated["result"]["reason"], "resigned");
  EXPECT_TRUE(rated["rated"].get<bool>());
  EXPECT_EQ(rated["players"]["south"], "amal");
  const Reply joined = server.post("/api/games/" + id("open") + "/join", {{"invite", seen["open"]["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
}

TEST_F(FromVersion4, AccountsLogInAndKeepTheirRatingsAndHistory) {
  for (const char* name : {"amal", "badr"}) {
    const Player p = enter(server, name, "login", seen["accounts"][name]);
    ASSERT_FALSE(p.cookie.empty()) << name << " logs in with the password of schema 4";
    const json page = p.get("/api/players/" + std::string(name)).js();
    EXPECT_EQ(page["ratings"], seen["ratings"][name]["ratings"]) << name;
    EXPECT_EQ(page["history"], seen["ratings"][name]["history"]) << name;
    EXPECT_EQ(page["clubs"].size(), 1u) << name;
    EXPECT_EQ(p.post("/api/games/" + id("rated") + "/seat").status, 200) << "the seat key is kept";
  }
  EXPECT_EQ(server.get("/api/leaderboard?game=hawalis&club=" + id("club")).js(), seen["leaderboard"]);
}

TEST_F(FromVersion4, TheClubAndItsTournamentAreKept) {
  const Player amal = enter(server, "amal", "login", seen["accounts"]["amal"]);
  const json club = amal.get("/api/clubs/" + id("club")).js()["club"];
  EXPECT_EQ(club["name"], seen["club"]["name"]);
  EXPECT_EQ(club["member_list"].size(), 2u);
  EXPECT_EQ(club["invite"], seen["club"]["invite"]) << "the clubs key is kept";
  ASSERT_EQ(club["tournaments"].size(), 1u);
  EXPECT_EQ(club["tournaments"][0]["id"], id("tournament"));
  const json t = server.get("/api/tournaments/" + id("tournament")).js()["tournament"];
  EXPECT_EQ(t["status"], "finished");
  // The standings as that version showed them, but for their tie-breaks: those are now the
  // tournament's C.07 list, a round robin's default SB,DE,WIN (its SB the same as the old
  // Sonneborn-Berger column; DE not applied, nobody tied on points).
  EXPECT_EQ(t["tiebreaks"], json({"SB", "DE", "WIN"}));
  const json& before = seen["tournament"]["standings"];
  ASSERT_EQ(t["standings"].size(), before.size());
  for (std::size_t i = 0; i < before.size(); ++i) {
    json now = t["standings"][i], then = before[i];
    ASSERT_TRUE(then.contains("sonneborn_berger")) << then.dump();
    EXPECT_EQ(std::stod(now["tiebreaks"][0].get<std::string>()), then["sonneborn_berger"].get<double>()) << now.dump();
    now.erase("tiebreaks");
    then.erase("sonneborn_berger");
    EXPECT_EQ(now, then);
  }
  EXPECT_EQ(t["round_list"][0]["boards"][0]["game"], seen["tournament"]["game"]);
}

TEST_F(FromVersion4, TheReviewAndTheExplorerIndexAreKept) {
  const Reply review = server.get("/api/games/" + id("imported") + "/review");
  EXPECT_EQ(review.status, 200) << "stored, not searched again: " << review.body;
  EXPECT_EQ(review.js(), seen["imported"]["review"]);
  const json explorer = seen["imported"]["explorer"];
  EXPECT_EQ(server.post("/api/explorer", {{"game", "al-manqala"}, {"position", explorer["position"]}}).js(), explorer);
}

TEST(NewerArchive, AnArchiveOfANewerSchemaOrWithANewerDomainIsRefused) {
  TestServer s;
  s.stop();
  const auto set = [&](const std::string& sql) { sql_exec(s.db(), sql); };
  set("UPDATE schema_versions SET version = version + 1 WHERE domain = 'clubs'");
  try {
    manqala::Database db(s.db());
    manqala::migrate(db, manqala::server_schemas());
    ADD_FAILURE() << "a newer clubs domain was opened";
  } catch (const manqala::DatabaseError& e) {
    EXPECT_NE(std::string(e.what()).find("clubs tables have version 5, newer than this manqala (4)"), std::string::npos)
        << e.what();
  }
  if (on_postgres()) return;  // a PostgreSQL archive has only its domains' versions
  set("UPDATE schema_versions SET version = version - 1 WHERE domain = 'clubs'; PRAGMA user_version = 6");
  EXPECT_THROW(manqala::open_archive(s.db()), manqala::DatabaseError);
}

}  // namespace
}  // namespace manqala_test
