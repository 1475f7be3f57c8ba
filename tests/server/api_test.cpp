// Every route of docs/web-api.md against a real server: what it answers, and what it refuses.
#include <gtest/gtest.h>

#include "test_server.h"

namespace manqala_test {
namespace {

struct Created {
  std::string id, token;
  json game;
};

Created create(const TestServer& s, const json& body) {
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  json j = r.js();
  return {j["game"]["id"], j["token"], j["game"]};
}

json move(const TestServer& s, const Created& g, const std::string& pit, int ply, int expect = 200) {
  Reply r = s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", pit}, {"ply", ply}});
  EXPECT_EQ(r.status, expect) << r.body;
  return r.js();
}

TEST(ServerApi, MetaDescribesBothGamesWithTheirOptionsAndDefaults) {
  TestServer s;
  json meta = s.get("/api/meta").js();
  ASSERT_EQ(meta["games"].size(), 2u);
  EXPECT_EQ(meta["games"][0]["name"], "hawalis");
  EXPECT_EQ(meta["games"][0]["rows"], 4);
  EXPECT_EQ(meta["games"][1]["rows"], 2);
  bool relay = false;
  for (const auto& o : meta["games"][0]["options"])
    if (o["name"] == "relay") relay = o["default"] == "true" && o["values"].size() == 2 && o.contains("help");
  EXPECT_TRUE(relay);
  EXPECT_EQ(meta["levels"]["max"], 10);
  // The board and the endings come from each game: columns, its loops, its end reasons in words.
  EXPECT_EQ(meta["games"][0]["columns"], 7);
  EXPECT_EQ(meta["games"][0]["circuits"].size(), 2u) << "each Hawalis player's own loop";
  EXPECT_EQ(meta["games"][1]["circuits"].size(), 1u) << "Al-manqala's one loop";
  EXPECT_EQ(meta["games"][1]["circuits"][0][7], "g2") << "after g1, up to North's row";
  EXPECT_EQ(meta["games"][0]["end_reasons"][0],
            json({{"word", "captured-all"}, {"clause", "{loser} has no seeds left"}, {"brief", "all captured"},
                  {"counted", false}}));  // a Hawalis game is not decided by the captured counts
  std::vector<std::string> words;
  for (const auto& r : meta["games"][1]["end_reasons"]) {
    words.push_back(r["word"]);
    EXPECT_EQ(r["counted"], true) << r["word"] << ": Al-manqala's counts decide";
  }
  EXPECT_EQ(words, (std::vector<std::string>{"score", "board-empty", "loop-shared", "starved"}));
}

TEST(ServerApi, ANewGameHasTheStartPositionAndTheHumansLegalMoves) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"level", 3}});
  EXPECT_EQ(g.id.size(), 16u);
  EXPECT_EQ(g.token.size(), 32u);
  EXPECT_EQ(g.game["position"], "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0");
  EXPECT_EQ(g.game["board"][0], json({7, 7, 7, 7, 7, 7, 7}));
  EXPECT_EQ(g.game["legal"].size(), 7u);
  EXPECT_EQ(g.game["players"]["north"], "engine");
  EXPECT_EQ(g.game["status"], "ongoing");
  EXPECT_FALSE(g.game["share"].is_null()) << "Al-manqala offers sharing";
  Created h = create(s, {{"game", "hawalis"}, {"options", {{"seeds", "3"}, {"relay", "false"}}}});
  EXPECT_EQ(h.game["board"][3][0], 3);
  EXPECT_NE(h.game["options"].get<std::string>().find("relay=false"), std::string::npos);
  EXPECT_TRUE(h.game["share"].is_null());
}

