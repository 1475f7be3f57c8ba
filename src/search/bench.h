// `manqala bench`: a fixed set of positions of every game (games/<name>/bench.h) searched to
// fixed depths, one thread, a fresh transposition table each. The total node count is the
// search's signature: it changes only when the search or an evaluation changes.
#pragma once

#include <cstdint>
#include <ostream>

namespace manqala {

struct BenchPosition {
  const char* text;  // a position text; empty: the start
  int depth;
};

struct BenchResult {
  uint64_t nodes = 0;
  int64_t time_ms = 0;
};

// Prints a line per position to `out` (when given) and returns the totals. depth_offset adds
// to each position's depth (negative for a quick run).
BenchResult run_bench(std::ostream* out, int depth_offset = 0);

}  // namespace manqala
