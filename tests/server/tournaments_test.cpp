// Tournaments over HTTP against a real server: announcing, registering, starting; rounds
// paired and their games created by themselves, results coming back as games end, byes,
// no-shows forfeited, the organiser's pause, resume, withdrawal and correction; standings,
// CSV and records; a restart in the middle of a round; and what players cannot do.
#include <gtest/gtest.h>

#include "sql_value.h"

#include <fstream>
#include <map>
#include <set>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

// A Swiss's standings header row as the page's catalog of `language` words it (web/i18n/),
// then the default tie-breaks' C.07 acronyms, the same in every language.
std::string catalog_header(const std::string& language) {
  std::ifstream in(std::string(MANQALA_WEB_DIR) + "/i18n/" + language + ".json");
  const json catalog = json::parse(in);
  std::string out;
  for (const char* column : {"rank", "name", "points", "games"})
    out += (out.empty() ? "" : ",") + catalog.at(std::string("csv.standings.") + column).get<std::string>();
  return out + ",BH-C1,BH,SB,DE";
}

// Four players, three Swiss rounds: in every game the player whose name comes later resigns.
TEST(Tournaments, ASwissRunsToItsEndByItselfAsGamesFinish) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina"}) players[n] = enter(s, n);
  const Player& organiser = players["amal"];
  const std::string id = announce(organiser, {{"format", "swiss"}, {"rounds", 3}, {"clock", {{"minutes", 10}}}});
  for (auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  EXPECT_EQ(page(s, id)["players"], 4);
  EXPECT_EQ(players["badr"].post("/api/tournaments/" + id + "/start").status, 403) << "only the organiser starts";

  ASSERT_EQ(organiser.post("/api/tournaments/" + id + "/start").status, 200);
  std::map<std::string, double> wins;
  std::set<std::pair<std::string, std::string>> met;
  for (int round = 1; round <= 3; ++round) {
    const json p = wait_round(s, id, round);
    ASSERT_EQ(p["round"], round) << p.dump();
    const json& boards = current_boards(p);
    ASSERT_EQ(boards.size(), 2u);
    for (const json& b : boards) {
      const std::string south = b["south"], north = b["north"];
      EXPECT_TRUE(met.insert(std::minmax(south, north)).second) << "a rematch: " << south << "-" << north;
      const json g = s.get("/api/games/" + b["game"].get<std::string>()).js()["game"];
      EXPECT_EQ(g["players"]["south"], south);
      EXPECT_EQ(g["players"]["north"], north);
      EXPECT_TRUE(g["rated"].get<bool>());
      EXPECT_EQ(g["clock"]["initial_ms"], 600000);
      const std::string loser = std::max(south, north), winner = std::min(south, north);
      resign(players[loser], b["game"]);
      wins[winner] += 1;
    }
  }
  const json done = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; });
  ASSERT_EQ(done["status"], "finished");
  double total = 0;
  for (const json& row : done["standings"]) {
    EXPECT_EQ(row["points"].get<double>(), wins[row["name"]]) << row.dump();
    EXPECT_EQ(row["games"], 3);
    total += row["points"].get<double>();
  }
  EXPECT_EQ(total, 6);
  EXPECT_EQ(done["standings"][0]["name"], "amal") << "amal beat everyone";
  EXPECT_EQ(done["standings"][0]["points"], 3);
  EXPECT_EQ(done["crosstable"].size(), 4u);
  const Reply csv = s.get("/api/tournaments/" + id + "/standings.csv");
  EXPECT_EQ(csv.content_type, "text/csv; charset=utf-8");
  EXPECT_EQ(csv.body.substr(0, csv.body.find('\n')), "rank,name,points,games,BH-C1,BH,SB,DE");
  EXPECT_EQ(csv.body.substr(csv.body.find('\n') + 1, 11), "1,amal,3,3,");
  // The header row in the reader's language: ?lang= first, then Accept-Language, else English.
  auto header = [&](const std::string& target, const std::string& accept) {
    const Reply r = s.request("GET", target, "", "", {{"Accept-Language", accept}});
    return r.body.substr(0, r.body.find('\n'));
  };
  const std::string csv_path = "/api/tournaments/" + id + "/standings.csv";
  const std::string arabic = header(csv_path, "ar-OM,ar;q=0.9,en;q=0.5");
  EXPECT_NE(arabic, "rank,name,points,games,BH-C1,BH,SB,DE");
  EXPECT_EQ(arabic, catalog_header("ar"));
  EXPECT_EQ(header(csv_path + "?lang=de", "ar"), catalog_header("de"));
  EXPECT_EQ(header(csv_path, "fr-FR, tlh"), "rank,name,points,games,BH-C1,BH,SB,DE") << "no French: English";
  EXPECT_EQ(header(csv_path + "?lang=../x", ""), "rank,name,points,games,BH-C1,BH,SB,DE");
  const Reply records = s.get("/api/tournaments/" + id + "/games.txt");
  size_t games = 0;
  for (size_t at = records.body.find("[Event"); at != std::string::npos; at = records.body.find("[Event", at + 1)) ++games;
  EXPECT_EQ(games, 6u);
  EXPECT_NE(records.body.find("[Event \"Muscat Open\"]"), std::string::npos);
  EXPECT_NE(records.body.find("[Round \"3.2\"]"), std::string::npos);
  // Ratings moved: every tournament game was rated.
  EXPECT_EQ(s.get("/api/players/amal").js()["ratings"][0]["games"], 3);
  EXPECT_EQ(players["dina"].post("/api/tournaments/" + id + "/join").status, 409) << "over";
}

