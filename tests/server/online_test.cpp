// Games between two people: invitations and seats, the lobby, clocks and flag fall, moves and
// presence over the WebSocket, and the server's limits.
#include <gtest/gtest.h>

#include "test_server.h"

namespace manqala_test {
namespace {

struct FriendGame {
  std::string id, creator, invite, guest;  // the seats' tokens and the invitation's code
};

FriendGame start_friend_game(const TestServer& s, json extra = json::object()) {
  json body = {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}};
  body.update(extra);
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  FriendGame g{r.js()["game"]["id"], r.js()["token"], r.js().value("invite", ""), ""};
  EXPECT_EQ(g.invite.size(), 32u);
  Reply joined = s.post("/api/games/" + g.id + "/join", {{"invite", g.invite}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  g.guest = joined.js()["token"];
  EXPECT_EQ(joined.js()["side"], "north");
  return g;
}

Reply move(const TestServer& s, const std::string& id, const std::string& token, const std::string& pit, int ply) {
  return s.post("/api/games/" + id + "/move", {{"token", token}, {"move", pit}, {"ply", ply}});
}

TEST(ServerOnline, AnInvitationClaimsTheOpenSeatOnce) {
  TestServer s;
  Reply r = s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "north"}});
  const std::string id = r.js()["game"]["id"], invite = r.js()["invite"];
  EXPECT_EQ(r.js()["game"]["seats"]["south"]["taken"], false);
  EXPECT_TRUE(r.js()["game"]["legal"].empty()) << "no move is playable before both are seated";
  EXPECT_EQ(r.js()["game"].dump().find(invite), std::string::npos) << "the state never shows the code";
  // Nobody moves before both are seated.
  EXPECT_EQ(move(s, id, r.js()["token"], "a3", 0).status, 409);
  EXPECT_EQ(s.post("/api/games/" + id + "/join", {{"invite", std::string(32, '0')}}).status, 403);
  EXPECT_EQ(s.post("/api/games/" + id + "/join", {{"lobby", true}}).status, 403) << "not listed";
  Reply joined = s.post("/api/games/" + id + "/join", {{"invite", invite}});
  ASSERT_EQ(joined.status, 200);
  EXPECT_EQ(joined.js()["side"], "south");
  EXPECT_EQ(joined.js()["game"]["seats"]["south"]["taken"], true);
  EXPECT_EQ(s.post("/api/games/" + id + "/join", {{"invite", invite}}).status, 409) << "used up";
  // An engine game has no seat to join.
  const std::string engine_game = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  EXPECT_EQ(s.post("/api/games/" + engine_game + "/join", {{"invite", invite}}).status, 409);
}

TEST(ServerOnline, OnlyTheSeatsHolderMovesOrResigns) {
  TestServer s;
  FriendGame g = start_friend_game(s);
  const std::string other = start_friend_game(s).creator;  // a seat of another game
  EXPECT_EQ(move(s, g.id, g.guest, "a2", 0).status, 409) << "North's token in South's turn";
  EXPECT_EQ(move(s, g.id, other, "a1", 0).status, 403);
  EXPECT_EQ(move(s, g.id, "", "a1", 0).status, 403);
  EXPECT_EQ(move(s, g.id, std::string(32, 'f'), "a1", 0).status, 403);
  EXPECT_EQ(move(s, g.id, g.creator, "a1", 0).status, 200);
  EXPECT_EQ(move(s, g.id, g.creator, "b1", 1).status, 409) << "South again";
  EXPECT_EQ(move(s, g.id, g.guest, "a2", 1).status, 200);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/resign", {{"token", other}}).status, 403);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/undo", {{"token", g.creator}}).status, 409) << "no take-backs";
  EXPECT_EQ(s.post("/api/games/" + g.id + "/hint", {{"token", g.creator}}).status, 409) << "no engine help";
  EXPECT_EQ(s.get("/api/games/" + g.id + "/eval").status, 409);
  json over = s.post("/api/games/" + g.id + "/resign", {{"token", g.guest}}).js()["game"];
  EXPECT_EQ(over["result"]["winner"], "south");
}

