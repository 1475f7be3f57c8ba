// The everyday controls of a game between two people: a draw offered, declined, withdrawn by
// moving and accepted; abort; cancel; the players' chat with its limits.
#include <gtest/gtest.h>

#include "players.h"
#include "seated_pair.h"

namespace manqala_test {
namespace {

Reply draw(const TestServer& s, const Pair& p, const std::string& token, const std::string& answer) {
  return s.post("/api/games/" + p.id + "/draw", {{"token", token}, {"answer", answer}});
}

TEST(ServerControls, ADrawOfferIsDeclinedAndNotMadeAgainBeforeAMove) {
  TestServer s;
  Pair p = seated(s);
  Reply offered = draw(s, p, p.south, "offer");
  ASSERT_EQ(offered.status, 200) << offered.body;
  EXPECT_EQ(offered.js()["game"]["draw_offer"], "south");
  Reply own = draw(s, p, p.south, "accept");
  EXPECT_EQ(own.status, 409) << "nobody accepts his own offer";
  EXPECT_EQ(own.js()["code"], "no-draw-offer");
  Reply declined = draw(s, p, p.north, "decline");
  ASSERT_EQ(declined.status, 200) << declined.body;
  EXPECT_EQ(declined.js()["game"]["draw_offer"], nullptr);
  EXPECT_EQ(declined.js()["game"]["draw_declined"], "south");
  EXPECT_EQ(declined.js()["game"]["status"], "ongoing");
  EXPECT_EQ(draw(s, p, p.south, "offer").js()["code"], "draw-declined") << "no pestering";
  ASSERT_EQ(play_first(s, p).status, 200);
  EXPECT_EQ(draw(s, p, p.south, "offer").status, 200) << "after a move it may be offered again";
}

TEST(ServerControls, AMoveWithdrawsTheDrawOffer) {
  TestServer s;
  Pair p = seated(s);
  ASSERT_EQ(draw(s, p, p.south, "offer").status, 200);
  Reply moved = play_first(s, p);  // South's own move
  ASSERT_EQ(moved.status, 200) << moved.body;
  EXPECT_EQ(moved.js()["game"]["draw_offer"], nullptr);
  EXPECT_EQ(draw(s, p, p.north, "accept").js()["code"], "no-draw-offer");
  // The other's move passes an offer by too.
  ASSERT_EQ(draw(s, p, p.south, "offer").status, 200);
  ASSERT_EQ(play_first(s, p).status, 200);  // North's
  EXPECT_EQ(s.get("/api/games/" + p.id).js()["game"]["draw_offer"], nullptr);
}

TEST(ServerControls, AnAcceptedDrawEndsTheGameAsADrawStoredAndRecorded) {
  TestServer s;
  Pair p = seated(s);
  ASSERT_EQ(play_first(s, p).status, 200);
  ASSERT_EQ(draw(s, p, p.north, "offer").status, 200);
  Reply agreed = draw(s, p, p.south, "accept");
  ASSERT_EQ(agreed.status, 200) << agreed.body;
  EXPECT_EQ(agreed.js()["game"]["status"], "over");
  EXPECT_EQ(agreed.js()["game"]["result"]["winner"], "draw");
  EXPECT_EQ(agreed.js()["game"]["result"]["reason"], "agreed");
  EXPECT_EQ(play_first(s, p).status, 409);
  const std::string record = s.get("/api/games/" + p.id + "/record").body;
  EXPECT_NE(record.find("over draw agreed"), std::string::npos) << record;
  // The record reads back (an import of it), and the archive keeps the draw over a restart.
  Reply imported = s.request("POST", "/api/import", record, "text/plain");
  EXPECT_EQ(imported.status, 201) << imported.body;
  s.restart();
  json reloaded = s.get("/api/games/" + p.id).js()["game"];
  EXPECT_EQ(reloaded["result"]["reason"], "agreed");
  EXPECT_EQ(reloaded["status"], "over");
}

TEST(ServerControls, OfferingWhenTheOtherHasOfferedAgrees) {
  TestServer s;
  Pair p = seated(s);
  ASSERT_EQ(draw(s, p, p.south, "offer").status, 200);
  EXPECT_EQ(draw(s, p, p.north, "offer").js()["game"]["result"]["winner"], "draw");
}

TEST(ServerControls, DrawOffersAreRefusedWhereTheyHaveNoPlace) {
  TestServer s;
  Pair loops = seated(s, "al-manqala");  // shares loops instead
  Reply r = draw(s, loops, loops.south, "offer");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.js()["code"], "no-draws");
  EXPECT_EQ(r.js()["game"], "Al-manqala");
  Reply engine = s.post("/api/games", {{"game", "hawalis"}});
  Pair solo{engine.js()["game"]["id"], engine.js()["token"], ""};
  EXPECT_EQ(draw(s, solo, solo.south, "offer").js()["code"], "draw-people");
  Reply waiting = s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}});
  Pair open{waiting.js()["game"]["id"], waiting.js()["token"], ""};
  EXPECT_EQ(draw(s, open, open.south, "offer").js()["code"], "seat-open");
  Pair p = seated(s);
  EXPECT_EQ(draw(s, p, "", "offer").status, 403);
  EXPECT_EQ(draw(s, p, p.south, "maybe").js()["code"], "bad-draw-answer");
  EXPECT_EQ(draw(s, p, p.north, "decline").js()["code"], "no-draw-offer");
  EXPECT_EQ(s.get("/api/meta").js()["games"][0].contains("agrees_draws"), true);
}

