// The positions the server's engine does not judge for anyone: those on the board of a game
// between two people that is going on, and those one move from it (a player who asked about
// each of their moves' positions would have the engine's choice all the same). A position is
// its game, its pits and the side to move: captured counts and rule options do not tell it
// apart, so an edited copy or a transposition is the same position. The opening, a game's
// first kOpeningPlies, is common knowledge and protected by nobody.
//
// Rooms publish their positions as their games go (room/room.h); the analysis route, the
// review, hints, evaluations and the engine's own moves in other games ask here first.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "facade/any_game.h"

namespace manqala {

class LivePositions {
 public:
  static constexpr int64_t kOpeningPlies = 6;

  // The key of `game`'s position: a hash of its game's name, pits and side to move (a
  // collision would only refuse an analysis wrongly).
  using Key = uint64_t;
  static Key key_of(const AnyGame& game);
  // The keys a game going on at `game` protects: its position and each one a legal move
  // leads to (each move sown within `lap_budget` laps; one beyond it is left out).
  static std::vector<Key> around(const AnyGame& game, uint64_t lap_budget);

  // Game `id` now protects `keys` (none: it protects nothing any more).
  void publish(const std::string& id, std::vector<Key> keys);
  bool protects(Key key) const;
  bool protects(const AnyGame& game) const { return protects(key_of(game)); }
  // The answer to someone asking about such a position.
  static constexpr const char* kRefusal =
      "this position is on the board of a game between people that is going on: the engine does not judge it until "
      "that game ends";

 private:
  mutable std::mutex mu_;
  std::map<std::string, std::vector<Key>> by_game_;
  std::unordered_map<Key, int> count_;  // games protecting each key
};

}  // namespace manqala
