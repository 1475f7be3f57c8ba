// Correspondence games: days a move, the deadline in the state, conditional moves (checked,
// private, played at once, kept across a restart), timeouts judged by the server whether or
// not the game is in memory, after a restart too, and the "your move" list.
#include <gtest/gtest.h>

#include "players.h"
#include "test_server.h"

namespace manqala_test {
namespace {

constexpr int64_t kDay = 400;  // ms: a test's day

manqala::ServeConfig short_days() {
  manqala::ServeConfig c = TestServer::with_max_games(1000);
  c.room.day_ms = kDay;
  c.limits.sweep_ms = 100;
  return c;
}

struct Game {
  std::string id, south, north;  // seat tokens
};

Game correspondence(const TestServer& s, int days, const json& extra = json::object()) {
  json body = {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}, {"clock", {{"days", days}}}};
  body.update(extra);
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  Game g{r.js()["game"]["id"], r.js()["token"], ""};
  Reply joined = s.post("/api/games/" + g.id + "/join", {{"invite", r.js()["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  g.north = joined.js()["token"];
  return g;
}

Reply move(const TestServer& s, const Game& g, bool south, const std::string& pit, int ply) {
  return s.post("/api/games/" + g.id + "/move", {{"token", south ? g.south : g.north}, {"move", pit}, {"ply", ply}});
}

Reply conditional(const TestServer& s, const Game& g, bool south, const json& lines) {
  json body = {{"token", south ? g.south : g.north}};
  if (!lines.is_null()) body["lines"] = lines;
  return s.post("/api/games/" + g.id + "/conditional", body);
}

TEST(Correspondence, DaysAMoveAreTheUsualOnes) {
  TestServer s;
  auto create = [&](const json& clock, const std::string& opponent = "friend") {
    return s.post("/api/games", {{"game", "hawalis"}, {"opponent", opponent}, {"clock", clock}});
  };
  for (int days : {1, 2, 3, 5, 7, 14}) EXPECT_EQ(create({{"days", days}}).status, 201) << days;
  Reply four = create({{"days", 4}});
  EXPECT_EQ(four.status, 400);
  EXPECT_EQ(four.js()["code"], "days-per-move");
  EXPECT_EQ(create({{"days", 2}, {"minutes", 5}}).js()["code"], "days-and-minutes");
  EXPECT_EQ(create({{"days", 2}}, "engine").status, 400);
  EXPECT_EQ(create({{"days", "2"}}).status, 400);
}

TEST(Correspondence, TheStateSaysTheDeadlineOnceBothAreSeated) {
  TestServer s;
  Reply r = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"clock", {{"days", 3}}}});
  json waiting = r.js()["game"];
  EXPECT_EQ(waiting["clock"], nullptr);
  EXPECT_EQ(waiting["correspondence"]["days"], 3);
  EXPECT_EQ(waiting["correspondence"]["running"], nullptr) << "nobody's turn is counted before the opponent comes";
  ASSERT_EQ(s.post("/api/games/" + std::string(waiting["id"]) + "/join", {{"invite", r.js()["invite"]}}).status, 200);
  json playing = s.get("/api/games/" + std::string(waiting["id"])).js()["game"];
  EXPECT_EQ(playing["correspondence"]["running"], "south");
  const int64_t left = playing["correspondence"]["left_ms"];
  EXPECT_GT(left, 3 * 86'400'000LL - 60'000);
  EXPECT_LE(left, 3 * 86'400'000LL);
}

TEST(Correspondence, TheServerEndsAGameOutOfTimeAfterARestart) {
  TestServer s(short_days());
  Game g = correspondence(s, 2);
  ASSERT_EQ(move(s, g, true, "a1", 0).status, 200);
  s.restart();  // North's turn: two "days" run out while the game is not in memory
  json over = s.wait_for(g.id, [](const json& x) { return x["status"] == "over"; }, 5000);
  ASSERT_EQ(over["status"], "over");
  EXPECT_EQ(over["result"]["reason"], "time");
  EXPECT_EQ(over["result"]["winner"], "south");
  EXPECT_EQ(move(s, g, false, "a2", 1).status, 409);
}

TEST(Correspondence, AMoveInTimeStartsANewDay) {
  TestServer s(short_days());
  Game g = correspondence(s, 3);  // 1.2 s a move
  const char* moves[] = {"a1", "a2", "b1", "b2"};
  for (int ply = 0; ply < 4; ++ply) {
    std::this_thread::sleep_for(std::chrono::milliseconds(600));  // half the time, each move
    ASSERT_EQ(move(s, g, ply % 2 == 0, moves[ply], ply).status, 200) << "ply " << ply;
  }
  EXPECT_EQ(s.get("/api/games/" + g.id).js()["game"]["status"], "ongoing");
}

TEST(Correspondence, AConditionalMoveIsPlayedAtOnceAndStaysPrivate) {
  TestServer s;
  Game g = correspondence(s, 1);
  // North, waiting for South's first move: "if a1, I answer a2; if b1, b2 and then if c1, c2".
  Reply set = conditional(s, g, false, json::array({json::array({"a1", "a2"}), json::array({"b1", "b2", "c1", "c2"})}));
  ASSERT_EQ(set.status, 200) << set.body;
  EXPECT_EQ(set.js()["lines"].size(), 2u);
  // Quoted: the body's ids and digests are hex and may hold the letters b2 by chance.
  EXPECT_EQ(s.get("/api/games/" + g.id).body.find("\"b2\""), std::string::npos) << "nobody else sees them";
  EXPECT_EQ(conditional(s, g, true, json::array({json::array({"a2", "a1"})})).js()["code"], "conditional-your-turn");
  // South plays b1: North's b2 comes at once; the line goes on from there.
  json after = move(s, g, true, "b1", 0).js()["game"];
  EXPECT_EQ(after["ply"], 2);
  EXPECT_EQ(after["moves"][1]["move"], "b2");
  EXPECT_EQ(after["to_move"], "south");
  s.restart();
  EXPECT_EQ(conditional(s, g, false, nullptr).js()["lines"], json::array({json::array({"c1", "c2"})}))
      << "what is left of them is kept";
  // South plays d1, which North did not foresee: nothing is played, the lines are gone.
  json unforeseen = move(s, g, true, "d1", 2).js()["game"];
  EXPECT_EQ(unforeseen["ply"], 3);
  EXPECT_EQ(unforeseen["to_move"], "north");
  EXPECT_TRUE(conditional(s, g, false, nullptr).js()["lines"].empty());
}

TEST(Correspondence, ConditionalMovesAreCheckedByTheRules) {
  TestServer s;
  Game g = correspondence(s, 1);
  auto code = [&](const json& lines) { return conditional(s, g, false, lines).js().value("code", ""); };
  EXPECT_EQ(code(json::array({json::array({"a1"})})), "conditional-pairs");
  EXPECT_EQ(code(json::array({json::array({"a1", "a1"})})), "conditional-illegal") << "South's pit as North's answer";
  EXPECT_EQ(code(json::array({json::array({"z9", "a2"})})), "conditional-illegal");
  EXPECT_EQ(code("a1 a2"), "conditional-shape");
  EXPECT_EQ(code(json::array({json::array({1, 2})})), "conditional-illegal");
  json many = json::array();
  for (int i = 0; i < 17; ++i) many.push_back(json::array({"a1", "a2"}));
  EXPECT_EQ(code(many), "conditional-lines");
  EXPECT_EQ(conditional(s, g, false, json::array({json::array({"a1", "a2"})})).status, 200);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/conditional", {{"token", std::string(32, 'f')}}).status, 403);
  // Not in a game without days a move.
  Reply blitz = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"clock", {{"minutes", 3}}}});
  EXPECT_EQ(s.post("/api/games/" + std::string(blitz.js()["game"]["id"]) + "/conditional",
                   {{"token", blitz.js()["token"]}, {"lines", json::array()}})
                .js()["code"],
            "conditional-correspondence");
}

