// The routes of over-the-board tournaments (docs/web-api.md, "Over-the-board tournaments"): create, list, the whole tournament, its TRF out and in; the
// director's players at the door, byes, pairing (Dutch or Berger), hand-made pairings checked
// against the Dutch rules, results and corrections, confirming the hall's proposals, finishing;
// and for anyone, within a per-address quota, a result proposed from the hall and a board's
// game checked from its scoresheet.
//
// Every change checks what the tournament's state allows and then writes, under the
// tournament's lock, so that two directors' clicks cannot both pass a check that only one of
// them may.
//
// What costs much is heavy work (common/job_queue.h), on the line of whoever asked: a TRF
// imported or written, a round paired (answered 202 at once: the tournament's view says how
// the pairing goes, and no other change is taken meanwhile), and the view of the whole
// tournament, built once for each state of it (common/view_cache.h) and answered with an
// ETag, so that a page asking again gets 304 when nothing changed.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/archive/archive.h"
#include "server/common/client_quota.h"
#include "server/common/job_queue.h"
#include "server/common/route_helpers.h"
#include "server/common/view_cache.h"
#include "server/games/games.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

class OtbRoutes {
 public:
  // `games`: a board played online is a game of the server's (otb_online.cpp).
  OtbRoutes(Games& games, accounts::AccountRoutes& accounts, accounts::Notices& notices, JobQueue& jobs);

  // A pairing may take this long at most; past it, it is given up and the director told.
  static constexpr auto kPairingBound = std::chrono::seconds(60);

  // /api/otb...: the list, a new or imported tournament, what anyone reads of one, and the
  // changes (its director's, and a board's result and sheet).
  std::vector<Route> table();
  // A game of the server ended: when it is a board's played online, the board's result (on the
  // caller's thread: heavy work, as a tournament's next round is).
  void game_over(const std::string& game_id);
  // `changed` hears of each tournament changed (a result, a round paired...), after the
  // change, on the thread that made it: a broadcast shows it.
  void on_change(std::function<void(const std::string& id)> changed) { changed_ = std::move(changed); }

 private:
  void create(const HttpRequest& req, const SeatAccount& me, const Respond& respond);
  void import(const HttpRequest& req, const SeatAccount& me, const Target& t, const Respond& respond);
  void trf(const OtbData& d, const Target& t, const Respond& respond);
  // GET .../rating-report[?format=csv]: games, points and performance of each player.
  void rating_report(const HttpRequest& req, const Target& t, const OtbData& d, const Respond& respond);
  // GET .../live.svg?origin=: the QR code of the tournament's live page.
  void live_qr(const Target& t, const std::string& id, const Respond& respond);
  void page(const HttpRequest& req, const std::string& id, const Respond& respond);
  // The tournament as anyone sees it, or as its director does (the log, the pairing under
  // way), from the view cache, with its ETag (otb_page.cpp).
  void answer_view(const HttpRequest& req, const OtbData& d, bool director, const Respond& respond);
  // GET .../crosstable?offset=&limit=: its rows by pages.
  void crosstable(const HttpRequest& req, const Target& t, const OtbData& d, const Respond& respond);
  // GET .../tiebreaks: each player's tie-break breakdown, built once for each state.
  void tiebreaks(const HttpRequest& req, const OtbData& d, const Respond& respond);
  // The POST routes below /api/otb/<id>/ (otb_actions.cpp), by `me` (a guest may use a board
  // route).
  void post(const HttpRequest& req, const Target& t, const SeatAccount& me, bool board_route, const Respond& respond);
  bool directs(const OtbTournament& t, int64_t account);

