// The index of a table: every way to lay n seeds in 14 pits (a composition of n into 14
// parts), ranked in lexicographic order of the pit counts, pit 0 most significant. It is the
// combinatorial number system the Awari databases used: no gaps, so a table of n seeds has
// exactly C(n + 13, 13) entries, and rank and unrank cost 13 table lookups.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>

namespace manqala::tablebase {

constexpr int kPits = 14;
constexpr int kMaxTableSeeds = 48;  // the most seeds on one side the index supports

class Compositions {
 public:
  Compositions() {
    for (int m = 0; m <= kMaxTableSeeds; ++m)
      for (int parts = 1; parts <= kPits; ++parts)
        ways_[parts][m] = ways_of(parts, m);
    // below_[i][left][x]: compositions that put fewer than x seeds in pit i when `left`
    // seeds remain for pits i..13.
    for (int i = 0; i < kPits; ++i)
      for (int left = 0; left <= kMaxTableSeeds; ++left) {
        uint64_t sum = 0;
        for (int x = 0; x <= left; ++x) {
          below_[i][left][x] = sum;
          sum += ways_[kPits - 1 - i][left - x];
        }
      }
    // By the hockey-stick identity below_[i][left][x] = W(13 - i, left) - W(13 - i, left - x)
    // with W(k, m) = C(m + k, k) = ways_[k + 1][m]; summed over the pits the terms telescope
    // into one per pit of the seeds left from it on (see rank). The table fits in L1.
    for (int i = 1; i < kPits - 1; ++i)
      for (int m = 0; m <= kMaxTableSeeds; ++m) suffix_[i][m] = ways_[kPits - i][m] - ways_[kPits + 1 - i][m];
  }

  // Ways to lay m seeds in `parts` pits: C(m + parts - 1, parts - 1).
  uint64_t count(int seeds, int parts = kPits) const { return ways_[parts][seeds]; }

  // The sum over pits i < 13 of below_[i][seeds from pit i on][pits[i]], telescoped: the
  // solvers' hottest arithmetic (wrapping unsigned sums: the total is exact).
  uint64_t rank(const uint8_t* pits, int seeds) const {
    int left = pits[kPits - 1];
    uint64_t r = ways_[kPits][seeds] - static_cast<uint64_t>(left) - 1;
    for (int i = kPits - 2; i > 0; --i) {
      left += pits[i];
      r += suffix_[i][left];
    }
    return r;
  }

  void unrank(uint64_t r, int seeds, uint8_t* pits) const {
    int left = seeds;
    for (int i = 0; i < kPits - 1; ++i) {
      int x = 0;
      while (x < left && below_[i][left][x + 1] <= r) ++x;
      r -= below_[i][left][x];
      pits[i] = static_cast<uint8_t>(x);
      left -= x;
    }
    pits[kPits - 1] = static_cast<uint8_t>(left);
  }

  // The next composition in rank order; false after the last one.
  static bool next(uint8_t* pits) {
    int k = kPits - 1;
    while (k > 0 && pits[k] == 0) --k;
    if (k == 0) return false;
    const uint8_t rest = static_cast<uint8_t>(pits[k] - 1);
    pits[k] = 0;
    ++pits[k - 1];
    pits[kPits - 1] = rest;
    return true;
  }

 private:
  static uint64_t ways_of(int parts, int m) {
    // C(m + parts - 1, parts - 1), exactly in 64 bits for the sizes used here.
    uint64_t c = 1;
    for (int j = 1; j <= parts - 1; ++j) c = c * static_cast<uint64_t>(m + j) / static_cast<uint64_t>(j);
    return c;
  }

  std::array<std::array<uint64_t, kMaxTableSeeds + 1>, kPits + 1> ways_{};
  std::array<std::array<std::array<uint64_t, kMaxTableSeeds + 1>, kMaxTableSeeds + 1>, kPits> below_{};
  std::array<std::array<uint64_t, kMaxTableSeeds + 1>, kPits - 1> suffix_{};
};

// 14 pits read from the eighth: how both games turn a board half round, the other side's pits
// first, so that the other side moves as South does (games/<name>/endgame.cpp say why).
inline void half_turn(const uint8_t* pits, uint8_t* out) {
  for (int i = 0; i < 7; ++i) {
    out[i] = pits[i + 7];
    out[i + 7] = pits[i];
  }
}

// One shared instance: building it takes a few microseconds, but the tables are 270 KB.
inline const Compositions& compositions() {
  static const Compositions c;
  return c;
}

}  // namespace manqala::tablebase
