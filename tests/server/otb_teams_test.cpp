// Team events over the board (docs/tournaments.md "A match between clubs"): a match between two
// clubs on four boards, colours alternating down the boards, match and game points; a team
// round robin and a team Swiss through the pairing library, their standings with the team
// tie-breaks checked against sums this test makes itself; what a team event refuses.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <thread>

#include "players.h"
#include "tournament_helpers.h"

namespace manqala_test {
namespace {

json event_page(const Player& p, const std::string& id) { return p.get("/api/otb/" + id).js(); }

std::string team_event(const Player& d, json spec) {
  json base = {{"name", "Clubs' league"}, {"game", "hawalis"}, {"format", "round-robin"}, {"team_boards", 4}};
  base.merge_patch(spec);
  const Reply r = d.post("/api/otb", base);
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js().value("id", "");
}

// A team of `n` players rated from `top` down; its id.
int add_team(const Player& d, const std::string& id, const std::string& name, int n, int top) {
  const Reply r = d.post("/api/otb/" + id + "/teams", {{"name", name}});
  EXPECT_EQ(r.status, 201) << r.body;
  const int t = r.js().value("id", 0);
  for (int i = 0; i < n; ++i)
    EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", name + " " + std::to_string(i + 1)}, {"rating", top - 10 * i}, {"team", t}}).status,
              201);
  return t;
}

json pair_round(const Player& d, const std::string& id) {
  const Reply started = d.post("/api/otb/" + id + "/pair");
  EXPECT_EQ(started.status, 202) << started.body;
  const int round = started.js()["pairing"]["round"];
  for (int i = 0; i < 1000; ++i) {
    const json p = event_page(d, id);
    if (p["tournament"]["round"] == round) return p;
    if (p["pairing"].is_object() && p["pairing"]["state"] == "failed") {
      ADD_FAILURE() << p["pairing"].dump();
      return p;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ADD_FAILURE() << "the pairing did not end";
  return nullptr;
}

void enter_result(const Player& d, const std::string& id, int round, int board, const std::string& r) {
  ASSERT_EQ(d.post("/api/otb/" + id + "/rounds/" + std::to_string(round) + "/boards/" + std::to_string(board) + "/result",
                   {{"result", r}})
                .status,
            200);
}

// Each player's team by pairing number (as the round's boards name them).
std::map<int, int> teams_by_player(const json& p) {
  std::map<int, int> out;
  for (const auto& x : p["players"]) out[x["number"]] = x["team"];
  return out;
}

TEST(OtbTeams, AMatchBetweenTwoClubsIsPlayedAndScored) {
  TestServer s;
  Player d = enter(s, "salma");
  const std::string id = team_event(d, {{"name", "Ruwi v Seeb"}, {"initial_colour", "white"}});
  const int ruwi = add_team(d, id, "Ruwi", 5, 1900), seeb = add_team(d, id, "Seeb", 4, 2000);
  // Ruwi names its board order: its fifth player on board 1, the others after him.
  json p = event_page(d, id);
  int fifth = 0, fifth_number = 0;
  for (const auto& x : p["players"])
    if (x["name"] == "Ruwi 5") fifth = x["id"], fifth_number = x["number"];
  ASSERT_EQ(d.post("/api/otb/" + id + "/teams/" + std::to_string(ruwi), {{"order", {fifth}}}).status, 200);
  p = pair_round(d, id);
  EXPECT_EQ(p["tournament"]["rounds"], 1) << "two teams, one round";
  // Seeb rates higher: team 1, White on board 1; the colours alternate down the boards.
  const auto teams = teams_by_player(p);
  const json boards = p["rounds"][0]["boards"];
  ASSERT_EQ(boards.size(), 4u);
  for (int k = 0; k < 4; ++k) {
    const int south_team = teams.at(boards[k]["white"]);
    EXPECT_EQ(south_team, k % 2 == 0 ? seeb : ruwi) << "board " << k + 1;
  }
  EXPECT_EQ(boards[0]["black"], fifth_number) << "Ruwi's board 1, the player it named first, plays North on board 1";
  const json match = p["matches"][0];
  EXPECT_EQ(match["white_team"], seeb);
  EXPECT_EQ(match["black_team"], ruwi);
  // Board results, South's score first: Seeb wins boards 1 and 4 (South on 1, North on 4), Ruwi
  // board 2 (South), board 3 drawn: 2.5 - 1.5 to Seeb.
  enter_result(d, id, 1, 1, "1-0");
  enter_result(d, id, 1, 2, "1-0");
  enter_result(d, id, 1, 3, "1/2");
  p = event_page(d, id);
  EXPECT_EQ(p["matches"][0]["complete"], false);
  EXPECT_EQ(p["team_standings"]["rows"], json::array()) << "no round complete";
  enter_result(d, id, 1, 4, "0-1");
  p = event_page(d, id);
  EXPECT_EQ(p["matches"][0]["white_points"], "2.5");
  EXPECT_EQ(p["matches"][0]["black_points"], "1.5");
  EXPECT_EQ(p["matches"][0]["result"], "1-0");
  const json rows = p["team_standings"]["rows"];
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0]["name"], "Seeb");
  EXPECT_EQ(rows[0]["match_points"], "2");
  EXPECT_EQ(rows[0]["game_points"], "2.5");
  EXPECT_EQ(rows[1]["match_points"], "0");
  EXPECT_EQ(rows[1]["game_points"], "1.5");
  EXPECT_EQ(p["tournament"]["tiebreaks"], json::array({"GP", "DE", "SB"}));
  // The board's own tools stand: a scoresheet, the hall, the players' standings.
  EXPECT_EQ(p["standings"]["rows"].size(), 9u);
}

// Four clubs, a double round robin: each pair meets twice with the colours reversed; the
// standings in match points, then game points.
TEST(OtbTeams, ATeamRoundRobinRanksByMatchThenGamePoints) {
  TestServer s;
  Player d = enter(s, "salma");
  const std::string id = team_event(d, {{"format", "double-round-robin"}, {"team_boards", 2}});
  std::vector<int> ids;
  for (const char* name : {"Ruwi", "Muttrah", "Seeb", "Sur"}) ids.push_back(add_team(d, id, name, 2, 1500 + 100 * static_cast<int>(ids.size())));
  std::map<int, int> mp, gp;  // team id -> tenths, summed here from the results entered
  std::set<std::pair<int, int>> met;
  json p;
  for (int round = 1; round <= 6; ++round) {
    p = pair_round(d, id);
    for (const auto& m : p["matches"]) {
      if (m["round"] != round) continue;
      const int w = m["white_team"], b = m["black_team"];
      EXPECT_TRUE(met.insert({w, b}).second) << "the same colours twice: " << w << " v " << b;
      // Board 1 (the white team South): won by South in odd rounds, lost in even ones; board 2 drawn.
      const int b1 = m["boards"][0], b2 = m["boards"][1];
      enter_result(d, id, round, b1, round % 2 ? "1-0" : "0-1");
      enter_result(d, id, round, b2, "1/2");
      const int w_points = (round % 2 ? 10 : 0) + 5, b_points = 20 - w_points;
      gp[w] += w_points, gp[b] += b_points;
      mp[w] += w_points > b_points ? 20 : w_points == b_points ? 10 : 0;
      mp[b] += b_points > w_points ? 20 : w_points == b_points ? 10 : 0;
    }
  }
  EXPECT_EQ(met.size(), 12u) << "each pair twice, colours reversed";
  p = event_page(d, id);
  EXPECT_EQ(p["team_standings"]["after_round"], 6);
  const json rows = p["team_standings"]["rows"];
  ASSERT_EQ(rows.size(), 4u);
  for (size_t i = 0; i < rows.size(); ++i) {
    const int t = rows[i]["team"];
    const auto tenths = [](int x) { return std::to_string(x / 10) + (x % 10 ? "." + std::to_string(x % 10) : ""); };
    EXPECT_EQ(rows[i]["match_points"], tenths(mp[t]));
    EXPECT_EQ(rows[i]["game_points"], tenths(gp[t]));
    if (i > 0) {
      const int before = rows[i - 1]["team"];
      EXPECT_TRUE(mp[before] > mp[t] || (mp[before] == mp[t] && gp[before] >= gp[t])) << rows.dump();
    }
  }
}

// Six clubs, a Swiss of three rounds by the Dutch system over the teams: no two teams meet twice.
TEST(OtbTeams, ATeamSwissNeverPairsTwoTeamsTwice) {
  TestServer s;
  Player d = enter(s, "salma");
  const std::string id = team_event(d, {{"format", "swiss"}, {"rounds", 3}, {"team_boards", 2}});
  for (int i = 0; i < 5; ++i) add_team(d, id, "Club " + std::to_string(i + 1), 3, 1200 + 50 * i);
  std::set<std::set<int>> met;
  int byes = 0;
  for (int round = 1; round <= 3; ++round) {
    const json p = pair_round(d, id);
    for (const auto& m : p["matches"]) {
      if (m["round"] != round) continue;
      if (m["black_team"] == 0) {
        ++byes;
        EXPECT_EQ(m["result"], "bye");
        continue;
      }
      EXPECT_TRUE(met.insert({m["white_team"].get<int>(), m["black_team"].get<int>()}).second) << "a rematch";
      for (const auto& b : m["boards"]) enter_result(d, id, round, b, (round + b.get<int>()) % 2 ? "1-0" : "0-1");
    }
  }
  EXPECT_EQ(byes, 3) << "five teams: a bye each round";
  const json p = event_page(d, id);
  EXPECT_EQ(p["team_standings"]["after_round"], 3);
  EXPECT_EQ(p["tournament"]["tiebreaks"], json::array({"GP", "BH", "SB"}));
}

// A match between clubs played online: a board's game is a game of the server between the
// players' accounts, and its end is the board's result.
TEST(OtbTeams, ABoardPlayedOnlineTakesItsGamesResult) {
  TestServer s;
  Player d = enter(s, "salma"), amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string id = team_event(d, {{"name", "Online match"}, {"team_boards", 2}, {"initial_colour", "white"},
                                        {"time_control", "10+5"}});
  const int ruwi = d.post("/api/otb/" + id + "/teams", {{"name", "Ruwi"}}).js()["id"];
  const int seeb = d.post("/api/otb/" + id + "/teams", {{"name", "Seeb"}}).js()["id"];
  ASSERT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Amal"}, {"rating", 1900}, {"team", ruwi}, {"account", "amal"}}).status, 201);
  ASSERT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Rashid"}, {"rating", 1800}, {"team", ruwi}}).status, 201);
  ASSERT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Badr"}, {"rating", 1700}, {"team", seeb}, {"account", "badr"}}).status, 201);
  ASSERT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Chadi"}, {"rating", 1600}, {"team", seeb}}).status, 201);
  json p = pair_round(d, id);
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/";
  EXPECT_EQ(d.post(url + "2/online").status, 409) << "Rashid and Chadi have no accounts";
  EXPECT_EQ(amal.post(url + "1/online").status, 403) << "the director's";
  const Reply online = d.post(url + "1/online");
  ASSERT_EQ(online.status, 200) << online.body;
  const std::string game = online.js()["game_id"];
  EXPECT_EQ(d.post(url + "1/online").status, 409) << "once";
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["clock"]["initial_ms"], 600000) << g.dump();
  resign(badr, game);  // North resigns: South (Amal, Ruwi) wins board 1
  std::string result;
  for (int i = 0; i < 500 && result.empty(); ++i) {
    result = event_page(d, id)["rounds"][0]["boards"][0]["result"];
    if (result.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(result, "1-0");
  enter_result(d, id, 1, 2, "1/2");
  p = event_page(d, id);
  EXPECT_EQ(p["matches"][0]["white_points"], "1.5");
  EXPECT_EQ(p["team_standings"]["rows"][0]["name"], "Ruwi");
}

TEST(OtbTeams, WhatATeamEventRefuses) {
  TestServer s;
  Player d = enter(s, "salma");
  EXPECT_EQ(d.post("/api/otb", {{"name", "x"}, {"game", "hawalis"}, {"team_boards", 1}}).status, 400);
  EXPECT_EQ(d.post("/api/otb", {{"name", "x"}, {"game", "hawalis"}, {"team_boards", 2}, {"tiebreaks", "GP,XYZ"}}).status, 400);
  const std::string id = team_event(d, {{"team_boards", 3}});
  EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Nobody's"}}).status, 400) << "a team event's player joins a team";
  EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Nobody's"}, {"team", 999}}).status, 404);
  const int a = add_team(d, id, "Ruwi", 3, 1500);
  EXPECT_EQ(d.post("/api/otb/" + id + "/teams", {{"name", "Ruwi"}}).status, 409) << "the same name twice";
  add_team(d, id, "Seeb", 2, 1500);
  EXPECT_EQ(d.post("/api/otb/" + id + "/pair").status, 202);
  json p;
  for (int i = 0; i < 200; ++i) {
    p = event_page(d, id);
    if (p["pairing"].is_object() && p["pairing"]["state"] == "failed") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(p["pairing"]["code"], "otb-team-short") << "Seeb has 2 players for 3 boards";
  EXPECT_EQ(p["tournament"]["round"], 0);
  EXPECT_EQ(d.post("/api/otb/" + id + "/byes", {{"player", 1}, {"round", 1}, {"kind", "half"}}).status, 409);
  EXPECT_EQ(d.post("/api/otb/" + id + "/teams/" + std::to_string(a), {{"order", {999}}}).status, 404);
  EXPECT_EQ(d.post("/api/otb/" + id + "/teams/99", {{"name", "x"}}).status, 404);
  const std::string solo = d.post("/api/otb", {{"name", "Solo"}, {"game", "hawalis"}, {"rounds", 3}}).js()["id"];
  EXPECT_EQ(d.post("/api/otb/" + solo + "/teams", {{"name", "Ruwi"}}).status, 409) << "an event of players";
}

}  // namespace
}  // namespace manqala_test
