// Over-the-board tournaments over HTTP (docs/web-api.md, "Over-the-board tournaments"): created and refused,
// players at the door, a Swiss paired round by round exactly as the pairing library pairs the
// exported TRF (a late entry, a bye asked for, a withdrawal), a round robin by Berger's
// tables, results from the director and the hall, corrections in the log, a hand-made pairing
// checked, a game from its scoresheet, TRF import and export, standings, and junk bodies.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "pairing/berger.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "pairing/performance.h"
#include "pairing/tiebreaks.h"
#include "pairing/trf.h"
#include "players.h"
#include "server/common/event_limits.h"

namespace manqala_test {
namespace {

namespace pg = manqala::pairing;

std::string create(const Player& director, json spec) {
  json base = {{"name", "Club night"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 5}};
  if (spec.is_object()) base.merge_patch(spec);
  const Reply r = director.post("/api/otb", base);
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js().value("id", "");
}

// A body of any text, as the player's page sends it (a TRF file, junk).
Reply raw(const Player& p, const std::string& target, const std::string& body) {
  return p.server->request("POST", target, body, "text/plain", {{"Cookie", p.cookie}, {"X-CSRF-Token", p.csrf}});
}

json page(const Player& p, const std::string& id) { return p.get("/api/otb/" + id).js(); }

int add(const Player& d, const std::string& id, const std::string& name, int rating) {
  const Reply r = d.post("/api/otb/" + id + "/players", {{"name", name}, {"rating", rating}});
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js().value("id", 0);
}

// POST .../pair, which answers 202 at once (the pairing is heavy work), then the tournament
// until the round is there: {200, the round's JSON}; {409, why} when the pairing failed; any
// other refusal as it came.
Reply pair(const Player& d, const std::string& id) {
  const Reply started = d.post("/api/otb/" + id + "/pair");
  if (started.status != 202) return started;
  const int round = started.js()["pairing"]["round"];
  EXPECT_EQ(started.js()["pairing"]["state"], "running") << started.body;
  for (int i = 0; i < 3000; ++i) {
    const json p = page(d, id);
    Reply r;
    if (p["tournament"]["round"] == round) {
      r.status = 200, r.body = p["rounds"][round - 1].dump();
      return r;
    }
    if (p["pairing"].is_object() && p["pairing"]["state"] == "failed") {
      r.status = 409, r.body = json{{"error", p["pairing"]["error"]}}.dump();
      return r;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  Reply timeout;
  timeout.body = "the pairing did not end";
  return timeout;
}

pg::Tournament exported(const Player& p, const std::string& id) {
  const Reply r = p.get("/api/otb/" + id + "/tournament.trf");
  EXPECT_EQ(r.status, 200) << r.body;
  return pg::read_trf(r.body);
}

// The round's boards as a RoundPairing (numbers), from the round's JSON.
pg::RoundPairing pairing_of(const json& round) {
  pg::RoundPairing p;
  for (const json& b : round["boards"]) {
    if (b["black"] == 0) p.bye = b["white"];
    else p.boards.push_back({b["white"].get<int>(), b["black"].get<int>()});
  }
  return p;
}

// A result for every board of the round, the same however often the test runs.
void enter_results(const Player& d, const std::string& id, const json& round) {
  const int r = round["round"];
  for (const json& b : round["boards"]) {
    if (b["black"] == 0) continue;
    const int n = b["board"];
    const char* result = (r + n) % 3 == 0 ? "1/2" : (r + n) % 3 == 1 ? "1-0" : "0-1";
    const std::string url = "/api/otb/" + id + "/rounds/" + std::to_string(r) + "/boards/" + std::to_string(n) + "/result";
    ASSERT_EQ(d.post(url, {{"result", result}}).status, 200);
  }
}

// Round 1 paired and played (enter_results), round 2 paired: both rounds' JSON, nullopt (with
// the failure said) when a pairing is refused.
std::optional<std::pair<json, json>> two_rounds(const Player& d, const std::string& id) {
  const Reply r1 = pair(d, id);
  if (r1.status != 200) {
    ADD_FAILURE() << "round 1: " << r1.body;
    return std::nullopt;
  }
  enter_results(d, id, r1.js());
  const Reply r2 = pair(d, id);
  if (r2.status != 200) {
    ADD_FAILURE() << "round 2: " << r2.body;
    return std::nullopt;
  }
  return std::make_pair(r1.js(), r2.js());
}

TEST(Otb, CreateAndRefusals) {
  TestServer s;
  const Player d = enter(s, "director"), other = enter(s, "other");
  EXPECT_EQ(s.post("/api/otb", {{"name", "x"}, {"game", "al-manqala"}, {"rounds", 3}}).status, 401);
  for (const json& bad : {json{{"name", ""}}, json{{"name", std::string(81, 'a')}}, json{{"game", "chess"}},
                          json{{"format", "knockout"}}, json{{"rounds", 0}}, json{{"rounds", 21}},
                          json{{"tiebreaks", "BH,XYZ"}}, json{{"initial_colour", "red"}}, json{{"date", "2026-13-01"}},
                          json{{"name", "two\nlines"}}, json{{"rounds", "5"}}}) {
    json spec = {{"name", "Club night"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 5}};
    spec.merge_patch(bad);
    EXPECT_EQ(d.post("/api/otb", spec).status, 400) << bad.dump();
  }
  EXPECT_EQ(s.get("/api/otb").js()["tournaments"].size(), 0u) << "nothing was created by the refusals";
  const std::string id = create(d, {{"place", "Nizwa"}, {"date", "2026-12-03"}, {"time_control", "10+5"},
                                    {"tiebreaks", "BH,SB"}, {"initial_colour", "lot"}});
  const json p = page(d, id);
  EXPECT_EQ(p["tournament"]["name"], "Club night");
  EXPECT_EQ(p["tournament"]["status"], "registering");
  EXPECT_EQ(p["tournament"]["tiebreaks"], json({"BH", "SB"}));
  EXPECT_EQ(p["tournament"]["initial_colour"], "lot");
  EXPECT_EQ(p["tournament"]["director"], "director");
  EXPECT_TRUE(p["directs"].get<bool>());
  EXPECT_EQ(p["log"][0]["what"], "created");
  EXPECT_FALSE(page(other, id)["directs"].get<bool>());
  EXPECT_EQ(page(other, id)["log"].size(), 0u);
  EXPECT_EQ(other.post("/api/otb/" + id + "/players", {{"name", "x"}}).status, 403);
  EXPECT_EQ(s.post("/api/otb/" + id + "/players", {{"name", "x"}}).status, 401);
  EXPECT_EQ(s.get("/api/otb/0123456789abcdef").status, 404);
  const json list = s.get("/api/otb").js()["tournaments"];
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["place"], "Nizwa");
}

TEST(Otb, PlayersAtTheDoorAreRankedByRatingThenName) {
  TestServer s;
  const Player d = enter(s, "director");
  enter(s, "linked");
  const std::string id = create(d, {});
  add(d, id, "Badr", 1500);
  add(d, id, "Amal", 1500);
  const Reply r = d.post("/api/otb/" + id + "/players", {{"name", "Chadi"}, {"rating", 1800}, {"account", "linked"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.js()["number"], 1);
  EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "X"}, {"rating", 4001}}).status, 400);
  EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "X"}, {"account", "nobody"}}).status, 404);
  const json p = page(d, id);
  ASSERT_EQ(p["players"].size(), 3u);
  EXPECT_EQ(p["players"][0]["name"], "Chadi");
  EXPECT_EQ(p["players"][0]["account"], "linked");
  EXPECT_EQ(p["players"][1]["name"], "Amal");
  EXPECT_EQ(p["players"][2]["name"], "Badr");
  EXPECT_TRUE(p["players"][2]["account"].is_null());
  // An edit before round 1 ranks anew.
  const int badr = p["players"][2]["id"];
  ASSERT_EQ(d.post("/api/otb/" + id + "/players/" + std::to_string(badr), {{"name", "Badr"}, {"rating", 2000}}).status, 200);
  EXPECT_EQ(page(d, id)["players"][0]["name"], "Badr");
}

