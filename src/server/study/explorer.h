// The explorer (docs/web-api.md, "Explorer"): for a position, the moves played from it in the
// archive's finished games, how often, and how those games ended. Each finished game's
// positions are written once into an index (variant, position text, move, result), at its end,
// at its import, and for older games by a backfill at the server's start, so a lookup is one
// indexed query whatever the archive's size.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "server/archive/archive.h"

namespace manqala::study {

class Explorer {
 public:
  explicit Explorer(Archive& archive) : archive_(archive) {}

  // Indexes game `id` if it is finished and not indexed yet (a game that no longer replays is
  // left out). Safe to call more than once, from any thread.
  void index(const std::string& id);
  // Indexes up to `limit` finished games not indexed yet; how many it looked at.
  int backfill(int limit);

  // {"position", "games", "moves": [{"move", "games", "south_wins", "north_wins", "draws"}]},
  // most played first. `position` and `options` must be canonical (the caller checks them).
  nlohmann::json moves(const std::string& game, const std::string& options, const std::string& position);

 private:
  Archive& archive_;
};

}  // namespace manqala::study
