// The organiser of an online Swiss writes the next round's pairing by hand (lichess's "manual
// pairings"): POST /api/tournaments/{id}/manual-pairings {text}, lines "south north" and
// "name bye". The answer names what it breaks of the Dutch system; the next round is paired
// from it exactly as written, marked by_hand, and the text is cleared.
#include <gtest/gtest.h>

#include <map>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

using Players = std::map<std::string, Player>;

Players entered(const TestServer& s, int n = 5) {
  Players out;
  const char* names[] = {"amal", "badr", "chadi", "dina", "emad"};
  for (int i = 0; i < n; ++i) out[names[i]] = enter(s, names[i]);
  return out;
}

// A Swiss of `players`, started, its round 1 being played.
std::string started(const TestServer& s, Players& players, int rounds = 3, const char* format = "swiss") {
  json spec = {{"format", format}};
  if (std::string(format) == "swiss") spec["rounds"] = rounds;
  const std::string id = announce(players["amal"], spec);
  for (auto& [name, p] : players) EXPECT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  EXPECT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  wait_round(s, id, 1);
  return id;
}

Reply save(const Player& p, const std::string& id, const std::string& text) {
  return p.post("/api/tournaments/" + id + "/manual-pairings", {{"text", text}});
}

// North resigns every game still being played in the round: South wins each.
void south_wins(const TestServer& s, Players& players, const std::string& id) {
  const json p = page(s, id);  // kept: current_boards refers into it
  for (const json& b : current_boards(p))
    if (!b["north"].is_null() && b["result"] == "") resign(players[b["north"]], b["game"]);
}

// The organiser pauses the tournament and round 1 is played out (South winning): the window in
// which the next round is written by hand, its results known. Resuming pairs round 2.
void between_rounds(const TestServer& s, Players& players, const std::string& id) {
  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/pause").status, 200);
  south_wins(s, players, id);
  auto over = [](const json& p) {
    for (const json& b : current_boards(p))
      if (b["result"] == "") return false;
    return true;
  };
  const json p = wait_page(s, id, over);
  ASSERT_TRUE(over(p)) << p.dump();
  ASSERT_EQ(p["status"], "paused");
}

Reply resume(const Player& organiser, const std::string& id) {
  return organiser.post("/api/tournaments/" + id + "/resume");
}

// The round's boards as text, one a line: "south north", "name bye" (as the organiser writes).
std::string as_text(const json& round) {
  std::string out;
  for (const json& b : round["boards"])
    out += b["south"].get<std::string>() + " " + (b["north"].is_null() ? "bye" : b["north"].get<std::string>()) + "\n";
  return out;
}

// A rematch of round 1, written with the bye to someone else: saved with a C1 breach, used for
// round 2 board for board, side for side, then cleared.
TEST(TournamentManualPairing, AHandMadeRematchIsSavedWithItsBreachAndUsedAsWritten) {
  TestServer s;
  Players players = entered(s);
  const std::string id = started(s, players);
  const json r1 = page(s, id)["round_list"][0];
  ASSERT_EQ(r1["boards"].size(), 3u) << r1.dump();
  const std::string a = r1["boards"][0]["south"], b = r1["boards"][0]["north"];
  const std::string c = r1["boards"][1]["south"], d = r1["boards"][1]["north"];
  const std::string e = r1["boards"][2]["south"];
  ASSERT_TRUE(r1["boards"][2]["north"].is_null()) << "five players: a bye";
  // While round 1 is played the next round's pairing is not known: refused.
  EXPECT_EQ(save(players["amal"], id, b + " " + a + "\n" + e + " " + d + "\n" + c + " bye\n").status, 409);
  between_rounds(s, players, id);
  // a and b meet again, North and South swapped; the round-1 bye plays; c has the bye.
  const std::string text = b + " " + a + "\n" + e + " " + d + "\n" + c + " bye\n";
  const Reply r = save(players["amal"], id, text);
  ASSERT_EQ(r.status, 200) << r.body;
  bool rematch = false;
  const json answer = r.js();  // kept: the loop refers into it
  for (const json& breach : answer["breaches"]) rematch |= breach["criterion"] == "C1";
  EXPECT_TRUE(rematch) << r.body;
  EXPECT_EQ(r.js()["tournament"]["manual_pairings"], text);
  EXPECT_EQ(players["amal"].get("/api/tournaments/" + id).js()["tournament"]["manual_pairings"], text);
  EXPECT_FALSE(players["badr"].get("/api/tournaments/" + id).js()["tournament"].contains("manual_pairings"))
      << "the organiser's only";
  EXPECT_FALSE(page(s, id).contains("manual_pairings"));

  ASSERT_EQ(resume(players["amal"], id).status, 200);
  const json p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2) << p.dump();
  const json r2 = p["round_list"][1];
  EXPECT_EQ(as_text(r2), text) << r2.dump();
  EXPECT_EQ(r2["boards"][2]["result"], "bye");
  EXPECT_EQ(r2.value("by_hand", false), true) << r2.dump();
  EXPECT_FALSE(p["round_list"][0].contains("by_hand"));
  EXPECT_EQ(players["amal"].get("/api/tournaments/" + id).js()["tournament"]["manual_pairings"], "") << "used, cleared";
}

