// The ratings' domain (docs/ratings.md): Glicko-2 ratings of each account for each game and
// speed, the leaderboards, and each lobby entry's players' ratings. A rated game's ratings are
// applied when it ends, at once on the games' pool, and each player told the change (a
// notice); those a crash left undone at each start.
#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/games/game_routes.h"
#include "server/games/games.h"
#include "server/ratings/rating_routes.h"
#include "server/ratings/rating_schema.h"
#include "server/ratings/rating_store.h"
#include "server/ratings/speed.h"

namespace manqala::ratings {
namespace {

class RatingsModule : public RoutesModule<RatingRoutes> {
 public:
  explicit RatingsModule(House& house)
      : RoutesModule(house.games.archive().database(), house.borrow<accounts::AccountRoutes>()),
        db_(house.games.archive().database()) {
    house.lend(domain);
    house.events.on<GameEnded>(Events::Lane::now, [this, &notices = house.notices](const GameEnded& e) {
      const auto store = RatingStore::open(db_);
      if (!store->apply(e.game_id)) return;
      // Each player hears what the game did to his rating, on whatever page he is.
      for (const auto& c : store->changes_of(e.game_id)) {
        nlohmann::json notice = change_json(c.before, c.after);
        notice.update({{"type", "rating-changed"}, {"game_id", e.game_id}, {"game", c.game}, {"speed", c.speed}});
        notices.notify(c.account, notice);
      }
    });
    house.borrow<GameRoutes>().add_lobby_part([this](const GameSummary& s, nlohmann::json& entry) {
      const auto ratings = RatingStore::open(db_);
      const std::string speed(speed_of(s.clock_initial_ms, s.clock_increment_ms));
      for (const auto& [side, account] : {std::pair{"south", s.south_account}, std::pair{"north", s.north_account}}) {
        if (!account) continue;
        for (const auto& r : ratings->ratings_of(account))
          if (r.game == s.game && r.speed == speed) entry["players"][side]["rating"] = static_cast<int>(r.rating.rating + 0.5);
      }
    });
  }
  void start() override { RatingStore::open(db_)->apply_pending(); }

 private:
  Database& db_;
};

}  // namespace

extern const ModuleEntry kModule{"ratings", kRatingsSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<RatingsModule>(h);
                                 }};

}  // namespace manqala::ratings
