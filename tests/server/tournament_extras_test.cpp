// What lichess's Swiss pages have that our online tournaments gained (docs/tournaments.md):
// a scheduled start and a registration deadline, late entry into a running Swiss, byes asked
// for in advance. Each with the requests that are refused, and that a refusal changes nothing.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <memory>
#include <thread>


#include "server/db/utc_time.h"
#include "sql_value.h"
#include "tournament_helpers.h"

namespace manqala_test {
namespace {

// The time `ms` milliseconds from now as the API takes it.
std::string in_ms(int64_t ms) {
  return manqala::utc_time(std::chrono::system_clock::now() + std::chrono::milliseconds(ms));
}

size_t tournament_count(const TestServer& s) { return s.get("/api/tournaments").js()["tournaments"].size(); }

TEST(TournamentSchedule, TheDirectorStartsATournamentAtItsScheduledTime) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string at = in_ms(1500);
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 2}, {"starts_at", at}});
  json p = page(s, id);
  EXPECT_EQ(p["starts_at"], at);
  ASSERT_TRUE(p["starts_in_ms"].is_number()) << p.dump();
  EXPECT_GT(p["starts_in_ms"].get<int64_t>(), 0);
  EXPECT_LE(p["starts_in_ms"].get<int64_t>(), 1500);
  EXPECT_TRUE(p["start_waiting"].is_null());
  for (const Player* x : {&amal, &badr}) ASSERT_EQ(x->post("/api/tournaments/" + id + "/join").status, 200);
  EXPECT_EQ(page(s, id)["status"], "registering") << "not before its time";
  p = wait_round(s, id, 1);
  EXPECT_EQ(p["status"], "running") << p.dump();
  EXPECT_EQ(current_boards(p).size(), 1u);
  EXPECT_TRUE(p["starts_in_ms"].is_null()) << "started: nothing to count down";
}

TEST(TournamentSchedule, WithOnePlayerItWaitsSaysWhyAndStartsWhenASecondComes) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string id = announce(amal, {{"format", "round-robin"}, {"starts_at", in_ms(500)}});
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/join").status, 200);
  json p = wait_page(s, id, [](const json& p) { return p["start_waiting"].is_string(); }, 5000);
  EXPECT_EQ(p["start_waiting"], "a tournament needs at least two players") << p.dump();
  std::this_thread::sleep_for(std::chrono::milliseconds(1200));  // a tick or two more
  p = page(s, id);
  EXPECT_EQ(p["status"], "registering");
  EXPECT_EQ(p["starts_in_ms"], 0);
  ASSERT_EQ(badr.post("/api/tournaments/" + id + "/join").status, 200) << "registration stays open";
  p = wait_round(s, id, 1);
  EXPECT_EQ(p["status"], "running");
  EXPECT_TRUE(p["start_waiting"].is_null());
}

TEST(TournamentSchedule, RegistrationIsRefusedAfterItsDeadline) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const std::string closes = in_ms(800);
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"registration_closes_at", closes}});
  EXPECT_EQ(page(s, id)["registration_closes_at"], closes);
  EXPECT_EQ(page(s, id)["registration_open"], true);
  ASSERT_EQ(badr.post("/api/tournaments/" + id + "/join").status, 200);
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));
  const Reply late = chadi.post("/api/tournaments/" + id + "/join");
  EXPECT_EQ(late.status, 409);
  EXPECT_NE(late.body.find("registration closed at " + closes), std::string::npos) << late.body;
  const json p = page(s, id);
  EXPECT_EQ(p["players"], 1) << "nothing changed";
  EXPECT_EQ(p["registration_open"], false);
  EXPECT_EQ(p["status"], "registering") << "no scheduled start: the organiser starts it";
  EXPECT_EQ(badr.post("/api/tournaments/" + id + "/leave").status, 200) << "leaving stays possible";
}

