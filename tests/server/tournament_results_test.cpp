// A tournament's results as a club organiser met them (a 9-player Swiss, 10+5, the default
// forfeit): a correction of a game still being played ends that game; a forfeit without a move
// is unrated and said to be one, and a board where neither player came is lost by both;
// standings after a round count only the rounds up to it; a round robin shows its whole
// schedule from the start.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

// The player of a side of a board.
const Player& of(const std::map<std::string, Player>& players, const json& name) { return players.at(name.get<std::string>()); }

std::map<std::string, Player> enter_all(const TestServer& s, std::initializer_list<const char*> names) {
  std::map<std::string, Player> out;
  for (const char* n : names) out[n] = enter(s, n);
  return out;
}

// Everyone registers and the first name starts it.
void register_and_start(const std::map<std::string, Player>& players, const std::string& id, const std::string& organiser) {
  for (const auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  ASSERT_EQ(players.at(organiser).post("/api/tournaments/" + id + "/start").status, 200);
}

bool lists_game(const json& games, const std::string& id) {
  for (const json& g : games)
    if (g["id"] == id) return true;
  return false;
}

// The next state on a game's socket whose status is not "ongoing", within `ms`; null if none.
json next_end(TestSocket& ws, int ms = 5000) {
  for (;;) {
    const std::string text = ws.read(ms);
    if (text.empty()) return nullptr;
    const json m = json::parse(text, nullptr, false);
    if (m.is_object() && m["type"] == "state" && m["game"]["status"] != "ongoing") return m["game"];
  }
}

// Defect 1: the organiser corrects the result of a game still being played. The game ends with
// the corrected result: its clock stops, its open page is told, and the lists and the
// tournament's records show it over.
TEST(TournamentResults, ACorrectionEndsTheGameStillBeingPlayed) {
  TestServer s;
  const auto players = enter_all(s, {"amal", "badr"});
  const std::string id = announce(players.at("amal"), {{"format", "swiss"}, {"rounds", 2}, {"clock", {{"minutes", 10}, {"increment", 5}}}});
  register_and_start(players, id, "amal");
  const json board = current_boards(wait_round(s, id, 1))[0];
  const std::string game = board["game"];
  const Player& south = of(players, board["south"]);
  auto page_open = open_game(s, south, game);
  const json before = s.get("/api/games/" + game).js()["game"];
  const Reply moved = s.post("/api/games/" + game + "/move",
                             {{"token", seat_token(south, game)}, {"move", before["legal"][0]}, {"ply", 0}});
  ASSERT_EQ(moved.status, 200) << moved.body;

  const Reply corrected = players.at("amal").post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "0-1"}});
  ASSERT_EQ(corrected.status, 200) << corrected.body;
  const json g = s.wait_for(game, [](const json& g) { return g["status"] != "ongoing"; });
  EXPECT_EQ(g["status"], "over");
  EXPECT_EQ(g["result"]["winner"], "north");
  EXPECT_EQ(g["result"]["reason"], "adjudicated");
  EXPECT_EQ(g["result"]["text"], "The tournament director gave the game to North.");
  EXPECT_TRUE(g["clock"]["running"].is_null()) << g["clock"].dump();
  const json told = next_end(*page_open);
  ASSERT_TRUE(told.is_object()) << "the player's open page was not told";
  EXPECT_EQ(told["result"]["reason"], "adjudicated");

  EXPECT_FALSE(lists_game(s.get("/api/games?status=ongoing").js()["games"], game)) << "still listed as in progress";
  const json profile = s.get("/api/players/" + south.name).js();
  EXPECT_TRUE(profile["your_move"].empty()) << profile["your_move"].dump();
  for (const json& listed : profile["games"]) {
    if (listed["id"] == game) {
      EXPECT_EQ(listed["status"], "over") << listed.dump();
    }
  }
  const std::string records = s.get("/api/tournaments/" + id + "/games.txt").body;
  EXPECT_NE(records.find("[Result \"over N adjudicated\"]"), std::string::npos) << records;
  const std::string record = s.get("/api/games/" + game + "/record").body;
  EXPECT_EQ(record.find("ongoing"), std::string::npos) << record;
  // The correction completed the round. The two have met, and the Dutch system pairs nobody
  // twice (C1): no round 2 can be paired, so the tournament ends.
  EXPECT_EQ(wait_page(s, id, [](const json& p) { return p["status"] == "finished"; })["status"], "finished");
  EXPECT_EQ(page(s, id)["round_list"][0]["boards"][0]["result"], "0-1") << "the director's result stands";
}