// Ten players, five rounds: a late entry in round 2, a half-point bye asked for round 3, a
// withdrawal after round 3. Each round is the Dutch system's pairing of the exported file,
// and the file after it passes the checker.
TEST(Otb, SwissPairsAsTheDutchSystemOnTheExportedFile) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 5}, {"tiebreaks", "BH-C1,BH,SB,DE"}});
  std::vector<int> ids;
  for (int i = 0; i < 10; ++i) ids.push_back(add(d, id, "Player " + std::string(1, char('A' + i)), 2000 - 37 * i));
  for (int round = 1; round <= 5; ++round) {
    if (round == 2) {
      const Reply late = d.post("/api/otb/" + id + "/players", {{"name", "Late Comer"}, {"rating", 1900}});
      ASSERT_EQ(late.status, 201) << late.body;
      const json p = page(d, id);
      for (const json& x : p["players"])
        if (x["name"] == "Late Comer") {
          EXPECT_EQ(x["joined_round"], 2);
        }
    }
    if (round == 2) {
      const Reply bye = d.post("/api/otb/" + id + "/byes", {{"player", ids[3]}, {"round", 3}, {"kind", "half"}});
      ASSERT_EQ(bye.status, 200) << bye.body;
    }
    if (round == 4) {
      ASSERT_EQ(d.post("/api/otb/" + id + "/players/" + std::to_string(ids[5]), {{"withdraw", true}}).status, 200);
    }
    const pg::Tournament before = exported(d, id);
    const pg::RoundPairing expected = pg::pair_dutch(before, round);
    const Reply paired = pair(d, id);
    ASSERT_EQ(paired.status, 200) << paired.body;
    EXPECT_EQ(pairing_of(paired.js()), expected) << "round " << round << ": " << paired.body;
    const pg::Tournament after = exported(d, id);
    const auto breaches = pg::check_dutch(pg::before_round(after, round), round, pg::recorded_pairing(after, round));
    EXPECT_TRUE(breaches.empty()) << "round " << round << ": " << (breaches.empty() ? "" : breaches[0].text);
    if (round == 3) {
      bool half = false;
      const json round3 = paired.js();
      // Player D keeps number 4: the late entry took number 11.
      for (const json& n : round3["not_paired"]) half |= n["kind"] == "half" && n["number"] == 4;
      EXPECT_TRUE(half) << paired.body;
    }
    const json boards = paired.js()["boards"];
    for (const json& b : boards) {
      if (round >= 4) {
        EXPECT_TRUE(b["white_name"] != "Player F" && b["black_name"] != "Player F") << "withdrawn but paired";
      }
    }
    EXPECT_EQ(pair(d, id).status, 409) << "the round has no results yet";
    enter_results(d, id, paired.js());
  }
  EXPECT_EQ(pair(d, id).status, 409) << "every round is paired";
  const json p = page(d, id);
  EXPECT_EQ(p["standings"]["after_round"], 5);
  // The standings are the library's on the exported file.
  const pg::Tournament file = exported(d, id);
  const auto expected = pg::standings(file, pg::parse_tie_breaks("BH-C1,BH,SB,DE"), 5);
  ASSERT_EQ(p["standings"]["rows"].size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    const json& row = p["standings"]["rows"][i];
    EXPECT_EQ(row["number"], expected[i].player);
    EXPECT_EQ(row["rank"], expected[i].rank);
    for (size_t k = 0; k < expected[i].values.size(); ++k)
      EXPECT_EQ(row["tiebreaks"][k], expected[i].values[k] ? pg::to_string(*expected[i].values[k]) : "");
  }
  // Each player's breakdown adds up to the printed values: BH-C1 without its cut round, BH all
  // of it, SB the products.
  const json breakdowns = d.get("/api/otb/" + id + "/tiebreaks").js();
  EXPECT_EQ(breakdowns["after_round"], 5);
  std::map<int, json> by_number;
  for (const json& b : breakdowns["players"]) by_number[b["number"]] = b;
  for (const json& row : p["standings"]["rows"]) {
    const json& b = by_number[row["number"]];
    ASSERT_EQ(b["cuts"].size(), 1u) << b.dump();
    EXPECT_EQ(b["cuts"][0]["tiebreak"], "BH-C1");
    double bh = 0, bh_c1 = 0, sb = 0;
    for (const json& x : b["summands"]) {
      const double score = std::stod(x["opponent_score"].get<std::string>()), scored = std::stod(x["scored"].get<std::string>());
      bh += score, sb += score * scored;
      const auto cut = b["cuts"][0]["rounds"].get<std::vector<int>>();
      if (std::find(cut.begin(), cut.end(), x["round"].get<int>()) == cut.end()) bh_c1 += score;
    }
    EXPECT_NEAR(bh_c1, std::stod(row["tiebreaks"][0].get<std::string>()), 1e-9) << b.dump();
    EXPECT_NEAR(bh, std::stod(row["tiebreaks"][1].get<std::string>()), 1e-9) << b.dump();
    EXPECT_NEAR(sb, std::stod(row["tiebreaks"][2].get<std::string>()), 1e-9) << b.dump();
  }
  // The rating report is the library's on the exported file; the CSV has a line a player.
  const json report = d.get("/api/otb/" + id + "/rating-report").js();
  const auto performance = pg::performance_report(file, 5);
  ASSERT_EQ(report["rows"].size(), performance.size());
  for (size_t i = 0; i < performance.size(); ++i) {
    EXPECT_EQ(report["rows"][i]["number"], performance[i].player);
    EXPECT_EQ(report["rows"][i]["games"], performance[i].games);
    EXPECT_EQ(report["rows"][i]["performance"], performance[i].performance);
  }
  const Reply csv = d.get("/api/otb/" + id + "/rating-report?format=csv");
  EXPECT_EQ(csv.status, 200);
  EXPECT_EQ(std::count(csv.body.begin(), csv.body.end(), '\n'), static_cast<long>(performance.size()) + 1);
  EXPECT_EQ(csv.body.rfind("number,name,title,federation,fide_id,rating,games,points,average_opponent,performance\r\n", 0), 0u);
  EXPECT_EQ(d.get("/api/otb/" + id + "/rating-report?format=xml").status, 400);
  // The late entry's round 1 is a zero-point absence in the crosstable.
  for (const json& x : p["crosstable"])
    if (x["name"] == "Late Comer") {
      EXPECT_EQ(x["rounds"][0]["result"], "Z");
    }
  ASSERT_EQ(d.post("/api/otb/" + id + "/finish").status, 200);
  EXPECT_EQ(page(d, id)["tournament"]["status"], "finished");
}

TEST(Otb, RoundRobinFollowsBergerTables) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"format", "round-robin"}});
  for (int i = 0; i < 5; ++i) add(d, id, "P" + std::to_string(i), 1000 - i);
  const auto schedule = pg::berger_schedule(5, false);
  ASSERT_EQ(schedule.size(), 5u);
  for (int r = 1; r <= 5; ++r) {
    const Reply paired = pair(d, id);
    ASSERT_EQ(paired.status, 200) << paired.body;
    const json boards = paired.js()["boards"];
    ASSERT_EQ(boards.size(), schedule[r - 1].games.size());
    for (size_t i = 0; i < boards.size(); ++i) {
      EXPECT_EQ(boards[i]["white"], schedule[r - 1].games[i].white);
      EXPECT_EQ(boards[i]["black"], schedule[r - 1].games[i].black);
    }
    if (r == 1) {
      EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "late"}}).status, 409);
    }
    enter_results(d, id, paired.js());
  }
  EXPECT_EQ(page(d, id)["tournament"]["rounds"], 5);
  EXPECT_EQ(pair(d, id).status, 409);
}

TEST(Otb, DoubleRoundRobinPlaysTheTableTwice) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"format", "double-round-robin"}});
  for (int i = 0; i < 4; ++i) add(d, id, "P" + std::to_string(i), 1000 - i);
  const auto schedule = pg::berger_schedule(4, true);
  ASSERT_EQ(schedule.size(), 6u);
  for (size_t r = 0; r < schedule.size(); ++r) {
    const Reply paired = pair(d, id);
    ASSERT_EQ(paired.status, 200) << paired.body;
    const json boards = paired.js()["boards"];
    ASSERT_EQ(boards.size(), 2u);
    for (size_t i = 0; i < boards.size(); ++i) {
      EXPECT_EQ(boards[i]["white"], schedule[r].games[i].white) << "round " << r + 1;
      EXPECT_EQ(boards[i]["black"], schedule[r].games[i].black) << "round " << r + 1;
    }
    enter_results(d, id, paired.js());
  }
  const json p = page(d, id);
  EXPECT_EQ(p["tournament"]["rounds"], 6);
  EXPECT_EQ(p["standings"]["after_round"], 6);
  const auto expected = pg::standings(exported(d, id), pg::parse_tie_breaks("SB,DE,WIN"), 6,
                                      {pg::System::round_robin});
  ASSERT_EQ(p["standings"]["rows"].size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(p["standings"]["rows"][i]["number"], expected[i].player);
}

