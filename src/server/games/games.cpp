#include "server/games/games.h"

#include "server/common/refused.h"
#include "server/games/game_import.h"

namespace manqala {

Games::Games(RoomContext context, GamesLimits limits)
    : context_(wired(std::move(context), this)),
      rooms_(context_, std::chrono::seconds(limits.abandoned_s)),
      factory_(context_, rooms_, limits),
      imports_(limits.imports_per_minute, 2 * limits.imports_per_minute),
      housekeeping_(rooms_, context_.archive, context_.settings.day_ms, limits.sweep_ms) {}

RoomContext Games::wired(RoomContext context, Games* self) {
  context.rematch = [self](const std::string& finished) { return self->factory_.rematch(finished); };
  return context;
}

ImportedGame Games::import_game(const std::string& body, bool is_json) {
  return manqala::import_game(context_.archive, body, is_json);
}

void Games::check_import_quota(const std::string& client) {
  if (!imports_.allow(client)) throw Refused(429, "too many imports from this address; wait a minute");
}

}  // namespace manqala
