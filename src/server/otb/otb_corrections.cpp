// Results that touch a round already paired: a correction of an earlier round (the rounds
// paired since were paired on the old score: kept, logged, or the last paired again), and a
// forfeit entered just after the pairing (the round paired again without whoever did not come,
// or the forfeit kept). The director says which in the body's "later"; until then nothing
// changes and the refusal says what may be chosen.
#include "server/db/utc_time.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"

namespace manqala::otb {

using nlohmann::json;

void OtbRoutes::correct_paired(const OtbData& d, const OtbBoard& b, const std::string& result, const std::string& later,
                               const SeatAccount& me, const Respond& respond) {
  const int round = b.round, last = d.t.round;
  const std::string board = std::to_string(round) + "." + std::to_string(b.board);
  const std::string rounds = round + 1 == last ? std::to_string(last) : std::to_string(round + 1) + "–" + std::to_string(last);
  if (later.empty())
    throw Refused(409, "round " + rounds + " was paired on the old score: say later \"keep\" (noted in the log) or \"repair\" (round " +
                           std::to_string(last) + " paired again)",
                  "otb-paired-on-old-score");
  std::vector<LogLine> lines{{me.name, "correction", round, b.board, "", b.result, result}};
  if (later == "keep") {
    for (int r = round + 1; r <= last; ++r) lines.push_back({me.name, "pairing-kept", r, 0, "", "", board});
    store_->set_result(d.t.id, round, b.board, result, lines);
    return respond(json_response(200, {{"ok", true}}));
  }
  if (round_has_results(d, last)) throw Refused(409, "round " + std::to_string(last) + " has results: it cannot be paired again, only kept");
  lines.push_back({me.name, "unpaired", last, 0, "", "", board});
  store_->set_result(d.t.id, round, b.board, result, lines, last);
  pair_again(d.t.id, me, respond);
}

namespace {

// The players of board `b` who did not come, by its forfeit result.
std::vector<int> absent_of(const OtbBoard& b, const std::string& result) {
  if (result == "+-") return {b.black};
  if (result == "-+") return {b.white};
  return {b.white, b.black};
}

}  // namespace

bool OtbRoutes::forfeit_asks(const OtbData& d, const OtbBoard& b, const std::string& result, const std::string& later) {
  // A Swiss's last round, its first result a forfeit while no game of the round has a result:
  // the round may still be paired again without the player who did not come.
  // (A team event's round pairs teams: a player who did not come loses his board, and the match goes on.)
  if (is_round_robin(d.t) || d.t.team_boards > 0 || !b.result.empty() || (result != "+-" && result != "-+" && result != "--"))
    return false;
  if (later == "keep" || round_has_results(d, b.round)) return false;
  if (later.empty())
    throw Refused(409, "a forfeit just after the pairing: say later \"keep\" (the forfeit stands) or \"repair\" (round " +
                           std::to_string(b.round) + " paired again without the absent player)",
                  "otb-forfeit-repair");
  return true;
}

void OtbRoutes::forfeit_repair(const OtbData& d, const OtbBoard& b, const std::string& result, const SeatAccount& me,
                               const Respond& respond) {
  const auto absent = absent_of(b, result);
  std::vector<LogLine> lines;
  for (int id : absent) lines.push_back({me.name, "bye", b.round, 0, player_of(d, id).name, "", "zero"});
  lines.push_back({me.name, "unpaired", b.round, 0, "", "", std::to_string(b.round) + "." + std::to_string(b.board) + " " + result});
  store_->take_back_for_absence(d.t.id, b.round, absent, lines);
  pair_again(d.t.id, me, respond);
}

void OtbRoutes::pair_again(const std::string& id, const SeatAccount& me, const Respond& respond) {
  const auto d = store_->load(id);
  try {
    pair(*d, me, respond);
  } catch (const Refused& e) {
    if (e.status != 429 && e.status != 503) throw;
    const PairingRun run{d->t.round + 1, utc_now(), "failed", std::string(e.what()), "otb-pairing-busy"};
    {
      std::lock_guard lock(pairings_mu_);
      pairings_[id] = run;
    }
    // Not the view: it is heavy work too, which the lane would refuse as well.
    respond(json_response(200, {{"ok", true}, {"pairing", pairing_json(run)}}));
  }
}

}  // namespace manqala::otb
