// How a tournament is shown (docs/web-api.md, "Tournaments"): its summary in lists, its whole
// page (players, every round with its boards, a round robin's rounds to come too, standings
// with tie-breaks and crosstable after the last round played), and its standings as CSV.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "pairing/tiebreaks.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

nlohmann::json summary_json(const Tournament& t);
// `byes`: those asked for in advance; the page lists the ones for rounds not yet paired.
nlohmann::json page_json(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                         const std::vector<AskedBye>& byes = {});
// The parts of the page that the clock changes (countdowns, whether registration is open):
// a page kept from earlier is brought up to now with them.
nlohmann::json timely_json(const Tournament& t);
// The digest of everything page_json is built from but the clock: equal digests, equal pages.
uint64_t digest_of(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                   const std::vector<AskedBye>& byes);

// The last round whose every board has its result (0 before one is): the standings are those
// after it. A round under way counts only once it is over: its byes, stored when it was
// paired, too.
int standings_round(const Tournament& t, const std::vector<Board>& boards);
// The tournament's tie-breaks in order: the organiser's, or the format's default (a Swiss's
// BH-C1,BH,SB,DE, a round robin's SB,DE,WIN).
std::vector<pairing::TieBreak> tiebreaks_of(const Tournament& t);
// rank,name,points,games, then a column a tie-break headed by its C.07 acronym: one line a
// player, as the page's standings. Its header row in `language` (common/catalog.h).
std::string standings_csv(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                          const std::string& language);

}  // namespace manqala::tournaments
