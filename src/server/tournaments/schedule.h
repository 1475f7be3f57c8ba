// The boards of a round from its pairing (round.h), as the director stores them and the
// tournament's page shows the rounds to come: players numbered in seed order, as
// TournamentStore::entrants() lists them.
#pragma once

#include <vector>

#include "server/tournaments/round.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

// Round `number`'s boards: a withdrawn player's game is forfeited, not played (both withdrawn:
// both lose, "--"); the bye is a board without North, unless its player has withdrawn.
std::vector<Board> boards_of(int number, const Round& pairing, const std::vector<Entrant>& entrants);

// A round robin's rounds after round `after`, as they will be paired (its pairings follow from
// the seeds alone); nothing for a Swiss, whose rounds are paired from the results.
std::vector<Board> scheduled_boards(const Tournament& t, const std::vector<Entrant>& entrants, int after);

}  // namespace manqala::tournaments
