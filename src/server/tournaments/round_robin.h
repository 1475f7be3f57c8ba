// Round-robin schedules (Berger's circle method): every player meets every other once, or
// twice (a double round robin: the second cycle repeats the first with sides swapped).
#pragma once

#include <vector>

#include "server/tournaments/round.h"

namespace manqala::tournaments {

// All the rounds, first to last. An odd number of players gives one bye a round, to each
// player once a cycle. Each player's Souths and Norths differ by at most one a cycle.
std::vector<Round> round_robin(int players, bool twice);

}  // namespace manqala::tournaments
