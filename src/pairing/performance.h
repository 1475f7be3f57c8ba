// The rating report of a tournament, as a club keeps its own list (FIDE's Rating Regulations,
// B.02, give the method): for each player the rated games played over the board against rated
// opponents (forfeits, byes and unrated games W/D/L are no games here), the points scored in
// them, the average rating of those opponents (Ra, rounded to a whole number, 0.5 up) and the
// performance rating Ra + dp, dp from FIDE's table 8.1(a) of the percentage scored rounded to
// two places.
#pragma once

#include <vector>

#include "pairing/tournament.h"

namespace manqala::pairing {

// dp of FIDE's table 8.1(a) for a score of `percent` hundredths (0..100): 800 at 100, 0 at 50,
// -800 at 0.
int rating_difference(int percent);

struct PerformanceRow {
  int player = 0;             // starting number
  int games = 0;              // rated games against rated opponents
  Points points = 0;          // scored in them (tenths)
  int average_opponent = 0;   // Ra; 0 without such games
  int performance = 0;        // Ra + dp; 0 without such games
};

// Every player in starting numbers' order, over rounds 1..after_round.
std::vector<PerformanceRow> performance_report(const Tournament&, int after_round);

}  // namespace manqala::pairing
