// The real-time channel: a watcher hears every change of its game at once.
#include <gtest/gtest.h>

#include <stdexcept>

#include "test_server.h"

namespace manqala_test {
namespace {

TEST(ServerWebSocket, AWatcherGetsTheStateAtOnceAndEveryMove) {
  TestServer s;
  Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"level", 1}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  json first = json::parse(ws.read());
  EXPECT_EQ(first["type"], "state");
  EXPECT_EQ(first["game"]["ply"], 0);
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", token}, {"move", "a1"}, {"ply", 0}}).status, 200);
  // The human's move, the engine starting to think, then its move.
  bool saw_move = false, saw_thinking = false, saw_reply = false;
  for (int i = 0; i < 6 && !saw_reply; ++i) {
    std::string text = ws.read();
    ASSERT_FALSE(text.empty()) << "a message within the timeout";
    json m = json::parse(text);
    saw_move |= m["game"]["ply"] == 1 && m["type"] == "state";
    saw_thinking |= m["game"]["thinking"] == true;
    saw_reply |= m["game"]["ply"] == 2 || m["game"]["status"] == "over";
  }
  EXPECT_TRUE(saw_move);
  EXPECT_TRUE(saw_thinking);
  EXPECT_TRUE(saw_reply);
}

TEST(ServerWebSocket, PingIsAnsweredAndAnythingElseIsAnError) {
  TestServer s;
  const std::string id = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  ws.read();
  ws.send(R"({"type":"ping"})");
  EXPECT_EQ(json::parse(ws.read())["type"], "pong");
  ws.send("move a1 please");
  EXPECT_EQ(json::parse(ws.read())["type"], "error");
  ws.send(std::string(5000, 'x'));  // over the 4 KiB limit: the server closes
  EXPECT_EQ(ws.read(2000), "");
}

TEST(ServerWebSocket, AnUnknownGameCannotBeWatched) {
  TestServer s;
  EXPECT_THROW(TestSocket(s.port(), "/api/games/0123456789abcdef/ws"), std::runtime_error);
  EXPECT_THROW(TestSocket(s.port(), "/api/nothing/ws"), std::runtime_error);
}

}  // namespace
}  // namespace manqala_test