// The initial colour: the director's, or drawn by lot from the seed stored at creation, and
// the first player of the ranking has it in round 1.
TEST(Otb, InitialColourIsChosenOrDrawnOnce) {
  TestServer s;
  const Player d = enter(s, "director");
  for (const char* colour : {"black", "white", "lot"}) {
    const std::string id = create(d, {{"rounds", 2}, {"initial_colour", colour}});
    for (int i = 0; i < 4; ++i) add(d, id, "P" + std::to_string(i), 1600 - i);
    EXPECT_EQ(page(d, id)["tournament"]["initial_colour"], colour);
    const Reply paired = pair(d, id);
    ASSERT_EQ(paired.status, 200);
    const std::string drawn = page(d, id)["tournament"]["initial_colour"];
    if (std::string(colour) != "lot") {
      EXPECT_EQ(drawn, colour);
    } else {
      EXPECT_TRUE(drawn == "white" || drawn == "black") << drawn;
    }
    const json board1 = paired.js()["boards"][0];
    EXPECT_EQ(board1[drawn == "white" ? "white" : "black"], 1) << colour << ": " << paired.body;
    EXPECT_EQ(exported(d, id).initial_colour, drawn == "white" ? pg::Colour::white : pg::Colour::black);
    // Taken back and paired again, the lot gives the same colour.
    ASSERT_EQ(d.post("/api/otb/" + id + "/unpair").status, 200);
    ASSERT_EQ(pair(d, id).status, 200);
    EXPECT_EQ(page(d, id)["tournament"]["initial_colour"], drawn);
  }
}

TEST(Otb, HallProposesDirectorConfirmsCorrectionsAreLogged) {
  TestServer s;
  const Player d = enter(s, "director"), other = enter(s, "other");
  const std::string id = create(d, {{"rounds", 3}, {"initial_colour", "white"}});
  for (int i = 0; i < 4; ++i) add(d, id, "P" + std::to_string(i), 1600 - i);
  ASSERT_EQ(pair(d, id).status, 200);
  const std::string code = page(d, id)["hall_code"];
  ASSERT_EQ(code.size(), 8u);
  EXPECT_FALSE(page(other, id).contains("hall_code")) << "only the director's view carries the hall's code";
  const std::string board1 = "/api/otb/" + id + "/rounds/1/boards/1/";
  EXPECT_EQ(s.post(board1 + "result", {{"result", "2-0"}, {"code", code}}).status, 400);
  EXPECT_EQ(s.post(board1 + "result", {{"result", "bye"}, {"code", code}}).status, 400);
  const Reply stranger = s.post(board1 + "result", {{"result", "0-1"}});
  EXPECT_EQ(stranger.status, 403) << "anyone at all may not propose";
  EXPECT_EQ(stranger.js()["code"], "otb-hall-code");
  EXPECT_EQ(s.post(board1 + "result", {{"result", "0-1"}, {"code", "00000000"}}).status, 403);
  ASSERT_EQ(s.post(board1 + "result", {{"result", "1-0"}, {"code", code}}).status, 200);
  ASSERT_EQ(other.post(board1 + "result", {{"result", "1-0"}, {"code", code}}).status, 200) << "the same again: no conflict";
  json p = page(d, id);
  EXPECT_TRUE(p["rounds"][0]["boards"][0]["proposed"]["conflict"].is_null());
  // A second, different proposal does not overwrite the first: the director sees both.
  ASSERT_EQ(other.post(board1 + "result", {{"result", "0-1"}, {"code", code}}).status, 200);
  p = page(d, id);
  EXPECT_EQ(p["rounds"][0]["boards"][0]["result"], "");
  EXPECT_EQ(p["rounds"][0]["boards"][0]["proposed"]["result"], "1-0");
  EXPECT_EQ(p["rounds"][0]["boards"][0]["proposed"]["conflict"], "0-1");
  EXPECT_EQ(other.post(board1 + "confirm").status, 403);
  const Reply differ = d.post(board1 + "confirm");
  EXPECT_EQ(differ.status, 409) << differ.body;
  EXPECT_EQ(differ.js()["code"], "otb-proposals-differ");
  ASSERT_EQ(d.post(board1 + "result", {{"result", "0-1"}}).status, 200) << "the director decides";
  p = page(d, id);
  EXPECT_EQ(p["rounds"][0]["boards"][0]["result"], "0-1");
  EXPECT_TRUE(p["rounds"][0]["boards"][0]["proposed"].is_null());
  // Board 2 proposed once and confirmed.
  const std::string board2 = "/api/otb/" + id + "/rounds/1/boards/2/";
  ASSERT_EQ(s.post(board2 + "result", {{"result", "1/2"}, {"code", code}}).status, 200);
  ASSERT_EQ(d.post(board2 + "confirm").status, 200);
  EXPECT_EQ(page(d, id)["rounds"][0]["boards"][1]["result"], "1/2");
  EXPECT_EQ(s.post(board1 + "result", {{"result", "1-0"}, {"code", code}}).status, 409) << "the hall does not correct";
  ASSERT_EQ(d.post(board1 + "result", {{"result", "1/2"}}).status, 200);
  p = page(d, id);
  const json last = p["log"].back();
  EXPECT_EQ(last["what"], "correction");
  EXPECT_EQ(last["from"], "0-1");
  EXPECT_EQ(last["to"], "1/2");
  EXPECT_EQ(last["by"], "director");
  bool proposed = false;
  for (const json& l : p["log"]) proposed |= l["what"] == "proposed" && l["by"] == "hall";
  EXPECT_TRUE(proposed);
  EXPECT_EQ(p["tournament"]["initial_colour"], "white");
  EXPECT_EQ(d.post("/api/otb/" + id + "/unpair").status, 409) << "round 1 has results";
}

// As the director chooses: results proposed by the board's own players (logged in, linked), or
// by anyone with the hall's code; a new code shuts the old link out.
TEST(Otb, TheDirectorChoosesWhoProposesFromTheHall) {
  TestServer s;
  const Player d = enter(s, "director"), amal = enter(s, "amal"), badr = enter(s, "badr"), eve = enter(s, "eve");
  const std::string id = create(d, {{"rounds", 1}, {"initial_colour", "white"}});
  for (const char* name : {"amal", "badr", "chadi", "dina"}) {
    const Reply r = d.post("/api/otb/" + id + "/players", {{"name", name}, {"rating", 1500}, {"account", name == std::string("chadi") || name == std::string("dina") ? "" : name}});
    ASSERT_EQ(r.status, 201) << r.body;
  }
  ASSERT_EQ(pair(d, id).status, 200);
  const json p = page(d, id);
  int amal_board = 0;
  for (const json& b : p["rounds"][0]["boards"])
    if (b["white_name"] == "amal" || b["black_name"] == "amal") amal_board = b["board"];
  ASSERT_GT(amal_board, 0);
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/" + std::to_string(amal_board) + "/result";
  const std::string old_code = p["hall_code"];
  EXPECT_EQ(d.post("/api/otb/" + id + "/hall", {{"proposals", "anyone"}}).status, 400);
  ASSERT_EQ(d.post("/api/otb/" + id + "/hall", {{"proposals", "players"}}).status, 200);
  EXPECT_EQ(page(d, id)["tournament"]["proposals"], "players");
  const Reply code_only = s.post(url, {{"result", "1-0"}, {"code", old_code}});
  EXPECT_EQ(code_only.status, 403);
  EXPECT_EQ(code_only.js()["code"], "otb-not-your-board");
  EXPECT_EQ(eve.post(url, {{"result", "1-0"}}).status, 403) << "not her board";
  const bool badr_there = p["rounds"][0]["boards"][amal_board - 1]["white_name"] == "badr" ||
                          p["rounds"][0]["boards"][amal_board - 1]["black_name"] == "badr";
  if (!badr_there) {
    EXPECT_EQ(badr.post(url, {{"result", "1-0"}}).status, 403) << "not his board";
  }
  ASSERT_EQ(amal.post(url, {{"result", "1-0"}}).status, 200);
  EXPECT_EQ(page(d, id)["rounds"][0]["boards"][amal_board - 1]["proposed"]["result"], "1-0");
  // Back to the hall's code, a new one: the old link proposes nothing.
  ASSERT_EQ(d.post("/api/otb/" + id + "/hall", {{"proposals", "code"}, {"new_code", true}}).status, 200);
  const std::string code = page(d, id)["hall_code"];
  EXPECT_NE(code, old_code);
  const std::string other_board = "/api/otb/" + id + "/rounds/1/boards/" + std::to_string(3 - amal_board) + "/result";
  EXPECT_EQ(s.post(other_board, {{"result", "0-1"}, {"code", old_code}}).status, 403);
  EXPECT_EQ(s.post(other_board, {{"result", "0-1"}, {"code", code}}).status, 200);
  bool logged = false;
  const json log = page(d, id)["log"];
  for (const json& l : log) logged |= l["what"] == "hall-code";
  EXPECT_TRUE(logged);
}

