#include "server/games/games.h"

#include "server/common/refused.h"
#include "server/games/game_import.h"
#include "server/games/stored_view.h"
#include "server/room/chat_part.h"
#include "server/room/correspondence_part.h"
#include "server/room/return_game_part.h"

namespace manqala {

Games::Games(RoomContext context, GamesLimits limits)
    : context_(wired(std::move(context), this)),
      rooms_(context_, std::chrono::seconds(limits.abandoned_s), std::chrono::seconds(limits.idle_s)),
      factory_(context_, rooms_, limits),
      imports_(limits.imports_per_minute, 2 * limits.imports_per_minute),
      housekeeping_(rooms_, context_.archive, *context_.cluster, context_.settings.day_ms, limits.sweep_ms) {
  context_.cluster->on(Cluster::kGiveUp, [this](const nlohmann::json& body) {
    if (body.contains("game") && body["game"].is_string()) rooms_.give_up(body["game"].get<std::string>());
  });
}

RoomContext Games::wired(RoomContext context, Games* self) {
  context.rematch = [self](const std::string& finished) { return self->factory_.rematch(finished); };
  context.continuation = [self](const std::string& finished, size_t plies) {
    return self->factory_.continuation(finished, plies);
  };
  // What goes on around every game (room/room_part.h), before any part another domain adds.
  context.parts.insert(context.parts.begin(), {make_chat_part, make_correspondence_part, make_return_game_part});
  return context;
}

ImportedGame Games::import_game(const std::string& body, bool is_json, const std::string& client) {
  return manqala::import_game(context_.archive, body, is_json, client);
}

void Games::read(const std::string& id, const std::string& action, Reply then) {
  const auto summary = context_.archive.summary(id);
  if (!summary) return then(RoomAnswer::refused(Refusal::unknown, "no game " + id.substr(0, 40)));
  if (!played_in_a_room(*summary)) {
    auto stored = context_.archive.load(id);
    if (!stored) return then(RoomAnswer::refused(Refusal::unknown, "no game " + id));
    return then(stored_view(std::move(*stored), action, context_.next_version(), context_.settings.day_ms));
  }
  rooms_.open(id, [action, then](std::shared_ptr<Room> room, RoomAnswer failure) {
    if (!room) return then(failure);
    room->read(action, then);
  });
}

void Games::check_import_quota(const std::string& client) {
  if (!imports_.allow(client)) throw Refused(429, "too many imports from this address; wait a minute");
}

}  // namespace manqala
