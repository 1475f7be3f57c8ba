#include "search/bench.h"

#include <algorithm>
#include <chrono>

#include "games/game_list.h"
#include "search/think.h"

namespace manqala {

namespace {

template <class Rules, class Positions>
void bench_game(const Positions& positions, std::ostream* out, int depth_offset,
                TranspositionTable& tt, BenchResult& total) {
  const Rules rules;
  const std::atomic<bool> stop{false};
  for (const BenchPosition& bp : positions) {
    Game<Rules> game(rules);
    if (*bp.text) game.reset(rules.from_text(bp.text));
    tt.clear();
    SearchLimits limits;
    limits.depth = std::max(1, bp.depth + depth_offset);
    const auto start = std::chrono::steady_clock::now();
    const SearchInfo r = think(game, PlayerOptions{}, limits, tt, stop, nullptr);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    total.nodes += r.nodes;
    total.time_ms += ms;
    if (out)
      *out << Rules::kName << " depth " << limits.depth << " nodes " << r.nodes << " time " << ms << " ms bestmove "
           << rules.move_name(game.position(), r.pv.front()) << " score " << score_text(r.score) << "  "
           << (*bp.text ? bp.text : "startpos") << "\n";
  }
}

}  // namespace

BenchResult run_bench(std::ostream* out, int depth_offset) {
  BenchResult total;
  TranspositionTable tt(16);
#define MANQALA_BENCH_GAME(Rules) bench_game<Rules>(bench_positions(Rules()), out, depth_offset, tt, total);
  MANQALA_FOR_EACH_GAME(MANQALA_BENCH_GAME)
  return total;
}

}  // namespace manqala
