// The server's games, put together: the rooms in memory (games/room_cache.h), new games
// (games/game_factory.h), imports (games/game_import.h) and the housekeeping that keeps the
// clocks and lets rooms go (games/housekeeping.h), with the limits of games/limits.h.
#pragma once

#include <memory>
#include <string>

#include "server/common/client_quota.h"
#include "server/games/game_factory.h"
#include "server/games/game_import.h"
#include "server/games/housekeeping.h"
#include "server/games/limits.h"
#include "server/games/new_game.h"
#include "server/games/room_cache.h"

namespace manqala {

class Games {
 public:
  using Opened = RoomCache::Opened;

  Games(RoomContext context, GamesLimits limits = {});
  ~Games() { shutdown(); }
  // Stops the clocks and the housekeeping; call it (and EnginePool::shutdown) before the
  // network goes.
  void shutdown() { housekeeping_.stop(); }

  // game_factory.h, room_cache.h, game_import.h.
  CreatedGame create(const NewGame& g, const std::string& client) { return factory_.create(g, client); }
  void open(const std::string& id, Opened then) { rooms_.open(id, std::move(then)); }
  // As open(), for a game found in the archive to carry on, only if no other live process
  // holds it (room_cache.h).
  void adopt(const std::string& id, Opened then) { rooms_.adopt(id, std::move(then)); }
  // The game's room when it is in memory, else nullptr (nothing is loaded).
  std::shared_ptr<Room> in_memory(const std::string& id) { return rooms_.in_memory(id); }
  // Reads game `id` as `action` ("", replay, export, record: docs/web-api.md) and answers
  // `then`: from its room when someone may play it (loaded if need be), from the archive
  // alone otherwise (games/stored_view.h). Call it off the games' pool: it reads the archive.
  void read(const std::string& id, const std::string& action, Reply then);
  ImportedGame import_game(const std::string& body, bool is_json, const std::string& client);
  // Throws Refused (429) when this client has imported too much lately.
  void check_import_quota(const std::string& client);

  // The rooms' hooks (RoomContext), which a domain may set as the server is put together,
  // before it serves: the rooms read them as they need them.
  RoomContext& context() { return context_; }
  Archive& archive() { return context_.archive; }
  EnginePool& engine() { return context_.pool; }
  LivePositions& live() { return *context_.live; }
  int64_t engine_ms() const { return context_.settings.engine_ms; }
  // Rooms in memory (tests).
  size_t resident() { return rooms_.resident(); }

 private:
  // The context with what only Games can do for a room (a return game).
  static RoomContext wired(RoomContext context, Games* self);

  RoomContext context_;  // the rooms keep a reference to it
  RoomCache rooms_;
  GameFactory factory_;
  ClientQuota imports_;
  Housekeeping housekeeping_;  // last: it starts at once
};

}  // namespace manqala
