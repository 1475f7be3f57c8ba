#include "server/tournaments/round_robin.h"

#include <stdexcept>
#include <utility>

namespace manqala::tournaments {

std::vector<Round> round_robin(int players, bool twice) {
  if (players < 2) throw std::invalid_argument("a round robin needs at least 2 players");
  // An odd field gets a phantom player: whoever meets it has the bye.
  const int m = players % 2 ? players + 1 : players;
  const int phantom = players % 2 ? players : -1;
  const int fixed = m - 1;  // the circle turns around this player
  std::vector<Round> rounds;
  for (int r = 0; r < m - 1; ++r) {
    Round round;
    auto at = [&](int i) { return (r + i) % (m - 1); };
    auto add = [&](int south, int north) {
      if (south == phantom) round.bye = north;
      else if (north == phantom) round.bye = south;
      else round.games.push_back({south, north});
    };
    // The fixed player alternates sides; a turning player is South while it sits in the first
    // half of the circle and North in the second, so its sides differ by at most one.
    if (r % 2) add(fixed, at(0));
    else add(at(0), fixed);
    for (int i = 1; i < m / 2; ++i) add(at(i), at(m - 1 - i));
    rounds.push_back(std::move(round));
  }
  if (twice) {
    const size_t first = rounds.size();
    for (size_t r = 0; r < first; ++r) {
      Round again = rounds[r];
      for (Game& g : again.games) std::swap(g.south, g.north);
      rounds.push_back(std::move(again));
    }
  }
  return rounds;
}

}  // namespace manqala::tournaments
