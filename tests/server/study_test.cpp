// The study routes against a real server: a finished game's review (marks, summary, graph,
// kept in the archive), and the explorer's counts against the games played.
#include <gtest/gtest.h>

#include "server/study/review.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

using manqala::study::mark_of;

TEST(Review, MarksFollowTheDocumentedThresholds) {
  EXPECT_EQ(mark_of(5, 5), "");
  EXPECT_EQ(mark_of(5, 4.5), "");
  EXPECT_EQ(mark_of(5, 4), "inaccuracy");
  EXPECT_EQ(mark_of(5, 2), "mistake");
  EXPECT_EQ(mark_of(5, -1), "blunder");
  EXPECT_EQ(mark_of(1000, 30), "blunder") << "a forced win let go";
  EXPECT_EQ(mark_of(-3, -1000), "blunder") << "a forced loss walked into";
  EXPECT_EQ(mark_of(-1000, -1000), "") << "lost whatever the move";
}

// Two people play a few moves of Al-manqala at one screen; South resigns. The review judges
// every move, says what the engine preferred, and is computed once.
TEST(Review, AFinishedGameIsReviewedMoveByMoveOnce) {
  TestServer s;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  EXPECT_EQ(s.get("/api/games/" + id + "/review").status, 409) << "not over yet";
  for (int ply = 0; ply < 6; ++ply) {
    const json g = s.get("/api/games/" + id).js()["game"];
    ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", g["legal"][0]}, {"ply", ply}}).status, 200);
  }
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", token}}).status, 200);
  Reply r = s.get("/api/games/" + id + "/review");
  EXPECT_EQ(r.status, 202) << r.body;
  EXPECT_EQ(r.js()["of"], 6);
  for (int i = 0; i < 500 && (r = s.get("/api/games/" + id + "/review")).status == 202; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_EQ(r.status, 200) << r.body;
  const json review = r.js();
  ASSERT_EQ(review["moves"].size(), 6u);
  ASSERT_EQ(review["graph"].size(), 7u) << "before the first move and after each";
  int south = 0, north = 0;
  for (const json& m : review["moves"]) {
    EXPECT_GE(m["loss"].get<double>(), 0);
    EXPECT_FALSE(m["best"].get<std::string>().empty());
    EXPECT_EQ(m["mark"], m["move"] == m["best"] ? "" : mark_of(m["best_seeds"], m["played_seeds"]));
    (m["side"] == "south" ? south : north)++;
  }
  EXPECT_EQ(review["summary"]["south"]["moves"], south);
  EXPECT_EQ(review["summary"]["north"]["moves"], north);
  EXPECT_EQ(review["moves"].back()["played_seeds"].get<double>(), review["moves"].back()["side"] == "south" ? -1000 : 1000)
      << "the last move is judged by the result: South resigned";
  EXPECT_EQ(sql_value(s.db(), "SELECT count(*) FROM reviews WHERE game_id = '" + id + "'"), "6") << "kept";
  s.restart();
  EXPECT_EQ(s.get("/api/games/" + id + "/review").status, 200) << "at once after a restart";
  EXPECT_EQ(s.get("/api/games/0123456789abcdef/review").status, 404);
}

// Three finished games from the start: two open with a1, one with b1; the explorer counts them
// and their results, and knows nothing of a game still going on.
TEST(Explorer, CountsTheMovesOfFinishedGamesFromAPosition) {
  TestServer s;
  auto play = [&](std::vector<std::string> moves, bool finish) {
    const Reply c = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
    const std::string id = c.js()["game"]["id"], token = c.js()["token"];
    for (size_t i = 0; i < moves.size(); ++i)
      EXPECT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", moves[i]}, {"ply", i}}).status, 200);
    if (finish) {
      EXPECT_EQ(s.post("/api/games/" + id + "/resign", {{"token", token}}).status, 200);
    }
    return id;
  };
  play({"a1", "a2"}, true);  // North to move after a2? whoever resigns, the result is stored
  play({"a1", "b2"}, true);
  play({"b1"}, true);
  play({"c1"}, false);
  const json start = {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}};
  json e;
  for (int i = 0; i < 500 && (e = s.post("/api/explorer", start).js())["games"] != 3; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_EQ(e["games"], 3) << e.dump();
  ASSERT_EQ(e["moves"].size(), 2u);
  EXPECT_EQ(e["moves"][0]["move"], "a1");
  EXPECT_EQ(e["moves"][0]["games"], 2);
  EXPECT_EQ(e["moves"][1]["move"], "b1");
  EXPECT_EQ(e["moves"][0]["south_wins"].get<int>() + e["moves"][0]["north_wins"].get<int>() + e["moves"][0]["draws"].get<int>(), 2);
  // After a1 the two replies, from the position a1 leads to (as the game's state says).
  const Reply one = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string oid = one.js()["game"]["id"];
  ASSERT_EQ(s.post("/api/games/" + oid + "/move", {{"token", one.js()["token"]}, {"move", "a1"}, {"ply", 0}}).status, 200);
  const std::string after = s.get("/api/games/" + oid).js()["game"]["position"];
  const json next = s.post("/api/explorer", {{"game", "al-manqala"}, {"position", after}}).js();
  ASSERT_EQ(next["moves"].size(), 2u) << next.dump();
  EXPECT_EQ(s.post("/api/explorer", {{"game", "al-manqala"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,9 S 0 0"}}).status, 400);
  EXPECT_EQ(s.post("/api/explorer", {{"game", "hawalis"}, {"position", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}}).status, 400);
  EXPECT_EQ(s.get("/api/explorer").status, 405);
  // Games finished before the explorer existed are indexed at the next start.
  s.stop();
  sql_exec(s.db(), "DELETE FROM explorer_games; DELETE FROM explorer_positions;");
  s.start();
  for (int i = 0; i < 500 && (e = s.post("/api/explorer", start).js())["games"] != 3; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(e["games"], 3) << "backfilled";
}

}  // namespace
}  // namespace manqala_test
