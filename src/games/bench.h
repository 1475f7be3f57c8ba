// `manqala bench` over every game of the registry (search/bench.h has what it does).
#pragma once

#include <ostream>

#include "search/bench.h"

namespace manqala {

// Prints a line per position to `out` (when given) and returns the totals. depth_offset adds
// to each position's depth (negative for a quick run).
BenchResult run_bench(std::ostream* out, int depth_offset = 0);

}  // namespace manqala