TEST(ServerApi, TheEngineRepliesToAMoveAndAnswersFirstWhenItIsSouth) {
  TestServer s;
  Created g = create(s, {{"game", "hawalis"}, {"human", "north"}, {"level", 2}});
  json state = s.wait_for(g.id, [](const json& x) { return x["ply"] == 1; });
  ASSERT_EQ(state["ply"], 1) << "the engine, South, moved first";
  EXPECT_EQ(state["moves"][0]["side"], "south");
  EXPECT_EQ(state["last"]["trace"][0]["k"], "lift");
  const std::string pit = state["legal"][0];
  json after = move(s, g, pit, 1);
  EXPECT_EQ(after["game"]["ply"], 2);
  state = s.wait_for(g.id, [](const json& x) { return x["ply"] == 3 || x["status"] == "over"; });
  EXPECT_TRUE(state["ply"] == 3 || state["status"] == "over");
  EXPECT_EQ(state["thinking"], false);
}

TEST(ServerApi, MovesAreCheckedBySeatTurnPlyAndRules) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"human", "both"}});
  Created other = create(s, {{"game", "al-manqala"}});
  // wrong, missing and another game's tokens
  EXPECT_EQ(s.post("/api/games/" + g.id + "/move", {{"token", other.token}, {"move", "a1"}, {"ply", 0}}).status, 403);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/move", {{"move", "a1"}, {"ply", 0}}).status, 403);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/move", {{"token", 12}, {"move", "a1"}, {"ply", 0}}).status, 400);
  // an illegal move says why; a pit of the other side; ply missing
  json bad = move(s, g, "a2", 0, 400);
  EXPECT_NE(bad["error"].get<std::string>().find("not a pit of the side to move"), std::string::npos);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", "a1"}}).status, 400);
  move(s, g, "a1", 0);
  // the same move again at the same ply is a repeat, not a second move
  json again = move(s, g, "a1", 0);
  EXPECT_EQ(again["game"]["ply"], 1);
  // a stale ply with another move is refused with the current state
  json stale = move(s, g, "b1", 0, 409);
  EXPECT_EQ(stale["game"]["ply"], 1);
  // a ply from the future too
  move(s, g, "a2", 5, 409);
  EXPECT_EQ(s.get("/api/games/" + g.id).js()["game"]["ply"], 1) << "nothing changed";
}

TEST(ServerApi, AHumanCannotMoveForTheEngine) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"level", 1}});
  move(s, g, "a1", 0);
  Reply r = s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", "a2"}, {"ply", 1}});
  // Either the engine has already answered (stale ply) or it is not South's turn.
  EXPECT_EQ(r.status, 409) << r.body;
}

TEST(ServerApi, UndoTakesBackTheHumansMoveAndTheEnginesReply) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"level", 1}});
  move(s, g, "c1", 0);
  s.wait_for(g.id, [](const json& x) { return x["ply"] == 2; });
  Reply r = s.post("/api/games/" + g.id + "/undo", {{"token", g.token}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["game"]["ply"], 0);
  EXPECT_EQ(r.js()["game"]["position"], "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0");
  EXPECT_EQ(s.post("/api/games/" + g.id + "/undo", {{"token", g.token}}).status, 409) << "nothing left";
  EXPECT_EQ(s.post("/api/games/" + g.id + "/undo", {{"token", "0"}}).status, 403);
}

// The engine opened as South and the human has not moved: there is nothing of his to take
// back, and the engine's opening stays (an undo once took it back and the engine played again,
// often another move: found by tests/contract/room_contract.mjs, the page's offline room says
// nothing-to-undo).
TEST(ServerApi, UndoBeforeTheHumansFirstMoveKeepsTheEnginesOpening) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"human", "north"}, {"level", 1}});
  const json opened = s.wait_for(g.id, [](const json& x) { return x["ply"] == 1; });
  ASSERT_EQ(opened["ply"], 1);
  const Reply r = s.post("/api/games/" + g.id + "/undo", {{"token", g.token}});
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.js()["code"], "nothing-to-undo");
  const json now = s.get("/api/games/" + g.id).js()["game"];
  EXPECT_EQ(now["ply"], 1);
  EXPECT_EQ(now["moves"][0]["move"], opened["moves"][0]["move"]);
}