TEST(ServerOnline, SharingALoopNeedsBothPlayers) {
  TestServer s;
  FriendGame g = start_friend_game(s);
  ASSERT_EQ(move(s, g.id, g.creator, "a1", 0).status, 200);
  json offer = s.post("/api/games/" + g.id + "/share", {{"token", g.creator}}).js();
  EXPECT_EQ(offer["accepted"], false);
  EXPECT_EQ(offer["game"]["share_offer"], "south");
  json again = s.post("/api/games/" + g.id + "/share", {{"token", g.creator}}).js();
  EXPECT_EQ(again["accepted"], false) << "proposing twice is not agreeing";
  json agreed = s.post("/api/games/" + g.id + "/share", {{"token", g.guest}}).js();
  EXPECT_EQ(agreed["accepted"], true);
  EXPECT_EQ(agreed["game"]["result"]["reason"], "loop-shared");
}

TEST(ServerOnline, EachSidesFirstMoveIsFreeThenClocksRunAndGainTheIncrement) {
  TestServer s;
  FriendGame g = start_friend_game(s, {{"clock", {{"minutes", 1}, {"increment", 2}}}});
  json state = s.get("/api/games/" + g.id).js()["game"];
  EXPECT_EQ(state["clock"]["initial_ms"], 60000);
  EXPECT_EQ(state["clock"]["running"], nullptr) << "South's first move is not timed";
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  json first = move(s, g.id, g.creator, "a1", 0).js()["game"];
  EXPECT_EQ(first["clock"]["south_ms"], 60000) << "no charge and no increment for a first move";
  EXPECT_EQ(first["clock"]["running"], nullptr) << "nor is North's";
  json second = move(s, g.id, g.guest, "a2", 1).js()["game"];
  EXPECT_EQ(second["clock"]["north_ms"], 60000);
  ASSERT_EQ(second["clock"]["running"], "south") << "South's clock runs from its second move on";
  const int grace = second["clock"]["grace_ms"];
  EXPECT_LE(grace, second["last"]["animation_ms"].get<int>() + 250) << "the animation and the state's way to the page";
  std::this_thread::sleep_for(std::chrono::milliseconds(grace + 300));  // at least 150 ms past the grace
  json after = move(s, g.id, g.creator, "b1", 2).js()["game"];
  const int south = after["clock"]["south_ms"];
  EXPECT_LE(south, 60000 + 2000 - 150) << "the time South took is gone";
  EXPECT_GT(south, 60000) << "and the increment is added";
  EXPECT_EQ(after["clock"]["running"], "north");
  EXPECT_GE(after["moves"][2]["ms"].get<int>(), 150);
  // The clocks are the same after a restart: they come from the stored move times.
  s.restart();
  json reloaded = s.get("/api/games/" + g.id).js()["game"];
  EXPECT_EQ(reloaded["clock"]["south_ms"], south);
  // North's clock runs again from the reload (the time the server was down is nobody's): on a
  // loaded machine a few milliseconds pass between the reload and the read.
  EXPECT_LE(reloaded["clock"]["north_ms"].get<int>(), 60000);
  EXPECT_GE(reloaded["clock"]["north_ms"].get<int>(), 60000 - 1000) << "the downtime was charged";
}

