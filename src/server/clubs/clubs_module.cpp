// The clubs' domain (docs/clubs.md): clubs, their members, pages and logos, and their
// members' leaderboards.
#include "server/accounts/account_routes.h"
#include "server/archive/archive.h"
#include "server/clubs/club_logo.h"
#include "server/clubs/club_routes.h"
#include "server/clubs/club_schema.h"
#include "server/common/module.h"
#include "server/games/games.h"
#include "server/ratings/rating_routes.h"

namespace manqala::clubs {
namespace {

class ClubsModule : public RoutesModule<ClubRoutes> {
 public:
  explicit ClubsModule(House& house)
      : RoutesModule(house.games.archive().database(), house.borrow<accounts::AccountRoutes>(),
                     house.borrow<ratings::RatingRoutes>()) {
    house.lend(domain);
  }
};

}  // namespace

extern const ModuleEntry kModule{"clubs", kClubsSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<ClubsModule>(h);
                                 }};

}  // namespace manqala::clubs
