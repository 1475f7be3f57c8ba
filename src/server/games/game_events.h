// What the games tell the other domains (common/events.h): a game is over (its ratings, its
// tournament's result, the explorer), a correspondence game waits for a player (a notice), a
// game was imported (the explorer).
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace manqala {

// Published on the work pool, maybe more than once for one game: subscribers do nothing twice.
struct GameEnded {
  static constexpr const char* kName = "game-ended";
  std::string game_id;
};

// The turn of a correspondence game passed to the player holding `account`'s seat, `opponent`
// having moved or sat down.
struct YourTurn {
  static constexpr const char* kName = "your-turn";
  std::string game_id;
  int64_t account = 0;
  std::string opponent;
};

// The player holding `account`'s seat of a correspondence game has played his turn (or the
// game is `over`): a "your move" told him before is no longer true, on any of his devices.
struct TurnPlayed {
  static constexpr const char* kName = "turn-played";
  std::string game_id;
  int64_t account = 0;
  bool over = false;
};

struct GameImported {
  static constexpr const char* kName = "game-imported";
  std::string game_id;
};

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(GameEnded, game_id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(YourTurn, game_id, account, opponent)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TurnPlayed, game_id, account, over)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(GameImported, game_id)

}  // namespace manqala
