// The director's rounds: paired by the system, taken back, paired by hand (and checked), the
// tournament finished.
#include <map>
#include <set>

#include "server/db/utc_time.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_import.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_teams.h"
#include "server/otb/otb_view.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"

namespace manqala::otb {

using nlohmann::json;

void OtbRoutes::pair(const OtbData& d, const SeatAccount& me, const Respond& respond) {
  not_finished(d);
  const int round = d.t.round + 1;
  for (const auto& b : d.boards)
    if (b.round == d.t.round && b.result.empty())
      throw Refused(409, "board " + std::to_string(b.board) + " of round " + std::to_string(b.round) + " has no result yet");
  if (d.t.round > 0 && d.t.round >= d.t.rounds) throw Refused(409, "every round is paired; the director may finish");
  if (pairable(d, round).size() < 2) throw Refused(409, "fewer than two players to pair");
  const PairingRun run{round, utc_now(), "running", ""};
  {
    std::lock_guard lock(pairings_mu_);
    pairings_[d.t.id] = run;
  }
  try {
    jobs_.lane().post("account:" + std::to_string(me.id), [this, id = d.t.id, round, me] { pair_job(id, round, me); });
  } catch (...) {  // the heavy-work lane is full, or this director has his most waiting there
    std::lock_guard lock(pairings_mu_);
    pairings_.erase(d.t.id);
    throw;
  }
  respond(json_response(202, {{"pairing", pairing_json(run)}}));
}

// No other change is taken while this runs (OtbRoutes::post), so the tournament it pairs is the
// one the director saw; the round is written under the tournament's lock all the same.
void OtbRoutes::pair_job(const std::string& id, int round, const SeatAccount& me) {
  std::string code, failure;
  try {
    const auto d = store_->load(id);
    if (!d || d->t.round + 1 != round) throw Refused(409, "the tournament changed while it was being paired");
    int planned = d->t.rounds;
    const auto boards = pair_next(*d, planned, {std::chrono::steady_clock::now() + kPairingBound});
    std::string drawn = d->t.drawn_colour;
    if (d->t.initial_colour == "lot" && drawn.empty())
      drawn = initial_colour_of(d->t) == pairing::Colour::white ? "white" : "black";
    std::lock_guard lock(changes_of(id));
    if (round == 1 && is_team_event(d->t)) store_->number_teams(id, team_ranking(*d));
    store_->add_round(id, round, boards, drawn, planned, {me.name, "paired", round});
    pairing_done(id);  // under the lock: a change that sees the round sees it done
    if (changed_) changed_(id);
    return;
  } catch (const pairing::NoPairing& e) {
    code = "otb-no-pairing";
    failure = std::string("no pairing keeps the absolute criteria (the director may finish): ") + e.what();
  } catch (const pairing::PairingTooSlow&) {
    code = "otb-pairing-slow";
    failure = "the pairing took longer than " + std::to_string(kPairingBound.count()) +
              " seconds, this server's bound, and was given up";
  } catch (const Refused& e) {  // what the event lacks (a team short of players)
    code = e.code.empty() ? "otb-pairing-failed" : e.code;
    failure = e.what();
  } catch (const std::exception& e) {
    code = "otb-pairing-failed";
    failure = e.what();
  }
  pairing_done(id, code, failure);
}

void OtbRoutes::unpair(const OtbData& d, const SeatAccount& me) {
  not_finished(d);
  if (d.t.round == 0) throw Refused(409, "no round is paired");
  if (round_has_results(d, d.t.round)) throw Refused(409, "round " + std::to_string(d.t.round) + " has results");
  store_->remove_round(d.t.id, d.t.round, {me.name, "unpaired", d.t.round});
}

void OtbRoutes::hand_pairing(const OtbData& d, int round, const SeatAccount& me, const json& body,
                             const Respond& respond) {
  not_finished(d);
  players_paired(d, "a pairing by hand");
  if (round != d.t.round || round == 0) throw Refused(409, "only the last paired round is paired by hand");
  if (round_has_results(d, round)) throw Refused(409, "round " + std::to_string(round) + " has results");
  if (!body.contains("boards") || !body["boards"].is_array() || body["boards"].size() > kMaxEventPlayers)
    throw ParseError("'boards' must be an array of {white, black}");
  std::map<int, int> id_of;  // number -> id
  for (const auto& p : d.players) id_of[p.number] = p.id;
  const auto wanted = pairable(d, round);
  std::set<int> expected(wanted.begin(), wanted.end()), seen;
  pairing::RoundPairing given;
  std::vector<OtbBoard> boards;
  auto take = [&](int number) {
    if (!id_of.count(number) || !expected.count(id_of[number]))
      throw ParseError("player " + std::to_string(number) + " is not to be paired in round " + std::to_string(round));
    if (!seen.insert(id_of[number]).second) throw ParseError("player " + std::to_string(number) + " is paired twice");
    return id_of[number];
  };
  for (const auto& b : body["boards"]) {
    if (!b.is_object()) throw ParseError("each board is {white, black}");
    const int white = int_field(b, "white", 1, 100000, 0), black = int_field(b, "black", 0, 100000, -1);
    if (black == 0) {
      if (given.bye) throw ParseError("only one player has the bye");
      given.bye = white;
      take(white);
      continue;
    }
    given.boards.push_back({white, black});
    boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, take(white), take(black)));
  }
  if (seen.size() != expected.size()) throw ParseError("every player to be paired is paired exactly once");
  if (given.bye) boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, id_of[given.bye], 0, "bye"));
  OtbData after = d;
  std::erase_if(after.boards, [&](const OtbBoard& b) { return b.round == round; });
  after.boards.insert(after.boards.end(), boards.begin(), boards.end());
  json breaches = json::array();
  std::string text;
  for (const auto& b : pairing::check_dutch(pairing::before_round(model_of(after), round), round, given)) {
    breaches.push_back(b.criterion + ": " + b.text);
    text += (text.empty() ? "" : "; ") + b.criterion;
  }
  store_->replace_round(d.t.id, round, boards, {me.name, "pairing-edited", round, 0, "", "", text});
  respond(json_response(200, {{"breaches", breaches}}));
}

void OtbRoutes::finish(const OtbData& d, const SeatAccount& me) {
  not_finished(d);
  for (const auto& b : d.boards)
    if (b.result.empty())
      throw Refused(409, "board " + std::to_string(b.board) + " of round " + std::to_string(b.round) + " has no result yet");
  store_->set_status(d.t.id, "finished", {me.name, "finished", d.t.round});
}

// A correction after the end: the tournament runs again until the director finishes it anew;
// the log keeps both.
void OtbRoutes::reopen(const OtbData& d, const SeatAccount& me) {
  if (d.t.status != "finished") throw Refused(409, "the tournament is not finished");
  store_->set_status(d.t.id, "running", {me.name, "reopened", d.t.round});
}

}  // namespace manqala::otb
