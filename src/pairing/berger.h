// Round-robin schedules by FIDE's Berger tables (Handbook C.05, General Regulations for
// Competitions, Annex 1 "Berger Tables for Round-Robin Tournaments"). Players are their starting
// numbers 1..n; White is South.
//
// The tables, as the annex prints them for 3-16 players and as this file builds them for any n:
// - an odd number of players plays the table of n + 1, "the highest number counts as a bye":
//   whoever meets player n + 1 sits the round out;
// - round 1 is 1-n, 2-(n-1), 3-(n-2), ...; player n is fixed, playing White in the even rounds
//   and Black in the odd ones; in round r the other players meet in the pairs whose numbers add
//   up to r + 1 modulo n - 1 (counting 1..n-1), the one to move first being the one whose
//   partner's number is an odd number of places ahead of its own, modulo n - 1;
// - the boards are listed as in the annex: board 1 is player n's game, then outwards from it.
// - a double round robin plays the table twice, the second cycle with the colours reversed; the
//   annex recommends switching the last two rounds of the first cycle, so that no player has the
//   same colour three times in a row across the two cycles, and that is done here.
#pragma once

#include <vector>

#include "pairing/tournament.h"

namespace manqala::pairing {

struct BergerGame {
  int white = 0;  // starting numbers
  int black = 0;
  friend bool operator==(const BergerGame&, const BergerGame&) = default;
};

struct BergerRound {
  std::vector<BergerGame> games;  // in the annex's board order
  int sits_out = 0;               // the player paired with the dummy n + 1 (odd n), else 0
  friend bool operator==(const BergerRound&, const BergerRound&) = default;
};

// The number of rounds: n - 1 a cycle for an even n, n for an odd one; twice that when double.
int berger_round_count(int players, bool double_round);

// Every round, first to last (result[r - 1] is round r). Throws std::invalid_argument for fewer
// than 2 players.
std::vector<BergerRound> berger_schedule(int players, bool double_round);

// The whole schedule as the page shows it, a row a player: result[p - 1][r - 1] is player p's
// round r as a tournament entry with no result yet (opponent and colour; opponent 0 and colour
// none in the round it sits out).
std::vector<std::vector<Entry>> berger_table(int players, bool double_round);

}  // namespace manqala::pairing
