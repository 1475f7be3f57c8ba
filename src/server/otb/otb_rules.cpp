// The pairing's own rules of a Swiss (otb_routes.h): Baku acceleration, chosen before round 1,
// and the players kept apart, added and ended at any time for the rounds still to be paired.
#include <algorithm>
#include <set>

#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_routes.h"

namespace manqala::otb {
namespace {

constexpr std::size_t kMaxForbiddenGroups = 200, kMaxForbiddenGroupSize = 20;

void swiss_only(const OtbData& d) {
  if (d.t.format != "swiss")
    throw Refused(409, "a round robin's pairings are Berger's tables: no acceleration, no forbidden pairs", "otb-rules-swiss");
}

// "Ali Said, Omar Said (family)": the log's words for a group (a player deleted since is left out).
std::string group_text(const OtbData& d, const OtbForbidden& f) {
  std::string out;
  for (int id : f.players)
    for (const auto& p : d.players)
      if (p.id == id) out += (out.empty() ? "" : ", ") + p.name;
  return f.note.empty() ? out : out + " (" + f.note + ")";
}

bool active(const OtbForbidden& f) { return f.to == 0; }

}  // namespace

void OtbRoutes::set_acceleration(const OtbData& d, const SeatAccount& me, const nlohmann::json& body) {
  not_finished(d);
  swiss_only(d);
  players_paired(d, "a pairing rule");
  const std::string acceleration = text_field(body, "acceleration", 1, 8);
  if (acceleration != "none" && acceleration != "baku") throw ParseError("acceleration is none or baku");
  if (d.t.round > 0 && acceleration != d.t.acceleration)
    throw Refused(409, "the acceleration is chosen before round 1 is paired", "otb-acceleration-started");
  store_->set_pairing_rules(d.t.id, acceleration, d.t.forbidden,
                           {me.name, "acceleration", 0, 0, "", d.t.acceleration, acceleration});
}

void OtbRoutes::keep_apart(const OtbData& d, const SeatAccount& me, const nlohmann::json& body) {
  not_finished(d);
  swiss_only(d);
  players_paired(d, "a pairing rule");
  if (!body.contains("players") || !body["players"].is_array() || body["players"].size() > kMaxForbiddenGroupSize)
    throw ParseError("'players' must be an array of 2 to 20 player ids");
  OtbForbidden f;
  std::set<int> seen;
  for (const auto& p : body["players"]) {
    if (!p.is_number_integer()) throw ParseError("'players' must be an array of player ids");
    const int id = player_of(d, p.get<int>()).id;  // 404 for one not in the tournament
    if (seen.insert(id).second) f.players.push_back(id);
  }
  if (f.players.size() < 2) throw ParseError("'players' must name two different players or more");
  std::sort(f.players.begin(), f.players.end());
  f.note = text_field(body, "note", 0, 80);
  f.from = d.t.round + 1;  // the rounds paired already were paired without it
  const auto same = [&](const OtbForbidden& g) { return active(g) && g.players == f.players; };
  if (std::any_of(d.t.forbidden.begin(), d.t.forbidden.end(), same))
    throw Refused(409, "these players are kept apart already", "otb-forbidden-same");
  if (d.t.forbidden.size() >= kMaxForbiddenGroups) throw Refused(409, "at most 200 forbidden pairs a tournament");
  auto groups = d.t.forbidden;
  groups.push_back(f);
  store_->set_pairing_rules(d.t.id, d.t.acceleration, groups, {me.name, "forbidden-added", f.from, 0, "", "", group_text(d, f)});
}

void OtbRoutes::end_forbidden(const OtbData& d, int number, const SeatAccount& me) {
  not_finished(d);
  const auto index = static_cast<std::size_t>(number - 1);
  if (number < 1 || index >= d.t.forbidden.size() || !active(d.t.forbidden[index]))
    throw Refused(404, "no forbidden pair " + std::to_string(number) + " in force");
  auto groups = d.t.forbidden;
  auto& f = groups[index];
  const std::string text = group_text(d, f);
  // Kept, ended with the last paired round, when a round was paired under it: that round's
  // pairing stays the pairing of its rules (the TRF says so, and --check agrees).
  if (f.from <= d.t.round) f.to = d.t.round;
  else groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(index));
  store_->set_pairing_rules(d.t.id, d.t.acceleration, groups, {me.name, "forbidden-ended", d.t.round + 1, 0, "", text, ""});
}

}  // namespace manqala::otb
