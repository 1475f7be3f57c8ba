// A game between two people over the API, both seats taken: South by the creator, North by
// the guest who joined from the invitation; and a move of whoever is to move. The controls'
// tests and the absence's share them.
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "test_server.h"

namespace manqala_test {

struct Pair {
  std::string id, south, north;  // the game and the seats' tokens
};

inline Pair seated(const TestServer& s, const std::string& game = "hawalis", json extra = json::object()) {
  json body = {{"game", game}, {"opponent", "friend"}, {"human", "south"}};
  body.update(extra);
  Reply r = s.post("/api/games", body);
  EXPECT_EQ(r.status, 201) << r.body;
  Pair p{r.js()["game"]["id"], r.js()["token"], ""};
  Reply joined = s.post("/api/games/" + p.id + "/join", {{"invite", r.js().value("invite", "")}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  p.north = joined.js()["token"];
  return p;
}

// Plays the first legal move of the side to move with its token.
inline Reply play_first(const TestServer& s, const Pair& p) {
  json g = s.get("/api/games/" + p.id).js()["game"];
  const std::string token = g["to_move"] == "south" ? p.south : p.north;
  const json move = g["legal"].empty() ? json("a2") : g["legal"][0];  // a2: South's, refused once over
  return s.post("/api/games/" + p.id + "/move", {{"token", token}, {"move", move}, {"ply", g["ply"]}});
}

}  // namespace manqala_test
