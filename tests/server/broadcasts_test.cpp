// Broadcasts over HTTP and WebSocket (docs/web-api.md "Broadcasts"): a round's moves entered
// one at a time at the board (who may, the ply's check, a move sent twice, an illegal move with
// the legal ones, a take-back), records pushed with the director's token (idempotent, one bad
// record refused alone, clocks), spectators told of each change on their socket, the standings
// as if the games ended now, the fair-play delay of the engine, ended games filed in the archive
// as the round's collection, follows and their notices,.
// The embedded page's framing: security_headers_test.cpp.
#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "games/registry.h"
#include "players.h"
#include "record/record.h"

namespace manqala_test {
namespace {

struct Event {
  std::string id, code;
  json round;  // round 1 as the tournament's page has it
};

// An Al-manqala club night of four players (the first two linked to `linked`'s and `other`'s
// accounts when given), round 1 paired, broadcast with `settings`.
Event broadcast_night(const Player& d, json settings = json::object(), const std::string& linked = "") {
  const Reply c = d.post("/api/otb", {{"name", "Ruwi night"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 3},
                                      {"place", "Ruwi"}, {"date", "2026-12-06"}});
  EXPECT_EQ(c.status, 201) << c.body;
  const std::string id = c.js().value("id", "");
  int n = 0;
  for (const char* name : {"Amal", "Badr", "Chadi", "Dina"}) {
    json p = {{"name", name}, {"rating", 2000 - 100 * n++}};
    if (n == 1 && !linked.empty()) p["account"] = linked;
    EXPECT_EQ(d.post("/api/otb/" + id + "/players", p).status, 201);
  }
  EXPECT_EQ(d.post("/api/otb/" + id + "/pair").status, 202);
  json page;
  for (int i = 0; i < 500; ++i) {
    page = d.get("/api/otb/" + id).js();
    if (page["tournament"]["round"] == 1) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(d.post("/api/broadcast/" + id, settings).status, 200);
  return {id, page.value("hall_code", ""), page["rounds"][0]};
}

std::string board_url(const Event& e, int round, int board, const char* what) {
  return "/api/broadcast/" + e.id + "/rounds/" + std::to_string(round) + "/boards/" + std::to_string(board) + "/" + what;
}

json round_of(const TestServer& s, const Event& e, int round) {
  return s.get("/api/broadcast/" + e.id + "/rounds/" + std::to_string(round)).js();
}

// The next message of `type` on the socket (others skipped), null when none comes.
json next_of(TestSocket& socket, const std::string& type) {
  for (int i = 0; i < 50; ++i) {
    const json m = json::parse(socket.read(5000), nullptr, false);
    if (!m.is_object()) return nullptr;
    if (m["type"] == type) return m;
  }
  return nullptr;
}

TEST(Broadcasts, OnlyTheDirectorBroadcastsAndAnyoneWatches) {
  TestServer s;
  Player d = enter(s, "salma"), other = enter(s, "rashid");
  const Event e = broadcast_night(d);
  EXPECT_EQ(other.post("/api/broadcast/" + e.id, json::object()).status, 403);
  EXPECT_EQ(other.post("/api/broadcast/" + e.id + "/token").status, 403);
  EXPECT_EQ(s.post("/api/broadcast/" + e.id, json::object()).status, 401);
  const json b = s.get("/api/broadcast/" + e.id).js();
  EXPECT_EQ(b["live"], true);
  EXPECT_EQ(b["eval_delay"], "end") << "the default keeps the engine off a game until it ends";
  EXPECT_EQ(b["round"], 1);
  EXPECT_EQ(s.get("/api/broadcast/0123456789abcdef").status, 404);
  EXPECT_EQ(d.post("/api/broadcast/" + e.id, {{"eval_delay", 9000}}).status, 400);
  EXPECT_EQ(d.post("/api/broadcast/" + e.id, {{"eval_delay", 300}}).js()["eval_delay"], 300);
  const json r = round_of(s, e, 1);
  ASSERT_EQ(r["boards"].size(), 2u);
  EXPECT_EQ(r["boards"][0]["south"]["name"], e.round["boards"][0]["white_name"]);
  EXPECT_EQ(r["boards"][0]["moves"], json::array());
  EXPECT_EQ(s.get("/api/broadcast/" + e.id + "/rounds/2").status, 404) << "not paired";
}

TEST(Broadcasts, MovesAreEnteredOneAtATimeAsOnASheet) {
  TestServer s;
  Player d = enter(s, "salma"), stranger = enter(s, "rashid");
  const Event e = broadcast_night(d);
  const std::string move = board_url(e, 1, 1, "move");
  auto game = manqala::make_game("al-manqala");
  const std::string first = game->legal_moves().front();
  EXPECT_EQ(stranger.post(move, {{"move", first}, {"ply", 0}}).status, 403) << "neither director, player nor the hall's code";
  EXPECT_EQ(s.post(move, {{"move", first}, {"ply", 0}, {"code", "wrong"}}).status, 403);
  Reply r = s.post(move, {{"move", first}, {"ply", 0}, {"code", e.code}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["board"]["moves"], json::array({first}));
  EXPECT_EQ(s.post(move, {{"move", first}, {"ply", 0}, {"code", e.code}}).status, 200) << "sent twice: done once";
  game->play(first);
  EXPECT_EQ(round_of(s, e, 1)["boards"][0]["moves"].size(), 1u);
  // A move the rules do not allow: 422 with the moves they do, as the library gives them.
  r = d.post(move, {{"move", "z9"}, {"ply", 1}});
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.js()["legal"], json(game->legal_moves()));
  r = d.post(move, {{"move", game->legal_moves().front()}, {"ply", 0}});
  EXPECT_EQ(r.status, 409) << "the board has one move";
  EXPECT_EQ(r.js()["board"]["moves"].size(), 1u);
  EXPECT_EQ(d.post(move, {{"move", game->legal_moves().front()}}).status, 400) << "no ply";
  EXPECT_EQ(d.post(move, json::array()).status, 400);
  // A typo taken back.
  EXPECT_EQ(d.post(board_url(e, 1, 1, "undo"), {{"ply", 0}}).status, 409);
  r = d.post(board_url(e, 1, 1, "undo"), {{"ply", 1}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["board"]["moves"], json::array());
  EXPECT_EQ(d.post(board_url(e, 1, 9, "move"), {{"move", first}, {"ply", 0}}).status, 404);
  // Stopped: nothing comes in.
  ASSERT_EQ(d.post("/api/broadcast/" + e.id, {{"live", false}}).status, 200);
  EXPECT_EQ(d.post(move, {{"move", first}, {"ply", 0}}).status, 409);
}

// A whole game entered at the board, the rules ending it: the tournament has its result, the
// archive the game, with the players' names and the round, as the round's collection.
TEST(Broadcasts, AGameThatEndsIsFiledInTheArchive) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  TestSocket spectator(s.port(), "/api/broadcast/" + e.id + "/ws?round=1");
  auto game = manqala::make_game("al-manqala");
  std::mt19937 rng(7);
  std::vector<std::string> played;
  while (!game->result().over()) {
    const auto legal = game->legal_moves();
    ASSERT_FALSE(legal.empty());
    const std::string m = legal[rng() % legal.size()];
    const Reply r = d.post(board_url(e, 1, 2, "move"), {{"move", m}, {"ply", played.size()}});
    ASSERT_EQ(r.status, 200) << r.body;
    game->play(m);
    played.push_back(m);
  }
  const char* expected = game->result().winner == manqala::Winner::South ? "1-0"
                         : game->result().winner == manqala::Winner::North ? "0-1" : "1/2";
  json board;
  for (int i = 0; i < 500; ++i) {
    board = round_of(s, e, 1)["boards"][1];
    if (!board["game_id"].get<std::string>().empty()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(board["over"], true);
  EXPECT_EQ(board["result"], expected);
  EXPECT_EQ(board["judgeable"], played.size()) << "a game over: every position judged";
  ASSERT_FALSE(board["game_id"].get<std::string>().empty());
  EXPECT_EQ(d.get("/api/otb/" + e.id).js()["rounds"][0]["boards"][1]["result"], expected);
  // The spectators are sent the board with its archive id.
  std::string sent_id;
  for (int i = 0; i < 400 && sent_id.empty(); ++i) {
    const json m = next_of(spectator, "board");
    if (!m.is_object()) break;
    sent_id = m["board"]["game_id"];
  }
  EXPECT_EQ(sent_id, board["game_id"]);
  EXPECT_EQ(d.post(board_url(e, 1, 2, "move"), {{"move", "a1"}, {"ply", played.size()}}).status, 409) << "over";
  const json games = s.get("/api/broadcast/" + e.id + "/rounds/1/games").js()["games"];
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["board"], 2);
  const Reply text = s.get("/api/broadcast/" + e.id + "/rounds/1/games.txt");
  const manqala::Record rec = manqala::parse_record(text.body);
  EXPECT_EQ(rec.moves, played);
  EXPECT_EQ(rec.tags.at("Round"), "1.2");
  EXPECT_EQ(rec.tags.at("Event"), "Ruwi night");
  const manqala::Record stored = manqala::parse_record(s.get("/api/games/" + games[0]["game_id"].get<std::string>() + "/record").body);
  EXPECT_EQ(stored.moves, played);
  EXPECT_EQ(stored.tags.at("South"), board["south"]["name"]);
}

TEST(Broadcasts, ToolsPushRecordsWithTheDirectorsToken) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  const std::string push = "/api/broadcast/" + e.id + "/push";
  auto game = manqala::make_game("al-manqala");
  std::vector<std::string> moves;
  for (int i = 0; i < 4; ++i) {
    moves.push_back(game->legal_moves().back());
    game->play(moves.back());
  }
  manqala::Record rec = manqala::record_of(*game, {{"Round", "1.1"}, {"SouthClock", "0:04:31"}, {"NorthClock", "5:02"}});
  const std::string text = manqala::write_record(rec);
  const auto push_as = [&](const std::string& token, const std::string& body) {
    return s.request("POST", push, body, "text/plain", {{"Authorization", "Bearer " + token}});
  };
  EXPECT_EQ(s.request("POST", push, text, "text/plain").status, 401);
  EXPECT_EQ(push_as("0123", text).status, 403) << "no token made yet";
  const std::string token = d.post("/api/broadcast/" + e.id + "/token").js()["token"];
  ASSERT_EQ(token.size(), 32u);
  Reply r = push_as(token, text);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["games"][0]["status"], "updated");
  EXPECT_EQ(push_as(token, text).js()["games"][0]["status"], "unchanged") << "idempotent";
  json board = round_of(s, e, 1)["boards"][0];
  EXPECT_EQ(board["moves"], json(moves));
  EXPECT_EQ(board["clocks"]["south"], (4 * 60 + 31) * 1000);
  EXPECT_EQ(board["clocks"]["north"], (5 * 60 + 2) * 1000);
  // One record bad (a move not legal, a board that is not there), the others taken.
  manqala::Record bad = rec;
  const manqala::Side waits = game->to_move() == manqala::Side::South ? manqala::Side::North : manqala::Side::South;
  bad.moves.push_back(game->pits_of(waits).front());  // a pit of the side not to move
  manqala::Record other = manqala::record_of(*manqala::make_game("al-manqala"), {{"Round", "1.2"}});
  other.moves = {moves[0]};
  other.result = "ongoing";
  manqala::Record nowhere = other;
  nowhere.tags["Round"] = "1.7";
  r = push_as(token, write_record(other) + "\n" + write_record(bad) + "\n" + write_record(nowhere));
  ASSERT_EQ(r.status, 200) << r.body;
  const json games = r.js()["games"];
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[0]["status"], "updated");
  EXPECT_EQ(games[1]["status"], "refused");
  EXPECT_EQ(games[2]["status"], "refused");
  EXPECT_EQ(round_of(s, e, 1)["boards"][1]["moves"], json::array({moves[0]}));
  // The source is the authority: a shorter record replaces the board's moves.
  rec.moves.resize(2);
  EXPECT_EQ(push_as(token, write_record(rec)).js()["games"][0]["status"], "updated");
  EXPECT_EQ(round_of(s, e, 1)["boards"][0]["moves"].size(), 2u);
  // A new token: the old one stops working.
  const std::string renewed = d.post("/api/broadcast/" + e.id + "/token").js()["token"];
  EXPECT_EQ(push_as(token, text).status, 403);
  EXPECT_EQ(push_as(renewed, text).status, 200);
  EXPECT_EQ(push_as(renewed, "junk").status, 200) << "a record that is no record is refused alone";
  EXPECT_EQ(push_as(renewed, "junk").js()["games"][0]["status"], "refused");
  EXPECT_EQ(push_as(renewed, "").status, 400);
}

TEST(Broadcasts, SpectatorsAreToldOfEachChange) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  TestSocket spectator(s.port(), "/api/broadcast/" + e.id + "/ws");
  const json first = next_of(spectator, "round");
  ASSERT_TRUE(first.is_object());
  EXPECT_EQ(first["round"], 1);
  EXPECT_EQ(first["boards"].size(), 2u);
  EXPECT_EQ(first["standings"]["rows"].size(), 4u);
  auto game = manqala::make_game("al-manqala");
  const std::string m = game->legal_moves().front();
  ASSERT_EQ(d.post(board_url(e, 1, 2, "move"), {{"move", m}, {"ply", 0}}).status, 200);
  const json moved = next_of(spectator, "board");
  ASSERT_TRUE(moved.is_object());
  EXPECT_EQ(moved["board"]["board"], 2);
  EXPECT_EQ(moved["board"]["moves"], json::array({m}));
  // A result entered by the director: the board and the standings change.
  ASSERT_EQ(d.post("/api/otb/" + e.id + "/rounds/1/boards/1/result", {{"result", "1-0"}}).status, 200);
  const json result = next_of(spectator, "board");
  ASSERT_TRUE(result.is_object());
  EXPECT_EQ(result["board"]["board"], 1);
  EXPECT_EQ(result["board"]["result"], "1-0");
  EXPECT_EQ(result["board"]["over"], true);
  const json standings = next_of(spectator, "standings");
  ASSERT_TRUE(standings.is_object());
  EXPECT_EQ(standings["standings"]["rows"][0]["name"], round_of(s, e, 1)["boards"][0]["south"]["name"]);
  EXPECT_EQ(standings["standings"]["rows"][0]["points"], "1");
  spectator.send(R"({"type": "watch", "round": 9})");
  const json none = next_of(spectator, "error");
  ASSERT_TRUE(none.is_object());
  EXPECT_EQ(none["status"], 404) << "round 9 is not paired";
  spectator.send(R"({"type": "watch", "round": 1})");
  EXPECT_EQ(next_of(spectator, "round")["round"], 1);
  EXPECT_THROW(TestSocket(s.port(), "/api/broadcast/0123456789abcdef/ws"), std::runtime_error);
}

