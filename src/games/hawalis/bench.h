// The Hawalis positions of `manqala bench` (search/bench.h), with their depths: the start,
// RULES.md's examples (relays, both captures, endless sowing, singletons).
#pragma once

#include <array>

#include "games/hawalis/hawalis.h"
#include "search/bench.h"

namespace manqala::hawalis {

inline constexpr std::array<BenchPosition, 6> kBenchPositions = {{
    {"", 15},
    {"2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0", 15},
    {"2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0", 15},
    {"0,5,0,5,3,0,1/2,0,1,2,2,6,1/2,0,1,1,5,0,0/1,6,0,3,1,2,0 S 0 6", 14},
    {"4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2", 14},
    {"0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19", 16},
}};

}  // namespace manqala::hawalis

namespace manqala {
inline const auto& bench_positions(const Hawalis&) { return hawalis::kBenchPositions; }
}  // namespace manqala
