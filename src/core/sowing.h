// Sowing one lap around a loop of 14 pits, the step both games share: Hawalis sows each
// player's own circuit of 14, Al-manqala the whole board of 14. The seeds of the lifted pit go
// one by one into the following pits; with a hand of a whole round or more the sowing comes
// round and the lifted pit receives seeds too, unless skip-origin passes over it.
//
// This is the hottest code of perft and search, so the 14 pits are bytes of two 64-bit words
// and a lap is two additions of precomputed masks instead of a loop over seeds. No count
// exceeds 252 (the largest seed total allowed), so a byte never carries into the next.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

namespace manqala {

struct Loop14 {
  uint64_t lo = 0, hi = 0;  // pits 0..7 in lo, 8..13 in hi (bytes 14 and 15 stay 0)

  static Loop14 load(const uint8_t* pits) {
    Loop14 c;
    std::memcpy(&c.lo, pits, 8);
    std::memcpy(&c.hi, pits + 8, 8);
    return c;
  }
  void store(uint8_t* pits) const {
    std::memcpy(pits, &lo, 8);
    std::memcpy(pits + 8, &hi, 8);
  }
  int get(int i) const {
    return static_cast<int>(((i < 8 ? lo : hi) >> (8 * (i & 7))) & 0xff);
  }
  void clear(int i) { (i < 8 ? lo : hi) &= ~(uint64_t{0xff} << (8 * (i & 7))); }
  bool operator==(const Loop14&) const = default;
};

namespace detail {

constexpr int kLoop = 14;

// Masks of one seed in each of the given pits.
struct LapMasks {
  // rest[skip][from][n]: one seed in each of the n pits after `from` (n < 14).
  std::array<std::array<std::array<Loop14, kLoop>, kLoop>, 2> rest{};
  // round[skip][from]: one seed in every pit of a round (all 14, or all but `from`).
  std::array<std::array<Loop14, kLoop>, 2> round{};
};

constexpr void add_seed(Loop14& m, int pit) {
  (pit < 8 ? m.lo : m.hi) += uint64_t{1} << (8 * (pit & 7));
}

constexpr LapMasks make_lap_masks() {
  LapMasks t{};
  for (int skip = 0; skip < 2; ++skip)
    for (int from = 0; from < kLoop; ++from) {
      for (int pit = 0; pit < kLoop; ++pit)
        if (!(skip && pit == from)) add_seed(t.round[skip][from], pit);
      for (int n = 1; n < kLoop; ++n) {
        t.rest[skip][from][n] = t.rest[skip][from][n - 1];
        add_seed(t.rest[skip][from][n], (from + n) % kLoop);
      }
    }
  return t;
}

inline constexpr LapMasks kLapMasks = make_lap_masks();

}  // namespace detail

// Lifts the seeds of pit `from` (at least one) and sows them; returns the pit of the last seed.
inline int sow_lap(Loop14& c, int from, bool skip_origin) {
  const int hand = c.get(from);
  c.clear(from);
  const int round = skip_origin ? 13 : 14;
  int rest = hand;
  if (hand >= round) {
    const int rounds = hand / round;
    rest = hand - rounds * round;
    const Loop14& m = detail::kLapMasks.round[skip_origin][from];
    c.lo += m.lo * static_cast<uint64_t>(rounds);
    c.hi += m.hi * static_cast<uint64_t>(rounds);
    if (rest == 0)  // the last seed of the last round
      return skip_origin ? (from + 13) % 14 : from;
  }
  const Loop14& m = detail::kLapMasks.rest[skip_origin][from][rest];
  c.lo += m.lo;
  c.hi += m.hi;
  return (from + rest) % 14;
}

}  // namespace manqala
