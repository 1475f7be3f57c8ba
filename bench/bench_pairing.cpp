// Pairing a Swiss round by the FIDE Dutch system: a tournament of N players (ratings in
// starting order) is played to the round before, each game decided by a fixed seed (the
// higher-rated player wins more often, a fifth drawn), then that round is paired. The cost
// grows with the brackets' sizes, so a middle round of a large field is the hard case.
#include <benchmark/benchmark.h>

#include <fstream>
#include <random>
#include <sstream>

#include "pairing/dutch.h"
#include "pairing/trf.h"

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
      const RoundResult w = roll < 20 ? RoundResult::draw : roll < 20 + higher_wins ? RoundResult::win : RoundResult::loss;
      t.player(white).rounds.back() = Entry{black, Colour::white, w};
      t.player(black).rounds.back() = Entry{white, Colour::black, opponents_outcome(w)};
    }
    if (pairing.bye) t.player(pairing.bye).rounds.back() = Entry{0, Colour::none, RoundResult::pairing_bye};
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

// Random tournaments from bbpPairings' own generator (`bbpPairings.exe --dutch -g CONFIG -o FILE
// -s 7` with PlayersNumber 64, 150, 300 and RoundsNumber 4, 6, 6; bench/data/), the next round
// paired; the label carries bbpPairings' time for the same file on this machine, a run with its
// start (README, "Performance"). The pairings are identical.
void BM_PairDutchFile(benchmark::State& state, const char* file, const char* reference) {
  std::ifstream in(std::string(MANQALA_BENCH_DATA) + "/" + file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const Tournament t = read_trf(text.str());
  const int round = static_cast<int>(t.players.front().rounds.size()) + 1;
  for (auto _ : state) benchmark::DoNotOptimize(pair_dutch(t, round));
  state.SetLabel(std::string(file) + ", bbpPairings " + reference);
}
BENCHMARK_CAPTURE(BM_PairDutchFile, 64_players, "dutch-64-round5.trf", "14 ms")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PairDutchFile, 150_players, "dutch-150-round7.trf", "89 ms")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PairDutchFile, 300_players, "dutch-300-round7.trf", "0.66 s")->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace manqala::pairing
