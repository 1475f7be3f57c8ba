// Names in every script over HTTP (issue 29, item 4): accounts and clubs with Arabic names,
// found by their percent-encoded addresses and by another case; a look-alike of a taken name
// refused with its code and the name it looks like; two look-alike accounts of an archive from
// before the rule kept, and new ones refused.
#include <gtest/gtest.h>


#include "players.h"
#include "sql_value.h"

namespace manqala_test {
namespace {

// "سالم" percent-encoded, as a page's address or fetch() carries it.
const std::string kSalim = "سالم", kSalimInAddress = "%D8%B3%D8%A7%D9%84%D9%85";

TEST(NameRoutes, AnArabicAccountIsRegisteredAndFoundByItsAddress) {
  TestServer s;
  const Player salim = enter(s, kSalim);
  ASSERT_FALSE(salim.cookie.empty()) << s.post("/api/account/register", {{"name", "نادر"}, {"password", "a long secret"}}).body;
  const Reply profile = s.get("/api/players/" + kSalimInAddress);
  ASSERT_EQ(profile.status, 200) << profile.body;
  EXPECT_EQ(profile.js()["name"], kSalim);
  EXPECT_EQ(enter(s, kSalim, "login").name, kSalim);
  EXPECT_FALSE(enter(s, kSalim, "login").cookie.empty()) << "logs in by the Arabic name";
}

TEST(NameRoutes, AnotherCaseFindsTheSamePlayer) {
  TestServer s;
  ASSERT_FALSE(enter(s, "Salim").cookie.empty());
  EXPECT_EQ(s.get("/api/players/salim").js()["name"], "Salim");
  EXPECT_EQ(s.get("/api/players/SALIM").js()["name"], "Salim");
  const Reply in = s.post("/api/account/login", {{"name", "salim"}, {"password", "a long secret"}});
  ASSERT_EQ(in.status, 200) << in.body;
  EXPECT_EQ(in.js()["account"]["name"], "Salim") << "the name as registered";
}

TEST(NameRoutes, ALookAlikeOfATakenNameIsRefusedWithItsCodeAndTheName) {
  TestServer s;
  ASSERT_FALSE(enter(s, "Salim").cookie.empty());
  ASSERT_FALSE(enter(s, "علي").cookie.empty());
  const auto refusal = [&](const std::string& name) {
    return s.post("/api/account/register", {{"name", name}, {"password", "another long secret"}});
  };
  Reply r = refusal("salim");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.js()["code"], "name-taken");
  EXPECT_EQ(r.js()["name"], "Salim");
  for (const char* alike : {"SaIim", "Sa1im", "ЅаІіm"}) {
    r = refusal(alike);
    EXPECT_EQ(r.status, alike == std::string("ЅаІіm") ? 400 : 409) << alike << ": " << r.body;
    EXPECT_EQ(r.js()["code"], alike == std::string("ЅаІіm") ? "name-mixed" : "name-looks-like") << alike;
  }
  r = refusal("Sa1im");
  EXPECT_EQ(r.js()["name"], "Salim");
  r = refusal("علی");  // the Persian yeh
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.js()["code"], "name-looks-like");
  EXPECT_EQ(r.js()["name"], "علي");
  r = refusal("سا\u200Dلم");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.js()["code"], "name-invisible");
  EXPECT_EQ(s.get("/api/players/Sa1im").js()["name"], "Salim") << "a look-alike address finds the one account";
}

TEST(NameRoutes, ClubsWithArabicNamesAndTheirLookAlikes) {
  TestServer s;
  const Player salim = enter(s, kSalim), amal = enter(s, "amal");
  const Reply made = salim.post("/api/clubs", {{"name", "نادي روي للحواليس"}});
  ASSERT_EQ(made.status, 201) << made.body;
  const std::string id = made.js()["club"]["id"];
  EXPECT_EQ(s.get("/api/clubs/" + id).js()["club"]["name"], "نادي روي للحواليس");
  EXPECT_EQ(s.get("/api/clubs/" + id).js()["club"]["owner"], kSalim);
  Reply r = amal.post("/api/clubs", {{"name", "نادى روى للحواليس"}});
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.js()["code"], "club-name-looks-like");
  EXPECT_EQ(r.js()["name"], "نادي روي للحواليس");
  ASSERT_EQ(amal.post("/api/clubs", {{"name", "Manah Seeds"}}).status, 201);
  r = salim.post("/api/clubs", {{"name", "MANAH SEEDS"}});
  EXPECT_EQ(r.js()["code"], "club-name-taken");
  r = salim.post("/api/clubs", {{"name", "Manah  Seeds"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.js()["code"], "club-name-spaces");
  r = salim.post("/api/clubs/" + id + "/edit", {{"name", "rnanah seeds"}});
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.js()["code"], "club-name-looks-like");
  EXPECT_EQ(r.js()["name"], "Manah Seeds");
  EXPECT_EQ(salim.post("/api/clubs/" + id + "/edit", {{"name", "نادي روي"}}).status, 200);
  EXPECT_EQ(salim.post("/api/clubs/" + id + "/edit", {{"name", "نادی روی"}}).status, 200) << "its own name, another yeh";
}

