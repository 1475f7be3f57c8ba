#include "server/tournaments/round_robin.h"

#include "pairing/berger.h"

namespace manqala::tournaments {

// Berger's starting numbers are 1..n, a tournament's players 0..n-1; White is South.
std::vector<Round> round_robin(int players, bool twice) {
  std::vector<Round> rounds;
  for (const pairing::BergerRound& table : pairing::berger_schedule(players, twice)) {
    Round round;
    for (const pairing::BergerGame& g : table.games) round.games.push_back({g.white - 1, g.black - 1});
    round.bye = table.sits_out - 1;
    rounds.push_back(std::move(round));
  }
  return rounds;
}

}  // namespace manqala::tournaments