TEST(TournamentSchedule, BadTimesAreRefusedAndNothingIsAnnounced) {
  TestServer s;
  Player amal = enter(s, "amal");
  const size_t before = tournament_count(s);
  const json base = {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 3}};
  const json bad[] = {"tomorrow", "2026-13-01T10:00:00Z", "2031-02-30T10:00:00Z", "2030-01-01T10:00:00+04:00",
                      "2030-01-01 10:00:00Z", "2030-01-01T24:00:00Z", " 2030-01-01T10:00:00Z", 1767225600, true,
                      in_ms(-60000), in_ms(int64_t{400} * 24 * 3600 * 1000), std::string(1000, '9')};
  for (const char* key : {"starts_at", "registration_closes_at"}) {
    for (const json& value : bad) {
      json spec = base;
      spec[key] = value;
      const Reply r = amal.post("/api/tournaments", spec);
      EXPECT_EQ(r.status, 400) << key << "=" << value.dump().substr(0, 60) << ": " << r.body;
      EXPECT_NE(r.body.find(std::string("'") + key + "' is a UTC time to come"), std::string::npos) << r.body;
    }
  }
  EXPECT_EQ(tournament_count(s), before);
  json spec = base;
  spec["starts_at"] = "2099-01-01T10:00Z";  // too far
  EXPECT_EQ(amal.post("/api/tournaments", spec).status, 400);
  spec["starts_at"] = nullptr;  // none
  EXPECT_EQ(amal.post("/api/tournaments", spec).status, 201);
}

// Three players start a 4-round Swiss (late entry until round 2, the default: half); a fourth
// comes during round 1 and is paired from round 2, absent from round 1 with no points (Z);
// a fifth, during round 2, is refused.
TEST(TournamentLateEntry, ALatePlayerIsPairedFromTheNextRoundAndMissedRoundsAreAbsences) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina", "eve"}) players[n] = enter(s, n);
  const std::string id = announce(players["amal"], {{"format", "swiss"}, {"rounds", 4}});
  EXPECT_EQ(page(s, id)["late_entry_until_round"], 2);
  for (const char* n : {"amal", "badr", "chadi"}) ASSERT_EQ(players[n].post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  EXPECT_EQ(p["registration_open"], true);
  const Reply joined = players["dina"].post("/api/tournaments/" + id + "/join");
  ASSERT_EQ(joined.status, 200) << joined.body;
  const json list = joined.js()["tournament"]["player_list"];
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[3]["name"], "dina");
  EXPECT_EQ(list[3]["seed"], 4) << "seeded after everyone";
  EXPECT_EQ(list[3]["late"], true);
  EXPECT_EQ(joined.js()["tournament"]["you"]["registered"], true);
  EXPECT_EQ(current_boards(p).size(), 2u) << "round 1 as paired: one game and a bye";

  // The TRF: dina absent in round 1 (a zero-point bye), the others as played.
  const std::string trf = s.get("/api/tournaments/" + id + "/tournament.trf").body;
  const auto dina = trf.find("dina");
  ASSERT_NE(dina, std::string::npos) << trf;
  const std::string line = trf.substr(trf.rfind('\n', dina) + 1, trf.find('\n', dina) - trf.rfind('\n', dina) - 1);
  EXPECT_NE(line.find("0000 - Z"), std::string::npos) << line;

  for (const json& b : current_boards(p))
    if (!b["north"].is_null()) resign(players[std::max(b["south"].get<std::string>(), b["north"].get<std::string>())], b["game"]);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2) << p.dump();
  const json& r2 = current_boards(p);
  ASSERT_EQ(r2.size(), 2u) << "four players: two games, no bye";
  bool paired = false;
  for (const json& b : r2) {
    EXPECT_FALSE(b["north"].is_null());
    paired |= b["south"] == "dina" || b["north"] == "dina";
  }
  EXPECT_TRUE(paired) << p.dump();
  EXPECT_EQ(p["registration_open"], false) << "round 2 is being played: late entry closed";

  const Reply late = players["eve"].post("/api/tournaments/" + id + "/join");
  EXPECT_EQ(late.status, 409);
  EXPECT_NE(late.body.find("late entry closed"), std::string::npos) << late.body;
  EXPECT_EQ(page(s, id)["players"], 4) << "nothing changed";
}

