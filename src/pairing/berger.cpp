#include "pairing/berger.h"

#include <stdexcept>
#include <utility>

namespace manqala::pairing {

namespace {

// One cycle of the table of m players (m even), as the annex prints it.
std::vector<BergerRound> cycle(int players) {
  const int m = players % 2 ? players + 1 : players;
  const int turning = m - 1;  // players 1..m-1 turn round the fixed player m
  auto wrap = [turning](int x) { return ((x - 1) % turning + turning) % turning + 1; };
  std::vector<BergerRound> rounds;
  for (int r = 1; r <= turning; ++r) {
    // The player meeting m: the p with 2p = r + 1 (mod m - 1); an odd r gives (r + 1) / 2, an
    // even one (r + m) / 2, since m - 1 is odd.
    const int p = r % 2 ? (r + 1) / 2 : (r + m) / 2;
    std::vector<BergerGame> boards;
    boards.push_back(r % 2 ? BergerGame{p, m} : BergerGame{m, p});
    // Board k pairs p + (k - 1) with p - (k - 1): their sum is 2p = r + 1, and the second
    // is m - 1 - 2(k - 1) places, an odd number, ahead of the first (mod m - 1): the first is White.
    for (int k = 2; k <= m / 2; ++k) boards.push_back({wrap(p + k - 1), wrap(p - (k - 1))});
    BergerRound round;
    for (const BergerGame& g : boards) {
      if (m != players && g.white == m) round.sits_out = g.black;
      else if (m != players && g.black == m) round.sits_out = g.white;
      else round.games.push_back(g);
    }
    rounds.push_back(std::move(round));
  }
  return rounds;
}

}  // namespace

int berger_round_count(int players, bool double_round) {
  if (players < 2) return 0;
  const int per_cycle = players % 2 ? players : players - 1;
  return double_round ? 2 * per_cycle : per_cycle;
}

std::vector<BergerRound> berger_schedule(int players, bool double_round) {
  if (players < 2) throw std::invalid_argument("a round robin needs at least 2 players");
  std::vector<BergerRound> rounds = cycle(players);
  if (!double_round) return rounds;
  const std::vector<BergerRound> second = rounds;
  // C.05 Annex 1: in a double round robin "it is recommended that the last two rounds of the
  // first cycle be switched", to avoid a third game in a row with the same colour when the
  // second cycle (reversed colours, in the original order) begins.
  if (rounds.size() >= 2) std::swap(rounds[rounds.size() - 1], rounds[rounds.size() - 2]);
  for (BergerRound round : second) {
    for (BergerGame& g : round.games) std::swap(g.white, g.black);
    rounds.push_back(std::move(round));
  }
  return rounds;
}

std::vector<std::vector<Entry>> berger_table(int players, bool double_round) {
  const std::vector<BergerRound> rounds = berger_schedule(players, double_round);
  std::vector<std::vector<Entry>> table(static_cast<std::size_t>(players), std::vector<Entry>(rounds.size()));
  for (std::size_t r = 0; r < rounds.size(); ++r) {
    for (const BergerGame& g : rounds[r].games) {
      table[static_cast<std::size_t>(g.white - 1)][r] = {g.black, Colour::white, RoundResult::none};
      table[static_cast<std::size_t>(g.black - 1)][r] = {g.white, Colour::black, RoundResult::none};
    }
  }
  return table;
}

}  // namespace manqala::pairing
