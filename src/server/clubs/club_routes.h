// The routes of clubs (docs/web-api.md, "Clubs"): create one, list them, a club's page
// (members with their ratings, its tournaments, the invitation link for its admins), join by
// the link, leave, make or unmake an admin, remove a member, rename the club, renew the link.
#pragma once

#include "server/accounts/account_routes.h"
#include "server/client_quota.h"
#include "server/clubs/club_store.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::clubs {

class ClubRoutes {
 public:
  ClubRoutes(Archive& archive, accounts::AccountRoutes& accounts)
      : archive_(archive), accounts_(accounts), store_(archive) {}

  // Answers /api/clubs...; false for any other target.
  bool handle(const HttpRequest& req, const Target& t, const Respond& respond);

 private:
  void create(const HttpRequest& req, const Respond& respond);
  void page(const HttpRequest& req, const std::string& id, const Respond& respond);
  void action(const HttpRequest& req, const Club& club, const std::string& what, const Respond& respond);

  ClientQuota creations_{10, 20};  // new clubs or tournaments a minute per address
  Archive& archive_;
  accounts::AccountRoutes& accounts_;
  ClubStore store_;
};

}  // namespace manqala::clubs