// A result corrected after the next round is paired: refused until the director says whether
// the later round stands (logged) or is paired again (then as the Dutch system pairs the
// corrected file, which the checker passes).
TEST(Otb, ACorrectionAfterTheNextRoundIsPairedAsksToKeepOrRepair) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 4}, {"initial_colour", "white"}});
  for (int i = 0; i < 6; ++i) add(d, id, "P" + std::to_string(i), 1800 - 50 * i);
  const auto rounds = two_rounds(d, id);
  ASSERT_TRUE(rounds);
  const json &round1 = rounds->first, &round2 = rounds->second;
  const json board = round1["boards"][0];
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/" + std::to_string(board["board"].get<int>()) + "/result";
  const std::string old = page(d, id)["rounds"][0]["boards"][0]["result"];
  const std::string changed = old == "1-0" ? "0-1" : "1-0";
  const Reply asked = d.post(url, {{"result", changed}});
  ASSERT_EQ(asked.status, 409) << asked.body;
  EXPECT_EQ(asked.js()["code"], "otb-paired-on-old-score");
  EXPECT_NE(asked.js()["error"].get<std::string>().find("round 2"), std::string::npos) << asked.body;
  EXPECT_EQ(page(d, id)["rounds"][0]["boards"][0]["result"], old) << "nothing changed";
  EXPECT_EQ(d.post(url, {{"result", changed}, {"later", "maybe"}}).status, 400);
  // Kept: the result changes, round 2 stands, and the log says it was kept on the old score.
  ASSERT_EQ(d.post(url, {{"result", changed}, {"later", "keep"}}).status, 200);
  json p = page(d, id);
  EXPECT_EQ(p["rounds"][0]["boards"][0]["result"], changed);
  EXPECT_EQ(pairing_of(p["rounds"][1]), pairing_of(round2));
  EXPECT_EQ(p["log"].back()["what"], "pairing-kept");
  EXPECT_EQ(p["log"].back()["round"], 2);
  EXPECT_EQ(p["log"][p["log"].size() - 2]["what"], "correction");
  // Re-paired: round 2 is taken back and paired again on the corrected score.
  const Reply again = d.post(url, {{"result", "1/2"}, {"later", "repair"}});
  ASSERT_EQ(again.status, 202) << again.body;
  EXPECT_EQ(again.js()["pairing"]["round"], 2);
  for (int i = 0; i < 3000 && page(d, id)["tournament"]["round"] != 2; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  p = page(d, id);
  ASSERT_EQ(p["tournament"]["round"], 2);
  pg::Tournament before = pg::before_round(exported(d, id), 2);
  EXPECT_EQ(pairing_of(p["rounds"][1]), pg::pair_dutch(before, 2));
  EXPECT_TRUE(pg::check_dutch(before, 2, pairing_of(p["rounds"][1])).empty());
  bool unpaired = false;
  for (const json& l : p["log"]) unpaired |= l["what"] == "unpaired" && l["round"] == 2 && !l["to"].get<std::string>().empty();
  EXPECT_TRUE(unpaired) << p["log"].dump();
  // Once round 2 has a result it can only be kept.
  enter_results(d, id, p["rounds"][1]);
  const Reply played = d.post(url, {{"result", "1-0"}, {"later", "repair"}});
  EXPECT_EQ(played.status, 409) << played.body;
  EXPECT_NE(played.js()["error"].get<std::string>().find("only kept"), std::string::npos) << played.body;
  // A correction of the last paired round asks nothing.
  const std::string last = "/api/otb/" + id + "/rounds/2/boards/1/result";
  EXPECT_EQ(d.post(last, {{"result", "--"}}).status, 200);
}

// A forfeit entered just after the pairing (nobody has a result yet): the director says whether
// it stands or the round is paired again without the absent player, who is then absent (Z).
// A correction's re-pairing the heavy-work lane cannot take now: the correction stands, the
// round is taken back, and the answer (and the view, until the next change) says to pair it again.
TEST(Otb, ARepairTheServerIsTooBusyForKeepsTheCorrection) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {});
  for (int i = 0; i < 6; ++i) add(d, id, "Player " + std::to_string(i + 1), 2000 - 10 * i);
  const auto rounds = two_rounds(d, id);
  ASSERT_TRUE(rounds);
  const json& b = rounds->first["boards"][0];
  const std::string other = b["result"] == "1-0" ? "0-1" : "1-0";
  s.config().jobs.max_waiting = 0;  // every heavy job refused: 503
  s.restart();
  const Reply r = d.post("/api/otb/" + id + "/rounds/1/boards/1/result", {{"result", other}, {"later", "repair"}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["pairing"]["state"], "failed");
  EXPECT_EQ(r.js()["pairing"]["code"], "otb-pairing-busy");
  EXPECT_EQ(r.js()["pairing"]["round"], 2);
  s.config().jobs = manqala::kJobsLane;
  s.restart();
  const json view = page(d, id);
  EXPECT_EQ(view["tournament"]["round"], 1);  // round 2 taken back, to be paired again
  EXPECT_EQ(view["rounds"][0]["boards"][0]["result"], other);
}

TEST(Otb, AForfeitJustAfterThePairingAsksToPairAgain) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 3}, {"initial_colour", "white"}});
  for (int i = 0; i < 6; ++i) add(d, id, "P" + std::to_string(i), 1800 - 50 * i);
  const Reply r1 = pair(d, id);
  ASSERT_EQ(r1.status, 200);
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/1/result";
  const Reply asked = d.post(url, {{"result", "+-"}});
  ASSERT_EQ(asked.status, 409) << asked.body;
  EXPECT_EQ(asked.js()["code"], "otb-forfeit-repair");
  EXPECT_EQ(page(d, id)["rounds"][0]["boards"][0]["result"], "") << "nothing changed";
  EXPECT_EQ(d.post(url, {{"result", "1-0"}}).status, 200) << "a game's result asks nothing";
  ASSERT_EQ(d.post(url, {{"result", "1-0"}}).status, 200);
  // Round 2: the forfeit of board 1, paired again without the absent North.
  enter_results(d, id, page(d, id)["rounds"][0]);
  const Reply r2 = pair(d, id);
  ASSERT_EQ(r2.status, 200);
  const json b = r2.js()["boards"][0];
  const std::string url2 = "/api/otb/" + id + "/rounds/2/boards/1/result";
  const Reply again = d.post(url2, {{"result", "+-"}, {"later", "repair"}});
  ASSERT_EQ(again.status, 202) << again.body;
  for (int i = 0; i < 3000 && page(d, id)["tournament"]["round"] != 2; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  json p = page(d, id);
  ASSERT_EQ(p["tournament"]["round"], 2);
  bool absent = false, on_board = false;
  for (const json& n : p["rounds"][1]["not_paired"]) absent |= n["number"] == b["black"] && n["kind"] == "zero";
  for (const json& x : p["rounds"][1]["boards"]) on_board |= x["white"] == b["black"] || x["black"] == b["black"];
  EXPECT_TRUE(absent) << p["rounds"][1].dump();
  EXPECT_FALSE(on_board) << "the absent player is not paired again";
  const pg::Tournament file = exported(d, id);
  EXPECT_TRUE(pg::check_dutch(pg::before_round(file, 2), 2, pg::recorded_pairing(file, 2)).empty());
  bool logged = false;
  for (const json& l : p["log"]) logged |= l["what"] == "unpaired" && l["to"] == "2.1 +-";
  EXPECT_TRUE(logged) << p["log"].dump();
  // Kept: the forfeit stands.
  const std::string url3 = "/api/otb/" + id + "/rounds/2/boards/1/result";
  ASSERT_EQ(d.post(url3, {{"result", "-+"}, {"later", "keep"}}).status, 200);
  EXPECT_EQ(page(d, id)["rounds"][1]["boards"][0]["result"], "-+");
}

