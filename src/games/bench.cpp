#include "games/bench.h"

#include "games/game_list.h"

namespace manqala {

BenchResult run_bench(std::ostream* out, int depth_offset) {
  BenchResult total;
  TranspositionTable tt(16);
#define MANQALA_BENCH_GAME(Rules) bench_game<Rules>(bench_positions(Rules()), out, depth_offset, tt, total);
  MANQALA_FOR_EACH_GAME(MANQALA_BENCH_GAME)
#undef MANQALA_BENCH_GAME
  return total;
}

}  // namespace manqala
