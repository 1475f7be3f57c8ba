// What the over-the-board routes check before a change (otb_routes.h): the player, the board,
// and that the tournament is not over. Each throws the refusal the route answers. And the
// form of a tournament's id in a route's address, its own or its broadcast's.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "server/common/event_limits.h"
#include "server/common/refused.h"
#include "server/common/route_table.h"
#include "server/db/database.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

// The handler of a route of one over-the-board tournament ({id}): `f` with the id, once it
// has the form of one (404 otherwise). Defined in otb_routes.cpp.
std::function<void(const Call&)> event_route(std::function<void(const Call&, const std::string& id)> f);

inline const OtbPlayer& player_of(const OtbData& d, int pid) {
  for (const auto& p : d.players)
    if (p.id == pid) return p;
  throw Refused(404, "no player " + std::to_string(pid) + " in this tournament");
}

inline const OtbBoard& board_of(const OtbData& d, int round, int board) {
  for (const auto& b : d.boards)
    if (b.round == round && b.board == board) return b;
  throw Refused(404, "no board " + std::to_string(board) + " in round " + std::to_string(round));
}

inline void not_finished(const OtbData& d) {
  if (d.t.status == "finished") throw Refused(409, "the tournament is finished");
}

// A result is in on some board of the round (a pairing-allocated bye is none).
inline bool round_has_results(const OtbData& d, int round) {
  for (const auto& b : d.boards)
    if (b.round == round && !b.result.empty() && b.result != "bye") return true;
  return false;
}

// A team event's rounds pair teams: what concerns a player's own pairing does not apply.
inline void players_paired(const OtbData& d, const char* what) {
  if (d.t.team_boards > 0) throw Refused(409, std::string(what) + " is for events that pair players, not teams", "otb-team-event");
}

// Whether `account` directs the tournament: its creator, or an owner or admin of its club.
bool directs(Database& db, const OtbTournament& t, int64_t account);

}  // namespace manqala::otb
