// The director's players at the door, their edits and withdrawals, and byes asked for.
#include <algorithm>

#include "server/common/names.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_import.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_teams.h"

namespace manqala::otb {

using nlohmann::json;

namespace {

// Where a new player goes in the initial ranking: after those with a higher rating, or the
// same rating and a name not after its own.
int place_of(const OtbData& d, const std::string& name, int rating) {
  int n = 1;
  for (const auto& p : d.players)
    if (p.rating > rating || (p.rating == rating && p.name <= name)) ++n;
  return n;
}

}  // namespace

void OtbRoutes::add_player(const OtbData& d, const SeatAccount& me, const json& body, const Respond& respond) {
  not_finished(d);
  OtbPlayer p;
  p.name = text_field(body, "name", 1, 60);
  p.rating = int_field(body, "rating", 0, 4000, 0);
  const FideFields fide = fide_fields(body, {});
  p.title = fide.title, p.federation = fide.federation, p.fide_id = fide.fide_id;
  const std::string account = text_field(body, "account", 0, 60);
  if (!account.empty()) {
    const auto a = accounts_.find(account);
    if (!a) throw Refused(404, "no account " + account);
    p.account_id = a->id;
  }
  if (static_cast<int>(d.players.size()) >= kMaxEventPlayers)
    throw Refused(409, "the tournament has " + std::to_string(kMaxEventPlayers) + " players, its most");
  // The same name twice is most often one player entered twice: said, unless the director
  // says it is another player of that name.
  if (!bool_field(body, "same_name", false))
    for (const auto& x : d.players)
      if (name_key(x.name) == name_key(p.name))
        throw Refused(409, x.name + " is in the list already (number " + std::to_string(x.number) +
                               "); send same_name true to add another player of that name",
                      "otb-same-name");
  // A team event's player joins a team (at the end of its board order), at any time: its
  // rounds pair teams, whose lineups may change between rounds.
  if (is_team_event(d.t)) {
    p.team = int_field(body, "team", 1, 1000000, 0);
    p.team_order = 1;
    bool found = false;
    for (const auto& t : d.teams) found |= t.id == p.team;
    if (!found) throw Refused(404, "no team " + std::to_string(p.team) + " in this event");
    for (const auto& x : d.players)
      if (x.team == p.team) p.team_order = std::max(p.team_order, x.team_order + 1);
  } else if (is_round_robin(d.t) && d.t.round > 0) {
    throw Refused(409, "a round robin takes no player once it has begun");
  }
  if (is_round_robin(d.t) && !is_team_event(d.t) && static_cast<int>(d.players.size()) >= kMaxRoundRobinPlayers)
    throw Refused(409, "a round robin has at most 24 players");
  if (!is_round_robin(d.t) && d.t.round >= d.t.rounds) throw Refused(409, "every round is paired");
  p.joined_round = d.t.round + 1;
  // Once round 1 is paired its sheets are out: a late entry takes the next number and nobody's
  // changes (the director may re-sort them, renumber()).
  p.number = d.t.round == 0 ? place_of(d, p.name, p.rating) : static_cast<int>(d.players.size()) + 1;
  const int pid = store_->add_player(d.t.id, p, {me.name, "player-added", d.t.round + 1, 0, p.name, "", std::to_string(p.rating)});
  respond(json_response(201, {{"id", pid}, {"number", p.number}}));
}

void OtbRoutes::edit_player(const OtbData& d, int pid, const SeatAccount& me, const json& body) {
  not_finished(d);
  OtbPlayer p = player_of(d, pid);
  if (body.contains("withdraw")) return withdraw(d, p, me, bool_field(body, "withdraw", false));
  if (body.contains("delete")) {
    if (!bool_field(body, "delete", false)) throw ParseError("'delete' can only be true");
    for (const auto& b : d.boards)
      if (b.white == pid || b.black == pid) throw Refused(409, p.name + " has been paired: withdraw him instead");
    return store_->remove_player(d.t.id, pid, {me.name, "player-deleted", d.t.round, 0, p.name, std::to_string(p.number)});
  }
  if (body.contains("account")) {
    const std::string name = text_field(body, "account", 0, 60);
    const std::string before = p.account;
    if (name.empty()) {
      p.account_id = 0;
    } else {
      const auto a = accounts_.find(name);
      if (!a) throw Refused(404, "no account " + name);
      p.account_id = a->id;
    }
    return store_->update_player(d.t.id, p, {me.name, "account-linked", 0, 0, p.name, before, name});
  }
  if (!body.contains("name") && !body.contains("rating") && !body.contains("title") && !body.contains("federation") &&
      !body.contains("fide_id"))
    throw ParseError("give withdraw, delete, account, or name, rating, title, federation and fide_id");
  const auto line = [](const OtbPlayer& x) {
    std::string out = x.name + " " + std::to_string(x.rating);
    for (const std::string* f : {&x.title, &x.federation, &x.fide_id})
      if (!f->empty()) out += " " + *f;
    return out;
  };
  const std::string from = line(p);
  p.name = text_field(body, "name", 1, 60, p.name);
  p.rating = int_field(body, "rating", 0, 4000, p.rating);
  const FideFields fide = fide_fields(body, {p.title, p.federation, p.fide_id});
  p.title = fide.title, p.federation = fide.federation, p.fide_id = fide.fide_id;
  auto players = d.players;
  for (auto& x : players)
    if (x.id == pid) x = p;
  // Before round 1 the ranking follows the ratings; after it the numbers are as printed.
  store_->update_player(d.t.id, p, {me.name, "player-edited", d.t.round, 0, p.name, from, line(p)},
                       d.t.round == 0 ? ranking(players) : std::vector<int>{});
}

void OtbRoutes::withdraw(const OtbData& d, OtbPlayer p, const SeatAccount& me, bool out) {
  if (!out) {  // taken back: he is paired again from the next round; the rounds he missed stay absences
    if (!p.withdrawn) throw Refused(409, p.name + " has not withdrawn");
    if (!is_round_robin(d.t) && d.t.round >= d.t.rounds) throw Refused(409, "every round is paired");
    std::vector<int> missed;
    for (int r = 1; r <= d.t.round; ++r) {
      bool on_board = false;
      for (const auto& b : d.boards) on_board |= b.round == r && (b.white == p.id || b.black == p.id);
      if (!on_board && r >= p.joined_round) missed.push_back(r);
    }
    p.withdrawn = false;
    return store_->readmit(d.t.id, p, missed, {me.name, "player-readmitted", d.t.round + 1, 0, p.name});
  }
  if (p.withdrawn) throw Refused(409, p.name + " has withdrawn already");
  if (d.t.round == 0)  // nothing is paired yet: he leaves no trace in the lists
    return store_->remove_player(d.t.id, p.id, {me.name, "player-withdrawn", 0, 0, p.name});
  p.withdrawn = true;
  store_->update_player(d.t.id, p, {me.name, "player-withdrawn", d.t.round, 0, p.name});
}

void OtbRoutes::renumber(const OtbData& d, const SeatAccount& me) {
  not_finished(d);
  if (is_round_robin(d.t) && d.t.round > 0) throw Refused(409, "a round robin's numbers are its schedule once it has begun");
  const auto order = ranking(d.players);
  std::vector<LogLine> lines;
  for (size_t i = 0; i < order.size(); ++i) {
    const OtbPlayer& p = player_of(d, order[i]);
    if (p.number != static_cast<int>(i + 1))
      lines.push_back({me.name, "renumbered", d.t.round, 0, p.name, std::to_string(p.number), std::to_string(i + 1)});
  }
  if (lines.empty()) throw Refused(409, "the starting numbers are in rating order already");
  store_->renumber(d.t.id, order, lines);
}

void OtbRoutes::set_bye(const OtbData& d, const SeatAccount& me, const json& body) {
  not_finished(d);
  players_paired(d, "a bye");
  const OtbPlayer& p = player_of(d, int_field(body, "player", 1, 1000000, 0));
  const int round = int_field(body, "round", 1, kMaxSwissRounds, 0);
  const std::string kind = text_field(body, "kind", 0, 4);
  if (kind != "" && kind != "half" && kind != "zero" && kind != "full") throw ParseError("kind is half, zero, full or \"\"");
  if (is_round_robin(d.t)) throw Refused(409, "a round robin's rounds are fixed: no byes are asked for");
  if (round <= d.t.round) throw Refused(409, "round " + std::to_string(round) + " is paired already");
  if (round > d.t.rounds) throw Refused(409, "the tournament has " + std::to_string(d.t.rounds) + " rounds");
  if (p.withdrawn) throw Refused(409, p.name + " has withdrawn");
  std::string before;
  for (const auto& y : d.byes)
    if (y.player == p.id && y.round == round) before = y.kind;
  if (kind.empty() && before.empty()) throw Refused(409, p.name + " has no bye in round " + std::to_string(round));
  store_->set_bye(d.t.id, {p.id, round, kind}, {me.name, kind.empty() ? "bye-cancelled" : "bye", round, 0, p.name, before, kind});
}

}  // namespace manqala::otb
