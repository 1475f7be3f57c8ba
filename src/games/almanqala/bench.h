// The Al-manqala positions of `manqala bench` (search/bench.h), with their depths: the start,
// a chain capture, feeding, a pass, and middle games from engine games.
#pragma once

#include <array>

#include "games/almanqala/almanqala.h"
#include "search/bench.h"

namespace manqala::almanqala {

inline constexpr std::array<BenchPosition, 6> kBenchPositions = {{
    {"", 16},
    {"7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0", 16},
    {"3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20", 15},
    {"1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38", 16},
    {"1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42", 18},
    {"9,0,2,11,1,12,3/10,2,0,9,1,8,2 S 14 14", 15},
}};

}  // namespace manqala::almanqala

namespace manqala {
inline const auto& bench_positions(const AlManqala&) { return almanqala::kBenchPositions; }
}  // namespace manqala
