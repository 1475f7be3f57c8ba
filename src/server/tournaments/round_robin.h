// Round-robin schedules: FIDE's Berger tables (pairing/berger.h), for players numbered from 0
// in seeding order. Every player meets every other once, or twice (a double round robin: the
// second cycle with sides swapped).
#pragma once

#include <vector>

#include "server/tournaments/round.h"

namespace manqala::tournaments {

// All the rounds, first to last. An odd number of players gives one bye a round, to each
// player once a cycle. Throws std::invalid_argument for fewer than 2 players.
std::vector<Round> round_robin(int players, bool twice);

}  // namespace manqala::tournaments