TEST(ServerApi, ResignEndsTheGameAndUndoTakesItBack) {
  TestServer s;
  Created g = create(s, {{"game", "hawalis"}, {"level", 1}});
  Reply r = s.post("/api/games/" + g.id + "/resign", {{"token", g.token}});
  ASSERT_EQ(r.status, 200);
  json state = r.js()["game"];
  EXPECT_EQ(state["status"], "over");
  EXPECT_EQ(state["result"]["reason"], "resigned");
  EXPECT_EQ(state["result"]["winner"], "north");
  EXPECT_TRUE(state["legal"].empty());
  EXPECT_NE(s.get("/api/games/" + g.id + "/record").body.find("over N resigned"), std::string::npos);
  EXPECT_EQ(s.post("/api/games/" + g.id + "/resign", {{"token", g.token}}).status, 409);
  // An undo after the end goes on in a new game: the resigned game stays as it ended.
  const Reply undone = s.post("/api/games/" + g.id + "/undo", {{"token", g.token}});
  ASSERT_EQ(undone.status, 200) << undone.body;
  ASSERT_TRUE(undone.js()["continued"].is_string()) << undone.body;
  const std::string next = undone.js()["continued"];
  EXPECT_EQ(undone.js()["game"]["status"], "over");
  EXPECT_EQ(s.get("/api/games/" + g.id).js()["game"]["result"]["reason"], "resigned");
  EXPECT_NE(s.get("/api/games/" + g.id + "/record").body.find("over N resigned"), std::string::npos);
  const json goes_on = s.get("/api/games/" + next).js()["game"];
  EXPECT_EQ(goes_on["status"], "ongoing");
  EXPECT_EQ(goes_on["continued_from"], g.id);
  EXPECT_EQ(goes_on["level"], 1);
  // The same seat: the guest's token plays there.
  EXPECT_EQ(s.post("/api/games/" + next + "/move", {{"token", g.token}, {"move", goes_on["legal"][0]}, {"ply", 0}}).status, 200);
}

// A lost game is not erased by an undo after the end: it stays in the archive as it ended,
// with every move, and the undo goes on in a game "continued from" it, without the player's
// last move (and the engine's replies).
TEST(ServerApi, AnUndoAfterALossKeepsTheLossAndContinuesInANewGame) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"level", 1}, {"human", "both"}});
  json state = s.get("/api/games/" + g.id).js()["game"];
  while (state["status"] == "ongoing") {
    const Reply r = s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", state["legal"][0]}, {"ply", state["ply"]}});
    ASSERT_EQ(r.status, 200) << r.body;
    state = r.js()["game"];
  }
  const int plies = state["ply"];
  const std::string result = state["result"]["reason"];
  const Reply undone = s.post("/api/games/" + g.id + "/undo", {{"token", g.token}});
  ASSERT_EQ(undone.status, 200) << undone.body;
  const std::string next = undone.js()["continued"];
  const json kept = s.get("/api/games/" + g.id).js()["game"];
  EXPECT_EQ(kept["status"], "over");
  EXPECT_EQ(kept["ply"], plies) << "every move of the finished game is kept";
  EXPECT_EQ(kept["result"]["reason"], result);
  EXPECT_EQ(s.get("/api/games?status=over").js()["games"][0]["id"], g.id);
  const json goes_on = s.get("/api/games/" + next).js()["game"];
  EXPECT_EQ(goes_on["ply"], plies - 1) << "both seats are the player's: one move back";
  EXPECT_EQ(goes_on["status"], "ongoing");
  EXPECT_EQ(goes_on["continued_from"], g.id);
}

TEST(ServerApi, HintAndEvaluationComeFromASearch) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}});
  json hint = s.post("/api/games/" + g.id + "/hint", {{"token", g.token}}).js();
  ASSERT_TRUE(hint["move"].is_string()) << hint;
  const auto legal = g.game["legal"].get<std::vector<std::string>>();
  EXPECT_NE(std::find(legal.begin(), legal.end(), hint["move"].get<std::string>()), legal.end());
  EXPECT_EQ(s.post("/api/games/" + g.id + "/hint", json::object()).status, 403);
  json eval = s.get("/api/games/" + g.id + "/eval").js();
  EXPECT_TRUE(eval["score"].is_number());
  EXPECT_GE(eval["depth"].get<int>(), 1);
}

