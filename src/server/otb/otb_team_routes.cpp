// A team event's teams: added before round 1, renamed and their board order set at any time.
#include <algorithm>

#include "server/clubs/club_store.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_teams.h"

namespace manqala::otb {

using nlohmann::json;

inline constexpr int kMaxTeams = 64;

void OtbRoutes::add_team(const OtbData& d, const SeatAccount& me, const json& body, const Respond& respond) {
  not_finished(d);
  if (!is_team_event(d.t)) throw Refused(409, "this tournament pairs players, not teams");
  if (d.t.round > 0) throw Refused(409, "teams are entered before round 1 is paired");
  if (static_cast<int>(d.teams.size()) >= kMaxTeams) throw Refused(409, "a team event has at most 64 teams");
  OtbTeam team;
  team.name = text_field(body, "name", 1, 60);
  team.club_id = text_field(body, "club_id", 0, 40);
  if (!team.club_id.empty() && !clubs::ClubStore::open(archive_.database())->find(team.club_id))
    throw Refused(404, "no club " + team.club_id);
  for (const auto& t : d.teams)
    if (t.name == team.name) throw Refused(409, team.name + " is in the event already");
  const int id = store_->add_team(d.t.id, team, {me.name, "team-added", 0, 0, team.name});
  respond(json_response(201, {{"id", id}}));
}

void OtbRoutes::edit_team(const OtbData& d, int team_id, const SeatAccount& me, const json& body) {
  not_finished(d);
  const auto it = std::find_if(d.teams.begin(), d.teams.end(), [&](const OtbTeam& t) { return t.id == team_id; });
  if (it == d.teams.end()) throw Refused(404, "no team " + std::to_string(team_id) + " in this event");
  OtbTeam team = *it;
  team.name = text_field(body, "name", 1, 60, team.name);
  for (const auto& t : d.teams)
    if (t.id != team.id && t.name == team.name) throw Refused(409, team.name + " is in the event already");
  std::vector<int> order;
  if (body.contains("order")) {
    if (!body["order"].is_array() || body["order"].size() > 200) throw ParseError("order is the team's players' ids, board 1 first");
    for (const auto& x : body["order"]) {
      if (!x.is_number_integer()) throw ParseError("order is the team's players' ids, board 1 first");
      const int pid = x.get<int>();
      if (player_of(d, pid).team != team.id) throw ParseError("player " + std::to_string(pid) + " is not of " + team.name);
      if (std::find(order.begin(), order.end(), pid) != order.end()) throw ParseError("player " + std::to_string(pid) + " twice");
      order.push_back(pid);
    }
  }
  store_->update_team(d.t.id, team, order, {me.name, "team-changed", d.t.round + 1, 0, team.name, it->name, team.name});
}

}  // namespace manqala::otb
