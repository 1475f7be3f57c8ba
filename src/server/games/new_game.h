// A new game as it is asked for (POST /api/games, a tournament's pairing), and what its
// creator gets back.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/archive/stored_game.h"
#include "server/room/room.h"

namespace manqala {

inline constexpr int kDefaultLevel = 4;

struct NewGame {
  std::string game;                  // a game's name (games/registry.h)
  std::vector<std::string> options;  // name=value words
  std::string human = "south";       // the creator's side: "south", "north", "random"; "both"
  int level = kDefaultLevel;         // the engine's level, 1-10
  std::string opponent = "engine";   // or "friend": the other seat goes to whoever is invited
  int clock_minutes = 0;             // a friend game's time control (0 and 0: none) ...
  int clock_seconds = 0;
  int clock_increment_s = 0;         // ... and increment per move
  int clock_days = 0;                // or a correspondence game's days a move (kCorrespondenceDays)
  bool listed = false;               // a friend game's invitation is shown in the lobby
  std::string start;                 // a position text to start from ("": the usual start)
  bool rated = false;                // a friend game between two accounts that changes ratings
  SeatAccount creator;               // the logged-in creator (id 0: a guest)
  // A friend game whose other seat is this account's at once (a tournament's pairing): no
  // invitation, and the creator is the South or North of `human`.
  SeatAccount paired;
  bool tournament = false;  // a tournament's pairing: its place is kept, the server's cap never refuses it
  // A game against the engine whose seat is this account's (a server level that plays as a
  // bot, server/bots/): such a game may be rated.
  SeatAccount engine_account;
};

struct CreatedGame {
  std::shared_ptr<Room> room;
  std::string token;   // the creator's seat
  std::string invite;  // a friend game's code for the other seat
};

// A new game's fields of a JSON body (POST /api/games): game, human, opponent, start, listed,
// clock, rated, level, options. ParseError for a field of the wrong kind.
NewGame new_game_of(const nlohmann::json& j);

}  // namespace manqala