TEST(ServerApi, SharingALoopIsForAlManqalaAndAgreedAtOnceBetweenPeople) {
  TestServer s;
  Created h = create(s, {{"game", "hawalis"}, {"human", "both"}});
  EXPECT_EQ(s.post("/api/games/" + h.id + "/share", {{"token", h.token}}).status, 409);
  Created g = create(s, {{"game", "al-manqala"}, {"human", "both"}});
  move(s, g, "a1", 0);
  json r = s.post("/api/games/" + g.id + "/share", {{"token", g.token}}).js();
  EXPECT_EQ(r["accepted"], true);
  EXPECT_EQ(r["game"]["result"]["reason"], "loop-shared");
  EXPECT_EQ(r["game"]["board"][0], json({0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(r["game"]["captured"]["south"].get<int>() + r["game"]["captured"]["north"].get<int>(), 98);
  // The engine decides for itself, with a yes or a no.
  Created e = create(s, {{"game", "al-manqala"}, {"level", 2}});
  json answer = s.post("/api/games/" + e.id + "/share", {{"token", e.token}}).js();
  EXPECT_TRUE(answer["accepted"].is_boolean()) << answer;
}

TEST(ServerApi, TheArchiveListsReplaysAndExportsGames) {
  TestServer s;
  Created g = create(s, {{"game", "al-manqala"}, {"human", "both"}});
  for (int ply = 0; ply < 4; ++ply) {
    json state = s.get("/api/games/" + g.id).js()["game"];
    move(s, g, state["legal"][0], ply);
  }
  s.post("/api/games/" + g.id + "/resign", {{"token", g.token}});
  create(s, {{"game", "hawalis"}});
  json over = s.get("/api/games?status=over").js();
  ASSERT_EQ(over["total"], 1);
  EXPECT_EQ(over["games"][0]["id"], g.id);
  EXPECT_EQ(over["games"][0]["plies"], 4);
  EXPECT_EQ(s.get("/api/games?status=ongoing").js()["total"], 1);
  EXPECT_EQ(s.get("/api/games?limit=1").js()["games"].size(), 1u);
  EXPECT_EQ(s.get("/api/games?status=won").status, 400);
  EXPECT_EQ(s.get("/api/games?limit=0").status, 400);
  EXPECT_EQ(s.get("/api/games?limit=x").status, 400);

  json replay = s.get("/api/games/" + g.id + "/replay").js();
  ASSERT_EQ(replay["frames"].size(), 5u);
  EXPECT_EQ(replay["frames"][0]["board"][0], json({7, 7, 7, 7, 7, 7, 7}));
  EXPECT_EQ(replay["frames"][4]["board"], replay["game"]["board"]);
  EXPECT_EQ(replay["frames"][1]["trace"][0]["k"], "lift");

  Reply record = s.get("/api/games/" + g.id + "/record");
  EXPECT_EQ(record.status, 200);
  EXPECT_NE(record.content_type.find("text/plain"), std::string::npos);
  EXPECT_NE(record.disposition.find("attachment"), std::string::npos);
  EXPECT_NE(record.body.find("[Game \"al-manqala\"]"), std::string::npos);
  json exported = s.get("/api/games/" + g.id + "/export").js();
  EXPECT_EQ(exported["format"], "manqala-game");
  EXPECT_EQ(exported["moves"].size(), 4u);
}

TEST(ServerApi, ImportTakesARecordOrJsonAndReplaysIt) {
  TestServer s;
  Created g = create(s, {{"game", "hawalis"}, {"human", "both"}});
  for (int ply = 0; ply < 6; ++ply) {
    json state = s.get("/api/games/" + g.id).js()["game"];
    if (state["status"] == "over") break;
    move(s, g, state["legal"].back(), ply);
  }
  const std::string record = s.get("/api/games/" + g.id + "/record").body;
  Reply a = s.request("POST", "/api/import", record, "text/plain");
  ASSERT_EQ(a.status, 201) << a.body;
  json imported = s.get("/api/games/" + a.js()["id"].get<std::string>()).js()["game"];
  EXPECT_EQ(imported["position"], s.get("/api/games/" + g.id).js()["game"]["position"]);
  EXPECT_EQ(imported["players"]["south"], "human");

  Reply b = s.request("POST", "/api/import", s.get("/api/games/" + g.id + "/export").body);
  ASSERT_EQ(b.status, 201) << b.body;
  EXPECT_EQ(s.get("/api/games/" + b.js()["id"].get<std::string>()).js()["game"]["ply"], imported["ply"]);

  // Imported games have no seats: nobody can move in them.
  Reply m = s.post("/api/games/" + b.js()["id"].get<std::string>() + "/move", {{"token", ""}, {"move", "a1"}, {"ply", 0}});
  EXPECT_EQ(m.status, 403);

  // What is wrong is named.
  Reply bad_move = s.request("POST", "/api/import", "[Game \"hawalis\"]\n\n1. a3 ongoing\n", "text/plain");
  EXPECT_EQ(bad_move.status, 400);
  EXPECT_NE(bad_move.body.find("move 1"), std::string::npos) << bad_move.body;
  // And coded, for the page to say in its reader's language (docs/web-api.md "Errors").
  EXPECT_EQ(bad_move.js()["code"], "record-illegal-move");
  EXPECT_EQ(bad_move.js()["number"], 1);
  EXPECT_EQ(bad_move.js()["move"], "a3");
  Reply not_a_record = s.request("POST", "/api/import", "not a record", "text/plain");
  EXPECT_EQ(not_a_record.status, 400);
  EXPECT_EQ(not_a_record.js()["code"], "record-moves-before-game");
  EXPECT_EQ(not_a_record.js()["line"], 1);
  EXPECT_EQ(s.request("POST", "/api/import", "{\"game\": 3}").status, 400);
  EXPECT_EQ(s.request("POST", "/api/import", "{\"game\": \"hawalis\", \"moves\": [1]}").status, 400);
  EXPECT_EQ(s.request("POST", "/api/import", "{broken").status, 400);
}

// A game played in a browser without the server (web/lib/local/) is sent again until an
// answer comes back: it is stored once, and every later import of it names the same game.
TEST(ServerApi, AnOfflineGameIsImportedOnce) {
  TestServer s;
  const int before = s.get("/api/games").js()["total"];
  json game = {{"format", "manqala-game"}, {"version", 1}, {"game", "al-manqala"}, {"south", "me"}, {"north", "engine"},
               {"moves", json::array({"a1", "g2"})}, {"offline_id", "7f3c2a10-1b2c-4d5e-8f90-123456789abc"}};
  Reply first = s.request("POST", "/api/import", game.dump());
  ASSERT_EQ(first.status, 201) << first.body;
  Reply again = s.request("POST", "/api/import", game.dump());
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.js()["id"], first.js()["id"]);
  EXPECT_EQ(again.js()["duplicate"], true);
  EXPECT_EQ(s.get("/api/games").js()["total"], before + 1);
  // Another offline game is another game.
  game["offline_id"] = "second-game-0001";
  Reply other = s.request("POST", "/api/import", game.dump());
  ASSERT_EQ(other.status, 201) << other.body;
  EXPECT_NE(other.js()["id"], first.js()["id"]);
  // An id that is not plain is refused, and nothing is stored.
  for (json bad : {json(12345678), json("short"), json("has space in it"), json(std::string(65, 'a'))}) {
    game["offline_id"] = bad;
    EXPECT_EQ(s.request("POST", "/api/import", game.dump()).status, 400) << bad;
  }
  EXPECT_EQ(s.get("/api/games").js()["total"], before + 2);
}

TEST(ServerApi, BadRequestsGetClearErrors) {
  TestServer s;
  auto error_of = [](const Reply& r) { return r.js().value("error", std::string()); };
  EXPECT_EQ(s.get("/api/nothing").status, 404);
  EXPECT_EQ(s.get("/api/games/0123456789abcdef").status, 404);
  EXPECT_EQ(s.get("/api/games/../../etc/passwd").status, 404);
  EXPECT_EQ(s.get("/api/games/%00").status, 404);
  EXPECT_EQ(s.request("DELETE", "/api/games").status, 405);
  EXPECT_EQ(s.request("PUT", "/index.html").status, 405);
  EXPECT_EQ(s.request("POST", "/api/games", "{not json").status, 400);
  EXPECT_EQ(s.request("POST", "/api/games", "[1,2]").status, 400);
  EXPECT_NE(error_of(s.post("/api/games", {{"game", "chess"}})).find("unknown game"), std::string::npos);
  EXPECT_EQ(s.post("/api/games", json::object()).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"level", 11}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"level", "5"}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"level", (int64_t{1} << 32) + 5}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"human", "east"}}).status, 400);
  EXPECT_NE(error_of(s.post("/api/games", {{"game", "hawalis"}, {"options", {{"colour", "red"}}}})).find("colour"),
            std::string::npos);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"options", {{"seeds", "99"}}}}).status, 400);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"options", "seeds=3"}}).status, 400);
  EXPECT_EQ(s.request("POST", "/api/games", std::string(70 * 1024, ' ')).status, 413);
  // Bytes that are not UTF-8, quoted back in an error message, are replaced, not a crash.
  Reply odd = s.request("POST", "/api/import", "[Game \"hawalis\"]\n\n1. \x80\xfe ongoing\n", "text/plain");
  EXPECT_EQ(odd.status, 400);
  EXPECT_FALSE(odd.js().is_discarded());
  EXPECT_EQ(s.get("/api/x\x80\xff").status, 404);
  EXPECT_EQ(s.get("/api/meta").status, 200) << "still serving";
  EXPECT_EQ(s.get("/api/games").js()["total"], 0) << "no bad request created a game";
}

