// The routes of tournaments (docs/web-api.md, "Tournaments"): announce one (any account, or
// a club's admin for the club), list them, its page, register and leave, and the organiser's
// start, pause, resume, withdraw and correct; standings as CSV and the games as records.
// Organiser's actions are allowed to the account that announced it and to its club's admins.
// A club's page lists its tournaments.
//
// A tournament's page (its standings with tie-breaks, its crosstable) is built once for each
// state of the tournament as heavy work, kept (common/view_cache.h) and brought up to the
// clock and the viewer for each reader; the exports (CSV, records, TRF) are heavy work too.
#pragma once

#include <memory>
#include "server/accounts/account_routes.h"
#include "server/clubs/club_routes.h"
#include "server/common/client_quota.h"
#include "server/common/job_queue.h"
#include "server/common/view_cache.h"
#include "server/tournaments/director.h"

namespace manqala::tournaments {

class TournamentRoutes {
 public:
  // Adds the club's tournaments to the clubs' pages.
  TournamentRoutes(Archive& archive, accounts::AccountRoutes& accounts, clubs::ClubRoutes& clubs, Director& director,
                   JobQueue& jobs);

  // /api/tournaments...: the list, a new one, a tournament's page, exports and actions.
  std::vector<Route> table();

 private:
  // The tournament of the route's {id}, or nothing having answered 404.
  std::optional<Tournament> tournament_of(const Call& c);
  void list(const Call& c);
  void create(const HttpRequest& req, const SeatAccount& me, const Respond& respond);
  void exported(const Call& c, const Tournament& t, const std::string& what);
  void action(const HttpRequest& req, const SeatAccount& me, const Tournament& t, const std::string& what,
              const Respond& respond);
  void records(const Tournament& t, const Respond& respond);
  // An announcement as a notice to its registered players, and a club tournament's members.
  void tell(const Tournament& t, const std::string& text);
  // tournament.trf[?flavour=trfx]: the tournament report file (TRF-2026 by default).
  void trf(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
           const std::map<std::string, std::string>& query, const Respond& respond);
  bool organises(const Tournament& t, int64_t account);
  // The page as `viewer` sees it (with whether they are registered and may organise), from
  // the kept view, to `respond` (200 with an ETag, or 304), maybe later.
  void page_for(const HttpRequest& req, const std::string& id, const SeatAccount& viewer, const Respond& respond,
                const nlohmann::json& extra = nlohmann::json::object());
  nlohmann::json viewer_parts(const Tournament& t, const std::vector<Entrant>& entrants,
                              const std::vector<AskedBye>& byes, const SeatAccount& viewer);

  ClientQuota creations_{10, 20};  // new clubs or tournaments a minute per address
  Archive& archive_;
  accounts::AccountRoutes& accounts_;
  Director& director_;
  JobQueue& jobs_;
  ViewCache views_;
  std::unique_ptr<TournamentStore> store_;
};

}  // namespace manqala::tournaments
