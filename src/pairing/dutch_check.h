// Checking a round's pairing against the Dutch system: the absolute criteria, then bracket by
// bracket the quality criteria in order, naming the first one the pairing breaks; the order
// of candidates when all criteria are met as well; then the colours.
#pragma once

#include <string>
#include <vector>

#include "pairing/dutch.h"

namespace manqala::pairing {

struct Breach {
  std::string criterion;  // "C1".."C21", "order", "colours", or "players"
  std::string text;       // in English, naming the players (starting numbers)
};

// The pairing a tournament records for `round` (its games and forfeits, and its
// pairing-allocated bye).
RoundPairing recorded_pairing(const Tournament& t, int round);
// The tournament as it was when `round` was paired: later rounds gone, and the round's
// entries that are not pairings (byes asked for, absences) kept as byes asked for.
Tournament before_round(const Tournament& t, int round);

// What in `given` breaks the rules as the pairing of `round` of `before` (nothing: it is the
// pairing the Dutch system makes).
std::vector<Breach> check_dutch(const Tournament& before, int round, const RoundPairing& given);

}  // namespace manqala::pairing
