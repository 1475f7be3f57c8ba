// The FIDE (Dutch) System, C.04.3 as in force from 2026: the next round of a Swiss tournament.
// Score brackets are paired from the top; in each, of all pairings that let the round be
// completed, the best by the quality criteria in order (dutch_criteria.h), and of equally good
// ones the first that the rules' order of candidates (transpositions and exchanges of S1 and
// S2, moved-down players first) would reach. Then colours by the colour allocation rules.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "pairing/dutch_criteria.h"
#include "pairing/tournament.h"

namespace manqala::pairing {

struct Board {
  int white = 0, black = 0;  // starting numbers; White is South
  friend bool operator==(const Board&, const Board&) = default;
};

struct RoundPairing {
  std::vector<Board> boards;  // in board order (C.04.2: higher score, sum of scores, rank)
  int bye = 0;                // the pairing-allocated bye's player, 0 when none
  friend bool operator==(const RoundPairing&, const RoundPairing&) = default;
};

// No pairing satisfies the absolute criteria (the arbiter must decide: C.04.1).
struct NoPairing : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Pairs `round` (normally rounds_played() + 1) from the rounds before it. Players withdrawn,
// with a bye asked for that round, or with an entry already written for it are left out.
// Past `deadline` it throws PairingTooSlow.
RoundPairing pair_dutch(const Tournament& t, int round, Deadline deadline = {});

// As the FIDE-endorsed pairing engines print it: the number of pairs, then one pair a line,
// White's and Black's starting numbers, and "N 0" for the pairing-allocated bye.
std::string pairing_lines(const RoundPairing& pairing);

}  // namespace manqala::pairing
