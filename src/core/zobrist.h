// Zobrist keys (for the search's transposition table): one random 64-bit number for each
// seed count of each pit, for each captured count of each side, and one for North to move.
// Repetition does not use them: it compares placements exactly (core/history.h).
#pragma once

#include <array>
#include <cstdint>

namespace manqala::zobrist {

constexpr int kPits = 28;
constexpr int kCounts = 256;

struct Keys {
  std::array<std::array<uint64_t, kCounts>, kPits> pit{};
  std::array<std::array<uint64_t, kCounts>, 2> captured{};
  uint64_t north_to_move = 0;
};

constexpr uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr Keys make_keys() {
  Keys k{};
  uint64_t state = 0x6d616e71616c61ULL;  // "manqala"
  for (auto& pit : k.pit)
    for (auto& key : pit) key = splitmix64(state);
  for (auto& side : k.captured)
    for (auto& key : side) key = splitmix64(state);
  k.north_to_move = splitmix64(state);
  return k;
}

inline constexpr Keys kKeys = make_keys();

// The key of `count` pits read from `pits`, numbered from `first` in the key table.
inline uint64_t pits_key(const uint8_t* pits, int count, int first) {
  uint64_t k = 0;
  for (int i = 0; i < count; ++i) k ^= kKeys.pit[first + i][pits[i]];
  return k;
}

// The key of the captured counts and the side to move.
inline uint64_t state_key(const uint16_t captured[2], bool north_to_move) {
  return (north_to_move ? kKeys.north_to_move : 0) ^ kKeys.captured[0][captured[0] & 0xff] ^
         kKeys.captured[1][captured[1] & 0xff];
}

}  // namespace manqala::zobrist
