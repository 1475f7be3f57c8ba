// A game the opponent left (room/absence.h, README "Leaving a game"): the one who stayed
// claims the win or a draw once the player to move has been gone long enough on his turn; a
// reload, a second tab or the other's own turn never count as leaving. The waits here are
// shortened (RoomSettings), the rule's the same.
#include <gtest/gtest.h>

#include <thread>

#include "seated_pair.h"
#include "test_server.h"

namespace manqala_test {
namespace {

constexpr int64_t kUntimedMs = 1200, kLiveMs = 1000;  // long beside a loaded machine's hiccups

manqala::ServeConfig short_absences() {
  manqala::ServeConfig c = TestServer::with_max_games(20);
  c.room.absence_untimed_ms = kUntimedMs;
  c.room.absence_live_ms = kLiveMs;
  return c;
}

// A page of the player holding `token`, open on the game until it goes out of scope.
std::unique_ptr<TestSocket> page(const TestServer& s, const Pair& t, const std::string& token, const char* side) {
  auto ws = std::make_unique<TestSocket>(s.port(), "/api/games/" + t.id + "/ws");
  ws->send(json{{"type", "hello"}, {"token", token}}.dump());
  s.wait_for(t.id, [&](const json& g) { return g["seats"][side]["connected"] == true; });
  return ws;
}

json game_of(const TestServer& s, const Pair& t) { return s.get("/api/games/" + t.id).js()["game"]; }

// The game once the server has seen `side`'s pages gone.
json after_leaving(const TestServer& s, const Pair& t, const char* side) {
  return s.wait_for(t.id, [&](const json& g) { return g["seats"][side]["connected"] == false; });
}

Reply claim(const TestServer& s, const Pair& t, const std::string& token, const std::string& result) {
  return s.post("/api/games/" + t.id + "/claim", {{"token", token}, {"result", result}});
}

void sleep_ms(int64_t ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

TEST(Absence, TheOneWhoStayedClaimsTheWinOnceTheOtherHasBeenGoneOnHisTurn) {
  TestServer s(short_absences());
  Pair t = seated(s, "hawalis");
  auto south = page(s, t, t.south, "south");
  ASSERT_EQ(play_first(s, t).status, 200);  // North to move
  {
    auto north = page(s, t, t.north, "north");
    EXPECT_EQ(game_of(s, t)["absence"], nullptr) << "both here";
  }
  const json gone = after_leaving(s, t, "north");
  ASSERT_TRUE(gone["absence"].is_object()) << gone.dump();
  EXPECT_EQ(gone["absence"]["side"], "north");
  EXPECT_GT(gone["absence"]["claim_in_ms"].get<int64_t>(), 0);
  EXPECT_LE(gone["absence"]["claim_in_ms"].get<int64_t>(), kUntimedMs) << "no clock: the untimed wait";
  Reply early = claim(s, t, t.south, "win");
  EXPECT_EQ(early.status, 409) << early.body;
  EXPECT_EQ(early.js()["code"], "claim-early");
  EXPECT_EQ(claim(s, t, t.north, "win").js()["code"], "claim-own-turn") << "the one gone claims nothing";
  EXPECT_EQ(claim(s, t, t.south, "lose").status, 400);
  sleep_ms(kUntimedMs + 50);
  EXPECT_EQ(game_of(s, t)["absence"]["claim_in_ms"], 0);
  Reply won = claim(s, t, t.south, "win");
  ASSERT_EQ(won.status, 200) << won.body;
  EXPECT_EQ(won.js()["game"]["status"], "over");
  EXPECT_EQ(won.js()["game"]["result"]["winner"], "south");
  EXPECT_EQ(won.js()["game"]["result"]["reason"], "abandoned");
  EXPECT_EQ(won.js()["game"]["absence"], nullptr);
  const std::string record = s.get("/api/games/" + t.id + "/record").body;
  EXPECT_NE(record.find("over S abandoned"), std::string::npos) << record;
  Reply again = s.request("POST", "/api/import", record, "text/plain");
  EXPECT_EQ(again.status, 201) << "the record reads back: " << again.body;
}

// Al-manqala has no agreed draws; a draw called over an absent player is no agreement.
TEST(Absence, ADrawIsCalledInAGameWithoutAgreedDrawsAndRecorded) {
  TestServer s(short_absences());
  Pair t = seated(s, "al-manqala");
  auto south = page(s, t, t.south, "south");
  ASSERT_EQ(play_first(s, t).status, 200);
  { auto north = page(s, t, t.north, "north"); }
  after_leaving(s, t, "north");
  sleep_ms(kUntimedMs + 50);
  Reply drawn = claim(s, t, t.south, "draw");
  ASSERT_EQ(drawn.status, 200) << drawn.body;
  EXPECT_EQ(drawn.js()["game"]["result"]["winner"], "draw");
  EXPECT_EQ(drawn.js()["game"]["result"]["reason"], "abandoned");
  const std::string record = s.get("/api/games/" + t.id + "/record").body;
  EXPECT_NE(record.find("over draw abandoned"), std::string::npos) << record;
  EXPECT_EQ(s.request("POST", "/api/import", record, "text/plain").status, 201);
}

// A reload closes the page's connection and opens another: the absence starts again from
// nothing. Two tabs are one player while either is open.
TEST(Absence, AReloadOrASecondTabIsNotLeaving) {
  TestServer s(short_absences());
  Pair t = seated(s, "hawalis", {{"clock", {{"minutes", 5}, {"increment", 0}}}});
  auto south = page(s, t, t.south, "south");
  ASSERT_EQ(play_first(s, t).status, 200);
  auto tab = page(s, t, t.north, "north");
  { auto other_tab = page(s, t, t.north, "north"); }
  sleep_ms(kLiveMs + 50);
  EXPECT_EQ(game_of(s, t)["absence"], nullptr) << "one of his two tabs is still open";
  EXPECT_EQ(claim(s, t, t.south, "win").js()["code"], "claim-here");
  tab.reset();
  after_leaving(s, t, "north");
  sleep_ms(kLiveMs / 2);
  tab = page(s, t, t.north, "north");  // the reload's new connection
  sleep_ms(kLiveMs / 2 + 50);
  EXPECT_EQ(claim(s, t, t.south, "win").js()["code"], "claim-here") << "back after the reload";
  tab.reset();
  const json gone = after_leaving(s, t, "north");
  EXPECT_GT(gone["absence"]["claim_in_ms"].get<int64_t>(), kLiveMs / 2) << "counted from the last leaving, not the first";
  EXPECT_EQ(claim(s, t, t.south, "win").js()["code"], "claim-early");
}

// Gone while it was the other's turn: only his own turn counts.
TEST(Absence, OnlyTheAbsentPlayersOwnTurnCounts) {
  TestServer s(short_absences());
  Pair t = seated(s, "hawalis");
  auto south = page(s, t, t.south, "south");
  { auto north = page(s, t, t.north, "north"); }
  const json gone = after_leaving(s, t, "north");
  EXPECT_EQ(gone["absence"], nullptr) << "South to move: nothing to claim";
  sleep_ms(kUntimedMs + 50);
  ASSERT_EQ(play_first(s, t).status, 200);
  const json now = game_of(s, t);
  ASSERT_TRUE(now["absence"].is_object()) << now.dump();
  EXPECT_GT(now["absence"]["claim_in_ms"].get<int64_t>(), kUntimedMs / 2) << "counted from the turn's start";
  EXPECT_EQ(claim(s, t, t.south, "win").js()["code"], "claim-early");
}

// A correspondence game keeps its days: nobody is expected to keep its page open.
TEST(Absence, ACorrespondenceGameHasNoClaims) {
  TestServer s(short_absences());
  Pair t = seated(s, "hawalis", {{"clock", {{"days", 1}}}});
  ASSERT_EQ(play_first(s, t).status, 200);
  sleep_ms(kUntimedMs + 50);
  EXPECT_EQ(game_of(s, t)["absence"], nullptr);
  EXPECT_EQ(claim(s, t, t.south, "win").js()["code"], "claim-here");
}

}  // namespace
}  // namespace manqala_test
