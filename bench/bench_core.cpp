// Benchmarks of the rules code both the search and perft spend their time in.
#include <benchmark/benchmark.h>

#include <cstring>
#include <stdexcept>

#include "games/almanqala/plugin.h"
#include "core/game.h"
#include "games/hawalis/plugin.h"
#include "core/perft.h"

namespace manqala {
namespace {

// A mid-game Hawalis position (ply 16 of a random game) where South's c1 relays for 344 laps
// before it ends.
constexpr const char* kHawalisLongRelay =
    "1,2,1,1,0,0,1/3,0,4,1,2,2,2/6,0,3,0,3,2,1/0,1,3,0,2,1,2 S 8 4";
// RULES.md: North's d4 never ends here (the cycle detection has to find it).
constexpr const char* kHawalisEndless =
    "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2";
// RULES.md's chain capture position and a mid-game Al-manqala position.
constexpr const char* kAlManqalaChain = "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20";
constexpr const char* kAlManqalaMid = "9,1,10,2,8,0,11/0,12,3,9,1,14,4 S 8 6";

int circuit_index(const char* pit) {
  Side owner;
  int i = 0;
  if (!Hawalis::parse_pit(pit, owner, i)) throw std::invalid_argument(pit);
  return i;
}

void sow_from(benchmark::State& state, const Hawalis::Position& p, const char* pit, int expect_end) {
  const Hawalis rules;
  const int from = circuit_index(pit);
  const uint8_t* mine = p.pits[index(p.to_move)];
  int last = 0;
  for (auto _ : state) {
    Loop14 c = Loop14::load(mine);
    benchmark::DoNotOptimize(c);
    last = rules.sow(c, from);
    benchmark::DoNotOptimize(last);
    benchmark::ClobberMemory();
  }
  if ((expect_end < 0) != (last < 0)) state.SkipWithError("unexpected sowing result");
  state.SetItemsProcessed(state.iterations());
}

void BM_HawalisSow_StartA1(benchmark::State& state) {
  sow_from(state, Hawalis().start(), "a1", 0);  // four relay laps
}
BENCHMARK(BM_HawalisSow_StartA1);

void BM_HawalisSow_LongRelay344Laps(benchmark::State& state) {
  sow_from(state, Hawalis().from_text(kHawalisLongRelay), "c1", 0);
}
BENCHMARK(BM_HawalisSow_LongRelay344Laps);

void BM_HawalisSow_EndlessD4(benchmark::State& state) {
  sow_from(state, Hawalis().from_text(kHawalisEndless), "d4", -1);
}
BENCHMARK(BM_HawalisSow_EndlessD4);

template <class Rules>
void generate_at(benchmark::State& state, const typename Rules::Position& p, bool with_after) {
  const Rules rules;
  typename Rules::Position after[kMaxMoves];
  int n = 0;
  for (auto _ : state) {
    MoveList moves;
    n = rules.generate(p, moves, with_after ? after : nullptr);
    benchmark::DoNotOptimize(n);
    benchmark::DoNotOptimize(after);
  }
  state.counters["moves"] = n;
  state.SetItemsProcessed(state.iterations() * n);
}

void BM_HawalisGenerate_Start(benchmark::State& state) {
  generate_at<Hawalis>(state, Hawalis().start(), state.range(0));
}
BENCHMARK(BM_HawalisGenerate_Start)->ArgName("after")->Arg(0)->Arg(1);

void BM_HawalisGenerate_LongRelay(benchmark::State& state) {
  generate_at<Hawalis>(state, Hawalis().from_text(kHawalisLongRelay), state.range(0));
}
BENCHMARK(BM_HawalisGenerate_LongRelay)->ArgName("after")->Arg(0)->Arg(1);

void BM_HawalisGenerate_Endless(benchmark::State& state) {
  generate_at<Hawalis>(state, Hawalis().from_text(kHawalisEndless), state.range(0));
}
BENCHMARK(BM_HawalisGenerate_Endless)->ArgName("after")->Arg(0)->Arg(1);

void BM_AlManqalaGenerate_Start(benchmark::State& state) {
  generate_at<AlManqala>(state, AlManqala().start(), state.range(0));
}
BENCHMARK(BM_AlManqalaGenerate_Start)->ArgName("after")->Arg(0)->Arg(1);

void BM_AlManqalaGenerate_Chain(benchmark::State& state) {
  generate_at<AlManqala>(state, AlManqala().from_text(kAlManqalaChain), state.range(0));
}
BENCHMARK(BM_AlManqalaGenerate_Chain)->ArgName("after")->Arg(0)->Arg(1);

void BM_AlManqalaGenerate_Mid(benchmark::State& state) {
  generate_at<AlManqala>(state, AlManqala().from_text(kAlManqalaMid), state.range(0));
}
BENCHMARK(BM_AlManqalaGenerate_Mid)->ArgName("after")->Arg(0)->Arg(1);

template <class Rules>
void perft_start(benchmark::State& state, uint64_t expected) {
  const Game<Rules> game{Rules()};
  const int depth = static_cast<int>(state.range(0));
  uint64_t nodes = 0, total = 0;
  for (auto _ : state) {
    nodes = perft(game, depth);
    benchmark::DoNotOptimize(nodes);
    total += nodes;
  }
  if (expected && nodes != expected) state.SkipWithError("perft count differs from RULES.md");
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(total), benchmark::Counter::kIsRate);
}

void BM_PerftHawalis(benchmark::State& state) {
  perft_start<Hawalis>(state, state.range(0) == 5 ? 80250 : 0);
}
BENCHMARK(BM_PerftHawalis)->ArgName("depth")->Arg(5)->Unit(benchmark::kMillisecond);

void BM_PerftAlManqala(benchmark::State& state) {
  perft_start<AlManqala>(state, state.range(0) == 7 ? 624052 : 0);
}
BENCHMARK(BM_PerftAlManqala)->ArgName("depth")->Arg(7)->Unit(benchmark::kMillisecond);

// Game::play + Game::undo of every legal move: the full bookkeeping (history, legal moves of
// the new position, result) that the protocol and terminal play go through.
template <class Rules>
void play_undo(benchmark::State& state, const char* text) {
  const Rules rules;
  Game<Rules> game(rules);
  if (text) game.reset(rules.from_text(text));
  const MoveList legal = game.legal();
  for (auto _ : state) {
    for (Move m : legal) {
      game.play(m);
      game.undo();
    }
    benchmark::DoNotOptimize(game.legal().size);
  }
  state.SetItemsProcessed(state.iterations() * legal.size);
}

void BM_GamePlayUndo_HawalisStart(benchmark::State& state) { play_undo<Hawalis>(state, nullptr); }
BENCHMARK(BM_GamePlayUndo_HawalisStart);
void BM_GamePlayUndo_HawalisLongRelay(benchmark::State& state) {
  play_undo<Hawalis>(state, kHawalisLongRelay);
}
BENCHMARK(BM_GamePlayUndo_HawalisLongRelay);
void BM_GamePlayUndo_AlManqalaStart(benchmark::State& state) { play_undo<AlManqala>(state, nullptr); }
BENCHMARK(BM_GamePlayUndo_AlManqalaStart);
void BM_GamePlayUndo_AlManqalaMid(benchmark::State& state) { play_undo<AlManqala>(state, kAlManqalaMid); }
BENCHMARK(BM_GamePlayUndo_AlManqalaMid);

}  // namespace
}  // namespace manqala

BENCHMARK_MAIN();