TEST(TournamentLateEntry, RoundRobinsAndBadSettingsRefuseLateEntry) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const size_t before = tournament_count(s);
  const json swiss = {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 4}};
  for (const json& v : {json(5), json(-1), json("2"), json(1.5)}) {
    json spec = swiss;
    spec["late_entry_until_round"] = v;
    const Reply r = amal.post("/api/tournaments", spec);
    EXPECT_EQ(r.status, 400) << v.dump();
    EXPECT_NE(r.body.find("'late_entry_until_round' is 0 (no late entry) to the number of rounds"), std::string::npos) << r.body;
  }
  const Reply rr = amal.post("/api/tournaments", {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "round-robin"},
                                                  {"late_entry_until_round", 1}});
  EXPECT_EQ(rr.status, 400);
  EXPECT_NE(rr.body.find("for Swiss tournaments only"), std::string::npos) << rr.body;
  EXPECT_EQ(tournament_count(s), before);

  // A round robin's schedule follows from its players: nobody comes once it has started.
  const std::string id = announce(amal, {{"format", "round-robin"}});
  EXPECT_EQ(page(s, id)["late_entry_until_round"], 0);
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/start").status, 200);
  const Reply r = chadi.post("/api/tournaments/" + id + "/join");
  EXPECT_EQ(r.status, 409);
  EXPECT_NE(r.body.find("the tournament has started"), std::string::npos) << r.body;

  // A Swiss whose director set no late entry.
  const std::string closed = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"late_entry_until_round", 0}});
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/tournaments/" + closed + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + closed + "/start").status, 200);
  EXPECT_EQ(chadi.post("/api/tournaments/" + closed + "/join").status, 409);
  EXPECT_EQ(page(s, closed)["players"], 2);
}

// The winner of each game is the player whose name comes first: the other resigns.
void play_round(std::map<std::string, Player>& players, const json& p) {
  for (const json& b : current_boards(p))
    if (!b["north"].is_null() && b["result"] == "")
      resign(players[std::max(b["south"].get<std::string>(), b["north"].get<std::string>())], b["game"]);
}