// A new round paired: every spectator hears of it, whatever round it watches.
TEST(Broadcasts, SpectatorsHearOfANewRound) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  TestSocket spectator(s.port(), "/api/broadcast/" + e.id + "/ws?round=1");
  ASSERT_TRUE(next_of(spectator, "round").is_object());
  for (int b = 1; b <= 2; ++b)
    ASSERT_EQ(d.post("/api/otb/" + e.id + "/rounds/1/boards/" + std::to_string(b) + "/result", {{"result", "1/2"}}).status, 200);
  ASSERT_EQ(d.post("/api/otb/" + e.id + "/pair").status, 202);
  const json paired = next_of(spectator, "paired");
  ASSERT_TRUE(paired.is_object());
  EXPECT_EQ(paired["round"], 2);
}

// The standings as if the games ended now: a game being played counts as it stands on the board
// (more seeds captured wins), and says so.
TEST(Broadcasts, StandingsCountGamesAsTheyStand) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  auto game = manqala::make_game("al-manqala");
  std::vector<std::string> moves;
  // Play until one side has captured more than the other.
  std::mt19937 rng(3);
  while (!game->result().over() && game->captured(manqala::Side::South) == game->captured(manqala::Side::North)) {
    const auto legal = game->legal_moves();
    const std::string m = legal[rng() % legal.size()];
    ASSERT_EQ(d.post(board_url(e, 1, 1, "move"), {{"move", m}, {"ply", moves.size()}}).status, 200);
    game->play(m);
    moves.push_back(m);
  }
  ASSERT_FALSE(game->result().over());
  const json r = round_of(s, e, 1);
  const bool south_ahead = game->captured(manqala::Side::South) > game->captured(manqala::Side::North);
  const std::string leader = r["boards"][0][south_ahead ? "south" : "north"]["name"];
  EXPECT_EQ(r["standings"]["provisional"], true);
  const json top = r["standings"]["rows"][0];
  EXPECT_EQ(top["points"], "1") << r["standings"].dump();
  EXPECT_EQ(top["playing"], true);
  // The other board, not begun, counts as a draw as it stands.
  int half = 0;
  for (const auto& row : r["standings"]["rows"]) half += row["points"] == "0.5";
  EXPECT_EQ(half, 2);
  bool leader_first = false;
  for (const auto& row : r["standings"]["rows"])
    if (row["rank"] == 1 && row["name"] == leader) leader_first = true;
  EXPECT_TRUE(leader_first);
  EXPECT_EQ(r["boards"][0]["over"], false);
  EXPECT_EQ(r["boards"][0]["result"], "");
}

