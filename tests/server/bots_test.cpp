// Bots over HTTP against a real server (docs/bots.md): an account made a bot for good, its
// tokens, its events, challenges and play, the server's levels as bots, the bots' rating pool,
// tournaments that take bots, and every refusal: bad tokens, a person's cookie on a bot's route,
// a bot moving in another's game, too many games or requests.
#include <future>

#include "players.h"
#include "tournament_helpers.h"

namespace manqala_test {
namespace {

struct BotClient {
  const TestServer* server = nullptr;
  std::string name, token;

  Reply call(const std::string& method, const std::string& target, const json& body = json::object()) const {
    return server->request(method, target, method == "GET" ? "" : body.dump(), "application/json",
                           {{"Authorization", "Bearer " + token}});
  }
  Reply get(const std::string& target) const { return call("GET", target); }
  Reply post(const std::string& target, const json& body = json::object()) const { return call("POST", target, body); }
  // The events after `after` (waiting up to `wait` s for one).
  json events(uint64_t after, int wait = 0) const {
    return get("/api/bot/events?after=" + std::to_string(after) + "&wait=" + std::to_string(wait)).js();
  }
  // Polls until an event of `type` (for `game`, if given) comes; it, or null.
  json wait_event(const std::string& type, const std::string& game = "", int timeout_ms = 10000) const {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    uint64_t after = 0;
    while (std::chrono::steady_clock::now() < until) {
      const json a = events(after, 1);
      for (const auto& e : a["events"]) {
        after = std::max(after, e["id"].get<uint64_t>());
        if (e["type"] == type && (game.empty() || e.value("game", "") == game)) return e;
      }
    }
    return nullptr;
  }
};

// A new account made a bot at once; its first token.
BotClient make_bot(const TestServer& s, const std::string& name) {
  const Player p = enter(s, name);
  const Reply r = p.post("/api/bot/account/upgrade", {{"engine", "test engine"}, {"version", "0.1"}});
  EXPECT_EQ(r.status, 200) << r.body;
  return {&s, name, r.js().value("token", "")};
}

// `from` challenges `to`; `to` accepts; the game's id.
std::string play_challenge(const BotClient& from, const BotClient& to, json terms = {{"game", "al-manqala"}}) {
  const Reply c = from.post("/api/bot/challenge/" + to.name, terms);
  EXPECT_EQ(c.status, 200) << c.body;
  const std::string id = c.js()["challenge"]["id"];
  const Reply a = to.post("/api/bot/challenge/" + id + "/accept");
  EXPECT_EQ(a.status, 200) << a.body;
  return a.js()["challenge"].value("game_id", "");
}

TEST(Bots, AnAccountBecomesABotForGoodOnlyBeforeItsFirstGame) {
  TestServer s;
  const Player played = enter(s, "Salim");
  ASSERT_EQ(played.post("/api/games", {{"game", "al-manqala"}}).status, 201);
  const Reply late = played.post("/api/bot/account/upgrade");
  EXPECT_EQ(late.status, 409);
  EXPECT_EQ(late.js()["code"], "bot-has-games");

  const Player fresh = enter(s, "Mizani");
  const Reply up = fresh.post("/api/bot/account/upgrade", {{"engine", "Mizani engine"}, {"version", "2.1"}});
  ASSERT_EQ(up.status, 200) << up.body;
  EXPECT_EQ(up.js()["token"].get<std::string>().substr(0, 4), "mqb_");
  // Its sessions ended; it never logs in again; its page says what it is.
  EXPECT_EQ(fresh.post("/api/bot/account/upgrade").status, 401);
  const Reply login = s.post("/api/account/login", {{"name", "Mizani"}, {"password", "a long secret"}});
  EXPECT_EQ(login.status, 403);
  EXPECT_EQ(login.js()["code"], "bot-login");
  const json page = s.get("/api/players/Mizani").js();
  EXPECT_EQ(page["bot"]["engine"], "Mizani engine");
  const json bot = s.get("/api/bots/Mizani").js();
  EXPECT_EQ(bot["version"], "2.1");
  EXPECT_EQ(bot["level"], 0);
}

TEST(Bots, ABotsRoutesTakeALiveTokenNeverACookie) {
  TestServer s;
  const BotClient bot = make_bot(s, "Tokened");
  EXPECT_EQ(bot.get("/api/bot/account").status, 200);
  const Player person = enter(s, "Person");
  const Reply cookie = person.get("/api/bot/events");
  EXPECT_EQ(cookie.status, 401);
  EXPECT_EQ(cookie.js()["code"], "bot-token");
  EXPECT_NE(cookie.js()["error"].get<std::string>().find("not a session cookie"), std::string::npos);
  BotClient wrong = bot;
  wrong.token = "mqb_" + std::string(40, '0');
  EXPECT_EQ(wrong.get("/api/bot/account").status, 401);
  EXPECT_EQ(s.request("GET", "/api/bot/account", "", "", {{"Authorization", "Basic abc"}}).status, 401);

  // A second token, listed, then revoked: refused from then on; the first still works.
  const Reply made = bot.post("/api/bot/tokens");
  ASSERT_EQ(made.status, 200);
  BotClient second = bot;
  second.token = made.js()["token"];
  EXPECT_EQ(second.get("/api/bot/account").status, 200);
  const json list = bot.get("/api/bot/tokens").js()["tokens"];
  ASSERT_EQ(list.size(), 2u);
  const int64_t newest = list[0]["id"];
  EXPECT_EQ(bot.post("/api/bot/tokens/" + std::to_string(newest) + "/revoke").status, 200);
  EXPECT_EQ(second.get("/api/bot/account").status, 401);
  EXPECT_EQ(bot.get("/api/bot/account").status, 200);
  EXPECT_EQ(bot.post("/api/bot/tokens/" + std::to_string(newest) + "/revoke").status, 404);
}

TEST(Bots, TwoBotsPlayARatedGameInTheBotsPool) {
  TestServer s;
  const BotClient a = make_bot(s, "Alpha"), b = make_bot(s, "Beta"), c = make_bot(s, "Gamma");
  // Beta starts afresh: its picture holds the challenge waiting for it.
  const Reply ch = a.post("/api/bot/challenge/Beta", {{"game", "al-manqala"}, {"rated", true}, {"side", "south"}});
  ASSERT_EQ(ch.status, 200) << ch.body;
  const json picture = b.get("/api/bot/events").js();
  ASSERT_EQ(picture["events"].size(), 1u) << picture.dump();
  EXPECT_EQ(picture["events"][0]["type"], "challenge");
  const std::string cid = picture["events"][0]["challenge"]["id"];
  // Only the challenged bot accepts, once.
  EXPECT_EQ(c.post("/api/bot/challenge/" + cid + "/accept").status, 409);
  const Reply acc = b.post("/api/bot/challenge/" + cid + "/accept");
  ASSERT_EQ(acc.status, 200) << acc.body;
  EXPECT_EQ(b.post("/api/bot/challenge/" + cid + "/accept").js()["code"], "challenge-closed");
  const std::string game = acc.js()["challenge"]["game_id"];

  const json start = a.wait_event("gameStart", game);
  ASSERT_TRUE(start.is_object());
  EXPECT_EQ(start["side"], "south");
  EXPECT_EQ(start["opponent"], "Beta");
  EXPECT_TRUE(start["rated"].get<bool>());
  const json turn = a.wait_event("gameState", game);
  ASSERT_TRUE(turn.is_object());
  EXPECT_EQ(turn["to_move"], "south");
  // Another bot cannot move here; a move out of turn is refused; Alpha's move is played.
  const Reply other = c.post("/api/bot/game/" + game + "/move/a1");
  EXPECT_EQ(other.status, 403);
  EXPECT_EQ(other.js()["code"], "not-your-game");
  EXPECT_EQ(b.post("/api/bot/game/" + game + "/move/a2", {{"ply", 0}}).status, 409);
  const Reply moved = a.post("/api/bot/game/" + game + "/move/" + turn["legal"][0].get<std::string>(), {{"ply", 0}});
  ASSERT_EQ(moved.status, 200) << moved.body;
  EXPECT_EQ(moved.js()["state"]["ply"], 1);
  // Beta's turn comes to Beta; it resigns; both hear the end.
  const json beta_turn = b.wait_event("gameState", game);
  ASSERT_TRUE(beta_turn.is_object());
  EXPECT_EQ(beta_turn["moves"].size(), 1u);
  EXPECT_EQ(b.post("/api/bot/game/" + game + "/resign").status, 200);
  const json end = a.wait_event("gameFinish", game);
  ASSERT_TRUE(end.is_object());
  EXPECT_EQ(end["result"]["winner"], "south");
  // Rated in the bots' pool: on its board, not on the people's untimed one.
  const json board = s.get("/api/leaderboard?game=al-manqala&speed=bot").js()["boards"][0]["players"];
  ASSERT_EQ(board.size(), 2u) << board.dump();
  EXPECT_EQ(board[0]["name"], "Alpha");
  EXPECT_TRUE(s.get("/api/leaderboard?game=al-manqala&speed=untimed").js()["boards"][0]["players"].empty());
  const json bots = s.get("/api/bots?game=al-manqala").js()["bots"];
  EXPECT_EQ(bots[0]["name"], "Alpha");
  EXPECT_EQ(bots[0]["ratings"]["al-manqala"]["games"], 1);
}

// A seat an account holds is a person's like a guest's: its clock runs and falls (the clock of
// a game between two accounts used never to fall).
TEST(Bots, ABotThatGoesAwayLosesOnTimeOnlyWhenItsClockRunsOut) {
  TestServer s;
  const BotClient a = make_bot(s, "Leaver"), b = make_bot(s, "Stayer");
  const std::string game =
      play_challenge(a, b, {{"game", "al-manqala"}, {"side", "south"}, {"clock", {{"minutes", 0}, {"seconds", 2}}}});
  ASSERT_EQ(a.post("/api/bot/game/" + game + "/move/a1", {{"ply", 0}}).status, 200);
  ASSERT_EQ(b.post("/api/bot/game/" + game + "/move/a2", {{"ply", 1}}).status, 200);
  // Leaver's clock runs from its second turn; it asks nothing more.
  const auto since = std::chrono::steady_clock::now();
  const json over = s.wait_for(game, [](const json& g) { return g["status"] == "over"; }, 10000);
  ASSERT_EQ(over["status"], "over");
  EXPECT_GE(std::chrono::steady_clock::now() - since, std::chrono::milliseconds(1500));
  EXPECT_EQ(over["result"]["reason"], "time");
  EXPECT_EQ(over["result"]["winner"], "north");
  EXPECT_EQ(over["seats"]["south"]["player"], "human");
}

TEST(Bots, ALongPollWaitsForTheNextEvent) {
  TestServer s;
  const BotClient a = make_bot(s, "Poller"), b = make_bot(s, "Caller");
  const uint64_t last = a.get("/api/bot/events").js()["last"];
  auto poll = std::async(std::launch::async, [&] { return a.events(last, 10); });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(poll.wait_for(std::chrono::milliseconds(0)), std::future_status::timeout);  // still waiting
  const auto asked = std::chrono::steady_clock::now();
  ASSERT_EQ(b.post("/api/bot/challenge/Poller", {{"game", "hawalis"}}).status, 200);
  const json got = poll.get();
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::seconds(5));
  ASSERT_EQ(got["events"].size(), 1u) << got.dump();
  EXPECT_EQ(got["events"][0]["challenge"]["from"], "Caller");
  // Nothing new: an answer with no events after the wait.
  EXPECT_TRUE(a.events(got["last"], 1)["events"].empty());
  EXPECT_EQ(a.get("/api/bot/events?after=x").status, 400);
}

TEST(Bots, NobodyChallengesAPersonAndAPersonMayChallengeABot) {
  TestServer s;
  const BotClient bot = make_bot(s, "Robo");
  const Player person = enter(s, "Huda");
  const Reply at_person = bot.post("/api/bot/challenge/Huda", {{"game", "al-manqala"}});
  EXPECT_EQ(at_person.status, 404);
  EXPECT_EQ(at_person.js()["code"], "bot-unknown");
  // Huda challenges Robo; Robo declines once, then accepts the next; Huda holds her seat.
  const Reply first = person.post("/api/bot/challenge/Robo", {{"game", "al-manqala"}, {"side", "north"}});
  ASSERT_EQ(first.status, 200) << first.body;
  const std::string declined = first.js()["challenge"]["id"];
  ASSERT_EQ(bot.post("/api/bot/challenge/" + declined + "/decline", {{"reason", "busy"}}).status, 200);
  EXPECT_EQ(person.get("/api/bot/challenge/" + declined).js()["challenge"]["status"], "declined");
  const Reply second = person.post("/api/bot/challenge/Robo", {{"game", "al-manqala"}, {"side", "north"}});
  const std::string id = second.js()["challenge"]["id"];
  ASSERT_EQ(bot.post("/api/bot/challenge/" + id + "/accept").status, 200);
  const std::string game = person.get("/api/bot/challenge/" + id).js()["challenge"]["game_id"];
  const json g = s.get("/api/games/" + game).js()["game"];
  EXPECT_EQ(g["players"]["north"], "Huda");
  EXPECT_EQ(g["players"]["south"], "Robo");
  EXPECT_EQ(person.post("/api/games/" + game + "/seat").status, 200);
}

TEST(Bots, TheServersLevelsAreBotsThatPlayAtOnceUntimed) {
  TestServer s;
  const json bots = s.get("/api/bots").js()["bots"];
  ASSERT_EQ(bots.size(), 10u);
  EXPECT_EQ(bots[0]["name"], "manqala-level-1");
  EXPECT_TRUE(bots[0]["online"].get<bool>());
  const BotClient bot = make_bot(s, "Learner");
  const Reply clocked =
      bot.post("/api/bot/challenge/manqala-level-2", {{"game", "hawalis"}, {"clock", {{"minutes", 3}}}});
  EXPECT_EQ(clocked.status, 400);
  EXPECT_EQ(clocked.js()["code"], "bot-level-untimed");
  const Reply ch = bot.post("/api/bot/challenge/manqala-level-2", {{"game", "hawalis"}, {"rated", true}, {"side", "north"}});
  ASSERT_EQ(ch.status, 200) << ch.body;
  EXPECT_EQ(ch.js()["challenge"]["status"], "accepted");
  const std::string game = ch.js()["challenge"]["game_id"];
  // The level moves first (South); then it is the bot's turn.
  const json turn = bot.wait_event("gameState", game);
  ASSERT_TRUE(turn.is_object());
  EXPECT_EQ(turn["to_move"], "north");
  EXPECT_EQ(turn["moves"].size(), 1u);
  EXPECT_EQ(bot.post("/api/bot/game/" + game + "/resign").status, 200);
  ASSERT_TRUE(bot.wait_event("gameFinish", game).is_object());
  const json level = s.get("/api/bots/manqala-level-2").js();
  EXPECT_EQ(level["ratings"]["hawalis"]["games"], 1);
  EXPECT_EQ(level["games"][0]["id"], game);
}

TEST(Bots, ABotPlaysAtMostEightGamesAtOnceAndATokenHasARate) {
  TestServer s;
  const BotClient a = make_bot(s, "Busy"), b = make_bot(s, "Busier");
  for (int i = 0; i < 8; ++i) ASSERT_FALSE(play_challenge(a, b).empty()) << i;
  const Reply ninth = a.post("/api/bot/challenge/Busier", {{"game", "al-manqala"}});
  EXPECT_EQ(ninth.status, 429);
  EXPECT_EQ(ninth.js()["code"], "bot-games-many");
  EXPECT_EQ(a.get("/api/bot/account").js()["games"].size(), 8u);
  // The token's burst spent, it is refused a while; another bot is not.
  int refused = 0;
  for (int i = 0; i < 260; ++i) refused += a.get("/api/bot/account").status == 429;
  EXPECT_GT(refused, 0);
  EXPECT_EQ(b.get("/api/bot/account").status, 200);
}

// An accepted challenge whose game the server cannot make (it is full) is open again: the bot
// may accept it once there is room.
TEST(Bots, AChallengeWhoseGameCannotBeMadeStaysOpen) {
  TestServer s(2);
  const BotClient a = make_bot(s, "Filler"), b = make_bot(s, "Taker");
  for (int i = 0; i < 2; ++i) ASSERT_FALSE(play_challenge(a, b).empty()) << i;
  const Reply ch = a.post("/api/bot/challenge/Taker", {{"game", "al-manqala"}});
  const std::string id = ch.js()["challenge"]["id"];
  const Reply full = b.post("/api/bot/challenge/" + id + "/accept");
  EXPECT_EQ(full.status, 503) << full.body;
  EXPECT_EQ(b.get("/api/bot/challenge/" + id).js()["challenge"]["status"], "open");
}

TEST(Bots, BotsEnterOnlyTournamentsThatTakeThemAndHearTheirGames) {
  TestServer s;
  const Player organiser = enter(s, "Director");
  const BotClient a = make_bot(s, "Entrant1"), b = make_bot(s, "Entrant2");
  const std::string closed = announce(organiser, {{"format", "swiss"}, {"rounds", 1}});
  const Reply refused = a.post("/api/bot/tournament/" + closed + "/join");
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.js()["code"], "bot-tournament");
  const std::string open = announce(organiser, {{"format", "swiss"}, {"rounds", 1}, {"bots", true}});
  EXPECT_TRUE(page(s, open)["bots"].get<bool>());
  ASSERT_EQ(a.post("/api/bot/tournament/" + open + "/join").status, 200);
  ASSERT_EQ(b.post("/api/bot/tournament/" + open + "/join").status, 200);
  a.get("/api/bot/events"), b.get("/api/bot/events");  // connected: their notices are heard
  ASSERT_EQ(organiser.post("/api/tournaments/" + open + "/start").status, 200);
  const json start = a.wait_event("gameStart", "", 15000);
  ASSERT_TRUE(start.is_object());
  EXPECT_EQ(start["opponent"], "Entrant2");
}

}  // namespace
}  // namespace manqala_test
