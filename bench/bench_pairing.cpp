// Pairing a Swiss round by the FIDE Dutch system: a tournament of N players (ratings in
// starting order) is played to the round before, each game decided by a fixed seed (the
// higher-rated player wins more often, a fifth drawn), then that round is paired. The cost
// grows with the brackets' sizes, so a middle round of a large field is the hard case.
#include <benchmark/benchmark.h>

#include <random>

#include "pairing/dutch.h"

namespace manqala::pairing {
namespace {

Tournament played_to(int players, int rounds_played) {
  Tournament t;
  t.planned_rounds = rounds_played + 1;
  for (int n = 1; n <= players; ++n) {
    Player p;
    p.number = n;
    p.name = "P" + std::to_string(n);
    p.rating = 2400 - 5 * n;
    t.players.push_back(p);
  }
  std::mt19937 lot(20261203);
  for (int round = 1; round <= rounds_played; ++round) {
    const RoundPairing pairing = pair_dutch(t, round);
    for (Player& p : t.players) p.rounds.resize(static_cast<std::size_t>(round));
    for (const auto& [white, black] : pairing.boards) {
      const int roll = static_cast<int>(lot() % 100);
      const int higher_wins = 45 + (white < black ? 10 : -10);
      const Outcome w = roll < 20 ? Outcome::draw : roll < 20 + higher_wins ? Outcome::win : Outcome::loss;
      t.player(white).rounds.back() = Entry{black, Colour::white, w};
      t.player(black).rounds.back() = Entry{white, Colour::black, opponents_outcome(w)};
    }
    if (pairing.bye) t.player(pairing.bye).rounds.back() = Entry{0, Colour::none, Outcome::pairing_bye};
  }
  return t;
}

void BM_PairDutch(benchmark::State& state) {
  const int players = static_cast<int>(state.range(0)), round = static_cast<int>(state.range(1));
  const Tournament t = played_to(players, round - 1);
  for (auto _ : state) benchmark::DoNotOptimize(pair_dutch(t, round));
  state.SetLabel(std::to_string(players) + " players, round " + std::to_string(round));
}
BENCHMARK(BM_PairDutch)->Args({16, 1})->Args({16, 4})->Args({64, 1})->Args({64, 5})->Args({128, 5})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace manqala::pairing