// Fair play: the engine judges no position of a board being played, nor (with a delay) one
// reached within it; once the game ends, every position.
TEST(Broadcasts, TheEngineWaitsForTheDirectorsDelay) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d, {{"eval_delay", 1}});
  auto game = manqala::make_game("al-manqala");
  std::vector<std::string> positions;
  for (int i = 0; i < 8; ++i) {
    positions.push_back(game->position_text());
    const std::string m = game->legal_moves().front();
    ASSERT_EQ(d.post(board_url(e, 1, 1, "move"), {{"move", m}, {"ply", i}}).status, 200);
    game->play(m);
  }
  positions.push_back(game->position_text());
  const auto analyse = [&](const std::string& position) {
    return s.post("/api/analysis", {{"game", "al-manqala"}, {"position", position}, {"ms", 50}}).status;
  };
  json board = round_of(s, e, 1)["boards"][0];
  EXPECT_LT(board["judgeable"].get<int>(), 8) << "never the position on the board";
  EXPECT_EQ(analyse(positions[8]), 409) << "the position on the board";
  EXPECT_EQ(analyse(positions[7]), 409) << "reached within the delay";
  std::this_thread::sleep_for(std::chrono::milliseconds(1300));
  board = round_of(s, e, 1)["boards"][0];
  EXPECT_EQ(board["judgeable"], 7) << "every position left more than the delay ago";
  for (int i = 0; i < 300 && analyse(positions[7]) == 409; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(analyse(positions[7]), 200) << "the ticker let it go";
  EXPECT_EQ(analyse(positions[8]), 409) << "still on the board";
  // The default delay ("end"): nothing until the game ends.
  ASSERT_EQ(d.post("/api/broadcast/" + e.id, {{"eval_delay", "end"}}).status, 200);
  board = round_of(s, e, 1)["boards"][0];
  EXPECT_EQ(board["judgeable"], -1);
  ASSERT_EQ(d.post("/api/otb/" + e.id + "/rounds/1/boards/1/result", {{"result", "0-1"}}).status, 200);
  for (int i = 0; i < 300 && analyse(positions[8]) == 409; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(analyse(positions[8]), 200) << "the game ended (the director's result)";
  EXPECT_EQ(round_of(s, e, 1)["boards"][0]["judgeable"], 8);
}

// A restarted server protects the boards being played again before anyone asks.
TEST(Broadcasts, ARestartKeepsTheBoardsProtected) {
  TestServer s;
  Player d = enter(s, "salma");
  const Event e = broadcast_night(d);
  auto game = manqala::make_game("al-manqala");
  for (int i = 0; i < 8; ++i) {
    const std::string m = game->legal_moves().back();
    ASSERT_EQ(d.post(board_url(e, 1, 2, "move"), {{"move", m}, {"ply", i}}).status, 200);
    game->play(m);
  }
  s.restart();
  int status = 0;
  for (int i = 0; i < 100 && status != 409; ++i) {
    status = s.post("/api/analysis", {{"game", "al-manqala"}, {"position", game->position_text()}, {"ms", 50}}).status;
    if (status != 409) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(status, 409);
  EXPECT_EQ(round_of(s, e, 1)["boards"][1]["moves"].size(), 8u) << "the moves kept in the archive";
}

TEST(Broadcasts, FollowersAreToldWhenARoundGoesLive) {
  TestServer s;
  Player d = enter(s, "salma"), fan = enter(s, "zuhura"), amal = enter(s, "amal"), cousin = enter(s, "khamis");
  const Event e = broadcast_night(d, json::object(), "amal");
  EXPECT_EQ(fan.post("/api/follows", {{"kind", "event"}, {"id", e.id}}).status, 200);
  EXPECT_EQ(cousin.post("/api/follows", {{"kind", "player"}, {"id", "amal"}}).status, 200);
  EXPECT_EQ(cousin.post("/api/follows", {{"kind", "player"}, {"id", "nobody"}}).status, 404);
  EXPECT_EQ(cousin.post("/api/follows", {{"kind", "planet"}, {"id", "x"}}).status, 400);
  EXPECT_EQ(s.post("/api/follows", {{"kind", "event"}, {"id", e.id}}).status, 401);
  EXPECT_EQ(fan.get("/api/follows").js()["follows"], json::array({{{"kind", "event"}, {"id", e.id}}}));
  const auto fan_pages = notices_socket(s, fan), cousin_pages = notices_socket(s, cousin);
  auto game = manqala::make_game("al-manqala");
  ASSERT_EQ(d.post(board_url(e, 1, 1, "move"), {{"move", game->legal_moves().front()}, {"ply", 0}}).status, 200);
  const json notice = json::parse(fan_pages->read(5000), nullptr, false);
  ASSERT_TRUE(notice.is_object());
  EXPECT_EQ(notice["type"], "broadcast-live");
  EXPECT_EQ(notice["broadcast"], e.id);
  EXPECT_EQ(notice["round"], 1);
  EXPECT_EQ(notice["because"], "event");
  const json told = json::parse(cousin_pages->read(5000), nullptr, false);
  ASSERT_TRUE(told.is_object());
  EXPECT_EQ(told["because"], "player");
  EXPECT_EQ(told["player"], "Amal");
  // The round's next move tells nobody again.
  game->play(game->legal_moves().front());
  ASSERT_EQ(d.post(board_url(e, 1, 1, "move"), {{"move", game->legal_moves().front()}, {"ply", 1}}).status, 200);
  EXPECT_EQ(fan_pages->read(500), "");
  EXPECT_EQ(fan.post("/api/follows", {{"kind", "event"}, {"id", e.id}, {"follow", false}}).status, 200);
  EXPECT_EQ(fan.get("/api/follows").js()["follows"], json::array());
  (void)amal;
}

}  // namespace
}  // namespace manqala_test