// Three players, a round robin: one bye a round; the organiser pauses, corrects a result and
// withdraws a player; pairings are not made while paused.
// The tournament's policy (room/game_policy.h), not the room, refuses a return game: the
// tournament pairs its own rounds.
TEST(Tournaments, ItsGamesHaveNoReturnGame) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 1}});
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  const std::string game = current_boards(wait_round(s, id, 1))[0]["game"];
  const std::string token = seat_token(amal, game);
  ASSERT_EQ(s.post("/api/games/" + game + "/resign", {{"token", token}}).status, 200);
  const Reply again = s.post("/api/games/" + game + "/rematch", {{"token", token}});
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.js()["code"], "rematch-tournament") << again.body;
}

TEST(Tournaments, ARoundRobinWithByesPausesCorrectionsAndAWithdrawal) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const std::string id = announce(amal, {{"format", "round-robin"}, {"rated", false}});
  for (const Player* p : {&amal, &badr, &chadi}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  EXPECT_EQ(p["rounds"], 3);
  ASSERT_EQ(p["round"], 1);
  const json& r1 = current_boards(p);
  ASSERT_EQ(r1.size(), 2u);
  EXPECT_EQ(r1[1]["result"], "bye");
  EXPECT_TRUE(r1[1]["north"].is_null());

  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/pause").status, 200);
  const std::string south = r1[0]["south"];
  resign(south == "amal" ? amal : south == "badr" ? badr : chadi, r1[0]["game"]);
  p = wait_page(s, id, [](const json& p) { return p["round_list"][0]["boards"][0]["result"] != ""; });
  EXPECT_EQ(p["round_list"][0]["boards"][0]["result"], "0-1");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(page(s, id)["round"], 1) << "paused: no new round";

  EXPECT_EQ(badr.post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "1/2"}}).status,
            403);
  EXPECT_EQ(amal.post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "2-0"}}).status,
            400);
  EXPECT_EQ(amal.post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 2}, {"result", "1-0"}}).status,
            409)
      << "a bye";
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "1/2"}}).status,
            200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/resume").status, 200);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2);

  // Chadi withdraws (by the organiser): his unfinished game is forfeited, later ones too.
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/withdraw", {{"name", "chadi"}}).status, 200);
  std::set<std::string> resigned;
  for (int i = 0; i < 1500 && (p = page(s, id))["status"] != "finished"; ++i) {
    for (const json& b : current_boards(p))  // amal and badr play theirs: South resigns
      if (b["result"] == "" && b["game"].is_string() && b["south"] != "chadi" && b["north"] != "chadi" &&
          resigned.insert(b["game"].get<std::string>()).second)
        resign(b["south"] == "amal" ? amal : badr, b["game"]);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_EQ(p["status"], "finished") << p.dump();
  for (const json& round : p["round_list"])
    for (const json& b : round["boards"]) {
      if (round["round"] == 1 || b["result"] == "bye") continue;
      if (b["south"] == "chadi") {
        EXPECT_EQ(b["result"], "-+") << b.dump();
      }
      if (b["north"] == "chadi") {
        EXPECT_EQ(b["result"], "+-") << b.dump();
      }
    }
  for (const json& row : p["standings"])
    if (row["name"] == "chadi") {
      EXPECT_TRUE(row["withdrawn"].get<bool>());
    }
  EXPECT_EQ(p["tiebreaks"], json({"SB", "DE", "WIN"})) << "a round robin's default";
  EXPECT_EQ(p["standings"][0]["tiebreaks"].size(), 3u);
}