TEST(Correspondence, APlayersPageListsTheGamesAwaitingTheirMove) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  Reply r = amal.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"},
                                     {"clock", {{"days", 2}}}});
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string id = r.js()["game"]["id"];
  ASSERT_EQ(badr.post("/api/games/" + id + "/join", {{"invite", r.js()["invite"]}}).status, 200);
  auto awaiting = [&](const std::string& name) { return s.get("/api/players/" + name).js()["your_move"]; };
  ASSERT_EQ(awaiting("amal").size(), 1u);
  EXPECT_EQ(awaiting("amal")[0]["id"], id);
  EXPECT_EQ(awaiting("amal")[0]["days_per_move"], 2);
  EXPECT_TRUE(awaiting("badr").empty());
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", r.js()["token"]}, {"move", "a1"}, {"ply", 0}}).status, 200);
  EXPECT_TRUE(awaiting("amal").empty());
  EXPECT_EQ(awaiting("badr").size(), 1u);
}

// Each player's pages hear "your move" when the turn passes to him, and "turn played" when he
// has played it, so that the first goes from every device of his, not only the one he moved on.
TEST(Correspondence, APlayerIsToldHisTurnAndThatHeHasPlayedIt) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const auto amal_told = notices_socket(s, amal), badr_told = notices_socket(s, badr);
  Reply r = amal.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"},
                                     {"clock", {{"days", 2}}}});
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string id = r.js()["game"]["id"];
  ASSERT_EQ(badr.post("/api/games/" + id + "/join", {{"invite", r.js()["invite"]}}).status, 200);
  const json turn = json::parse(amal_told->read(5000), nullptr, false);
  EXPECT_EQ(turn, json({{"type", "your-turn"}, {"game", id}, {"opponent", "badr"}}));
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", r.js()["token"]}, {"move", "a1"}, {"ply", 0}}).status, 200);
  const json played = json::parse(amal_told->read(5000), nullptr, false);
  EXPECT_EQ(played, json({{"type", "turn-played"}, {"game", id}, {"over", false}}));
  const json badrs = json::parse(badr_told->read(5000), nullptr, false);
  EXPECT_EQ(badrs["type"], "your-turn") << "and not a turn he has not played";
}

}  // namespace
}  // namespace manqala_test
