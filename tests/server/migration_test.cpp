// Opening archives written by older servers. tests/server/data/archive-v2.sqlite was written
// by `manqala serve` at schema 2 (commit d40b1d1): an engine game in progress, a friend game
// with a clock that ended by resignation, an open listed invitation and an imported game.
// archive-v2.json holds what that server answered (ids, tokens in clear, positions).
#include <gtest/gtest.h>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>

#include "server/common/secrets.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

const std::filesystem::path kData = MANQALA_SERVER_TEST_DATA;


// A test server whose archive starts as a copy of the version 2 file.
class FromVersion2 : public ::testing::Test {
 protected:
  void SetUp() override {
    SQLITE_ONLY();
    std::ifstream in(kData / "archive-v2.json");
    ASSERT_TRUE(in) << "missing " << (kData / "archive-v2.json");
    seen = json::parse(in);
    server.stop();
    std::filesystem::remove(server.db());
    std::filesystem::copy_file(kData / "archive-v2.sqlite", server.db());
    ASSERT_EQ(sql_value(server.db(), "PRAGMA user_version"), "2");
    server.start();
  }
  json game(const std::string& key) { return server.get("/api/games/" + seen[key]["id"].get<std::string>()).js()["game"]; }

  TestServer server;
  json seen;
};

TEST_F(FromVersion2, EveryGameIsKeptAsItWas) {
  EXPECT_EQ(sql_value(server.db(), "PRAGMA user_version"), std::to_string(manqala::kDomainVersions));
  EXPECT_EQ(server.get("/api/games").js()["total"], 4);
  const json engine = game("engine"), friendly = game("friend");
  EXPECT_EQ(engine["position"], seen["engine"]["position"]);
  EXPECT_EQ(engine["ply"], seen["engine"]["ply"]);
  EXPECT_EQ(friendly["position"], seen["friend"]["position"]);
  EXPECT_EQ(friendly["status"], "over");
  EXPECT_EQ(friendly["result"]["reason"], "resigned");
  EXPECT_EQ(friendly["clock"]["initial_ms"], 300000);
  EXPECT_FALSE(friendly["rated"].get<bool>()) << "older games are casual";
  const json imported = game("imported");
  EXPECT_EQ(imported["players"]["south"], "Salim");
  EXPECT_EQ(imported["ply"], 2);
}

TEST_F(FromVersion2, TheTokensAndInvitationsGivenOutStillWorkAndAreStoredAsDigests) {
  const std::string id = seen["engine"]["id"], token = seen["engine"]["token"];
  EXPECT_EQ(sql_value(server.db(), "SELECT south_token FROM games WHERE id = '" + id + "'"), manqala::token_digest(token));
  const json g = game("engine");
  const Reply moved = server.post("/api/games/" + id + "/move", {{"token", token}, {"move", g["legal"][0]}, {"ply", g["ply"]}});
  EXPECT_EQ(moved.status, 200) << moved.body;
  const std::string open = seen["open"]["id"];
  const Reply joined = server.post("/api/games/" + open + "/join", {{"invite", seen["open"]["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(joined.js()["side"], "south");
}

TEST_F(FromVersion2, AccountsWorkOnTheMigratedArchive) {
  const Reply r = server.post("/api/account/register", {{"name", "amal"}, {"password", "a long secret"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(server.get("/api/players/amal").js()["games"].size(), 0u) << "no old game is anyone's";
  server.restart();
  EXPECT_EQ(server.get("/api/players/amal").status, 200);
}

}  // namespace
}  // namespace manqala_test