// Two tournaments alike, played alike: the Dutch pairing of one's round 2, written by hand
// into the other, breaks nothing, and is its round 2.
TEST(TournamentManualPairing, TheDutchPairingWrittenByHandBreaksNothing) {
  TestServer s;
  Players players = entered(s, 4);
  const std::string x = started(s, players), y = started(s, players);
  ASSERT_EQ(as_text(page(s, x)["round_list"][0]), as_text(page(s, y)["round_list"][0]));
  south_wins(s, players, x);
  const json dutch = wait_round(s, x, 2)["round_list"][1];
  ASSERT_EQ(dutch["boards"].size(), 2u) << dutch.dump();
  EXPECT_FALSE(dutch.contains("by_hand"));
  between_rounds(s, players, y);
  const Reply r = save(players["amal"], y, as_text(dutch));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["breaches"], json::array()) << r.body;
  ASSERT_EQ(resume(players["amal"], y).status, 200);
  const json mine = wait_round(s, y, 2)["round_list"][1];
  EXPECT_EQ(as_text(mine), as_text(dutch));
  EXPECT_EQ(mine.value("by_hand", false), true);
}

// Refused: unknown names (named), a player twice, a player missing, too long, not the
// organiser, a round robin, before the start (and while a round is played: the first test). "" clears. A pairing that no longer pairs every
// player when the round comes (one withdrew) is not used: the Dutch system pairs it.
TEST(TournamentManualPairing, PairingsThatAreNotTheRoundAreRefused) {
  TestServer s;
  Players players = entered(s, 4);
  Player& amal = players["amal"];
  const std::string waiting = announce(amal, {{"format", "swiss"}, {"rounds", 3}});
  EXPECT_EQ(save(amal, waiting, "amal badr\nchadi dina\n").status, 409) << "not started";
  const std::string id = started(s, players);
  between_rounds(s, players, id);
  Reply r = save(amal, id, "amal zed\nbadr yusuf\nchadi dina\n");
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.body.find("zed"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("yusuf"), std::string::npos) << r.body;
  r = save(amal, id, "amal badr\namal chadi\ndina bye\n");
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.body.find("twice: amal"), std::string::npos) << r.body;
  r = save(amal, id, "amal badr\n");
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.body.find("missing: chadi, dina"), std::string::npos) << r.body;
  EXPECT_EQ(save(amal, id, "amal badr chadi\ndina\n").status, 400);
  EXPECT_EQ(save(amal, id, std::string(5000, 'a')).status, 400);
  EXPECT_EQ(save(players["badr"], id, "amal badr\nchadi dina\n").status, 403);
  EXPECT_EQ(players["amal"].get("/api/tournaments/" + id).js()["tournament"]["manual_pairings"], "") << "nothing refused kept";

  ASSERT_EQ(save(amal, id, "badr amal\ndina chadi\n").status, 200);
  ASSERT_EQ(save(amal, id, "").status, 200);
  EXPECT_EQ(amal.get("/api/tournaments/" + id).js()["tournament"]["manual_pairings"], "");

  // A pairing of all four, then dina withdraws: at round 2 it pairs her; the Dutch system pairs it.
  ASSERT_EQ(save(amal, id, "badr amal\ndina chadi\n").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/withdraw", {{"name", "dina"}}).status, 200);
  ASSERT_EQ(resume(amal, id).status, 200);
  const json r2 = wait_round(s, id, 2)["round_list"][1];
  EXPECT_FALSE(r2.contains("by_hand")) << r2.dump();
  EXPECT_EQ(r2["boards"].size(), 2u) << "three players: a game and a bye";

  Players three = {{"amal", amal}, {"badr", players["badr"]}, {"chadi", players["chadi"]}};
  const std::string rr = started(s, three, 0, "round-robin");
  EXPECT_EQ(save(amal, rr, "amal badr\nchadi bye\n").status, 409);
}

}  // namespace
}  // namespace manqala_test
