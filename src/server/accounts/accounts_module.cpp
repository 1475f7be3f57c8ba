// The accounts' domain (docs/accounts.md): registration, logins and sessions, profiles, seats
// claimed by an account, and the notices each account's pages receive.
#include "server/accounts/account_routes.h"
#include "server/accounts/account_schema.h"
#include "server/accounts/notice_socket.h"
#include "server/accounts/notices.h"
#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/games/game_routes.h"
#include "server/games/games.h"

namespace manqala::accounts {
namespace {

class AccountsModule : public RoutesModule<AccountRoutes> {
 public:
  explicit AccountsModule(House& house)
      : RoutesModule(house.games.archive(), house.settings.secure_cookies),
        notices_(house.notices),
        work_(house.work) {
    house.lend(domain);
    house.callers.know(Caller::account, [this](const HttpRequest& req, const Respond& respond) {
      return domain.required(req, respond);
    });
    house.borrow<GameRoutes>().set_acting([this](const HttpRequest& req) { return domain.acting(req); });
    house.events.on<YourTurn>(Events::Lane::now, [this](const YourTurn& e) {
      notices_.notify(e.account, {{"type", "your-turn"}, {"game", e.game_id}, {"opponent", e.opponent}});
    });
    house.events.on<TurnPlayed>(Events::Lane::now, [this](const TurnPlayed& e) {
      notices_.notify(e.account, {{"type", "turn-played"}, {"game", e.game_id}, {"over", e.over}});
    });
  }
  bool open_socket(const SocketRequest& req, const std::function<void(SocketAnswer)>& then) override {
    if (!NoticeSocket::is_notices(req.target)) return false;
    NoticeSocket::open(req, domain, notices_, work_, then);
    return true;
  }
  // The password checks under way answer connections.
  void close() override { domain.shutdown(); }

 private:
  Notices& notices_;
  boost::asio::any_io_executor work_;
};

}  // namespace

extern const ModuleEntry kModule{"accounts", kAccountsSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<AccountsModule>(h);
                                 }};

}  // namespace manqala::accounts