TEST(ServerControls, EitherPlayerAbortsBeforeBothHaveMovedAndTheGameHasNoResult) {
  TestServer s;
  Pair p = seated(s);
  ASSERT_EQ(play_first(s, p).status, 200);  // South moved; North not yet
  Reply aborted = s.post("/api/games/" + p.id + "/abort", {{"token", p.north}});
  ASSERT_EQ(aborted.status, 200) << aborted.body;
  EXPECT_EQ(aborted.js()["game"]["status"], "aborted");
  EXPECT_EQ(aborted.js()["game"]["result"], nullptr);
  EXPECT_TRUE(aborted.js()["game"]["legal"].empty());
  EXPECT_EQ(play_first(s, p).status, 409);
  EXPECT_EQ(s.post("/api/games/" + p.id + "/abort", {{"token", p.south}}).js()["code"], "game-over");
  EXPECT_EQ(s.get("/api/lobby").js()["playing"].size(), 0u) << "the lobby drops it";
  EXPECT_EQ(s.get("/api/games?status=ongoing").js()["total"], 0);
  EXPECT_EQ(s.get("/api/games?status=over").js()["total"], 0) << "no result";
  EXPECT_EQ(s.get("/api/games").js()["total"], 0) << "not in the archive's list";
  EXPECT_NE(s.get("/api/games/" + p.id + "/record").body.find("ongoing"), std::string::npos);
  s.restart();
  EXPECT_EQ(s.get("/api/games/" + p.id).js()["game"]["status"], "aborted") << "kept over a restart";
}

TEST(ServerControls, NoAbortOnceBothHaveMovedNorAgainstTheEngineNorByOthers) {
  TestServer s;
  Pair p = seated(s);
  EXPECT_EQ(s.post("/api/games/" + p.id + "/abort", {{"token", ""}}).js()["code"], "no-seat");
  ASSERT_EQ(play_first(s, p).status, 200);
  ASSERT_EQ(play_first(s, p).status, 200);
  Reply late = s.post("/api/games/" + p.id + "/abort", {{"token", p.south}});
  EXPECT_EQ(late.status, 409);
  EXPECT_EQ(late.js()["code"], "abort-late");
  Reply engine = s.post("/api/games", {{"game", "hawalis"}});
  EXPECT_EQ(s.post("/api/games/" + engine.js()["game"]["id"].get<std::string>() + "/abort", {{"token", engine.js()["token"]}})
                .js()["code"],
            "abort-people");
}

