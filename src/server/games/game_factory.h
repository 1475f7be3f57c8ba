// New games: checked (the game and its options, the sides, the level, the clock, whether it
// is rated), within the creating client's quota and the server's cap on games in progress,
// stored with their seats' token digests, and their room started.
#pragma once

#include <string>

#include "server/common/client_quota.h"
#include "server/games/limits.h"
#include "server/games/new_game.h"
#include "server/games/room_cache.h"

namespace manqala {

class GameFactory {
 public:
  GameFactory(RoomContext& context, RoomCache& rooms, const GamesLimits& limits)
      : context_(context),
        rooms_(rooms),
        max_games_(limits.max_games),
        max_per_client_(limits.max_games_per_client),
        creates_(limits.creates_per_minute, 2 * limits.creates_per_minute) {}

  // A new game, stored, its engine started if it moves first; the human seat's token.
  // Throws ParseError for a bad game, option, side or level, Refused over a limit. `client`
  // "" is the server itself (tournaments): no per-client limit.
  CreatedGame create(const NewGame& g, const std::string& client);
  // The return game of a finished game between two people, as the archive holds it (the
  // seats as they were taken): the same game, options, start, clock and rating, sides
  // swapped, each seat held by the same player as before (a guest by the seat token it
  // already has, an account by its own), both seated at once. Its id. Throws Refused when
  // the server has no place for another game, DatabaseError when the archive fails.
  std::string rematch(const std::string& finished_id);
  // The continuation of a finished game against the engine (RoomContext::continuation): its
  // first `plies` moves, the same seats, tokens and level, started at once (the engine thinks
  // if it is to move). Its id.
  std::string continuation(const std::string& finished_id, size_t plies);

 private:
  RoomContext& context_;
  RoomCache& rooms_;
  const int max_games_, max_per_client_;
  ClientQuota creates_;
};

}  // namespace manqala