// Defect 2: South opens the game and waits; North never comes. North loses by forfeit (not
// South, who had to begin), the result says forfeit, and nobody's rating moves: the game was
// never played.
TEST(TournamentResults, AnAbsentPlayerLosesAnUnratedForfeit) {
  TestServer s;
  const auto players = enter_all(s, {"amal", "badr"});
  const std::string id = announce(players.at("amal"), {{"format", "swiss"}, {"rounds", 1}, {"forfeit_after_s", 1}});
  register_and_start(players, id, "amal");
  const json board = current_boards(wait_round(s, id, 1))[0];
  const std::string game = board["game"];
  auto page_open = open_game(s, of(players, board["south"]), game);
  const json p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; }, 20000);
  ASSERT_EQ(p["status"], "finished") << p.dump();
  EXPECT_EQ(p["round_list"][0]["boards"][0]["result"], "+-") << "North, who never came, loses";
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["result"]["winner"], "south");
  EXPECT_EQ(g["result"]["reason"], "forfeit");
  EXPECT_EQ(g["result"]["text"], "North forfeited the game: South wins.");
  EXPECT_FALSE(g["rated"].get<bool>()) << "an unplayed game is unrated";
  for (const char* name : {"amal", "badr"}) {
    const json ratings = s.get(std::string("/api/players/") + name).js()["ratings"];
    EXPECT_TRUE(ratings.empty()) << name << ": " << ratings.dump();
  }
}

// Defect 2: neither player comes. Both lose by forfeit (0-0), the game ends with no result and
// unrated, and it is no longer listed as going on.
TEST(TournamentResults, WhenNeitherPlayerComesBothLose) {
  TestServer s;
  const auto players = enter_all(s, {"amal", "badr"});
  const std::string id = announce(players.at("amal"), {{"format", "swiss"}, {"rounds", 1}, {"forfeit_after_s", 1}});
  register_and_start(players, id, "amal");
  const std::string game = current_boards(wait_round(s, id, 1))[0]["game"];
  const json p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; }, 20000);
  ASSERT_EQ(p["status"], "finished") << p.dump();
  EXPECT_EQ(p["round_list"][0]["boards"][0]["result"], "--");
  for (const json& row : p["standings"]) {
    EXPECT_EQ(row["points"], 0) << row.dump();
    EXPECT_EQ(row["games"], 1) << row.dump();
  }
  EXPECT_EQ(p["crosstable"], json::parse("[[-1, 0], [0, -1]]"));
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["status"], "forfeited");
  EXPECT_FALSE(g["rated"].get<bool>());
  EXPECT_FALSE(lists_game(s.get("/api/games?status=ongoing").js()["games"], game));
  for (const char* name : {"amal", "badr"}) EXPECT_TRUE(s.get(std::string("/api/players/") + name).js()["ratings"].empty()) << name;
  const std::string records = s.get("/api/tournaments/" + id + "/games.txt").body;
  EXPECT_EQ(records.find("ongoing"), std::string::npos) << "an unplayed board is no game to export: " << records;
  // The organiser may still correct it, and a double forfeit is a correction too.
  EXPECT_EQ(players.at("amal").post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "1-0"}}).status, 200);
  EXPECT_EQ(players.at("amal").post("/api/tournaments/" + id + "/result", {{"round", 1}, {"board", 1}, {"result", "--"}}).status, 200);
}