// After round 1 the starting numbers are fixed: a late entry takes the next one; re-sorting
// by rating is the director's, and the log names each number that changed.
TEST(Otb, ALateEntryTakesTheNextNumberUntilTheDirectorReSorts) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 3}});
  for (int i = 0; i < 4; ++i) add(d, id, "P" + std::to_string(i), 1600 - i);
  EXPECT_EQ(d.post("/api/otb/" + id + "/renumber").status, 409) << "already in rating order";
  const Reply r1 = pair(d, id);
  ASSERT_EQ(r1.status, 200);
  const Reply late = d.post("/api/otb/" + id + "/players", {{"name", "Strong"}, {"rating", 2200}});
  ASSERT_EQ(late.status, 201) << late.body;
  EXPECT_EQ(late.js()["number"], 5);
  json p = page(d, id);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(p["players"][i]["name"], "P" + std::to_string(i)) << "numbers kept";
  EXPECT_EQ(pairing_of(p["rounds"][0]), pairing_of(r1.js())) << "round 1 as printed";
  EXPECT_FALSE(p["tournament"]["numbered_by_ranking"].get<bool>()) << "the page offers the re-sort";
  ASSERT_EQ(d.post("/api/otb/" + id + "/renumber").status, 200);
  p = page(d, id);
  EXPECT_TRUE(p["tournament"]["numbered_by_ranking"].get<bool>());
  EXPECT_EQ(p["players"][0]["name"], "Strong");
  EXPECT_EQ(p["players"][0]["number"], 1);
  int lines = 0;
  for (const json& l : p["log"])
    if (l["what"] == "renumbered") {
      ++lines;
      EXPECT_EQ(std::stoi(l["to"].get<std::string>()), std::stoi(l["from"].get<std::string>()) % 5 + 1) << l.dump();
    }
  EXPECT_EQ(lines, 5);
  // The export is the same tournament under the new numbers.
  const pg::Tournament file = exported(d, id);
  EXPECT_EQ(file.player(1).name, "Strong");
  EXPECT_EQ(file.player(1).rounds[0].outcome, pg::RoundResult::zero_bye);
}

// In the middle of a round the standings and the crosstable count the same rounds: the last
// complete one; the round in progress is named.
TEST(Otb, StandingsAndCrosstableCountTheSameRounds) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 3}});
  for (int i = 0; i < 6; ++i) add(d, id, "P" + std::to_string(i), 1600 - i);
  const auto rounds = two_rounds(d, id);
  ASSERT_TRUE(rounds);
  const json& round2 = rounds->second;
  ASSERT_EQ(d.post("/api/otb/" + id + "/rounds/2/boards/1/result", {{"result", "1-0"}}).status, 200);
  const json p = page(d, id);
  EXPECT_EQ(p["standings"]["after_round"], 1);
  EXPECT_EQ(p["standings"]["in_progress"], 2);
  std::map<int, std::string> standing;
  std::map<int, int> rank;
  for (const json& row : p["standings"]["rows"]) standing[row["number"]] = row["points"], rank[row["number"]] = row["rank"];
  ASSERT_EQ(p["crosstable"].size(), 6u);
  for (const json& row : p["crosstable"]) {
    EXPECT_EQ(row["rounds"].size(), 1u) << row.dump();
    EXPECT_EQ(row["points"], standing[row["number"]]) << row.dump();
    EXPECT_EQ(row["rank"], rank[row["number"]]) << "the crosstable's rank is the standings' " << row.dump();
  }
  const json paged = d.get("/api/otb/" + id + "/crosstable").js();
  EXPECT_EQ(paged["rows"], p["crosstable"]);
  enter_results(d, id, round2);
  const json after = page(d, id);
  EXPECT_EQ(after["standings"]["after_round"], 2);
  EXPECT_EQ(after["standings"]["in_progress"], 0);
  EXPECT_EQ(after["crosstable"][0]["rounds"].size(), 2u);
}

// What a director must be able to undo: the same name twice (said first), a player never
// paired deleted, a withdrawal before round 1 leaving no trace, a name mended after round 1,
// a withdrawal taken back (the rounds missed stay absences), a correction after Finish.
TEST(Otb, TheDirectorUndoesMistakes) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 3}});
  const std::string players = "/api/otb/" + id + "/players";
  const int amal = add(d, id, "Amal", 1500);
  const Reply twice = d.post(players, {{"name", "AMAL"}, {"rating", 1400}});
  ASSERT_EQ(twice.status, 409) << twice.body;
  EXPECT_EQ(twice.js()["code"], "otb-same-name");
  const Reply other = d.post(players, {{"name", "AMAL"}, {"rating", 1400}, {"same_name", true}});
  ASSERT_EQ(other.status, 201) << other.body;
  ASSERT_EQ(d.post(players + "/" + std::to_string(other.js()["id"].get<int>()), {{"delete", true}}).status, 200);
  const int badr = add(d, id, "Badr", 1450), chadi = add(d, id, "Chadi", 1400);
  add(d, id, "Eman", 1350);
  const int dina = add(d, id, "Dina", 1300);
  ASSERT_EQ(d.post(players + "/" + std::to_string(dina), {{"withdraw", true}}).status, 200);
  json p = page(d, id);
  ASSERT_EQ(p["players"].size(), 4u) << "no phantom of a withdrawal before round 1";
  for (const json& x : p["players"]) EXPECT_NE(x["name"], "Dina");
  const Reply r1 = pair(d, id);
  ASSERT_EQ(r1.status, 200);
  // A typo mended after round 1: the name changes, the number stays.
  ASSERT_EQ(d.post(players + "/" + std::to_string(badr), {{"name", "Badr Hamed"}, {"rating", 2000}}).status, 200);
  p = page(d, id);
  EXPECT_EQ(p["players"][1]["name"], "Badr Hamed");
  EXPECT_EQ(p["players"][1]["number"], 2);
  EXPECT_EQ(d.post(players + "/" + std::to_string(badr), {{"delete", true}}).status, 409) << "paired: withdrawn, not deleted";
  enter_results(d, id, r1.js());
  ASSERT_EQ(d.post(players + "/" + std::to_string(chadi), {{"withdraw", true}}).status, 200);
  const Reply r2 = pair(d, id);
  ASSERT_EQ(r2.status, 200);
  EXPECT_EQ(r2.body.find("Chadi"), std::string::npos) << r2.body;
  EXPECT_EQ(d.post(players + "/" + std::to_string(amal), {{"withdraw", false}}).status, 409) << "Amal never withdrew";
  ASSERT_EQ(d.post(players + "/" + std::to_string(chadi), {{"withdraw", false}}).status, 200);
  EXPECT_EQ(page(d, id)["log"].back()["what"], "player-readmitted");
  enter_results(d, id, r2.js());
  const Reply r3 = pair(d, id);
  ASSERT_EQ(r3.status, 200);
  EXPECT_NE(r3.body.find("Chadi"), std::string::npos) << "back from round 3: " << r3.body;
  const pg::Tournament file = exported(d, id);
  EXPECT_EQ(file.player(3).rounds[1].outcome, pg::RoundResult::zero_bye) << "the round he missed stays an absence";
  EXPECT_TRUE(pg::check_dutch(pg::before_round(file, 3), 3, pg::recorded_pairing(file, 3)).empty());
  enter_results(d, id, r3.js());
  ASSERT_EQ(d.post("/api/otb/" + id + "/finish").status, 200);
  const std::string board1 = "/api/otb/" + id + "/rounds/3/boards/1/result";
  EXPECT_EQ(d.post(board1, {{"result", "--"}}).status, 409) << "finished";
  ASSERT_EQ(d.post("/api/otb/" + id + "/reopen").status, 200);
  EXPECT_EQ(d.post("/api/otb/" + id + "/reopen").status, 409) << "running already";
  ASSERT_EQ(d.post(board1, {{"result", "--"}}).status, 200);
  ASSERT_EQ(d.post("/api/otb/" + id + "/finish").status, 200);
  p = page(d, id);
  EXPECT_EQ(p["tournament"]["status"], "finished");
  std::vector<std::string> ends;
  for (const json& l : p["log"])
    if (l["what"] == "finished" || l["what"] == "reopened" || l["what"] == "correction") ends.push_back(l["what"]);
  EXPECT_EQ(ends, (std::vector<std::string>{"finished", "reopened", "correction", "finished"}));
}