TEST(ServerApi, TheSiteIsServedFromTheEmbeddedFilesOnly) {
  TestServer s;
  Reply index = s.get("/");
  EXPECT_EQ(index.status, 200);
  EXPECT_NE(index.content_type.find("text/html"), std::string::npos);
  EXPECT_NE(index.body.find("<html"), std::string::npos);
  EXPECT_EQ(s.get("/index.html").body, index.body);
  EXPECT_EQ(s.get("/no-such-file.js").status, 404);
  EXPECT_EQ(s.get("/../CMakeLists.txt").status, 404);
  EXPECT_EQ(s.get("/%2e%2e/CMakeLists.txt").status, 404);
}

}  // namespace
}  // namespace manqala_test

namespace manqala_test {
namespace {

TEST(ServerApi, TraceSowsAnExampleBoardWithTheRulesEngine) {
  TestServer s;
  // Hawalis from the start, South's g2: the relay ends in g2 and takes the file g3 + g4.
  json capture = s.post("/api/trace", {{"game", "hawalis"}, {"board", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2"},
                                       {"move", "g2"}}).js();
  ASSERT_TRUE(capture.contains("trace")) << capture;
  const json& events = capture["trace"];
  EXPECT_EQ(events[events.size() - 2], json({{"k", "capture"}, {"pit", "g3"}, {"n", 2}}));
  EXPECT_EQ(events.back(), json({{"k", "capture"}, {"pit", "g4"}, {"n", 2}}));
  EXPECT_EQ(capture["board"][2][6], 0);
  // Al-manqala, North's b2 on a board of 52 seeds: the chain b1, a1, a2 (2 + 4 + 4).
  json chain = s.post("/api/trace", {{"game", "al-manqala"}, {"board", "3,3,7,10,0,3,0/3,1,2,1,9,10,0"}, {"move", "b2"}}).js();
  int taken = 0;
  for (const auto& e : chain["trace"])
    if (e["k"] == "capture") taken += e["n"].get<int>();
  EXPECT_EQ(taken, 10) << chain;
  EXPECT_EQ(s.post("/api/trace", {{"game", "hawalis"}, {"board", "1,2"}, {"move", "a1"}}).status, 400);
  EXPECT_EQ(s.post("/api/trace", {{"game", "hawalis"}, {"board", std::string(500, '1')}, {"move", "a1"}}).status, 400);
  EXPECT_EQ(s.get("/api/trace").status, 405);
}

}  // namespace
}  // namespace manqala_test
