// The routes of games (docs/web-api.md): what a new-game form needs (/api/meta), the lobby,
// the rules pages' examples (/api/trace), imports, the list of games, a new game, and each
// game's state, replay, export, record, evaluation, moves, undo, resignation, hint, share and
// join. Imports and examples judge positions for nobody's room: they wait on the jobs queue.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "server/common/client_quota.h"
#include "server/common/job_queue.h"
#include "server/common/route_helpers.h"
#include "server/games/games.h"
#include "server/games/lobby.h"

namespace manqala {

class GameRoutes {
 public:
  // The account acting in a request (id 0: a guest): the accounts' routes know, above this.
  using Acting = std::function<SeatAccount(const HttpRequest&)>;
  // Called with a game just imported, on the jobs queue (the explorer indexes it).
  using Imported = std::function<void(const std::string& id)>;

  GameRoutes(Games& games, JobQueue& jobs, Acting acting, Imported imported)
      : games_(games), jobs_(jobs), acting_(std::move(acting)), imported_(std::move(imported)) {}

  // A domain above adds to each lobby entry (lobby.h).
  void add_lobby_part(LobbyPart part) { lobby_parts_.push_back(std::move(part)); }

  // Answers the routes above; false (answering nothing) for any other target.
  bool handle(const HttpRequest& req, const Target& t, const Respond& respond);

 private:
  void create(const HttpRequest& req, const Respond& respond);
  void game_route(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond);
  void room_action(const HttpRequest& req, const std::shared_ptr<Room>& room, const std::string& action,
                   const Respond& respond);

  Games& games_;
  JobQueue& jobs_;
  const Acting acting_;
  const Imported imported_;
  ClientQuota analyses_{120, 40};  // hints and evaluations a minute per client
  std::vector<LobbyPart> lobby_parts_;
};

}  // namespace manqala