TEST(Otb, HandMadePairingNamesItsBreachesAndUnpairTakesTheRoundBack) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 3}});
  for (int i = 0; i < 4; ++i) add(d, id, "P" + std::to_string(i), 1600 - i);
  const auto rounds = two_rounds(d, id);
  ASSERT_TRUE(rounds);
  const json &round1 = rounds->first, &round2 = rounds->second;
  const std::string url = "/api/otb/" + id + "/rounds/2/pairings";
  // Round 1's pairs again: a rematch breaks C1.
  json boards = json::array();
  for (const json& b : round1["boards"]) boards.push_back({{"white", b["black"]}, {"black", b["white"]}});
  const Reply rematch = d.post(url, {{"boards", boards}});
  ASSERT_EQ(rematch.status, 200) << rematch.body;
  ASSERT_FALSE(rematch.js()["breaches"].empty());
  EXPECT_EQ(rematch.js()["breaches"][0].get<std::string>().substr(0, 3), "C1:") << rematch.body;
  EXPECT_EQ(page(d, id)["log"].back()["what"], "pairing-edited");
  // The Dutch pairing given back by hand has no breach.
  json dutch = json::array();
  for (const json& b : round2["boards"]) dutch.push_back({{"white", b["white"]}, {"black", b["black"]}});
  const Reply same = d.post(url, {{"boards", dutch}});
  ASSERT_EQ(same.status, 200);
  EXPECT_TRUE(same.js()["breaches"].empty()) << same.body;
  // A player twice, or missing: 400, nothing changed.
  EXPECT_EQ(d.post(url, {{"boards", {{{"white", 1}, {"black", 2}}, {{"white", 1}, {"black", 3}}}}}).status, 400);
  EXPECT_EQ(d.post(url, {{"boards", {{{"white", 1}, {"black", 2}}}}}).status, 400);
  EXPECT_EQ(pairing_of(page(d, id)["rounds"][1]), pairing_of(round2));
  ASSERT_EQ(d.post("/api/otb/" + id + "/unpair").status, 200);
  EXPECT_EQ(page(d, id)["tournament"]["round"], 1);
  EXPECT_EQ(page(d, id)["rounds"].size(), 1u);
}

TEST(Otb, ScoresheetIsCheckedMoveByMoveAndStored) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 1}, {"place", "Nizwa"}, {"date", "2026-12-03"}});
  add(d, id, "Amal", 1500);
  add(d, id, "Badr", 1400);
  const Reply paired = pair(d, id);
  ASSERT_EQ(paired.status, 200);
  const json board = paired.js()["boards"][0];  // who is White was drawn by lot
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/1/sheet";
  // Build a legal game from the server's own answers: the first legal move each time.
  std::vector<std::string> moves;
  for (int i = 0; i < 12; ++i) {
    const Reply r = s.post(url, {{"moves", moves}});
    ASSERT_EQ(r.status, 200) << r.body;
    if (r.js()["over"].get<bool>()) break;
    moves.push_back(r.js()["legal"][0]);
  }
  const Reply check = s.post(url, {{"moves", moves}});
  ASSERT_EQ(check.status, 200);
  EXPECT_EQ(check.js()["moves"], moves.size());
  // Who made each move, for the paper's South and North columns.
  ASSERT_EQ(check.js()["sides"].size(), moves.size());
  EXPECT_EQ(check.js()["sides"][0], "south");
  EXPECT_EQ(check.js()["sides"][1], "north");
  // A typo at move 3.
  std::vector<std::string> typo = moves;
  typo[3] = "zz9";
  const Reply bad = s.post(url, {{"moves", typo}});
  ASSERT_EQ(bad.status, 422) << bad.body;
  EXPECT_EQ(bad.js()["at"], 3);
  EXPECT_EQ(bad.js()["move"], "zz9");
  const std::vector<std::string> legal_there = s.post(url, {{"moves", std::vector<std::string>(moves.begin(), moves.begin() + 3)}}).js()["legal"];
  EXPECT_EQ(bad.js()["legal"].get<std::vector<std::string>>(), legal_there);
  EXPECT_EQ(s.post(url, {{"moves", moves}, {"store", true}}).status, 403);
  const Reply stored = d.post(url, {{"moves", moves}, {"store", true}});
  ASSERT_EQ(stored.status, 200) << stored.body;
  const std::string game = stored.js()["game_id"];
  ASSERT_FALSE(game.empty());
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["players"]["south"], board["white_name"]);
  EXPECT_EQ(g["players"]["north"], board["black_name"]);
  EXPECT_EQ(std::set<std::string>({board["white_name"], board["black_name"]}), std::set<std::string>({"Amal", "Badr"}));
  EXPECT_EQ(g["moves"].size(), moves.size()) << g.dump();
  // A game between two named players of that event, its record headed as the docs promise.
  EXPECT_EQ(g["opponent"], "people") << g.dump();
  EXPECT_EQ(g["headers"], json({{"Event", "Club night"}, {"Round", "1.1"}, {"Site", "Nizwa"}, {"Date", "2026-12-03"}}));
  const std::string record = s.get("/api/games/" + game + "/record").body;
  for (const char* header : {"[Event \"Club night\"]", "[Round \"1.1\"]", "[Site \"Nizwa\"]", "[Date \"2026-12-03\"]"})
    EXPECT_NE(record.find(header), std::string::npos) << header << " in\n" << record;
  const json exported_game = s.get("/api/games/" + game + "/export").js();
  EXPECT_EQ(exported_game["opponent"], "people");
  EXPECT_EQ(exported_game["headers"]["Event"], "Club night");
  EXPECT_TRUE(exported_game["level"].is_null());
  EXPECT_EQ(page(d, id)["rounds"][0]["boards"][0]["game_id"], game);
  EXPECT_EQ(page(d, id)["log"].back()["what"], "sheet-game");
  EXPECT_EQ(s.post(url, {{"moves", std::vector<std::string>(201, "a1")}}).status, 400);
}

// A player's FIDE title, federation and ID: taken at the door, mended, written in the TRF and
// read back from it.
TEST(Otb, FideFieldsGoIntoTheTrfAndBack) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 1}});
  const std::string players = "/api/otb/" + id + "/players";
  for (const json& bad : {json{{"title", "XX"}}, json{{"federation", "oma"}}, json{{"federation", "OMAN"}}, json{{"fide_id", "12a"}},
                          json{{"fide_id", "123456789012"}}}) {
    json body = {{"name", "Bad"}, {"rating", 1500}};
    body.update(bad);
    EXPECT_EQ(d.post(players, body).status, 400) << bad.dump();
  }
  const Reply r = d.post(players, {{"name", "Salim Al-Harthy"}, {"rating", 2210}, {"title", "FM"}, {"federation", "OMA"}, {"fide_id", "15800060"}});
  ASSERT_EQ(r.status, 201) << r.body;
  const int wife = add(d, id, "Aisha Juma", 1900);
  ASSERT_EQ(d.post(players + "/" + std::to_string(wife), {{"title", "WCM"}, {"federation", "TAN"}}).status, 200);
  const json p = page(d, id);
  EXPECT_EQ(p["players"][0]["title"], "FM");
  EXPECT_EQ(p["players"][0]["federation"], "OMA");
  EXPECT_EQ(p["players"][0]["fide_id"], "15800060");
  EXPECT_EQ(p["players"][1]["title"], "WCM");
  EXPECT_EQ(p["players"][1]["fide_id"], "");
  const pg::Tournament file = exported(d, id);
  EXPECT_EQ(file.player(1).title, "FM");
  EXPECT_EQ(file.player(1).federation, "OMA");
  EXPECT_EQ(file.player(1).fide_id, "15800060");
  EXPECT_EQ(file.player(2).federation, "TAN");
  const Reply trf = d.get("/api/otb/" + id + "/tournament.trf");
  const Reply back = raw(d, "/api/otb/import?game=al-manqala", trf.body);
  ASSERT_EQ(back.status, 201) << back.body;
  const json copy = page(d, back.js()["id"]);
  EXPECT_EQ(copy["players"][0]["title"], "FM");
  EXPECT_EQ(copy["players"][0]["federation"], "OMA");
  EXPECT_EQ(copy["players"][0]["fide_id"], "15800060");
  EXPECT_EQ(copy["players"][1]["title"], "WCM");
  // A name a spreadsheet would take for a formula stays text in the rating report's CSV.
  add(d, id, "=SUM(A1),x", 1000);
  const std::string csv = d.get("/api/otb/" + id + "/rating-report?format=csv").body;
  EXPECT_NE(csv.find(",\"'=SUM(A1),x\","), std::string::npos) << csv;
  EXPECT_NE(csv.find("1,Salim Al-Harthy,FM,OMA,15800060,2210,0,0,0,0"), std::string::npos) << csv;
}

