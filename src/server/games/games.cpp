#include "server/games/games.h"

#include "server/common/refused.h"
#include "server/games/game_import.h"

namespace manqala {

Games::Games(RoomContext context, GamesLimits limits)
    : context_(std::move(context)),
      rooms_(context_, std::chrono::seconds(limits.abandoned_s)),
      factory_(context_, rooms_, limits),
      imports_(limits.imports_per_minute, 2 * limits.imports_per_minute),
      housekeeping_(rooms_, context_.archive, context_.settings.day_ms, limits.sweep_ms) {}

std::string Games::import_game(const std::string& body, bool is_json) {
  return manqala::import_game(context_.archive, body, is_json);
}

void Games::check_import_quota(const std::string& client) {
  if (!imports_.allow(client)) throw Refused(429, "too many imports from this address; wait a minute");
}

}  // namespace manqala