// Four players, three Swiss rounds, one bye each at most (the default): dina asks for round 2
// before the start, is not paired in it and has half a point for it.
TEST(TournamentByes, AByeAskedForInAdvanceIsHalfAPointAndNotAPairing) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina", "eve"}) players[n] = enter(s, n);
  const std::string id = announce(players["amal"], {{"format", "swiss"}, {"rounds", 3}});
  EXPECT_EQ(page(s, id)["max_byes"], 1);
  for (const char* n : {"amal", "badr", "chadi", "dina"}) ASSERT_EQ(players[n].post("/api/tournaments/" + id + "/join").status, 200);
  const std::string bye = "/api/tournaments/" + id + "/bye", cancel = "/api/tournaments/" + id + "/bye-cancel";
  Reply r = players["dina"].post(bye, {{"round", 2}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["tournament"]["byes"], json::parse(R"([{"name": "dina", "round": 2}])"));
  EXPECT_EQ(r.js()["tournament"]["you"]["byes_asked"], 1);
  r = players["dina"].post(bye, {{"round", 3}});
  EXPECT_EQ(r.status, 409);
  EXPECT_NE(r.body.find("at most 1 bye a player"), std::string::npos) << r.body;
  r = players["dina"].post(bye, {{"round", 2}});
  EXPECT_EQ(r.status, 409) << "the limit, whichever round";
  // chadi asks for one and takes it back.
  ASSERT_EQ(players["chadi"].post(bye, {{"round", 1}}).status, 200);
  ASSERT_EQ(players["chadi"].post(cancel, {{"round", 1}}).status, 200);
  EXPECT_EQ(players["chadi"].post(cancel, {{"round", 1}}).status, 404) << "nothing left to cancel";
  // Refusals change nothing.
  for (const json& bad : {json{{"round", 0}}, json{{"round", 31}}, json{{"round", "2"}}, json::object()})
    EXPECT_EQ(players["badr"].post(bye, bad).status, 400) << bad.dump();
  r = players["badr"].post(bye, {{"round", 4}});
  EXPECT_EQ(r.status, 400) << "three rounds";
  EXPECT_NE(r.body.find("'round' is 1 to 3"), std::string::npos) << r.body;
  r = players["eve"].post(bye, {{"round", 2}});
  EXPECT_EQ(r.status, 409) << "eve has not registered";
  EXPECT_NE(r.body.find("only its registered players"), std::string::npos) << r.body;
  EXPECT_EQ(page(s, id)["byes"].size(), 1u);

  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  json p = wait_round(s, id, 1);
  EXPECT_EQ(current_boards(p).size(), 2u) << "everyone plays round 1";
  r = players["badr"].post(bye, {{"round", 1}});
  EXPECT_EQ(r.status, 409) << "round 1 is paired";
  EXPECT_NE(r.body.find("round 1 is paired already"), std::string::npos) << r.body;
  play_round(players, p);
  p = wait_round(s, id, 2);
  ASSERT_EQ(p["round"], 2) << p.dump();
  const json& r2 = current_boards(p);
  ASSERT_EQ(r2.size(), 3u) << "one game, a pairing bye, and dina's half-point bye: " << r2.dump();
  int half_byes = 0, byes = 0;
  for (const json& b : r2) {
    if (b["result"] == "half-bye") {
      ++half_byes;
      EXPECT_EQ(b["south"], "dina");
      EXPECT_TRUE(b["north"].is_null());
    } else if (b["result"] == "bye") {
      ++byes;
      EXPECT_NE(b["south"], "dina");
    } else {
      EXPECT_NE(b["south"], "dina");
      EXPECT_NE(b["north"], "dina");
    }
  }
  EXPECT_EQ(half_byes, 1);
  EXPECT_EQ(byes, 1);
  EXPECT_TRUE(p["byes"].empty()) << "paired: it is a board now";
  r = players["dina"].post(cancel, {{"round", 2}});
  EXPECT_EQ(r.status, 409);
  EXPECT_NE(r.body.find("paired already: its bye stands"), std::string::npos) << r.body;
  const std::string trf = s.get("/api/tournaments/" + id + "/tournament.trf").body;
  const auto at = trf.find("dina");
  ASSERT_NE(at, std::string::npos);
  EXPECT_NE(trf.substr(at, trf.find('\n', at) - at).find("0000 - H"), std::string::npos) << trf;

  play_round(players, p);
  p = wait_page(s, id, [](const json& p) { return p["standings_after"] == 2; });
  const json round1 = p["round_list"][0]["boards"];
  double dina_round1 = -1;
  for (const json& b : round1) {
    if (b["south"] == "dina") dina_round1 = b["result"] == "1-0" ? 1 : 0;
    if (b["north"] == "dina") dina_round1 = b["result"] == "0-1" ? 1 : 0;
  }
  for (const json& row : p["standings"])
    if (row["name"] == "dina") {
      EXPECT_EQ(row["points"].get<double>(), dina_round1 + 0.5) << row.dump();
      EXPECT_EQ(row["games"], 1) << "a bye is not a game";
    }
}

TEST(TournamentByes, TournamentsWithoutAskedByesRefuseThem) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string none = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"max_byes", 0}});
  const std::string rr = announce(amal, {{"format", "round-robin"}});
  for (const std::string& id : {none, rr}) {
    ASSERT_EQ(badr.post("/api/tournaments/" + id + "/join").status, 200);
    const Reply r = badr.post("/api/tournaments/" + id + "/bye", {{"round", 2}});
    EXPECT_EQ(r.status, 409);
    EXPECT_NE(r.body.find("takes no byes asked for in advance"), std::string::npos) << r.body;
    EXPECT_TRUE(page(s, id)["byes"].empty());
  }
  const size_t before = tournament_count(s);
  for (const json& v : {json(4), json(-1), json("1")}) {
    const Reply r = amal.post("/api/tournaments", {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "swiss"},
                                                   {"rounds", 3}, {"max_byes", v}});
    EXPECT_EQ(r.status, 400) << v.dump();
    EXPECT_NE(r.body.find("'max_byes' is 0 (none) to the number of rounds"), std::string::npos) << r.body;
  }
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "round-robin"},
                                           {"max_byes", 1}}).status, 400);
  EXPECT_EQ(tournament_count(s), before);
}