// An archive from before the rule may hold two names that look alike (Salim and SaIim were two
// names then). The migration keeps both, each logs in and is found by its exact name, and a
// new look-alike of either is refused.
TEST(NameRoutes, TwoOldLookAlikesAreKeptAndNewOnesRefused) {
  SQLITE_ONLY();  // names from before their keys: only SQLite archives are that old
  TestServer s;
  ASSERT_FALSE(enter(s, "Salim").cookie.empty());
  const std::string hash = sql_value(s.db(), "SELECT password FROM accounts WHERE name = 'Salim'");
  s.stop();
  const std::string back =
      "DROP INDEX accounts_by_name_key; ALTER TABLE accounts DROP COLUMN name_key;"
      "UPDATE schema_versions SET version = 2 WHERE domain = 'accounts';"
      "INSERT INTO accounts (name, password, created) VALUES ('SaIim', '" + hash + "', '2025-01-01T00:00:00Z');";
  sql_exec(s.db(), back);
  s.start();
  EXPECT_EQ(sql_value(s.db(), "SELECT version FROM schema_versions WHERE domain = 'accounts'"), "4");
  EXPECT_EQ(s.get("/api/players/SaIim").js()["name"], "SaIim");
  EXPECT_EQ(s.get("/api/players/Salim").js()["name"], "Salim");
  EXPECT_EQ(enter(s, "SaIim", "login").name, "SaIim");
  EXPECT_FALSE(enter(s, "SaIim", "login").cookie.empty());
  const Reply r = s.post("/api/account/register", {{"name", "Sa1im"}, {"password", "another long secret"}});
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.js()["code"], "name-looks-like");
}

// Look-alikes that registered once (issue 45): with "Karimwgq" taken, a dotted i and an IPA
// r; with "Fiona" taken, a fullwidth F. Each is refused with the rule it breaks.
TEST(NameRoutes, LookAlikesOfTakenNamesAreRefused) {
  TestServer s;
  ASSERT_FALSE(enter(s, "Karimwgq").cookie.empty());
  ASSERT_FALSE(enter(s, "Fiona").cookie.empty());
  for (const auto& [alike, code] : {std::pair{"Kari\u0307mwgq", "name-hidden-mark"}, std::pair{"Ka\u027Eimwgq", "name-uncommon"},
                                     std::pair{"\uFF26iona", "name-uncommon"}}) {
    const Reply r = s.post("/api/account/register", {{"name", alike}, {"password", "another long secret"}});
    EXPECT_EQ(r.status, 400) << alike << ": " << r.body;
    EXPECT_EQ(r.js()["code"], code) << alike;
  }
  // A name that only looks like one taken is refused by its key, and names the one taken.
  const Reply looks = s.post("/api/account/register", {{"name", "FIONA"}, {"password", "another long secret"}});
  EXPECT_EQ(looks.status, 409) << looks.body;
}

// A tournament's name had 3 to 80 bytes: 41 Arabic letters were too many.
TEST(NameRoutes, ATournamentsNameIsCountedInCharacters) {
  TestServer s;
  const Player amal = enter(s, "amal");
  std::string sixty;
  for (int i = 0; i < 60; ++i) sixty += "ب";
  const Reply r = amal.post("/api/tournaments", {{"name", sixty}, {"game", "hawalis"}, {"rounds", 3}});
  EXPECT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", sixty + sixty}, {"game", "hawalis"}, {"rounds", 3}}).status, 400);
}

TEST(NameRoutes, AddressesAndBodiesThatAreNotNamesGetOneClearError) {
  TestServer s;
  EXPECT_EQ(s.get("/api/players/%D8").status, 404) << "half a letter";
  EXPECT_EQ(s.get("/api/players/%").status, 404);
  EXPECT_EQ(s.get("/api/players/" + std::string(300, 'a')).status, 404);
  const Reply r = s.post("/api/account/register", {{"name", std::string(5000, 'a')}, {"password", "a long secret"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.js()["code"], "name-length");
  EXPECT_EQ(s.post("/api/account/login", {{"name", "%D8%B3"}, {"password", "a long secret"}}).status, 401);
}

}  // namespace
}  // namespace manqala_test