// Players kept apart (same family) are never paired from the round after the director says so;
// the TRF carries them (XXP, or 260 from that round), so every round passes --check; a group
// ended after a round was paired under it stays in the file up to that round.
TEST(Otb, ForbiddenPairsKeepPlayersApartFromTheNextRound) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 4}});
  std::vector<int> ids;
  for (int i = 0; i < 8; ++i) ids.push_back(add(d, id, "Player " + std::to_string(i + 1), 2000 - 10 * i));
  const std::string url = "/api/otb/" + id + "/forbidden";
  // Round 1 pairs 1-5: the director keeps them apart (brothers).
  Reply r = d.post(url, {{"players", {ids[0], ids[4]}}, {"note", "brothers"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json g = r.js()["tournament"]["forbidden"][0];
  EXPECT_EQ(g["players"], json({ids[0], ids[4]}));
  EXPECT_EQ(g["from"], 1);
  EXPECT_EQ(g["note"], "brothers");
  EXPECT_EQ(d.post(url, {{"players", {ids[4], ids[0]}}}).js()["code"], "otb-forbidden-same");
  EXPECT_EQ(d.post(url, {{"players", {ids[0], ids[0]}}}).status, 400);
  EXPECT_EQ(d.post(url, {{"players", {ids[0], 999}}}).status, 404);
  EXPECT_EQ(d.post(url, {{"players", "1,5"}}).status, 400);
  const Player stranger = enter(s, "stranger");
  EXPECT_EQ(stranger.post(url, {{"players", {ids[1], ids[2]}}}).status, 403);

  const Reply r1 = pair(d, id);
  ASSERT_EQ(r1.status, 200) << r1.body;
  const json boards = r1.js()["boards"];
  for (const json& b : boards)
    EXPECT_FALSE((b["white"] == 1 && b["black"] == 5) || (b["white"] == 5 && b["black"] == 1)) << r1.body;
  enter_results(d, id, r1.js());
  // From round 2 on, 2 and 3 too (same club).
  ASSERT_EQ(d.post(url, {{"players", {ids[1], ids[2]}}, {"note", "club"}}).status, 200);
  const Reply r2 = pair(d, id);
  ASSERT_EQ(r2.status, 200) << r2.body;
  pg::Tournament t = exported(d, id);
  EXPECT_EQ(t.forbidden, (std::vector<pg::ForbiddenPairs>{{{1, 5}, 1, 0}, {{2, 3}, 2, 4}}));
  for (int round = 1; round <= 2; ++round)
    EXPECT_TRUE(pg::check_dutch(pg::before_round(t, round), round, pg::recorded_pairing(t, round)).empty()) << round;
  // Ended after round 2 was paired: kept for rounds 1 and 2, gone from the page's list of those in force.
  r = d.post(url + "/1/end");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["tournament"]["forbidden"][0]["to"], 2);
  EXPECT_EQ(d.post(url + "/1/end").status, 404);  // ended already
  t = exported(d, id);
  EXPECT_EQ(t.forbidden[0], (pg::ForbiddenPairs{{1, 5}, 1, 2}));
  bool logged = false;
  const json log = page(d, id)["log"];
  for (const json& line : log) logged |= line["what"] == "forbidden-added" && line["to"] == "Player 2, Player 3 (club)";
  EXPECT_TRUE(logged) << log.dump();
  // A round robin has none.
  const std::string rr = create(d, {{"format", "round-robin"}});
  add(d, rr, "A", 1500);
  add(d, rr, "B", 1400);
  EXPECT_EQ(d.post("/api/otb/" + rr + "/forbidden", {{"players", {1, 2}}}).js()["code"], "otb-rules-swiss");
}

// A player deleted from a group kept apart (never paired) leaves the others kept apart; the
// group still ends, its log line naming those left.
TEST(Otb, AGroupKeptApartOutlivesAPlayerDeletedFromIt) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {});
  const int a = add(d, id, "Ann", 1500), b = add(d, id, "Ben", 1400), c = add(d, id, "Cy", 1300);
  ASSERT_EQ(d.post("/api/otb/" + id + "/forbidden", {{"players", {a, b, c}}}).status, 200);
  ASSERT_EQ(d.post("/api/otb/" + id + "/players/" + std::to_string(c), {{"delete", true}}).status, 200);
  EXPECT_EQ(exported(d, id).forbidden, (std::vector<pg::ForbiddenPairs>{{{1, 2}, 1, 0}}));
  ASSERT_EQ(d.post("/api/otb/" + id + "/forbidden/1/end").status, 200);
  EXPECT_TRUE(exported(d, id).forbidden.empty());  // no round was paired under it: gone
  const json log = page(d, id)["log"];
  EXPECT_EQ(log.back()["what"], "forbidden-ended");
  EXPECT_EQ(log.back()["from"], "Ann, Ben");
}

// Baku acceleration (C.04.5.1): chosen at creation or before round 1; GA is 2 x ceil(n / 4) of
// the players there from round 1 and pairs within itself in round 1; the TRF gives the
// virtual points (250) so that any engine pairs it the same; no change after round 1.
TEST(Otb, BakuAccelerationPairsTheFirstGroupWithinItself) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 5}, {"initial_colour", "white"}});
  for (int i = 0; i < 12; ++i) add(d, id, "Player " + std::to_string(i + 1), 2000 - 10 * i);
  const std::string url = "/api/otb/" + id + "/acceleration";
  EXPECT_EQ(d.post(url, {{"acceleration", "fast"}}).status, 400);
  Reply r = d.post(url, {{"acceleration", "baku"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json a = r.js()["tournament"]["acceleration"];
  EXPECT_EQ(a["method"], "baku");
  EXPECT_EQ(a["last"], 6);
  EXPECT_EQ(a["virtual_points"], json({"1", "1", "0.5"}));
  const Reply r1 = pair(d, id);
  ASSERT_EQ(r1.status, 200) << r1.body;
  EXPECT_EQ(pairing_of(r1.js()).boards,
            (std::vector<pg::Board>{{1, 4}, {5, 2}, {3, 6}, {7, 10}, {11, 8}, {9, 12}}));
  const Reply trf = d.get("/api/otb/" + id + "/tournament.trf");
  EXPECT_NE(trf.body.find("250       1.0 001 002 0001 0006"), std::string::npos) << trf.body;
  enter_results(d, id, r1.js());
  // A late entry after round 1 is not in the first group: its last player stays number 6.
  add(d, id, "Late", 2500);
  EXPECT_EQ(page(d, id)["tournament"]["acceleration"]["last"], 6);
  ASSERT_EQ(pair(d, id).status, 200);
  const pg::Tournament t = exported(d, id);
  for (int round = 1; round <= 2; ++round)
    EXPECT_TRUE(pg::check_dutch(pg::before_round(t, round), round, pg::recorded_pairing(t, round)).empty()) << round;
  EXPECT_EQ(d.post(url, {{"acceleration", "none"}}).js()["code"], "otb-acceleration-started");
  // At creation; a round robin may not.
  EXPECT_EQ(page(d, create(d, {{"acceleration", "baku"}}))["tournament"]["acceleration"]["method"], "baku");
  EXPECT_EQ(d.post("/api/otb", {{"name", "RR"}, {"game", "al-manqala"}, {"format", "round-robin"}, {"acceleration", "baku"}}).status, 400);
  // Reimported, the virtual points come back as Baku's; other ones are refused.
  const Reply again = raw(d, "/api/otb/import?game=al-manqala", trf.body);
  ASSERT_EQ(again.status, 201) << again.body;
  EXPECT_EQ(page(d, again.js()["id"])["tournament"]["acceleration"]["method"], "baku");
  std::string other = trf.body;
  other.replace(other.find("250       1.0 001 002 0001 0006"), 31, "250       2.0 001 002 0001 0006");
  const Reply refused = raw(d, "/api/otb/import?game=al-manqala", other);
  EXPECT_EQ(refused.status, 400);
  EXPECT_NE(refused.body.find("not the Baku method's"), std::string::npos) << refused.body;
}

TEST(Otb, TrfImportExportsWhatReimportsEqual) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string dir = std::string(MANQALA_WEB_DIR) + "/../tests/pairing/data/bbp/";
  int files = 0;
  for (const char* name : {"seed046-p10-r8.trf", "seed019-p13-r7.trf"}) {
    std::ifstream in(dir + name, std::ios::binary);
    ASSERT_TRUE(in) << dir + name;
    std::stringstream text;
    text << in.rdbuf();
    const Reply r = raw(d, "/api/otb/import?game=al-manqala", text.str());
    ASSERT_EQ(r.status, 201) << name << ": " << r.body;
    const pg::Tournament first = exported(d, r.js()["id"]);
    const pg::Tournament original = pg::read_trf(text.str());
    EXPECT_EQ(first.players.size(), original.players.size());
    for (size_t i = 0; i < original.players.size(); ++i)
      EXPECT_EQ(first.players[i].rounds, original.players[i].rounds) << name << " player " << i + 1;
    const Reply again = raw(d, "/api/otb/import?game=al-manqala", pg::write_trf(first, pg::TrfFlavour::trf2026));
    ASSERT_EQ(again.status, 201) << again.body;
    EXPECT_EQ(exported(d, again.js()["id"]), first) << name;
    ++files;
  }
  EXPECT_EQ(files, 2);
  const Reply bad = raw(d, "/api/otb/import?game=al-manqala", "012 x\n001    1      A                                  15x0\n");
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.js()["error"].get<std::string>().find("line 2"), std::string::npos) << bad.body;
  EXPECT_EQ(raw(d, "/api/otb/import?game=chess", "012 x\n").status, 400);
}