TEST(ServerControls, ATournamentGameIsNotAbortedAndUnratedAbortsChangeNoRating) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  Reply t = amal.post("/api/tournaments", {{"name", "Sur Open"}, {"game", "hawalis"}, {"format", "swiss"}, {"rounds", 1}});
  ASSERT_EQ(t.status, 201) << t.body;
  const std::string tid = t.js()["tournament"]["id"];
  for (const Player* pl : {&amal, &badr}) ASSERT_EQ(pl->post("/api/tournaments/" + tid + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + tid + "/start").status, 200);
  std::string game;
  for (int i = 0; i < 500 && game.empty(); ++i) {
    const json b = s.get("/api/tournaments/" + tid).js()["tournament"]["round_list"][0]["boards"][0];
    if (b["game"].is_string()) game = b["game"];
    else std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_FALSE(game.empty());
  const Reply seat = amal.post("/api/games/" + game + "/seat");
  ASSERT_EQ(seat.status, 200) << seat.body;
  Reply refused = s.post("/api/games/" + game + "/abort", {{"token", seat.js()["token"]}});
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.js()["code"], "abort-tournament");
  // A rated game aborted leaves both ratings as they were.
  Reply rated = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "south"}, {"rated", true}});
  ASSERT_EQ(rated.status, 201) << rated.body;
  const std::string rid = rated.js()["game"]["id"];
  ASSERT_EQ(badr.post("/api/games/" + rid + "/join", {{"invite", rated.js()["invite"]}}).status, 200);
  ASSERT_EQ(s.post("/api/games/" + rid + "/abort", {{"token", rated.js()["token"]}}).status, 200);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const json profile = amal.get("/api/players/amal").js();
  EXPECT_TRUE(profile["ratings"].empty()) << "unrated: " << profile.dump();
  for (const json& g : profile["games"]) EXPECT_NE(g["id"], rid) << "not among her games";
}

TEST(ServerControls, TheCreatorCancelsAnInvitationNobodyTookAndItsLinkSaysSo) {
  TestServer s;
  Reply r = s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"listed", true}});
  const std::string id = r.js()["game"]["id"], invite = r.js()["invite"];
  ASSERT_EQ(s.get("/api/lobby").js()["open"].size(), 1u);
  EXPECT_EQ(s.post("/api/games/" + id + "/cancel", {{"token", ""}}).status, 403);
  Reply cancelled = s.post("/api/games/" + id + "/cancel", {{"token", r.js()["token"]}});
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.js()["game"]["status"], "cancelled");
  EXPECT_EQ(s.get("/api/lobby").js()["open"].size(), 0u) << "the lobby drops it";
  Reply join = s.post("/api/games/" + id + "/join", {{"invite", invite}});
  EXPECT_EQ(join.status, 409);
  EXPECT_EQ(join.js()["code"], "invite-cancelled");
  // Once the seat is taken there is nothing to cancel.
  Pair p = seated(s);
  EXPECT_EQ(s.post("/api/games/" + p.id + "/cancel", {{"token", p.south}}).js()["code"], "cancel-taken");
}

Reply say(const TestServer& s, const std::string& id, const std::string& token, const std::string& text) {
  return s.post("/api/games/" + id + "/chat", {{"token", token}, {"text", text}});
}

// The next message of `type` on a socket within `ms`, or null.
json next_of_type(TestSocket& ws, const std::string& type, int ms = 2000) {
  for (;;) {
    const std::string text = ws.read(ms);
    if (text.empty()) return nullptr;
    json m = json::parse(text);
    if (m["type"] == type) return m;
  }
}

