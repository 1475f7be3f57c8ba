// The routes of ratings (docs/web-api.md, "Accounts and ratings"): a game's leaderboards by
// speed (GET /api/leaderboard, ?club= for a club's members only), what a rated game did to its
// players' ratings (GET /api/games/{id}/ratings), and a player's ratings with their history on
// the player's page (a part of the accounts' profile), each listed game with its change.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "server/accounts/account_routes.h"
#include "server/ratings/rating_store.h"

namespace manqala::ratings {

// A rating as the routes show it: game, speed, rating, deviation, games, provisional.
nlohmann::json rating_json(const PlayerRating& p);
// What a game did to a rating: {"before", "after", "change"}, as shown (rounded).
nlohmann::json change_json(double before, double after);
// A game's changes by side: {"south": change_json, "north": ...} (empty before it is rated).
nlohmann::json changes_json(const std::vector<RatingChange>& changes);

class RatingRoutes {
 public:
  // The accounts of a club's members (none for a club that is not there): the clubs know,
  // above this, and say so with set_members_of() before the server serves.
  using MembersOf = std::function<std::vector<int64_t>(const std::string& club)>;

  // Adds the ratings to the accounts' player pages.
  RatingRoutes(Database& db, accounts::AccountRoutes& accounts);

  void set_members_of(MembersOf members_of) { members_of_ = std::move(members_of); }

  // GET /api/leaderboard.
  std::vector<Route> table();

 private:
  void leaderboard(const Target& t, const Respond& respond);

  std::unique_ptr<RatingStore> store_;
  MembersOf members_of_;
};

}  // namespace manqala::ratings
