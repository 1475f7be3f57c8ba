// A WebSocket session under load (issue "The server under attack"): acknowledgements come
// at once, a slow reader is sent the newest state rather than dropped.
#include <gtest/gtest.h>

#include <algorithm>

#include "test_server.h"

namespace manqala_test {
namespace {

struct BothSeats {
  std::string id, token;
};

// A game with both seats held by one token: every move is the test's to make.
BothSeats game_for_both(const TestServer& s, const json& options = json::object(), const std::string& game = "al-manqala") {
  Reply created = s.post("/api/games", {{"game", game}, {"human", "both"}, {"options", options}});
  EXPECT_EQ(created.status, 201);
  return {created.js()["game"]["id"], created.js()["token"]};
}

// Reads messages until one of `type` comes; "" if none within the timeout.
json read_until_type(TestSocket& ws, const std::string& type) {
  for (;;) {
    const std::string text = ws.read();
    if (text.empty()) return json();
    json m = json::parse(text);
    if (m["type"] == type) return m;
  }
}

TEST(ServerWebSocketSession, AMoveIsAcknowledgedWithoutWaitingForNagle) {
  TestServer s;
  const BothSeats g = game_for_both(s);
  TestSocket ws(s.port(), "/api/games/" + g.id + "/ws");
  ws.send(json{{"type", "hello"}, {"token", g.token}}.dump());
  ASSERT_FALSE(read_until_type(ws, "state").is_null());
  // The server writes the new state and then the ack: with Nagle's algorithm on, the ack
  // waited for the client's delayed ACK of the state (about 40 ms on Linux).
  // The quickest of 16 moves: on a busy machine some round trips wait for a core, not all.
  double best_ms = 1e9;
  for (int ply = 0; ply < 16; ++ply) {
    const json state = s.get("/api/games/" + g.id).js()["game"];
    const auto start = std::chrono::steady_clock::now();
    ws.send(json{{"type", "move"}, {"move", state["legal"][0]}, {"ply", ply}, {"id", ply}}.dump());
    const json ack = read_until_type(ws, "ack");
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ASSERT_EQ(ack["id"], ply) << ack;
    best_ms = std::min(best_ms, ms);
  }
  EXPECT_LT(best_ms, 30) << "the best of 16 moves";
}

TEST(ServerWebSocketSession, ASlowReaderGetsTheNewestStateInsteadOfBeingDropped) {
  TestServer s;
  const BothSeats g = game_for_both(s, {{"seeds", "18"}, {"win-at", "252"}});  // a long game
  // A client that reads nothing for a while, with a small window.
  TestSocket slow(s.port(), "/api/games/" + g.id + "/ws", 4096);
  // Some moves first, so that each state is a few KiB (the move list grows).
  json state = s.get("/api/games/" + g.id).js()["game"];
  std::string last_move;
  for (int ply = 0; ply < 130 && state["status"] == "ongoing"; ++ply) {
    last_move = state["legal"][ply % state["legal"].size()];
    Reply r = s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", last_move}, {"ply", ply}});
    ASSERT_EQ(r.status, 200) << r.body;
    state = r.js()["game"];
  }
  const int ply = state["ply"];
  // Then the last move taken back and played again, over and over: 1,200 states of about
  // 5 KiB, more than the kernel's buffers hold (up to 4 MiB on the sending side by default,
  // net.ipv4.tcp_wmem) and the 256 messages the session used to queue before dropping.
  for (int i = 0; i < 600; ++i) {
    ASSERT_EQ(s.post("/api/games/" + g.id + "/undo", {{"token", g.token}}).status, 200);
    ASSERT_EQ(s.post("/api/games/" + g.id + "/move", {{"token", g.token}, {"move", last_move}, {"ply", ply - 1}}).status, 200);
  }
  // Now read: the states come in order of their versions, far fewer than were made, and end
  // on the newest, whatever was skipped on the way. (Rooms send their states from their own
  // strand, so the last may come a moment after the last move was answered.)
  json last_state;
  int states = 0;
  uint64_t version = 0;
  for (std::string text; !(text = slow.read(1500)).empty();) {  // until nothing more comes
    last_state = json::parse(text);
    ++states;
    ASSERT_EQ(last_state["type"], "state");
    ASSERT_GT(last_state["game"]["version"].get<uint64_t>(), version) << "states arrive newest last";
    version = last_state["game"]["version"];
  }
  EXPECT_FALSE(slow.closed()) << "the slow reader was dropped after " << states << " states";
  EXPECT_EQ(last_state["game"]["ply"], ply) << "the newest state, after " << states << " states";
  EXPECT_EQ(last_state["game"]["version"], s.get("/api/games/" + g.id).js()["game"]["version"]) << "the newest";
  EXPECT_LT(states, 1200) << "states waiting for a slow reader are replaced by newer ones";
}

}  // namespace
}  // namespace manqala_test
