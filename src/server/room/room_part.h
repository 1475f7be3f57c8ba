// The parts of a room around its game. The room keeps the game — its moves, seats, clock and
// audience; a part hears the room's moments (a move played, both seats taken, a player's
// connection that says who it is) and answers actions of its own (Room::act: a route's word,
// by a seated player), all on the room's strand, through what its room lets it do (RoomCore).
// The games' domain puts the parts in every room (games/games.cpp): the players' chat, a
// correspondence game's turns and conditional moves, a return game (chat_part.h,
// correspondence_part.h, return_game_part.h); a domain may add its own the same way.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/room/answer.h"
#include "server/room/audience.h"
#include "server/room/game_policy.h"
#include "server/room/seats.h"
#include "server/room/state.h"

namespace manqala {

struct RoomContext;

// What a part may ask of its room (on the room's strand).
class RoomCore {
 public:
  virtual const std::string& id() const = 0;
  virtual RoomState& game_state() = 0;
  virtual const Seats& seats() const = 0;
  virtual RoomContext& context() = 0;
  // A correspondence game: days a move, a deadline for each turn.
  virtual bool correspondence() const = 0;
  // Plays a move for the side to move at once (no time taken): stored, shown and told to the
  // parts as a player's is. Throws as a player's move is refused (illegal, beyond the bound,
  // not stored), changing nothing.
  virtual void play(const std::string& move) = 0;
  // Something around the game changed (an offer): a new state for everyone, soon.
  virtual void changed_around() = 0;
  virtual RoomAnswer with_state() const = 0;
  virtual void send_to(const Watcher* w, const std::string& message) = 0;
  virtual void send_to_players(const std::string& message) = 0;
  // The first of the rooms' policies (game_policy.h) that refuses `act` here, or nothing.
  virtual std::optional<RoomAnswer> refused_by_policy(GameAct act) const = 0;

 protected:
  ~RoomCore() = default;
};

class RoomPart {
 public:
  virtual ~RoomPart() = default;
  // A player's move (or one a part played) was stored and shown.
  virtual void moved(const std::string& /*played*/) {}
  // The open seat was taken: both players are seated.
  virtual void seated() {}
  // A connection of the player at `side` said who it is.
  virtual void identified(const Watcher* /*w*/, Side /*side*/) {}
  // An action of its own, `name`, by the player at `side`: answered through `reply`, and true;
  // false (answering nothing) for another part's.
  virtual bool act(const std::string& /*name*/, Side /*side*/, const nlohmann::json& /*body*/, const Reply& /*reply*/) {
    return false;
  }
};

// Makes a room's part, as the room is made.
using RoomPartMaker = std::function<std::unique_ptr<RoomPart>(RoomCore& room)>;

}  // namespace manqala