// An open socket of the account's pages (/api/account/ws), once the server has it.
TEST(TournamentAnnouncements, TheDescriptionIsPlainTextTheOrganiserMayChange) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const std::string text = "Two rounds a night.\nBring <b>tea</b> & dates.";
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"description", text}});
  EXPECT_EQ(page(s, id)["description"], text) << "kept as given: the page shows it as text";
  const std::string describe = "/api/tournaments/" + id + "/description";
  EXPECT_EQ(badr.post(describe, {{"description", "mine now"}}).status, 403);
  const size_t before = tournament_count(s);
  for (const json& bad : {json(std::string(2001, 'x')), json(std::string("a\x07" "bell")), json(12)}) {
    EXPECT_EQ(amal.post(describe, {{"description", bad}}).status, 400) << bad.dump().substr(0, 40);
    EXPECT_EQ(amal.post("/api/tournaments", {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"rounds", 3}, {"description", bad}})
                  .status,
              400);
  }
  EXPECT_EQ(tournament_count(s), before);
  EXPECT_EQ(page(s, id)["description"], text) << "refusals changed nothing";
  // 2000 characters of Arabic (4000 bytes) are a description.
  std::string arabic;
  for (int i = 0; i < 2000; ++i) arabic += "\u0639";
  ASSERT_EQ(amal.post(describe, {{"description", arabic}}).status, 200);
  EXPECT_EQ(page(s, id)["description"], arabic);
  ASSERT_EQ(amal.post(describe, {{"description", ""}}).status, 200);
  EXPECT_EQ(page(s, id)["description"], "");
}

// A club tournament's announcement reaches its registered players and the club's members,
// newest first on its page; the organiser alone posts, at most ten a day.
TEST(TournamentAnnouncements, AnAnnouncementIsListedAndSentToPlayersAndTheClub) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr"), eve = enter(s, "eve");
  const Reply club = salim.post("/api/clubs", {{"name", "Ruwi Club"}});
  ASSERT_EQ(club.status, 201) << club.body;
  const std::string club_id = club.js()["club"]["id"], invite = club.js()["club"]["invite"];
  for (const Player* p : {&amal, &badr})
    ASSERT_EQ(p->post("/api/clubs/" + club_id + "/join", {{"invite", invite}}).status, 201);
  const std::string id = announce(salim, {{"format", "swiss"}, {"rounds", 3}, {"club", club_id}});
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/join").status, 200);
  auto amal_socket = notices_socket(s, amal), badr_socket = notices_socket(s, badr), eve_socket = notices_socket(s, eve);
  const std::string post = "/api/tournaments/" + id + "/announce";
  EXPECT_EQ(amal.post(post, {{"text", "I organise now"}}).status, 403);
  for (const json& bad : {json(""), json(std::string(501, 'x')), json(std::string("a\0b", 3)), json(nullptr), json(5)})
    EXPECT_EQ(salim.post(post, {{"text", bad}}).status, 400) << bad.dump().substr(0, 40);
  EXPECT_TRUE(page(s, id)["announcements"].empty()) << "refusals stored nothing";

  ASSERT_EQ(salim.post(post, {{"text", "Round 1 at eight."}}).status, 200);
  const Reply second = salim.post(post, {{"text", "Tea at the break."}});
  ASSERT_EQ(second.status, 200);
  const json listed = second.js()["tournament"]["announcements"];
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_EQ(listed[0]["text"], "Tea at the break.") << "newest first";
  EXPECT_EQ(listed[1]["text"], "Round 1 at eight.");
  for (auto* socket : {amal_socket.get(), badr_socket.get()}) {
    for (const char* text : {"Round 1 at eight.", "Tea at the break."}) {
      const json notice = json::parse(socket->read(5000), nullptr, false);
      ASSERT_TRUE(notice.is_object());
      EXPECT_EQ(notice["type"], "tournament-announcement");
      EXPECT_EQ(notice["tournament"], id);
      EXPECT_EQ(notice["name"], "Muscat Open");
      EXPECT_EQ(notice["text"], text);
    }
  }
  EXPECT_EQ(eve_socket->read(300), "") << "eve is neither a player nor a member";

  for (int i = 2; i < 10; ++i) ASSERT_EQ(salim.post(post, {{"text", "Note " + std::to_string(i)}}).status, 200);
  const Reply eleventh = salim.post(post, {{"text", "One too many"}});
  EXPECT_EQ(eleventh.status, 429);
  EXPECT_NE(eleventh.body.find("at most 10 announcements a day"), std::string::npos) << eleventh.body;
  EXPECT_EQ(page(s, id)["announcements"].size(), 10u);
  EXPECT_EQ(page(s, id)["announcements"][0]["text"], "Note 9");
}

