// What the tournament tests share: a tournament announced, its page polled until something
// holds, a round's games waited for, a player resigning or opening their game.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "players.h"

namespace manqala_test {

inline json page(const TestServer& s, const std::string& id) { return s.get("/api/tournaments/" + id).js()["tournament"]; }

// Polls the tournament until `done(page)`.
template <class Pred>
json wait_page(const TestServer& s, const std::string& id, Pred done, int timeout_ms = 15000) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  json p;
  do {
    p = page(s, id);
    if (done(p)) return p;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  } while (std::chrono::steady_clock::now() < until);
  return p;
}

inline std::string announce(const Player& organiser, json spec) {
  spec.merge_patch({{"name", "Muscat Open"}, {"game", "al-manqala"}});
  const Reply r = organiser.post("/api/tournaments", spec);
  EXPECT_EQ(r.status, 201) << r.body;
  return r.js()["tournament"]["id"];
}

// The seat token of the player's game (from the account, as on a new browser).
inline std::string seat_token(const Player& p, const std::string& game) {
  const Reply seat = p.post("/api/games/" + game + "/seat");
  EXPECT_EQ(seat.status, 200) << p.name << ": " << seat.body;
  return seat.js().value("token", "");
}

// The player resigns their game.
inline void resign(const Player& p, const std::string& game) {
  const std::string token = seat_token(p, game);
  ASSERT_EQ(p.server->post("/api/games/" + game + "/resign", {{"token", token}}).status, 200);
}

inline const json& current_boards(const json& p) { return p["round_list"][p["round"].get<int>() - 1]["boards"]; }

// Round `round` is being played: its boards are stored and their games made (a moment later).
inline json wait_round(const TestServer& s, const std::string& id, int round) {
  return wait_page(s, id, [&](const json& p) {
    if (p["round"] != round) return false;
    for (const json& b : current_boards(p))
      if (b["game"].is_null() && b["result"] == "") return false;
    return true;
  });
}

// The player opens their game's page: its socket says whose seat it is, and stays open.
// Returns once the game shows the player connected.
inline std::unique_ptr<TestSocket> open_game(const TestServer& s, const Player& p, const std::string& game) {
  const std::string token = seat_token(p, game);
  auto ws = std::make_unique<TestSocket>(s.port(), "/api/games/" + game + "/ws");
  ws->send(json{{"type", "hello"}, {"token", token}}.dump());
  s.wait_for(game, [&](const json& g) {
    for (const char* side : {"south", "north"})
      if (g["players"][side] == p.name && g["seats"][side]["connected"] == true) return true;
    return false;
  });
  return ws;
}

}  // namespace manqala_test
