// `manqala archive copy` (server/db/copy.h): an archive moved to the other engine and back is
// served as it was: games, accounts and their sessions, clubs, ratings. On the suite's
// PostgreSQL run that is PostgreSQL to SQLite and back; on its SQLite run, file to file.
#include <filesystem>

#include "players.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

std::string temp_folder() {
  std::string pattern = (std::filesystem::temp_directory_path() / "manqala-copy-XXXXXX").string();
  return mkdtemp(pattern.data());
}

TEST(ArchiveCopy, AnArchiveMovedToTheOtherEngineAndBackIsServedAsItWas) {
  TestServer s;
  const Player amal = enter(s, "Amal"), badr = enter(s, "Badr");
  ASSERT_FALSE(amal.cookie.empty());
  const Reply club = amal.post("/api/clubs", {{"name", "Ruwi Club"}});
  ASSERT_EQ(club.status, 201) << club.body;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  for (int ply = 0; ply < 4; ++ply) {
    const json g = s.get("/api/games/" + id).js()["game"];
    ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", g["legal"][0]}, {"ply", ply}}).status, 200);
  }
  const json before = s.get("/api/games/" + id).js()["game"];
  s.stop();

  const std::string folder = temp_folder();
  // The other engine's archive, then this engine's again.
  const std::string there = on_postgres() ? folder + "/copy.sqlite" : folder + "/copy-1.sqlite";
  const std::string back = test_database(folder);
  ASSERT_EQ(manqala::run_archive_copy(s.db(), there), 0);
  ASSERT_EQ(manqala::run_archive_copy(there, back), 0);
  for (const std::string table : {"games", "moves", "accounts", "sessions", "clubs", "club_members", "ratings"})
    EXPECT_EQ(sql_value(back, "SELECT count(*) FROM " + table), sql_value(s.db(), "SELECT count(*) FROM " + table))
        << table;

  s.move_to(back);
  const json after = s.get("/api/games/" + id).js()["game"];
  EXPECT_EQ(after["position"], before["position"]);
  EXPECT_EQ(after["moves"], before["moves"]);
  EXPECT_EQ(amal.get("/api/account").js()["account"]["name"], "Amal") << "her session came along";
  EXPECT_EQ(s.get("/api/clubs/" + club.js()["club"]["id"].get<std::string>()).js()["club"]["name"], "Ruwi Club");
  const Player carim = enter(s, "Carim");
  ASSERT_FALSE(carim.cookie.empty()) << "a new account gets an id after the copied ones";
  EXPECT_NE(sql_value(s.db(), "SELECT id FROM accounts WHERE name = 'Carim'"),
            sql_value(s.db(), "SELECT id FROM accounts WHERE name = 'Badr'"));
  s.stop();
  std::filesystem::remove_all(folder);
}

TEST(ArchiveCopy, AnArchiveThatHoldsRowsAlreadyIsNotCopiedInto) {
  TestServer s;
  ASSERT_FALSE(enter(s, "Amal").cookie.empty());
  s.stop();
  TestServer other;
  ASSERT_FALSE(enter(other, "Badr").cookie.empty());
  other.stop();
  EXPECT_EQ(manqala::run_archive_copy(s.db(), other.db()), 1);
  EXPECT_EQ(sql_value(other.db(), "SELECT count(*) FROM accounts WHERE name IN ('Amal', 'Badr')"), "1") << "unchanged";
  EXPECT_EQ(manqala::run_archive_copy(s.db(), "/no/such/folder/archive.sqlite"), 1);
}

}  // namespace
}  // namespace manqala_test