// The mover is not charged while the pages show the move before (README "Clocks").
TEST(ServerOnline, TheLastMovesAnimationIsNotCharged) {
  TestServer s;
  FriendGame g = start_friend_game(s, {{"clock", {{"minutes", 1}}}});
  ASSERT_EQ(move(s, g.id, g.creator, "a1", 0).status, 200);
  ASSERT_EQ(move(s, g.id, g.guest, "a2", 1).status, 200);
  json shown = move(s, g.id, g.creator, "b1", 2).js()["game"];
  const int animation = shown["last"]["animation_ms"];
  ASSERT_GT(animation, 200) << "a move of several seeds takes a while to show";
  EXPECT_LE(animation, 2500) << "and at most the bound README states";
  EXPECT_GT(shown["clock"]["grace_ms"].get<int>(), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(animation / 2));
  json answered = move(s, g.id, g.guest, "b2", 3).js()["game"];
  EXPECT_EQ(answered["moves"][3]["ms"], 0) << "North answered within the animation";
  EXPECT_EQ(answered["clock"]["north_ms"], 60000);
}

TEST(ServerOnline, AFlagFallEndsTheGame) {
  TestServer s;
  FriendGame g = start_friend_game(s, {{"clock", {{"seconds", 1}}}});
  ASSERT_EQ(move(s, g.id, g.creator, "a1", 0).status, 200);
  ASSERT_EQ(move(s, g.id, g.guest, "a2", 1).status, 200);
  json state = s.wait_for(g.id, [](const json& x) { return x["status"] == "over"; }, 8000);
  ASSERT_EQ(state["status"], "over");
  EXPECT_EQ(state["result"]["reason"], "time");
  EXPECT_EQ(state["result"]["winner"], "north");
  EXPECT_EQ(state["clock"]["south_ms"], 0);
  EXPECT_EQ(move(s, g.id, g.creator, "b1", 2).status, 409);
  EXPECT_NE(s.get("/api/games/" + g.id + "/record").body.find("over N time"), std::string::npos);
}

// Nobody is timed before making a first move: a player who never moves loses nothing and
// keeps the opponent waiting only until the opponent aborts or leaves.
TEST(ServerOnline, NoFlagFallsBeforeAFirstMove) {
  TestServer s;
  FriendGame g = start_friend_game(s, {{"clock", {{"seconds", 1}}}});
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  json state = s.get("/api/games/" + g.id).js()["game"];
  EXPECT_EQ(state["status"], "ongoing");
  EXPECT_EQ(state["clock"]["south_ms"], 1000);
}

TEST(ServerOnline, TheLobbyListsOpenInvitationsAndGamesToWatch) {
  TestServer s;
  Reply listed = s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"listed", true},
                                       {"clock", {{"minutes", 5}, {"increment", 3}}}});
  s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}});  // by link only
  FriendGame playing = start_friend_game(s);
  json lobby = s.get("/api/lobby").js();
  ASSERT_EQ(lobby["open"].size(), 1u);
  EXPECT_EQ(lobby["open"][0]["id"], listed.js()["game"]["id"]);
  EXPECT_EQ(lobby["open"][0]["open_side"], "north");
  EXPECT_EQ(lobby["open"][0]["clock"]["increment_ms"], 3000);
  ASSERT_EQ(lobby["playing"].size(), 1u);
  EXPECT_EQ(lobby["playing"][0]["id"], playing.id);
  // A listed invitation can be taken from the lobby.
  Reply joined = s.post("/api/games/" + lobby["open"][0]["id"].get<std::string>() + "/join", {{"lobby", true}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(s.get("/api/lobby").js()["open"].size(), 0u);
}

TEST(ServerOnline, BadFriendGamesAreRefused) {
  TestServer s;
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "both"}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "stranger"}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"clock", {{"minutes", 5}}}}).status, 400) << "engine games";
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"clock", {{"minutes", 181}}}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"clock", {{"increment", 5}}}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"clock", "5+3"}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"},
                                  {"clock", {{"minutes", (int64_t{1} << 32) + 5}}}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"listed", "yes"}}).status, 400);
  Reply random_side = s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "random"}});
  EXPECT_EQ(random_side.status, 201);
}