// A TRF import may be up to 1 MiB (a 500-player file is over the usual 64 KiB); the other
// routes keep 64 KiB, and the import its 1 MiB.
TEST(Otb, TrfImportTakesALargeFileAndOnlyIt) {
  TestServer s;
  const Player d = enter(s, "director");
  auto file_of = [](int players) {
    std::string text = "012 Big night\n";
    for (int i = 1; i <= players; ++i) {
      char line[128];
      std::snprintf(line, sizeof line, "001 %4d      Player %-26d %4d\n", i, i, 2500 - i);
      text += line;
    }
    return text + std::string(80 * 1024 - text.size() % 1024, '\n');
  };
  const std::string text = file_of(manqala::kMaxEventPlayers);
  ASSERT_GT(text.size(), 64u * 1024);
  const Reply big = raw(d, "/api/otb/import?game=hawalis", text);
  ASSERT_EQ(big.status, 201) << big.body.substr(0, 300);
  const std::string id = big.js()["id"];
  const json p = page(d, id);
  EXPECT_EQ(p["players"].size(), static_cast<size_t>(manqala::kMaxEventPlayers));
  EXPECT_EQ(p["tournament"]["game"], "hawalis");
  // The same cap everywhere: the door refuses one more, and so does an import (it took 500 once).
  EXPECT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Late"}, {"rating", 1000}}).status, 409);
  const Reply over = raw(d, "/api/otb/import?game=hawalis", file_of(manqala::kMaxEventPlayers + 1));
  EXPECT_EQ(over.status, 400) << over.body.substr(0, 300);
  EXPECT_NE(over.body.find("at most 256"), std::string::npos) << over.body;
  EXPECT_EQ(raw(d, "/api/otb/import?game=hawalis", std::string(1100 * 1024, '\n')).status, 413);
  EXPECT_EQ(raw(d, "/api/otb", std::string(70 * 1024, ' ')).status, 413);
}

// A bye asked for a round the file's tournament does not have is refused, not kept (a
// one-round file once took "240 H 999 1").
TEST(Otb, TrfImportRefusesAByeBeyondItsRounds) {
  TestServer s;
  const Player d = enter(s, "director");
  // No XXR line: the tournament has the one round its players played.
  const std::string players =
      "012 Short night\n"
      "001    1      Player A                          1500                             1.0    1     2 w 1\n"
      "001    2      Player B                          1400                             0.0    2     1 b 0\n";
  const Reply beyond = raw(d, "/api/otb/import?game=al-manqala", players + "240 H 999 1\n");
  EXPECT_EQ(beyond.status, 400) << beyond.body;
  EXPECT_NE(beyond.body.find("rounds 1 to 1"), std::string::npos) << beyond.body;
  EXPECT_EQ(raw(d, "/api/otb/import?game=al-manqala", players + "240 H 1 1\n").status, 400) << "round 1 is played";
  const Reply fine = raw(d, "/api/otb/import?game=al-manqala", players);
  ASSERT_EQ(fine.status, 201) << fine.body;
  EXPECT_EQ(page(d, fine.js()["id"])["tournament"]["rounds"], 1);
}

// The hall's routes are limited per address: a flood of proposals is refused (429) and
// changes nothing more; the director is not limited.
// The QR code of the live page for the printed pairings: the site's address checked, an SVG.
TEST(Otb, LivePageQrCode) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 1}});
  const Reply qr = s.get("/api/otb/" + id + "/live.svg?origin=https://club.example:8443");
  ASSERT_EQ(qr.status, 200) << qr.body;
  EXPECT_EQ(qr.body.rfind("<svg", 0), 0u);
  EXPECT_NE(qr.body.find("<path fill=\"#000\" d=\"M4 4h1v1h-1z"), std::string::npos) << "a finder pattern's corner in the quiet zone's place";
  for (const char* bad : {"", "javascript:alert(1)", "https://club.example/path", "ftp://club.example", "https://a b"})
    EXPECT_EQ(s.get("/api/otb/" + id + "/live.svg?origin=" + std::string(bad)).status, 400) << bad;
  EXPECT_EQ(s.get("/api/otb/0123456789abcdef/live.svg?origin=https://club.example").status, 404);
}

TEST(Otb, HallRoutesHaveAQuotaPerAddress) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 1}});
  add(d, id, "Amal", 1500);
  add(d, id, "Badr", 1400);
  ASSERT_EQ(pair(d, id).status, 200);
  const std::string url = "/api/otb/" + id + "/rounds/1/boards/1/result";
  int refused = 0;
  for (int i = 0; i < 80; ++i) refused += s.post_as("198.51.100.7", url, {{"result", "1-0"}}).status == 429;
  EXPECT_GT(refused, 0);
  const std::string code = page(d, id)["hall_code"];
  EXPECT_EQ(s.post_as("198.51.100.8", url, {{"result", "0-1"}, {"code", code}}).status, 200) << "another address is not held up";
  for (int i = 0; i < 80; ++i) ASSERT_EQ(d.post(url, {{"result", i % 2 ? "1-0" : "0-1"}}).status, 200);
}

// Junk to every route: a refusal (4xx), never a crash or a 500.
TEST(Otb, JunkBodiesAreRefused) {
  TestServer s;
  const Player d = enter(s, "director");
  const std::string id = create(d, {{"rounds", 2}});
  // An empty tournament reads and exports.
  EXPECT_EQ(s.get("/api/otb/" + id).status, 200);
  EXPECT_LT(s.get("/api/otb/" + id + "/tournament.trf").status, 500);
  EXPECT_EQ(s.get("/api/otb/" + id + "/tournament.trf?flavour=pgn").status, 400);
  for (int i = 0; i < 3; ++i) add(d, id, "P" + std::to_string(i), 1500);
  ASSERT_EQ(pair(d, id).status, 200);
  const std::vector<std::string> routes = {
      "", "/players", "/players/1", "/players/999", "/byes", "/pair", "/unpair", "/finish", "/rounds/1/pairings",
      "/rounds/9/pairings", "/rounds/x/boards/1/result", "/rounds/1/boards/1/result", "/rounds/1/boards/1/sheet",
      "/rounds/1/boards/1/confirm", "/rounds/1/boards/99/result", "/nothing", "/rounds/1/boards/1/result/extra"};
  const std::vector<std::string> bodies = {
      "", "{", "[]", "null", "42", "\"x\"", R"({"name": 5})", R"({"boards": "x"})", R"({"boards": [1, 2]})",
      R"({"moves": [1, 2]})", R"({"moves": "a1"})", R"({"result": null})", R"({"player": -1, "round": 1e9})",
      R"({"withdraw": "yes"})", R"({"boards": [{"white": 1, "black": 1}]})", R"({"rating": 1.5, "name": "x"})"};
  for (const auto& route : routes)
    for (const auto& body : bodies) {
      const Reply r = raw(d, "/api/otb/" + id + route, body);
      EXPECT_GE(r.status, 200) << route << " " << body;
      EXPECT_LT(r.status, 500) << route << " " << body << ": " << r.body;
    }
  EXPECT_EQ(s.get("/api/otb/" + id).status, 200);
  EXPECT_EQ(s.get("/api/otb/" + id + "/tournament.trf?flavour=trfx").status, 200);
  for (const char* junk : {"012 x\n001 abc\n", "\xff\xfe", "001", ""}) {
    const Reply r = raw(d, "/api/otb/import?game=al-manqala", junk);
    EXPECT_EQ(r.status, 400) << junk << ": " << r.body;
  }
}

}  // namespace
}  // namespace manqala_test
