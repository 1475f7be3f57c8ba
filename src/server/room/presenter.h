// What a room shows: the JSON of docs/web-api.md (the game state, its result, the replay and
// export of a game, the animation of a move) and the record text. Sentences come from
// facade/sentences.h, the same as the terminal's.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "facade/any_game.h"
#include "server/http/json_text.h"
#include "server/room/audience.h"
#include "server/room/clock.h"
#include "server/room/move_deadline.h"
#include "server/room/seats.h"
#include "server/room/state.h"

namespace manqala {

std::string side_word(Side s);  // "south" / "north", as the JSON API says sides
std::string winner_word(Winner w);  // "south", "north" or "draw"

nlohmann::json board_json(const AnyGame& g);
nlohmann::json captured_json(const AnyGame& g);
nlohmann::json trace_json(const MoveTrace& t);
// The animation of `move` (legal in `before`): the board before it and its seed-by-seed trace.
nlohmann::json last_move_json(const AnyGame& before, const std::string& move);
// Plays `move` in `g`, returning its animation ("last").
nlohmann::json play_traced(AnyGame& g, const std::string& move);

struct RoomView {
  const RoomState& state;
  const Seats& seats;
  const RoomClock& clock;
  const MoveDeadline& deadline;
  const Audience& audience;
  bool thinking;
  uint64_t version;  // only grows, across restarts too: a page keeps the newest state
  std::optional<int64_t> claim_in_ms;  // Room::claim_in_ms: the player to move has left
};

nlohmann::json state_json(const RoomView& v);  // GameState of docs/web-api.md
// The endgame tables' verdict on `g`'s position, best move first (docs/web-api.md "endgame"),
// or null when the process has no tables that hold it.
nlohmann::json endgame_json(const AnyGame& g);
nlohmann::json result_json(const RoomState& s);
// `event` and `round` name a tournament's game ("manqala serve" and no round otherwise).
std::string record_text(const RoomState& s, const std::string& event = "manqala serve", const std::string& round = "");
nlohmann::json export_json(const RoomState& s);
nlohmann::json replay_json(const RoomView& v);

}  // namespace manqala