// Points in standings: the sum over every player.
double total_points(const json& standings) {
  double total = 0;
  for (const json& row : standings) total += row["points"].get<double>();
  return total;
}

// Defect 3: three players, so a bye each round. The standings shown while round k+1 is played
// are those after round k: the bye of round k+1, stored when it was paired, is not in them yet.
TEST(TournamentResults, StandingsAfterARoundCountOnlyTheRoundsUpToIt) {
  TestServer s;
  const auto players = enter_all(s, {"amal", "badr", "chadi"});
  const std::string id = announce(players.at("amal"), {{"format", "swiss"}, {"rounds", 2}});
  register_and_start(players, id, "amal");
  json p = wait_round(s, id, 1);
  EXPECT_EQ(p["standings_after"], 0);
  EXPECT_EQ(total_points(p["standings"]), 0) << "round 1's bye before round 1 is played: " << p["standings"].dump();
  const json board = current_boards(p)[0];
  resign(of(players, board["south"]), board["game"]);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2);
  EXPECT_EQ(p["standings_after"], 1);
  EXPECT_EQ(total_points(p["standings"]), 2) << "a win and a bye in round 1: " << p["standings"].dump();
  const std::string csv = s.get("/api/tournaments/" + id + "/standings.csv").body;
  double csv_total = 0;
  for (size_t at = csv.find('\n') + 1; at < csv.size(); at = csv.find('\n', at) + 1) {
    const size_t name_end = csv.find(',', csv.find(',', at) + 1);
    csv_total += std::stod(csv.substr(name_end + 1));
  }
  EXPECT_EQ(csv_total, 2) << csv;
  for (const json& b : current_boards(p))
    if (b["result"] == "") resign(of(players, b["north"]), b["game"]);
  p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; });
  EXPECT_EQ(p["standings_after"], 2);
  EXPECT_EQ(total_points(p["standings"]), 4);
}

// Defect 4: a round robin's pairings are known from the start; its page shows every round,
// the one being played marked, and the rounds to come are paired as they were shown.
TEST(TournamentResults, ARoundRobinShowsItsWholeSchedule) {
  TestServer s;
  const auto players = enter_all(s, {"amal", "badr", "chadi"});
  const std::string id = announce(players.at("amal"), {{"format", "round-robin"}});
  register_and_start(players, id, "amal");
  const json first = wait_round(s, id, 1);
  ASSERT_EQ(first["round_list"].size(), 3u) << first["round_list"].dump();
  std::set<std::pair<std::string, std::string>> pairs;
  for (const json& r : first["round_list"]) {
    EXPECT_EQ(r["state"], r["round"] == 1 ? "current" : "scheduled") << r.dump();
    ASSERT_EQ(r["boards"].size(), 2u) << r.dump();
    const json& game = r["boards"][0];
    EXPECT_TRUE(game["north"].is_string()) << r.dump();
    pairs.insert(std::minmax(game["south"].get<std::string>(), game["north"].get<std::string>()));
    EXPECT_TRUE(r["boards"][1]["north"].is_null()) << "the bye";
    EXPECT_EQ(r["boards"][1]["result"], "bye");
    if (r["round"] != 1) {
      EXPECT_TRUE(game["game"].is_null());
      EXPECT_EQ(game["result"], "");
    }
  }
  EXPECT_EQ(pairs.size(), 3u) << "every pair once";
  const json board = current_boards(first)[0];
  resign(of(players, board["south"]), board["game"]);
  const json second = wait_round(s, id, 2);
  EXPECT_EQ(second["round_list"][0]["state"], "finished");
  EXPECT_EQ(second["round_list"][1]["state"], "current");
  EXPECT_EQ(second["round_list"][2]["state"], "scheduled");
  for (int i : {0, 1}) {
    const json& shown = first["round_list"][1]["boards"][i];
    const json& paired = second["round_list"][1]["boards"][i];
    EXPECT_EQ(shown["south"], paired["south"]);
    EXPECT_EQ(shown["north"], paired["north"]);
  }
}

}  // namespace
}  // namespace manqala_test
