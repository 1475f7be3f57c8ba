// `manqala bench`: a fixed set of positions of every game (games/<name>/bench.h) searched to
// fixed depths, one thread, a fresh transposition table each. The total node count is the
// search's signature: it changes only when the search or an evaluation changes. This is one
// game's part; games/bench.h runs every game's.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ostream>

#include "search/think.h"

namespace manqala {

struct BenchPosition {
  const char* text;  // a position text; empty: the start
  int depth;
};

struct BenchResult {
  uint64_t nodes = 0;
  int64_t time_ms = 0;
};

// Nodes a second of `nodes` searched in `time_ms` (a search under a millisecond counts as one).
inline uint64_t nodes_per_second(uint64_t nodes, int64_t time_ms) {
  return nodes * 1000 / static_cast<uint64_t>(std::max<int64_t>(time_ms, 1));
}

// Searches each of `positions` (a game's BenchPositions) to its depth plus `depth_offset`,
// adding to `total` and printing a line per position to `out` (when given).
template <class Rules, class Positions>
void bench_game(const Positions& positions, std::ostream* out, int depth_offset, TranspositionTable& tt,
                BenchResult& total) {
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

}  // namespace manqala