TEST(ServerControls, TheChatGoesToThePlayersOnlyAndComesBackOnHello) {
  TestServer s;
  Pair p = seated(s);
  TestSocket north(s.port(), "/api/games/" + p.id + "/ws"), spectator(s.port(), "/api/games/" + p.id + "/ws");
  north.send(json{{"type", "hello"}, {"token", p.north}}.dump());
  json log = next_of_type(north, "chat");
  ASSERT_TRUE(log.is_object());
  EXPECT_EQ(log["open"], true);
  EXPECT_TRUE(log["messages"].empty());
  Reply sent = say(s, p.id, p.south, "  salaam  ");
  ASSERT_EQ(sent.status, 200) << sent.body;
  EXPECT_EQ(sent.js()["messages"][0]["text"], "salaam") << "trimmed";
  json got = next_of_type(north, "chat");
  ASSERT_TRUE(got.is_object());
  EXPECT_EQ(got["messages"][0]["side"], "south");
  EXPECT_EQ(say(s, p.id, "", "hello").status, 403) << "a spectator has no token";
  EXPECT_TRUE(next_of_type(spectator, "chat", 500).is_null()) << "nothing of it to a spectator";
  EXPECT_EQ(s.get("/api/games/" + p.id).body.find("salaam"), std::string::npos) << "never in the state";
  // A reload: a new connection's hello brings the chat back.
  TestSocket again(s.port(), "/api/games/" + p.id + "/ws");
  again.send(json{{"type", "hello"}, {"token", p.north}}.dump());
  json back = next_of_type(again, "chat");
  ASSERT_TRUE(back.is_object());
  EXPECT_EQ(back["messages"].size(), 1u);
}

TEST(ServerControls, AChatMessageHasItsLengthAndRateLimits) {
  TestServer s;
  Pair p = seated(s);
  std::string arabic;  // 140 letters of two bytes each: characters, not bytes, are counted
  for (int i = 0; i < 140; ++i) arabic += "\u0628";
  EXPECT_EQ(say(s, p.id, p.north, arabic).status, 200);
  Reply long_one = say(s, p.id, p.north, std::string(141, 'x'));
  EXPECT_EQ(long_one.status, 400);
  EXPECT_EQ(long_one.js()["code"], "chat-long");
  EXPECT_EQ(long_one.js()["max"], 140);
  EXPECT_EQ(say(s, p.id, p.north, "   ").js()["code"], "chat-empty");
  EXPECT_EQ(say(s, p.id, p.north, "two\nlines").js()["code"], "chat-text");
  EXPECT_EQ(say(s, p.id, p.north, "bell \a").js()["code"], "chat-text") << "a control character";
  // One line of visible text: no separator that draws a second line, no bidi control, nothing
  // invisible, no noncharacter (issue 45; common/visible_text.h has every case).
  for (const char* hidden : {"gg\u2029You: ok", "\u202Eevil txt.exe", "a\u200Bb", "a\uFFFEb"}) {
    const Reply r = say(s, p.id, p.south, hidden);
    EXPECT_EQ(r.status, 400) << hidden;
    EXPECT_EQ(r.js()["code"], "chat-text") << hidden;
  }
  for (int i = 2; i <= 5; ++i) EXPECT_EQ(say(s, p.id, p.north, "m" + std::to_string(i)).status, 200) << i;
  Reply sixth = say(s, p.id, p.north, "too many");
  EXPECT_EQ(sixth.status, 429);
  EXPECT_EQ(sixth.js()["code"], "chat-rate");
  EXPECT_GE(sixth.js()["seconds"].get<int>(), 1);
  EXPECT_EQ(say(s, p.id, p.south, "mine").status, 200) << "each player has his own limit";
  Reply engine = s.post("/api/games", {{"game", "hawalis"}});
  EXPECT_EQ(say(s, engine.js()["game"]["id"], engine.js()["token"], "hi").js()["code"], "chat-people");
}

