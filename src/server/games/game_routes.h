// The routes of games (docs/web-api.md): what a new-game form needs (/api/meta), the lobby,
// the rules pages' examples (/api/trace), imports, the list of games, a new game, and each
// game's state, replay, export, record, evaluation, moves, undo, resignation, hint, share and
// join. The routes that play (a game's own routes, /api/meta) run on the games' pool; reading a
// game that nobody plays waits on the reads lane and makes no room (games/stored_view.h); the
// lists on the reads lane; imports and examples judge positions for nobody's room: heavy work.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "server/common/client_quota.h"
#include "server/common/job_queue.h"
#include "server/common/route_helpers.h"
#include "server/common/route_table.h"
#include "server/games/games.h"
#include "server/games/lobby.h"

namespace manqala {

struct RoomAction;  // game_routes.cpp: the table of a room's actions

class GameRoutes {
 public:
  // The account acting in a request (id 0: a guest): the accounts' domain, after this one,
  // says (set_acting); until then everyone is a guest.
  using Acting = std::function<SeatAccount(const HttpRequest&)>;
  // Called with a game just imported, on the jobs queue (the explorer indexes it).
  using Imported = std::function<void(const std::string& id)>;

  GameRoutes(Games& games, JobQueue& reads, JobQueue& jobs, Imported imported)
      : games_(games), reads_(reads), jobs_(jobs), imported_(std::move(imported)) {}

  // Call it before the server serves.
  void set_acting(Acting acting) { acting_ = std::move(acting); }

  // A domain above adds to each lobby entry (lobby.h).
  void add_lobby_part(LobbyPart part) { lobby_parts_.push_back(std::move(part)); }

  // A game's routes (its room's actions), new games, imports, the list, the lobby, /api/meta.
  std::vector<Route> table();

 private:
  void create(const HttpRequest& req, const Respond& respond);
  void trace(const Call& c);
  void import(const Call& c);
  void list(const Call& c);
  void game_route(const HttpRequest& req, const std::string& id, const RoomAction& action, const Respond& respond);
  void room_action(const HttpRequest& req, Room& room, const RoomAction& action, const Respond& respond);
  // GET of a game's state, replay, export or record.
  void read(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond);

  Games& games_;
  JobQueue& reads_;
  JobQueue& jobs_;
  Acting acting_ = [](const HttpRequest&) { return SeatAccount{}; };
  const Imported imported_;
  ClientQuota analyses_{120, 40};  // hints and evaluations a minute per client
  std::vector<LobbyPart> lobby_parts_;
};

}  // namespace manqala
