// No engine analysis of a game between people while it goes on, by any route: the analysis
// board, a review of an edited copy imported, hints in an engine game set up at the position,
// and the engine's own move there. And one address has one review running at a time.
#include <gtest/gtest.h>

#include "games/registry.h"
#include "server/engine/live_positions.h"
#include "test_server.h"

namespace manqala_test {
namespace {

TEST(LivePositions, AGameProtectsItsPositionAndThoseOneMoveOnUntilItSaysOtherwise) {
  using manqala::LivePositions;
  auto game = manqala::make_game("al-manqala");
  game->set_position("7,7,7,7,7,7,0/7,7,7,7,7,7,7 S 3 4");
  const auto keys = LivePositions::around(*game, 1'000'000);
  EXPECT_EQ(keys.size(), game->legal_moves().size() + 1);
  LivePositions live;
  EXPECT_FALSE(live.protects(*game));
  live.publish("g1", keys);
  live.publish("g2", keys);
  EXPECT_TRUE(live.protects(*game));
  auto recounted = manqala::make_game("al-manqala");
  recounted->set_position("7,7,7,7,7,7,0/7,7,7,7,7,7,7 S 0 7");
  EXPECT_TRUE(live.protects(*recounted)) << "captured counts do not tell positions apart";
  auto next = game->clone();
  next->play(game->legal_moves().back());
  EXPECT_TRUE(live.protects(*next));
  auto other_side = manqala::make_game("al-manqala");
  other_side->set_position("7,7,7,7,7,7,0/7,7,7,7,7,7,7 N 3 4");
  EXPECT_FALSE(live.protects(*other_side));
  live.publish("g1", {});
  EXPECT_TRUE(live.protects(*game)) << "g2 still protects it";
  live.publish("g2", {});
  EXPECT_FALSE(live.protects(*game));
  EXPECT_FALSE(live.protects(*next));
}

struct LiveGame {
  std::string id, south, north;  // the seats' tokens
  json state;
};

// A game between two guests, played `plies` moves in by each side's first legal pit.
LiveGame live_game(const TestServer& s, int plies) {
  const Reply made = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}});
  EXPECT_EQ(made.status, 201) << made.body;
  LiveGame g{made.js()["game"]["id"], made.js()["token"], "", {}};
  const Reply joined = s.post("/api/games/" + g.id + "/join", {{"invite", made.js()["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  g.north = joined.js()["token"];
  g.state = joined.js()["game"];
  for (int ply = 0; ply < plies; ++ply) {
    const std::string token = g.state["to_move"] == "south" ? g.south : g.north;
    const Reply r = s.post("/api/games/" + g.id + "/move",
                           {{"token", token}, {"move", g.state["legal"][0]}, {"ply", ply}});
    EXPECT_EQ(r.status, 200) << r.body;
    g.state = r.js()["game"];
  }
  return g;
}

Reply analysis(const TestServer& s, const std::string& position, const std::string& client = "") {
  const json body = {{"game", "al-manqala"}, {"position", position}, {"lines", 1}};
  return client.empty() ? s.post("/api/analysis", body) : s.post_as(client, "/api/analysis", body);
}

// The position after `move` from `position` (the analysis board's own route).
std::string after(const TestServer& s, const std::string& position, const std::string& move) {
  const Reply r = s.post("/api/play", {{"game", "al-manqala"}, {"position", position}, {"moves", {move}}});
  EXPECT_EQ(r.status, 200) << r.body;
  return r.js()["position"];
}

// "7,7,.../... S 3 4" with other captured counts: the same position for fair play.
std::string recounted(const std::string& position) {
  const size_t side = position.find(' ');
  return position.substr(0, side + 3) + "0 0";
}

TEST(FairPlay, TheLivePositionAndThoseOneMoveOnAreNotAnalysed) {
  TestServer s;
  LiveGame g = live_game(s, 8);
  const std::string live = g.state["position"];
  EXPECT_EQ(s.get("/api/games/" + g.id + "/eval").status, 409);
  const Reply refused = analysis(s, live);
  EXPECT_EQ(refused.status, 409) << refused.body;
  EXPECT_NE(refused.js()["error"].get<std::string>().find("game between people"), std::string::npos) << refused.body;
  EXPECT_EQ(analysis(s, recounted(live)).status, 409) << "other captured counts: a transposition";
  for (const json& move : g.state["legal"]) EXPECT_EQ(analysis(s, after(s, live, move)).status, 409) << move;
  // A position of no live game is analysed, and the start (the opening) always.
  EXPECT_EQ(analysis(s, "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0").status, 200);
  // Once the game ends, all of it is open.
  ASSERT_EQ(s.post("/api/games/" + g.id + "/resign", {{"token", g.state["to_move"] == "south" ? g.south : g.north}}).status, 200);
  EXPECT_EQ(analysis(s, live).status, 200);
}

TEST(FairPlay, TheOpeningIsOpenToAnalysis) {
  TestServer s;
  LiveGame g = live_game(s, 2);
  EXPECT_EQ(analysis(s, g.state["position"]).status, 200);
}

TEST(FairPlay, AnEngineGameSetUpAtTheLivePositionGivesNoHintAndNoChoice) {
  TestServer s;
  LiveGame g = live_game(s, 8);
  const std::string live = g.state["position"];
  const bool south = g.state["to_move"] == "south";
  // The asker plays the side to move against the engine: no hint.
  const Reply mine = s.post("/api/games", {{"game", "al-manqala"}, {"start", live}, {"human", south ? "south" : "north"}});
  ASSERT_EQ(mine.status, 201) << mine.body;
  const Reply hint = s.post("/api/games/" + mine.js()["game"]["id"].get<std::string>() + "/hint", {{"token", mine.js()["token"]}});
  EXPECT_EQ(hint.status, 409) << hint.body;
  EXPECT_EQ(s.get("/api/games/" + mine.js()["game"]["id"].get<std::string>() + "/eval").status, 409);
  // The engine to move there still moves (its game must go on), as the random player does.
  const Reply theirs = s.post("/api/games", {{"game", "al-manqala"}, {"start", live}, {"human", south ? "north" : "south"}});
  ASSERT_EQ(theirs.status, 201) << theirs.body;
  const json moved = s.wait_for(theirs.js()["game"]["id"], [](const json& st) { return st["moves"].size() >= 1; });
  EXPECT_GE(moved["moves"].size(), 1u) << moved.dump();
}

TEST(FairPlay, AnEditedCopyOfALiveGameIsNotReviewed) {
  TestServer s;
  LiveGame g = live_game(s, 8);
  const Reply record = s.get("/api/games/" + g.id + "/record");
  ASSERT_EQ(record.status, 200);
  // The live game's record, one legal move appended, and a resignation claimed.
  std::string text = record.body;
  const std::string appended = g.state["legal"][0].get<std::string>() + " over S resigned";
  text.replace(text.rfind("ongoing"), 7, appended);
  text.replace(text.find("[Result \"ongoing\"]"), 18, "[Result \"over S resigned\"]");
  const Reply imported = s.request("POST", "/api/import", text, "text/plain");
  ASSERT_EQ(imported.status, 201) << imported.body << "\n" << text;
  const std::string copy = imported.js()["id"];
  const Reply review = s.get("/api/games/" + copy + "/review");
  EXPECT_EQ(review.status, 409) << review.body;
  // When the live game ends, the copy is reviewed like any other.
  ASSERT_EQ(s.post("/api/games/" + g.id + "/resign", {{"token", g.state["to_move"] == "south" ? g.south : g.north}}).status, 200);
  const Reply later = s.get("/api/games/" + copy + "/review");
  EXPECT_TRUE(later.status == 202 || later.status == 200) << later.body;
}

// A short finished game, imported from `client`.
std::string imported_game(const TestServer& s, const std::string& client, const std::string& moves) {
  const Reply r = s.request("POST", "/api/import", "[Game \"al-manqala\"]\n\n" + moves + " over N resigned\n", "text/plain",
                            {{"X-Forwarded-For", client}});
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js()["id"];
}

Reply review_as(const TestServer& s, const std::string& client, const std::string& id) {
  return s.request("GET", "/api/games/" + id + "/review", "", "application/json", {{"X-Forwarded-For", client}});
}

// Reviews from one address: one at a time; another address is not held up by them.
TEST(FairPlay, OneAddressHasOneReviewRunningAndOthersStillGetTheirs) {
  manqala::ServeConfig config = TestServer::with_max_games(1000);
  config.room.engine_ms = 250;  // a review's search of a position takes up to this: long games take a while
  TestServer s(config);
  const std::string moves = "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2 f1 f2 g1 g2 a1 a2 b1 b2 c1 c2";
  std::vector<std::string> mine;
  for (int i = 0; i < 4; ++i) mine.push_back(imported_game(s, "10.0.0.1", moves));
  const std::string theirs = imported_game(s, "10.0.0.2", moves);
  EXPECT_EQ(review_as(s, "10.0.0.1", mine[0]).status, 202);
  int refused = 0;
  for (size_t i = 1; i < mine.size(); ++i) {
    const Reply r = review_as(s, "10.0.0.1", mine[i]);
    EXPECT_TRUE(r.status == 429 || r.status == 202) << r.body;
    refused += r.status == 429;
  }
  const Reply other = review_as(s, "10.0.0.2", theirs);
  EXPECT_TRUE(other.status == 202 || other.status == 200) << other.body;
  // The first review still running now was running all along: the address got no other.
  if (review_as(s, "10.0.0.1", mine[0]).status == 202) EXPECT_EQ(refused, 3);
}

}  // namespace
}  // namespace manqala_test