// An archive whose tournaments are at version 3 and clubs at 2 (before these features): the new
// steps add their columns and tables to it, and what it held reads with the defaults (no start
// time, no late entry, no byes asked for, no description, no place, no logo, no bots).
TEST(TournamentExtrasMigration, OlderTournamentsAndClubsGainTheNewStepsWithTheirDefaults) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const Reply club = amal.post("/api/clubs", {{"name", "Ruwi Club"}});
  const std::string club_id = club.js()["club"]["id"];
  const std::string id = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"club", club_id}});
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/join").status, 200);
  s.stop();
  // Back to the older schema, as an older server left it.
  const char* older =
      "DROP INDEX tournaments_by_start; DROP TABLE tournament_byes; DROP TABLE tournament_announcements; "
      "DROP TABLE club_logos; ALTER TABLE tournaments DROP COLUMN starts_at; "
      "ALTER TABLE tournaments DROP COLUMN registration_closes_at; ALTER TABLE tournaments DROP COLUMN late_entry_until_round; "
      "ALTER TABLE tournaments DROP COLUMN max_byes; ALTER TABLE tournaments DROP COLUMN description; "
      "ALTER TABLE tournaments DROP COLUMN tiebreaks; ALTER TABLE tournaments DROP COLUMN manual_pairings; "
      "ALTER TABLE tournament_players DROP COLUMN late; ALTER TABLE clubs DROP COLUMN place; "
      "ALTER TABLE tournament_games DROP COLUMN by_hand; ALTER TABLE tournaments DROP COLUMN bots; "
      "UPDATE schema_versions SET version = 3 WHERE domain = 'tournaments'; "
      "UPDATE schema_versions SET version = 2 WHERE domain = 'clubs';";
  sql_exec(s.db(), older);
  s.start();
  EXPECT_EQ(sql_value(s.db(), "SELECT version FROM schema_versions WHERE domain = 'tournaments'"), "10");
  EXPECT_EQ(sql_value(s.db(), "SELECT version FROM schema_versions WHERE domain = 'clubs'"), "4");
  const json p = page(s, id);
  EXPECT_EQ(p["players"], 1);
  EXPECT_TRUE(p["starts_at"].is_null());
  EXPECT_TRUE(p["registration_closes_at"].is_null());
  EXPECT_EQ(p["late_entry_until_round"], 0);
  EXPECT_EQ(p["max_byes"], 0);
  EXPECT_EQ(p["description"], "");
  EXPECT_FALSE(p["bots"].get<bool>());
  EXPECT_TRUE(p["club_logo"].is_null());
  EXPECT_EQ(p["player_list"][0]["late"], false);
  EXPECT_EQ(s.get("/api/clubs/" + club_id).js()["club"]["place"], "");
  // And the new things work on it.
  ASSERT_EQ(amal.post("/api/tournaments/" + id + "/announce", {{"text", "Still here."}}).status, 200);
  ASSERT_EQ(amal.post("/api/clubs/" + club_id + "/place", {{"place", "Muscat"}}).status, 200);
  EXPECT_EQ(page(s, id)["announcements"][0]["text"], "Still here.");
}

}  // namespace
}  // namespace manqala_test
