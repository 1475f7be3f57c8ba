// The bots' domain (docs/bots.md): engines that play online through their tokens, their
// challenges, event streams and leaderboards. A rated game with a bot counts in the bots' pool.
#include "server/accounts/account_routes.h"
#include "server/archive/archive.h"
#include "server/bots/bot_routes.h"
#include "server/bots/bot_schema.h"
#include "server/bots/bot_store.h"
#include "server/common/module.h"
#include "server/games/games.h"

namespace manqala::bots {
namespace {

class BotsModule : public RoutesModule<BotRoutes> {
 public:
  explicit BotsModule(House& house)
      : RoutesModule(house.games, house.borrow<accounts::AccountRoutes>(), house.notices, house.work,
                     house.settings.bot_requests_per_minute) {
    house.callers.know(Caller::bot, [this](const HttpRequest& req, const Respond& respond) { return domain.caller(req, respond); });
    house.games.context().rating_pool = [&db = house.games.archive().database()](int64_t south, int64_t north) {
      return BotStore::open(db)->rating_pool(south, north);
    };
    // A bot plays through its event stream, not a page's connection to the game: the room
    // would see it gone in every game, so nobody claims a game with a bot for its absence.
    house.games.context().policies.push_back([&archive = house.games.archive()](const std::string& game_id, GameAct act) {
      std::optional<RoomAnswer> none;
      if (act != GameAct::claim) return none;
      const auto game = archive.load(game_id);
      const auto bots = BotStore::open(archive.database());
      if (!game || !(bots->is_bot(game->south_account) || bots->is_bot(game->north_account))) return none;
      return std::optional(RoomAnswer::refused(Refusal::not_now, "a bot's game is not claimed: its absence is its stream's", "claim-bot"));
    });
  }
  // The long polls waiting answer connections.
  void close() override { domain.shutdown(); }
};

}  // namespace

extern const ModuleEntry kModule{"bots", kBotSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<BotsModule>(h);
                                 }};

}  // namespace manqala::bots
