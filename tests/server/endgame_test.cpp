// The endgame tables' verdict in the game state (docs/web-api.md "endgame"): shown in games
// against the engine and in replays of finished games, never while two people play.
#include <gtest/gtest.h>

#include "games/almanqala/endgame.h"
#include "search/endgame_scores.h"
#include "tablebase/builder.h"
#include "test_server.h"

namespace manqala_test {
namespace {

// North to move, 4 seeds left: g2 takes all 4, f2 none (`manqala tb probe` says the same).
const char* const kFourLeft = "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 47 47";
const char* const kSentence = "solved: with best play North takes 4 of the 4 seeds left";

// Al-manqala tables of up to 6 seeds (default rules) in a fresh folder, as the process's tables
// for the test's length (the server runs in this process).
class ServerEndgame : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (std::filesystem::temp_directory_path() / "manqala-tables-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
    manqala::tablebase::BuildSettings settings;
    settings.dir = dir_.string();
    settings.max_level = 6;
    manqala::tablebase::Cluster one;
    manqala::tablebase::build_tables(manqala::AlManqalaEndgame(manqala::AlManqalaOptions{}), settings, one);
    manqala::set_tablebase_dir(dir_.string());
  }
  void TearDown() override {
    manqala::set_tablebase_dir("");
    std::filesystem::remove_all(dir_);
  }
  std::filesystem::path dir_;
};

json created(const TestServer& s, const json& body) {
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js();
}

json first_state(const TestServer& s, const std::string& id) {
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  return json::parse(ws.read(), nullptr, false)["game"];
}

TEST_F(ServerEndgame, AnEngineGameShowsTheValueAndEachMoveBestFirst) {
  TestServer s;
  json r = created(s, {{"game", "al-manqala"}, {"human", "north"}, {"start", kFourLeft}});
  const json expected = {{"sentence", kSentence},
                         {"kind", "seeds"},
                         {"moves", {{{"move", "g2"}, {"text", "4"}}, {{"move", "f2"}, {"text", "0"}}}}};
  EXPECT_EQ(r["game"]["position"], kFourLeft);
  EXPECT_EQ(r["game"]["endgame"], expected);
  const std::string id = r["game"]["id"];
  EXPECT_EQ(s.get("/api/games/" + id).js()["game"]["endgame"], expected);
  EXPECT_EQ(first_state(s, id)["endgame"], expected) << "a spectator of an engine game sees it too";
  // The rules list b1 (3), c1 (2), d1 (4): the best comes first.
  json south = created(s, {{"game", "al-manqala"}, {"start", "0,0,0,0,1,0,0/0,1,1,1,0,0,0 S 47 47"}})["game"];
  EXPECT_EQ(south["legal"], json({"b1", "c1", "d1"}));
  EXPECT_EQ(south["endgame"]["sentence"], "solved: with best play South takes 4 of the 4 seeds left");
  EXPECT_EQ(south["endgame"]["moves"], json({{{"move", "d1"}, {"text", "4"}}, {{"move", "b1"}, {"text", "3"}},
                                              {{"move", "c1"}, {"text", "2"}}}));
  // The usual start is far outside tables of 6 seeds.
  EXPECT_TRUE(created(s, {{"game", "al-manqala"}})["game"]["endgame"].is_null());
}

TEST_F(ServerEndgame, TwoPeopleNeverSeeItWhileTheyPlayButTheReplayShowsIt) {
  TestServer s;
  json r = created(s, {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}, {"start", kFourLeft}});
  const std::string id = r["game"]["id"], token = r["token"];
  EXPECT_TRUE(r["game"]["endgame"].is_null());
  Reply joined = s.post("/api/games/" + id + "/join", {{"invite", r["invite"]}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_TRUE(joined.js()["game"]["endgame"].is_null());
  EXPECT_TRUE(s.get("/api/games/" + id).js()["game"]["endgame"].is_null());
  // Not for a spectator either: the players can open the spectators' link.
  EXPECT_TRUE(first_state(s, id)["endgame"].is_null());
  // One person at both seats is two people at one screen.
  EXPECT_TRUE(created(s, {{"game", "al-manqala"}, {"human", "both"}, {"start", kFourLeft}})["game"]["endgame"].is_null());
  // Over (South resigns): the replay's frames carry it.
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", token}}).status, 200);
  json replay = s.get("/api/games/" + id + "/replay").js();
  EXPECT_EQ(replay["frames"][0]["endgame"]["sentence"], kSentence);
  EXPECT_EQ(replay["frames"][0]["endgame"]["moves"][0]["move"], "g2");
}

TEST_F(ServerEndgame, AnUnfinishedReplayOfTwoPeopleHasNone) {
  TestServer s;
  json r = created(s, {{"game", "al-manqala"}, {"opponent", "friend"}, {"start", kFourLeft}});
  json replay = s.get("/api/games/" + r["game"]["id"].get<std::string>() + "/replay").js();
  EXPECT_TRUE(replay["frames"][0]["endgame"].is_null());
}

TEST(ServerStart, ANewGameStartsFromAPositionTextOfItsRules) {
  TestServer s;
  Reply bad = s.post("/api/games", {{"game", "al-manqala"}, {"start", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 47 48"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("seed total is 99"), std::string::npos) << bad.body;
  Reply decided = s.post("/api/games", {{"game", "al-manqala"}, {"start", "0,0,0,0,0,0,0/1,0,1,0,0,0,0 N 47 49"}});
  EXPECT_EQ(decided.status, 400);
  EXPECT_NE(decided.body.find("already decided"), std::string::npos) << decided.body;
  EXPECT_EQ(s.post("/api/games", {{"game", "al-manqala"}, {"start", 7}}).status, 400);
  // No tables in this process: no verdict, and the game plays on from there.
  json r = s.post("/api/games", {{"game", "al-manqala"}, {"human", "north"}, {"start", kFourLeft}}).js();
  EXPECT_TRUE(r["game"]["endgame"].is_null());
  EXPECT_EQ(r["game"]["legal"], json({"g2", "f2"}));
  const std::string id = r["game"]["id"];
  json export_json = s.get("/api/games/" + id + "/export").js();
  EXPECT_EQ(export_json["start"], kFourLeft);
}

}  // namespace
}  // namespace manqala_test
