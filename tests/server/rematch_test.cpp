// A return game after the end of a game between two people: offered, declined, withdrawn and
// accepted; the new game has the same terms with the sides swapped, and each player plays it
// with the seat it had (a guest's token, an account's own); refused before the end, after an
// abort, against the engine.
#include <gtest/gtest.h>

#include "players.h"

namespace manqala_test {
namespace {

struct GamePair {
  std::string id, south, north;
};

GamePair finished(const TestServer& s, json extra = json::object()) {
  json body = {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}, {"clock", {{"minutes", 3}, {"increment", 2}}}};
  body.update(extra);
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  GamePair p{r.js()["game"]["id"], r.js()["token"], ""};
  p.north = s.post("/api/games/" + p.id + "/join", {{"invite", r.js()["invite"]}}).js()["token"];
  EXPECT_EQ(s.post("/api/games/" + p.id + "/move", {{"token", p.south}, {"move", "a1"}, {"ply", 0}}).status, 200);
  EXPECT_EQ(s.post("/api/games/" + p.id + "/resign", {{"token", p.north}}).status, 200);
  return p;
}

Reply rematch(const TestServer& s, const GamePair& p, const std::string& token, const std::string& answer = "offer") {
  return s.post("/api/games/" + p.id + "/rematch", {{"token", token}, {"answer", answer}});
}

TEST(ServerRematch, OfferedAndAcceptedTheSidesSwapWithTheSameTerms) {
  TestServer s;
  GamePair p = finished(s);
  Reply offered = rematch(s, p, p.north);
  ASSERT_EQ(offered.status, 200) << offered.body;
  EXPECT_EQ(offered.js()["game"]["rematch"]["offer"], "north");
  EXPECT_EQ(offered.js()["game"]["rematch"]["game"], nullptr);
  EXPECT_EQ(rematch(s, p, p.north, "accept").js()["code"], "no-rematch-offer") << "not one's own offer";
  Reply accepted = rematch(s, p, p.south, "accept");
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  const std::string next = accepted.js()["game"]["rematch"]["game"];
  EXPECT_EQ(s.get("/api/games/" + p.id).js()["game"]["rematch"]["game"], next) << "both pages learn it";
  EXPECT_EQ(rematch(s, p, p.north).js()["game"]["rematch"]["game"], next) << "asked again: the same game";
  json g = s.get("/api/games/" + next).js()["game"];
  EXPECT_EQ(g["status"], "ongoing");
  EXPECT_EQ(g["options"], s.get("/api/games/" + p.id).js()["game"]["options"]);
  EXPECT_EQ(g["clock"]["initial_ms"], 180000);
  EXPECT_EQ(g["clock"]["increment_ms"], 2000);
  EXPECT_TRUE(g["seats"]["south"]["taken"] && g["seats"]["north"]["taken"]) << "no invitation: both are seated";
  // Each plays the other side with the token it had: the old North moves first as South.
  EXPECT_EQ(s.post("/api/games/" + next + "/move", {{"token", p.south}, {"move", "a1"}, {"ply", 0}}).js()["code"],
            "not-your-turn")
      << "the old South holds North now";
  Reply first = s.post("/api/games/" + next + "/move", {{"token", p.north}, {"move", "a1"}, {"ply", 0}});
  EXPECT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(s.post("/api/games/" + next + "/move", {{"token", p.south}, {"move", "a2"}, {"ply", 1}}).status, 200);
}

TEST(ServerRematch, DeclinedOrWithdrawn) {
  TestServer s;
  GamePair p = finished(s);
  ASSERT_EQ(rematch(s, p, p.south).status, 200);
  Reply withdrawn = rematch(s, p, p.south, "decline");
  ASSERT_EQ(withdrawn.status, 200);
  EXPECT_EQ(withdrawn.js()["game"]["rematch"]["offer"], nullptr);
  EXPECT_EQ(withdrawn.js()["game"]["rematch"]["declined"], nullptr) << "withdrawn, not declined";
  ASSERT_EQ(rematch(s, p, p.south).status, 200);
  Reply declined = rematch(s, p, p.north, "decline");
  ASSERT_EQ(declined.status, 200);
  EXPECT_EQ(declined.js()["game"]["rematch"]["declined"], "south");
  EXPECT_EQ(rematch(s, p, p.south).js()["code"], "rematch-declined") << "no pestering";
  EXPECT_EQ(rematch(s, p, p.north, "maybe").js()["code"], "bad-rematch-answer");
  EXPECT_EQ(rematch(s, p, std::string(32, 'f')).status, 403);
}

TEST(ServerRematch, OnlyAfterAResultBetweenPeople) {
  TestServer s;
  Reply r = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}});
  GamePair p{r.js()["game"]["id"], r.js()["token"], ""};
  p.north = s.post("/api/games/" + p.id + "/join", {{"invite", r.js()["invite"]}}).js()["token"];
  EXPECT_EQ(rematch(s, p, p.south).js()["code"], "rematch-early");
  ASSERT_EQ(s.post("/api/games/" + p.id + "/abort", {{"token", p.south}}).status, 200);
  EXPECT_EQ(rematch(s, p, p.south).js()["code"], "rematch-called-off");
  Reply engine = s.post("/api/games", {{"game", "al-manqala"}, {"human", "south"}});
  const std::string id = engine.js()["game"]["id"], token = engine.js()["token"];
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", token}}).status, 200);
  EXPECT_EQ(s.post("/api/games/" + id + "/rematch", {{"token", token}}).js()["code"], "rematch-people");
}

TEST(ServerRematch, AccountsKeepTheirSeatsAndTheRating) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  Reply r = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"human", "south"}, {"rated", true}});
  ASSERT_EQ(r.status, 201) << r.body;
  GamePair p{r.js()["game"]["id"], r.js()["token"], ""};
  p.north = badr.post("/api/games/" + p.id + "/join", {{"invite", r.js()["invite"]}}).js()["token"];
  ASSERT_EQ(s.post("/api/games/" + p.id + "/resign", {{"token", p.south}}).status, 200);
  ASSERT_EQ(rematch(s, p, p.south).status, 200);
  const std::string next = rematch(s, p, p.north).js()["game"]["rematch"]["game"];
  json g = s.get("/api/games/" + next).js()["game"];
  EXPECT_EQ(g["players"]["south"], "badr");
  EXPECT_EQ(g["players"]["north"], "amal");
  EXPECT_EQ(g["rated"], true);
  // An account's pages fetch their seat's token for the new game as for any game of theirs.
  Reply seat = amal.post("/api/games/" + next + "/seat");
  ASSERT_EQ(seat.status, 200) << seat.body;
  EXPECT_EQ(seat.js()["side"], "north");
  Reply south_seat = badr.post("/api/games/" + next + "/seat");
  const std::string first = g["legal"][0];
  EXPECT_EQ(s.post("/api/games/" + next + "/move", {{"token", south_seat.js()["token"]}, {"move", first}, {"ply", 0}}).status, 200);
}

}  // namespace
}  // namespace manqala_test
