// The broadcasts' domain (docs/broadcasts.md): an over-the-board event's rounds followed live,
// built again and sent to its spectators whenever the event changes.
#include "server/accounts/account_routes.h"
#include "server/archive/archive.h"
#include "server/broadcasts/broadcast_routes.h"
#include "server/broadcasts/broadcast_schema.h"
#include "server/common/module.h"
#include "server/games/games.h"
#include "server/otb/otb_events.h"

namespace manqala::broadcasts {
namespace {

class BroadcastsModule : public RoutesModule<BroadcastRoutes> {
 public:
  explicit BroadcastsModule(House& house)
      : RoutesModule(house.games.archive(), house.borrow<accounts::AccountRoutes>(), house.notices, house.games.live()) {
    house.events.on<otb::EventChanged>(Events::Lane::now,
                                       [this](const otb::EventChanged& e) { domain.changed(e.event_id); });
  }
  bool open_socket(const SocketRequest& req, const std::function<void(SocketAnswer)>& then) override {
    return domain.open_socket(req, then);
  }
};

}  // namespace

extern const ModuleEntry kModule{"broadcasts", kBroadcastSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<BroadcastsModule>(h);
                                 }};

}  // namespace manqala::broadcasts