// Both open their game and nobody moves: after forfeit_after_s South (who had to begin) loses
// by forfeit, unrated (South never moved), and the tournament goes on.
TEST(Tournaments, APlayerWhoDoesNotBeginLosesByForfeit) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 1}, {"forfeit_after_s", 1}});
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  const std::string game = current_boards(wait_round(s, id, 1))[0]["game"];
  auto amal_page = open_game(s, amal, game), badr_page = open_game(s, badr, game);
  const json p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; }, 20000);
  ASSERT_EQ(p["status"], "finished") << p.dump();
  EXPECT_EQ(p["round_list"][0]["boards"][0]["result"], "-+");
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["result"]["reason"], "forfeit");
  EXPECT_FALSE(g["rated"].get<bool>());
}

// The server stops in the middle of a round (and before one board's game was made); after the
// restart the tournament carries on and finishes.
TEST(Tournaments, ARestartInTheMiddleOfARoundLosesNothing) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina"}) players[n] = enter(s, n);
  const std::string id = announce(players["amal"], {{"format", "swiss"}, {"rounds", 2}});
  for (auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  const json first = current_boards(p)[0];
  resign(players[first["south"]], first["game"]);
  wait_page(s, id, [](const json& p) { return p["round_list"][0]["boards"][0]["result"] != ""; });
  s.stop();
  // as if the server had died between storing round 1's second board and making its game
  sql_exec(s.db(), "UPDATE tournament_games SET game_id = '' WHERE tournament_id = '" + id + "' AND board = 2");
  s.start();
  p = page(s, id);
  ASSERT_EQ(p["round"], 1);
  EXPECT_EQ(p["round_list"][0]["boards"][0]["result"], "0-1") << "kept";
  const json second = current_boards(p)[1];
  ASSERT_TRUE(second["game"].is_string()) << "made again at the start";
  resign(players[second["north"]], second["game"]);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2);
  for (const json& b : current_boards(p)) resign(players[b["south"]], b["game"]);
  p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; });
  EXPECT_EQ(p["status"], "finished");
}

// Players are told their game is ready on the WebSocket of their pages.
TEST(Tournaments, EachPlayerIsToldThatTheirGameIsReady) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 1}});
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  EXPECT_THROW(TestSocket(s.port(), "/api/account/ws"), std::runtime_error) << "nobody logged in";
  const auto socket = notices_socket(s, badr);
  EXPECT_THROW(TestSocket(s.port(), "/api/account/ws", 0, {{"Cookie", badr.cookie}, {"Origin", "http://evil.example"}}),
               std::runtime_error)
      << "another site's page";
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  const json notice = json::parse(socket->read(5000), nullptr, false);
  ASSERT_TRUE(notice.is_object());
  EXPECT_EQ(notice["type"], "game-ready");
  EXPECT_EQ(notice["tournament"], id);
  EXPECT_EQ(notice["opponent"], "amal");
  EXPECT_EQ(notice["game"], current_boards(wait_round(s, id, 1))[0]["game"]);
}

TEST(Tournaments, NobodyActsForAnotherAndBadRequestsAreRefused) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  EXPECT_EQ(s.post("/api/tournaments", {{"name", "Open"}, {"game", "hawalis"}, {"rounds", 3}}).status, 401);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Open"}, {"game", "hawalis"}}).status, 400) << "Swiss needs rounds";
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Open"}, {"game", "chess"}, {"rounds", 3}}).status, 400);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Open"}, {"game", "hawalis"}, {"rounds", 3}, {"format", "knockout"}}).status,
            400);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "x"}, {"game", "hawalis"}, {"rounds", 3}}).status, 400);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Club one"}, {"game", "hawalis"}, {"rounds", 3}, {"club", "0123456789abcdef"}})
                .status,
            404);
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 1}});
  EXPECT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 409) << "nobody registered";
  for (const Player* p : {&badr, &chadi}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  EXPECT_EQ(badr.post("/api/tournaments/" + id + "/withdraw", {{"name", "chadi"}}).status, 403);
  EXPECT_EQ(badr.post("/api/tournaments/" + id + "/join", json::object(), false).status, 403) << "no CSRF token";
  EXPECT_EQ(chadi.post("/api/tournaments/" + id + "/leave").status, 200);
  EXPECT_EQ(page(s, id)["players"], 1) << "only badr left";
  ASSERT_EQ(chadi.post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  EXPECT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 409);
  const json b = current_boards(wait_round(s, id, 1))[0];
  EXPECT_EQ(amal.post("/api/games/" + b["game"].get<std::string>() + "/seat").status, 403) << "the organiser holds no seat";
  EXPECT_EQ(s.get("/api/tournaments/0123456789abcdef").status, 404);
  EXPECT_EQ(s.get("/api/tournaments?status=lost").status, 400);
  EXPECT_EQ(amal.post("/api/tournaments/" + id + "/fly").status, 404);
  EXPECT_EQ(s.get("/api/tournaments").js()["tournaments"][0]["id"], id);
}

}  // namespace
}  // namespace manqala_test
