// A tournament game lost by forfeit (nobody came) as every route shows it: its record, the
// tournament's games.txt, the game's own state and its export. Once, the record writer did not
// know the reason, and the GET of the record ended the server.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

// A one-round Swiss of two players who never move, lost by forfeit after a second by South,
// who never came (North opened the game).
struct ForfeitedTournament {
  TestServer s;
  std::string id, game;

  ForfeitedTournament() {
    Player amal = enter(s, "amal"), badr = enter(s, "badr");
    const Reply made = amal.post("/api/tournaments", {{"name", "Seeb Cup"}, {"game", "hawalis"}, {"format", "swiss"},
                                                      {"rounds", 1}, {"forfeit_after_s", 1}});
    EXPECT_EQ(made.status, 201) << made.body;
    id = made.js()["tournament"]["id"];
    for (const Player* p : {&amal, &badr}) EXPECT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
    EXPECT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
    const json board = current_boards(wait_round(s, id, 1))[0];
    auto north_page = open_game(s, board["north"] == "amal" ? amal : badr, board["game"]);
    const json done = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; }, 30000);
    EXPECT_EQ(done["status"], "finished") << done.dump();
    game = done["round_list"][0]["boards"][0]["game"].get<std::string>();
  }
};

TEST(ForfeitRecord, EveryRouteShowsAForfeitedGameAndTheServerStaysUp) {
  ForfeitedTournament t;
  const Reply record = t.s.get("/api/games/" + t.game + "/record");
  ASSERT_EQ(record.status, 200) << record.body;
  EXPECT_NE(record.body.find("[Result \"over N forfeit\"]"), std::string::npos) << record.body;
  const Reply all = t.s.get("/api/tournaments/" + t.id + "/games.txt");
  ASSERT_EQ(all.status, 200) << all.body;
  EXPECT_NE(all.body.find("over N forfeit"), std::string::npos) << all.body;
  const json g = t.s.get("/api/games/" + t.game).js()["game"];
  EXPECT_EQ(g["result"]["reason"], "forfeit");
  EXPECT_EQ(g["result"]["text"], "South forfeited the game: North wins.");
  EXPECT_EQ(t.s.get("/api/games/" + t.game + "/export").status, 200);
  // The server answers still.
  EXPECT_EQ(t.s.get("/api/meta").status, 200);
}

// The record of a forfeited game imports as a finished game (it is what games.txt publishes).
TEST(ForfeitRecord, ItsRecordImportsAsAFinishedGame) {
  ForfeitedTournament t;
  const Reply record = t.s.get("/api/games/" + t.game + "/record");
  ASSERT_EQ(record.status, 200);
  const Reply imported = t.s.request("POST", "/api/import", record.body, "text/plain");
  ASSERT_EQ(imported.status, 201) << imported.body;
  const json g = t.s.get("/api/games/" + imported.js()["id"].get<std::string>()).js()["game"];
  EXPECT_EQ(g["result"]["reason"], "forfeit");
}

}  // namespace
}  // namespace manqala_test