TEST(ServerControls, ATournamentsDirectorTurnsTheChatOff) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  Reply t = amal.post("/api/tournaments",
                      {{"name", "Quiet Open"}, {"game", "hawalis"}, {"format", "swiss"}, {"rounds", 1}, {"chat", false}});
  ASSERT_EQ(t.status, 201) << t.body;
  EXPECT_EQ(t.js()["tournament"]["chat"], false);
  EXPECT_EQ(amal.post("/api/tournaments", {{"name", "x"}, {"game", "hawalis"}, {"format", "swiss"}, {"rounds", 1}, {"chat", 1}})
                .status,
            400);
  const std::string tid = t.js()["tournament"]["id"];
  for (const Player* pl : {&amal, &badr}) ASSERT_EQ(pl->post("/api/tournaments/" + tid + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + tid + "/start").status, 200);
  std::string game;
  for (int i = 0; i < 500 && game.empty(); ++i) {
    const json b = s.get("/api/tournaments/" + tid).js()["tournament"]["round_list"][0]["boards"][0];
    if (b["game"].is_string()) game = b["game"];
    else std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_FALSE(game.empty());
  const std::string token = amal.post("/api/games/" + game + "/seat").js()["token"];
  Reply refused = say(s, game, token, "hello");
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.js()["code"], "chat-off");
  TestSocket ws(s.port(), "/api/games/" + game + "/ws");
  ws.send(json{{"type", "hello"}, {"token", token}}.dump());
  json log = next_of_type(ws, "chat");
  ASSERT_TRUE(log.is_object());
  EXPECT_EQ(log["open"], false) << "the page shows no chat box";
}

TEST(ServerControls, TheLobbyShowsThePlayersTheirRatingsAndTheTournament) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  // A rated game played to its end gives both a rating for Hawalis, untimed.
  Reply first = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "south"}, {"rated", true}});
  ASSERT_EQ(first.status, 201) << first.body;
  const std::string fid = first.js()["game"]["id"];
  ASSERT_EQ(badr.post("/api/games/" + fid + "/join", {{"invite", first.js()["invite"]}}).status, 200);
  ASSERT_EQ(s.post("/api/games/" + fid + "/resign", {{"token", first.js()["token"]}}).status, 200);
  json rating;
  for (int i = 0; i < 200 && rating.is_null(); ++i) {
    const json r = amal.get("/api/players/amal").js()["ratings"];
    if (!r.empty()) rating = r[0]["rating"];
    else std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_FALSE(rating.is_null());
  Reply open = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "north"}, {"listed", true}, {"rated", true}});
  ASSERT_EQ(open.status, 201) << open.body;
  s.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"listed", true}});  // a guest's
  const json lobby = s.get("/api/lobby").js();
  ASSERT_EQ(lobby["open"].size(), 2u) << lobby.dump();
  json mine, guests;
  for (const json& e : lobby["open"]) (e["id"] == open.js()["game"]["id"] ? mine : guests) = e;
  EXPECT_EQ(mine["players"]["north"]["name"], "amal");
  EXPECT_EQ(mine["players"]["north"]["rating"], static_cast<int>(rating.get<double>() + 0.5));
  EXPECT_EQ(mine["players"]["south"]["name"], nullptr) << "the open seat";
  EXPECT_EQ(guests["players"]["south"]["name"], nullptr) << "a guest has no name shown";
  EXPECT_FALSE(mine.contains("tournament"));
  // A tournament's game in progress names its tournament.
  Reply t = amal.post("/api/tournaments", {{"name", "Nizwa Cup"}, {"game", "hawalis"}, {"format", "swiss"}, {"rounds", 1}});
  const std::string tid = t.js()["tournament"]["id"];
  for (const Player* pl : {&amal, &badr}) ASSERT_EQ(pl->post("/api/tournaments/" + tid + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + tid + "/start").status, 200);
  json playing;
  for (int i = 0; i < 500 && playing.is_null(); ++i) {
    const json now = s.get("/api/lobby").js();
    for (const json& e : now["playing"])
      if (e.contains("tournament")) playing = e;
    if (playing.is_null()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_FALSE(playing.is_null()) << s.get("/api/lobby").body << "\n" << s.get("/api/tournaments/" + tid).body;
  EXPECT_EQ(playing["tournament"]["id"], tid);
  EXPECT_EQ(playing["tournament"]["name"], "Nizwa Cup");
}

}  // namespace
}  // namespace manqala_test
