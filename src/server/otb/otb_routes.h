// The routes of over-the-board tournaments (docs/web-api.md, "Over-the-board tournaments"): create, list, the whole tournament, its TRF out and in; the
// director's players at the door, byes, pairing (Dutch or Berger), hand-made pairings checked
// against the Dutch rules, results and corrections, confirming the hall's proposals, finishing;
// and for anyone, within a per-address quota, a result proposed from the hall and a board's
// game checked from its scoresheet.
//
// Every change checks what the tournament's state allows and then writes, under the
// tournament's lock, so that two directors' clicks cannot both pass a check that only one of
// them may.
#pragma once

#include <map>
#include <memory>
#include <mutex>

#include "server/accounts/account_routes.h"
#include "server/archive/archive.h"
#include "server/common/client_quota.h"
#include "server/common/route_helpers.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

class OtbRoutes {
 public:
  OtbRoutes(Archive& archive, accounts::AccountRoutes& accounts);

  // Answers /api/otb...; false for any other target.
  bool handle(const HttpRequest& req, const Target& t, const Respond& respond);

 private:
  void create(const HttpRequest& req, const Respond& respond);
  void import(const HttpRequest& req, const Target& t, const Respond& respond);
  void trf(const OtbData& d, const Target& t, const Respond& respond);
  void page(const HttpRequest& req, const std::string& id, const Respond& respond);
  // The POST routes below /api/otb/<id>/.
  void post(const HttpRequest& req, const Target& t, const Respond& respond);
  bool directs(const OtbTournament& t, int64_t account);

  // The director's actions; each answers and throws Refused / ParseError for what is refused.
  void add_player(const OtbData& d, const SeatAccount& me, const nlohmann::json& body, const Respond& respond);
  void edit_player(const OtbData& d, int pid, const SeatAccount& me, const nlohmann::json& body);
  void set_bye(const OtbData& d, const SeatAccount& me, const nlohmann::json& body);
  void pair(const OtbData& d, const SeatAccount& me, const Respond& respond);
  void unpair(const OtbData& d, const SeatAccount& me);
  void hand_pairing(const OtbData& d, int round, const SeatAccount& me, const nlohmann::json& body,
                    const Respond& respond);
  void confirm(const OtbData& d, int round, int board, const SeatAccount& me);
  void finish(const OtbData& d, const SeatAccount& me);
  // Anyone's (the director's results are results, others' proposals).
  void result(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me, bool director,
              const nlohmann::json& body);
  void sheet(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me, bool director,
             const nlohmann::json& body, const Respond& respond);

  ClientQuota creations_{10, 20};   // new tournaments (and imports) a minute per address
  ClientQuota hall_{30, 60};        // proposals and sheet checks a minute per address
  // Each tournament's changes one at a time (a read, its checks, the write): a director whose
  // large field takes seconds to pair holds up only his own tournament's hall.
  std::mutex& changes_of(const std::string& id);
  std::mutex locks_mu_;
  std::map<std::string, std::unique_ptr<std::mutex>> changes_;
  Archive& archive_;
  accounts::AccountRoutes& accounts_;
  OtbStore store_;
};

}  // namespace manqala::otb
