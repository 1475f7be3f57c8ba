// The routes of clubs (docs/web-api.md, "Clubs"): create one, list them, a club's page
// (members with their ratings, the invitation link for its admins, and what later domains add:
// its tournaments), join by the link, leave, make or unmake an admin, remove a member, rename
// the club, renew the link. A player's page shows their clubs, and a leaderboard may be a
// club's.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "server/accounts/account_routes.h"
#include "server/clubs/club_store.h"
#include "server/common/client_quota.h"
#include "server/ratings/rating_routes.h"

namespace manqala::clubs {

// The address of a club's logo as pages use it: with its time, so that caches keep it until
// it changes.
std::string logo_url(const std::string& club, const std::string& updated);

class ClubRoutes {
 public:
  // Adds the clubs to the accounts' player pages and gives the leaderboards a club's members.
  ClubRoutes(Database& db, accounts::AccountRoutes& accounts, ratings::RatingRoutes& ratings);

  // A part of every club's page: it adds its fields to `page`.
  using PagePart = std::function<void(const Club& club, nlohmann::json& page)>;
  // Before the server serves: the parts are read without a lock.
  void add_page_part(PagePart part) { page_parts_.push_back(std::move(part)); }
  // Told when an account stops being a member (removed or leaving), after the store says so:
  // the club's tournaments drop its registrations. Added before the server serves, as parts.
  using MemberGone = std::function<void(const std::string& club, int64_t account)>;
  void on_member_gone(MemberGone f) { member_gone_.push_back(std::move(f)); }

  // /api/clubs...: the list, a new club, a club's page, logo and members' actions.
  std::vector<Route> table();

 private:
  // The club of the route's {club}, or nothing having answered 404.
  std::optional<Club> club_of(const Call& c);
  void create(const HttpRequest& req, const SeatAccount& me, const Respond& respond);
  void page(const HttpRequest& req, const std::string& id, const Respond& respond);
  void action(const HttpRequest& req, const SeatAccount& me, const Club& club, const std::string& what,
              const Respond& respond);
  // GET (anyone) and POST (an admin; the image as the body) /api/clubs/{id}/logo.
  void logo(const Club& club, const Respond& respond);
  void set_logo(const HttpRequest& req, const SeatAccount& me, const Club& club, const Respond& respond);

  ClientQuota creations_{10, 20};  // new clubs or tournaments a minute per address
  Database& db_;
  accounts::AccountRoutes& accounts_;
  std::unique_ptr<ClubStore> store_;
  std::vector<PagePart> page_parts_;
  std::vector<MemberGone> member_gone_;
};

}  // namespace manqala::clubs