TEST(ServerOnline, MovesAndPresenceTravelOverTheWebSocket) {
  TestServer s;
  FriendGame g = start_friend_game(s);
  TestSocket south(s.port(), "/api/games/" + g.id + "/ws"), north(s.port(), "/api/games/" + g.id + "/ws");
  TestSocket watcher(s.port(), "/api/games/" + g.id + "/ws");
  south.send(json{{"type", "hello"}, {"token", g.creator}}.dump());
  north.send(json{{"type", "hello"}, {"token", g.guest}}.dump());
  // The watcher hears of both players arriving, and counts itself as the one spectator.
  json seen;
  for (int i = 0; i < 10; ++i) {
    seen = json::parse(watcher.read());
    if (seen["game"]["seats"]["south"]["connected"] == true && seen["game"]["seats"]["north"]["connected"] == true) break;
  }
  EXPECT_EQ(seen["game"]["seats"]["north"]["connected"], true);
  EXPECT_EQ(seen["game"]["spectators"], 1);
  south.send(json{{"type", "move"}, {"move", "c1"}, {"ply", 0}, {"id", 7}}.dump());
  json ack = json::object();
  for (int i = 0; i < 10 && ack.value("type", "") != "ack"; ++i) ack = json::parse(south.read());
  EXPECT_EQ(ack["id"], 7);
  EXPECT_EQ(ack["ply"], 1);
  // The same message again is answered the same way, and nothing is played twice.
  south.send(json{{"type", "move"}, {"move", "c1"}, {"ply", 0}, {"id", 8}}.dump());
  for (int i = 0; i < 10 && ack.value("id", 0) != 8; ++i) ack = json::parse(south.read());
  EXPECT_EQ(ack["type"], "ack");
  EXPECT_EQ(ack["ply"], 1);
  json heard = json::object();
  for (int i = 0; i < 10 && heard.value("game", json::object()).value("ply", 0) != 1; ++i) heard = json::parse(north.read());
  EXPECT_EQ(heard["game"]["moves"][0]["move"], "c1");
  // A spectator cannot move: it holds no token.
  watcher.send(json{{"type", "move"}, {"move", "a2"}, {"ply", 1}}.dump());
  json refused = json::object();
  for (int i = 0; i < 10 && refused.value("type", "") != "error"; ++i) refused = json::parse(watcher.read());
  EXPECT_EQ(refused["status"], 403);
  EXPECT_EQ(s.get("/api/games/" + g.id).js()["game"]["ply"], 1);
}

TEST(ServerOnline, AConnectionOverTheRateLimitIsToldToSlowDown) {
  TestServer s;
  const std::string id = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  for (int i = 0; i < 150; ++i) ws.send(R"({"type":"ping"})");
  int slowed = 0, pongs = 0;
  for (int i = 0; i < 152; ++i) {
    std::string text = ws.read(2000);
    if (text.empty()) break;
    json m = json::parse(text);
    slowed += m["type"] == "error" && m["status"] == 429;
    pongs += m["type"] == "pong";
  }
  EXPECT_GT(slowed, 0);
  EXPECT_GE(pongs, 60);
}

TEST(ServerOnline, TheServerRefusesGamesOverItsLimit) {
  TestServer s(3);
  std::vector<std::pair<std::string, std::string>> games;
  for (int i = 0; i < 3; ++i) {
    Reply r = s.post("/api/games", {{"game", "hawalis"}});
    EXPECT_EQ(r.status, 201);
    games.emplace_back(r.js()["game"]["id"], r.js()["token"]);
  }
  Reply refused = s.post("/api/games", {{"game", "hawalis"}});
  EXPECT_EQ(refused.status, 503);
  EXPECT_NE(refused.js()["error"].get<std::string>().find("limit"), std::string::npos);
  // A finished game frees its place, and stays in the archive.
  s.post("/api/games/" + games[0].first + "/resign", {{"token", games[0].second}});
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 201);
  EXPECT_EQ(s.get("/api/games/" + games[0].first).js()["game"]["result"]["reason"], "resigned");
}

}  // namespace
}  // namespace manqala_test