  // The director's actions; each answers and throws Refused / ParseError for what is refused.
  void add_player(const OtbData& d, const SeatAccount& me, const nlohmann::json& body, const Respond& respond);
  // A player's name and rating (at any time: after round 1 the numbers stay), account, deletion
  // (never paired), withdrawal and its taking back.
  void edit_player(const OtbData& d, int pid, const SeatAccount& me, const nlohmann::json& body);
  void withdraw(const OtbData& d, OtbPlayer p, const SeatAccount& me, bool out);
  void reopen(const OtbData& d, const SeatAccount& me);
  void set_bye(const OtbData& d, const SeatAccount& me, const nlohmann::json& body);
  void pair(const OtbData& d, const SeatAccount& me, const Respond& respond);
  // The pairing itself, as heavy work; what becomes of it is in pairings_.
  void pair_job(const std::string& id, int round, const SeatAccount& me);
  void unpair(const OtbData& d, const SeatAccount& me);
  void hand_pairing(const OtbData& d, int round, const SeatAccount& me, const nlohmann::json& body,
                    const Respond& respond);
  void confirm(const OtbData& d, int round, int board, const SeatAccount& me);
  // Who may propose from the hall (the body's "proposals": "code" | "players"), and a new
  // hall code ("new_code": true) when the old link went where it should not.
  void set_hall(const OtbData& d, const SeatAccount& me, const nlohmann::json& body);
  // Refused unless `me` may propose the board's result: its player (mode "players") or one
  // who sends the hall's code (mode "code").
  void may_propose(const OtbData& d, const OtbBoard& b, const SeatAccount& me, const nlohmann::json& body);
  void finish(const OtbData& d, const SeatAccount& me);
  // A Swiss's pairing rules (otb_rules.cpp): Baku acceleration ("acceleration": "none" | "baku",
  // before round 1 is paired), players kept apart from the next round on ("players": ids,
  // "note"), and such a group ended (its "number" in the tournament's "forbidden", from 1).
  void set_acceleration(const OtbData& d, const SeatAccount& me, const nlohmann::json& body);
  void keep_apart(const OtbData& d, const SeatAccount& me, const nlohmann::json& body);
  void end_forbidden(const OtbData& d, int number, const SeatAccount& me);
  // Anyone's (the director's results are results, others' proposals).
  // A result, or a correction of a round before the last paired one (the body's "later" says
  // whether the rounds paired since stand, or the last is paired again: answered 202 as pair()).
  void result(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me, bool director,
              const nlohmann::json& body, const Respond& respond);
  // A forfeit entered on the last round before any of its results: refused until the body's
  // "later" says whether it stands ("keep") or the round is paired again without the absent
  // player ("repair": true here, then forfeit_repair()).
  bool forfeit_asks(const OtbData& d, const OtbBoard& b, const std::string& result, const std::string& later);
  void forfeit_repair(const OtbData& d, const OtbBoard& b, const std::string& result, const SeatAccount& me,
                      const Respond& respond);
  // The last round, taken back by a correction or a forfeit, paired again; when the heavy-work
  // lane cannot take it now the change stands, answered {"ok", "pairing"}: a failed pairing
  // ("otb-pairing-busy", in the view until the next change) asks the director to pair it again.
  void pair_again(const std::string& id, const SeatAccount& me, const Respond& respond);
  // A correction of a round before the last paired one (otb_corrections.cpp).
  void correct_paired(const OtbData& d, const OtbBoard& b, const std::string& result, const std::string& later,
                      const SeatAccount& me, const Respond& respond);
  // A team event's teams (otb_team_routes.cpp): one more before round 1 ("name", "club_id"),
  // and a team's name and board order ("order": its players' ids, board 1 first) at any time,
  // for the rounds paired after it.
  void add_team(const OtbData& d, const SeatAccount& me, const nlohmann::json& body, const Respond& respond);
  void edit_team(const OtbData& d, int team, const SeatAccount& me, const nlohmann::json& body);
  // The pairing numbers anew from the ratings (after round 1 they stay as given otherwise).
  void renumber(const OtbData& d, const SeatAccount& me);
  void sheet(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me, bool director,
             const nlohmann::json& body, const Respond& respond);
  // The board played online (a match between clubs whose players are far apart): a game of
  // the server between the two players' linked accounts, with the event's time control, its
  // result the board's when it ends (otb_online.cpp).
  void play_online(const OtbData& d, int round, int board, const SeatAccount& me, const Respond& respond);

  // A pairing under way, or the last one that failed (until the next change).
  struct PairingRun {
    int round = 0;
    std::string since, state;  // state "running" or "failed"
    std::string error, code;   // why it failed, in English and as the catalogs' error.code.<code>
  };
  std::optional<PairingRun> pairing_of(const std::string& id);
  static nlohmann::json pairing_json(const PairingRun& run);
  // The pairing of `id` ended: well (`code` ""), or not, and why.
  void pairing_done(const std::string& id, const std::string& code = "", const std::string& error = "");

  ClientQuota creations_{10, 20};   // new tournaments (and imports) a minute per address
  ClientQuota hall_{30, 60};        // proposals and sheet checks a minute per address
  // Each tournament's changes one at a time (a read, its checks, the write): a director whose
  // large field takes seconds to pair holds up only his own tournament's hall.
  std::mutex& changes_of(const std::string& id);
  std::mutex locks_mu_;
  std::map<std::string, std::unique_ptr<std::mutex>> changes_;
  std::mutex pairings_mu_;
  std::map<std::string, PairingRun> pairings_;
  std::function<void(const std::string&)> changed_;
  Games& games_;
  Archive& archive_;
  accounts::AccountRoutes& accounts_;
  accounts::Notices& notices_;
  JobQueue& jobs_;
  ViewCache views_;
  std::unique_ptr<OtbStore> store_;
};

}  // namespace manqala::otb
