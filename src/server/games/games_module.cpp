// The games' domain (docs/web-api.md "Games"): the rooms' routes and WebSockets, new games,
// imports, the lobby and /api/meta, over the archive's tables. The domains after it extend
// it: who is acting (accounts), parts of the lobby's entries (ratings, tournaments).
#include "server/archive/archive_schema.h"
#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/games/game_routes.h"
#include "server/games/game_socket.h"

namespace manqala::games {
namespace {

class GamesModule : public Module {
 public:
  explicit GamesModule(House& house)
      : routes_(house.games, house.reads, house.jobs, [&events = house.events](const std::string& id) {
          events.publish(GameImported{id});
        }),
        games_(house.games) {
    house.lend(routes_);
  }
  std::vector<Route> routes() override { return routes_.table(); }
  bool open_socket(const SocketRequest& req, const std::function<void(SocketAnswer)>& then) override {
    if (GameSocket::game_of(req.target).empty()) return false;
    GameSocket::open(games_, req.target, then);
    return true;
  }

 private:
  GameRoutes routes_;
  Games& games_;
};

}  // namespace

extern const ModuleEntry kModule{"games", kArchiveSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<GamesModule>(h);
                                 }};

}  // namespace manqala::games
