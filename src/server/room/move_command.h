// A player's move as both ways of sending one carry it, POST /api/games/<id>/move and the
// WebSocket's {"type": "move"} (docs/web-api.md): decoded and checked in this one place, then
// judged by Room::move.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace manqala {

struct MoveCommand {
  std::string token;  // the seat's token
  std::string move;   // a pit name
  int64_t ply = 0;    // the ply of the state the player saw: a move sent twice is played once

  // From a JSON object's "token", "move" and "ply"; a missing token is `seat` (what the
  // WebSocket said in its hello). Throws ParseError for a field of the wrong kind.
  static MoveCommand from_json(const nlohmann::json& j, const std::string& seat = "");
};

}  // namespace manqala
