// The over-the-board domain (docs/over-the-board.md): a championship night on wooden boards,
// its players, rounds, results and sheets, and its boards played online, whose games' ends
// come back as results.
#include "server/accounts/account_routes.h"
#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/games/games.h"
#include "server/otb/otb_events.h"
#include "server/otb/otb_import.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_schema.h"

namespace manqala::otb {
namespace {

class OtbModule : public RoutesModule<OtbRoutes> {
 public:
  explicit OtbModule(House& house)
      : RoutesModule(house.games, house.borrow<accounts::AccountRoutes>(), house.notices, house.jobs) {
    domain.on_change([&events = house.events](const std::string& id) { events.publish(EventChanged{id}); });
    house.events.on<GameEnded>(Events::Lane::heavy, [this](const GameEnded& e) { domain.game_over(e.game_id); });
  }
};

}  // namespace

extern const ModuleEntry kModule{"otb", kOtbSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<OtbModule>(h);
                                 }};

}  // namespace manqala::otb
