// How a tournament is shown (docs/web-api.md, "Tournaments"): its summary in lists, its whole
// page (players, every round with its boards, a round robin's rounds to come too, standings
// with tie-breaks and crosstable after the last round played), and its standings as CSV.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/tournaments/standings.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

nlohmann::json summary_json(const Tournament& t);
// `byes`: those asked for in advance; the page lists the ones for rounds not yet paired.
nlohmann::json page_json(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                         const std::vector<AskedBye>& byes = {});

// The last round whose every board has its result (0 before one is): the standings are those
// after it. A round under way counts only once it is over: its byes, stored when it was
// paired, too.
int standings_round(const Tournament& t, const std::vector<Board>& boards);
// The standings after standings_round() (players numbered in seed order: entrants as
// entrants() gives them).
std::vector<Standing> standings_now(const Tournament& t, const std::vector<Entrant>& entrants,
                                    const std::vector<Board>& boards);
// rank,name,points,games,<tie-breaks of the format>: one line a player.
// The standings as CSV, its header row in `language` (common/catalog.h).
std::string standings_csv(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                          const std::string& language);

}  // namespace manqala::tournaments
