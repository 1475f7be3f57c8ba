// Two things lichess's Swiss has that ours lacked: each board of the pairings with its players'
// ratings when the round was paired and their points before it, and a pause between rounds
// (pause_s: the seconds between the end of a round and the pairing of the next).
#include <gtest/gtest.h>

#include <map>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

// Four players, two rated Swiss rounds: round 1's boards all 1500 and 0 points; round 2's the
// ratings its players had once round 1's games were rated, and round 1's points.
TEST(TournamentPairings, EachBoardHasItsPlayersRatingsAndPointsBeforeTheRound) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina"}) players[n] = enter(s, n);
  const std::string id = announce(players["amal"], {{"format", "swiss"}, {"rounds", 2}});
  for (auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  std::map<std::string, double> points;
  for (const json& b : current_boards(p)) {
    for (const char* side : {"south", "north"}) {
      EXPECT_EQ(b[std::string(side) + "_rating"], 1500) << b.dump();
      EXPECT_EQ(b[std::string(side) + "_points"], 0) << b.dump();
    }
    resign(players[b["north"]], b["game"]);
    points[b["south"]] = 1, points[b["north"]] = 0;
  }
  p = wait_round(s, id, 2);
  for (const json& b : current_boards(p))
    for (const char* side : {"south", "north"}) {
      const std::string name = b[side];
      const json ratings = s.get("/api/players/" + name).js()["ratings"];
      ASSERT_EQ(ratings.size(), 1u) << name;
      EXPECT_EQ(b[std::string(side) + "_rating"], std::lround(ratings[0]["rating"].get<double>())) << name;
      EXPECT_EQ(b[std::string(side) + "_points"], points[name]) << name;
    }
  EXPECT_EQ(p["round_list"][0]["boards"][0]["south_points"], 0) << "round 1's stay as they were";
}

// A round robin's rounds to come have no ratings or points yet.
TEST(TournamentPairings, ScheduledRoundsHaveNoRatingsOrPointsYet) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const std::string id = announce(amal, {{"format", "round-robin"}});
  for (const Player* p : {&amal, &badr, &chadi}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  const json later = wait_round(s, id, 1)["round_list"][2]["boards"][0];
  EXPECT_TRUE(later["south_rating"].is_null()) << later.dump();
  EXPECT_TRUE(later["north_points"].is_null()) << later.dump();
}

// pause_s 2: once round 1 is over, round 2 waits two seconds, the page saying when it comes;
// then it is paired by itself. No pause before round 1, nor after the last round.
TEST(TournamentPairings, APauseBetweenRoundsDelaysTheNextPairing) {
  TestServer s;
  // Four players: the Dutch system pairs nobody twice, so two rounds need four.
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina"}) players[n] = enter(s, n);
  Player& amal = players["amal"];
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Open"}, {"game", "hawalis"}, {"rounds", 2}, {"pause_s", -1}}).status, 400);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Open"}, {"game", "hawalis"}, {"rounds", 2}, {"pause_s", 3601}}).status, 400);
  EXPECT_EQ(page(s, announce(amal, {{"format", "swiss"}, {"rounds", 1}}))["pause_s"], 0) << "no pause by default";
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 2}, {"pause_s", 2}});
  EXPECT_EQ(page(s, id)["pause_s"], 2);
  for (auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  EXPECT_TRUE(p["next_round_in_ms"].is_null()) << "round 1 came at once";
  for (const json& b : current_boards(p)) resign(players[b["south"]], b["game"]);
  const auto ended = std::chrono::steady_clock::now();
  // Once every board has its result, the director notes the round over and the pause runs.
  p = wait_page(s, id, [](const json& p) {
    for (const json& b : p["round_list"][0]["boards"])
      if (b["result"] == "") return false;
    return p["next_round_in_ms"].is_number() || p["round"] == 2;
  });
  EXPECT_EQ(p["round"], 1) << "round 2 waits";
  ASSERT_TRUE(p["next_round_in_ms"].is_number()) << p.dump();
  EXPECT_GT(p["next_round_in_ms"].get<int>(), 1000);
  EXPECT_LE(p["next_round_in_ms"].get<int>(), 2000);
  EXPECT_EQ(p["standings_after"], 1);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2);
  EXPECT_GE(std::chrono::steady_clock::now() - ended, std::chrono::milliseconds(1900));
  EXPECT_TRUE(p["next_round_in_ms"].is_null());
  for (const json& b : current_boards(p)) resign(players[b["south"]], b["game"]);
  p = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; }, 1500);
  EXPECT_EQ(p["status"], "finished") << "no pause after the last round";
}

}  // namespace
}  // namespace manqala_test
