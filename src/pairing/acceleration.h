// Accelerated pairings (FIDE C.04.5): virtual points added to the scores of the stronger part
// of the field in the first rounds, so that the leaders meet sooner. They count for pairing
// only, never in the standings.
#pragma once

#include "pairing/tournament.h"

namespace manqala::pairing {

// The size of the Baku method's first group (GA) for a field of `players`: the first half of
// the players, rounded up to an even number (C.04.5.1: 2 * ceil(players / 4)).
int baku_group_size(int players);

// The Baku method's virtual points (C.04.5.1), replacing every player's: players 1 to
// `last_of_group` (GA; after late entries, the last GA player is the one of round 1) get a
// win's points in the first half (rounded up) of the accelerated rounds and a draw's in the
// rest; the accelerated rounds are the first half (rounded up) of the planned rounds. Throws
// std::invalid_argument when the rounds are not planned, or the point system is not the
// standard one the method is made for (a draw half a win, nothing for a loss).
void accelerate_baku(Tournament& t, int last_of_group);

}  // namespace manqala::pairing
