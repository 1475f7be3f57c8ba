// A signed integer of a fixed number of 64-bit words in two's complement, with only what the
// blossom matching (matching.h) does to weights and duals: add, subtract, double, halve and
// compare. The pairing's weights take 150 to 400 bits; Boost.Multiprecision's fixed cpp_int
// keeps sign and magnitude apart and loops with branches on every addition, and the matching
// spent most of its time there (a 300-player round: 20 s). Here an addition is a chain of
// add-with-carry instructions the compiler unrolls.
#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace manqala::pairing {

template <int Words>
class WideInt {
  static_assert(Words >= 2);

 public:
  constexpr WideInt() = default;
  constexpr WideInt(std::int64_t value) {  // NOLINT: used as a number
    word_[0] = static_cast<std::uint64_t>(value);
    for (int i = 1; i < Words; ++i) word_[i] = value < 0 ? ~std::uint64_t{0} : 0;
  }
  // From the lowest word up: the words of a non-negative value.
  static WideInt from_words(const std::array<std::uint64_t, Words>& words) {
    WideInt w;
    w.word_ = words;
    return w;
  }

  WideInt& operator+=(const WideInt& o) {
    unsigned char carry = 0;
    for (int i = 0; i < Words; ++i) {
      const unsigned __int128 sum = static_cast<unsigned __int128>(word_[i]) + o.word_[i] + carry;
      word_[i] = static_cast<std::uint64_t>(sum);
      carry = static_cast<unsigned char>(sum >> 64);
    }
    return *this;
  }
  WideInt& operator-=(const WideInt& o) {
    unsigned char borrow = 0;
    for (int i = 0; i < Words; ++i) {
      const unsigned __int128 diff = static_cast<unsigned __int128>(word_[i]) - o.word_[i] - borrow;
      word_[i] = static_cast<std::uint64_t>(diff);
      borrow = static_cast<unsigned char>((diff >> 64) & 1);
    }
    return *this;
  }
  friend WideInt operator+(WideInt a, const WideInt& b) { return a += b; }
  friend WideInt operator-(WideInt a, const WideInt& b) { return a -= b; }
  // By small numbers: the matching doubles weights and halves slacks.
  friend WideInt operator*(int k, const WideInt& a) { return k == 2 ? a + a : a.times(k); }
  friend WideInt operator/(const WideInt& a, int k) { return a.divided(k); }

  friend bool operator==(const WideInt& a, const WideInt& b) { return a.word_ == b.word_; }
  friend std::strong_ordering operator<=>(const WideInt& a, const WideInt& b) {
    const auto top_a = static_cast<std::int64_t>(a.word_[Words - 1]), top_b = static_cast<std::int64_t>(b.word_[Words - 1]);
    if (top_a != top_b) return top_a <=> top_b;
    for (int i = Words - 2; i >= 0; --i)
      if (a.word_[i] != b.word_[i]) return a.word_[i] <=> b.word_[i];
    return std::strong_ordering::equal;
  }

 private:
  std::array<std::uint64_t, Words> word_{};

  bool negative() const { return static_cast<std::int64_t>(word_[Words - 1]) < 0; }
  WideInt times(int k) const {
    WideInt sum, step = k < 0 ? WideInt{} - *this : *this;
    for (unsigned m = static_cast<unsigned>(k < 0 ? -k : k); m; m >>= 1, step += step)
      if (m & 1) sum += step;
    return sum;
  }
  // Long division of the magnitude, rounding towards zero as the built-in integers do.
  WideInt divided(int k) const {
    const bool flip = negative() != (k < 0);
    WideInt w = negative() ? WideInt{} - *this : *this;
    const auto d = static_cast<std::uint64_t>(k < 0 ? -static_cast<std::int64_t>(k) : k);
    unsigned __int128 rest = 0;
    for (int i = Words - 1; i >= 0; --i) {
      rest = (rest << 64) | w.word_[i];
      w.word_[i] = static_cast<std::uint64_t>(rest / d);
      rest %= d;
    }
    return flip ? WideInt{} - w : w;
  }
};

}  // namespace manqala::pairing
