// Who plays White (South) in a pair: the colour allocation rules of the Dutch system
// (C.04.3, "colour allocation rules"), applied in order.
#pragma once

#include "pairing/dutch_player.h"

namespace manqala::pairing {

// The colour of `higher`, the higher ranked of the two (1.2: score, then starting number).
// When nothing else decides (neither has a preference), the higher ranked player has
// `initial` (drawn by lot or chosen by the director) when `parity` is odd, the other colour
// when it is even: its starting number, or in the first round its board (C.04.2: the initial
// colour on board 1, then alternating).
Colour colour_of_higher(const DutchPlayer& higher, const DutchPlayer& lower, Colour initial, int parity);

}  // namespace manqala::pairing
