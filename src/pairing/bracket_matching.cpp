#include "pairing/bracket_matching.h"

#include <array>
#include <stdexcept>

#include "pairing/wide_int.h"

namespace manqala::pairing {
namespace {

// Bits beyond the criteria: two bonuses (three), the blossom's doubled duals and slacks (two),
// and room to spare.
constexpr int kHeadroomBits = 8;
constexpr int kMaxWords = kWeightWords;

int words_for(int criteria_bits) {
  const int bits = criteria_bits + kHeadroomBits + 1;  // and a sign bit
  for (int words : {2, 3, 4, 6, 8, kMaxWords})
    if (bits <= 64 * words) return words;
  throw std::length_error("a bracket too large for the pairing weights");
}

template <class Narrow>
struct Words;
template <>
struct Words<__int128> {
  static __int128 value(const std::uint64_t* w) {
    return static_cast<__int128>((static_cast<unsigned __int128>(w[1]) << 64) | w[0]);
  }
  static __int128 power_of_two(int bit) { return static_cast<__int128>(1) << bit; }
};
template <int N>
struct Words<WideInt<N>> {
  static WideInt<N> value(const std::uint64_t* w) {
    std::array<std::uint64_t, N> words{};
    for (int i = 0; i < N; ++i) words[static_cast<std::size_t>(i)] = w[i];
    return WideInt<N>::from_words(words);
  }
  static WideInt<N> power_of_two(int bit) {
    std::array<std::uint64_t, N> words{};
    words[static_cast<std::size_t>(bit / 64)] = std::uint64_t{1} << (bit % 64);
    return WideInt<N>::from_words(words);
  }
};

}  // namespace

BracketMatching::BracketMatching(int criteria_bits) : criteria_bits_(criteria_bits), words_(words_for(criteria_bits)) {}

void BracketMatching::add(const BracketCriteria::WeightWords& weight) {
  words_of_edges_.insert(words_of_edges_.end(), weight.begin(), weight.begin() + words_);
}

template <class Narrow>
MatchingWithTightEdges BracketMatching::match_as(int vertices, const std::vector<Chosen>& chosen,
                                                 const std::vector<char>& bonus_at) const {
  const Narrow bonus = Words<Narrow>::power_of_two(criteria_bits_ + 2);
  std::vector<WeightedEdge<Narrow>> edges;
  edges.reserve(chosen.size());
  for (const Chosen& c : chosen) {
    Narrow weight = Words<Narrow>::value(&words_of_edges_[static_cast<std::size_t>(c.edge) * static_cast<std::size_t>(words_)]);
    if (bonus_at[static_cast<std::size_t>(c.u)]) weight += bonus;
    if (bonus_at[static_cast<std::size_t>(c.v)]) weight += bonus;
    edges.push_back({c.u, c.v, weight});
  }
  return max_weight_matching_with_tight_edges<Narrow>(vertices, edges);
}

MatchingWithTightEdges BracketMatching::match(int vertices, const std::vector<Chosen>& chosen,
                                              const std::vector<char>& bonus_at) const {
  switch (words_) {
    case 2: return match_as<__int128>(vertices, chosen, bonus_at);
    case 3: return match_as<WideInt<3>>(vertices, chosen, bonus_at);
    case 4: return match_as<WideInt<4>>(vertices, chosen, bonus_at);
    case 6: return match_as<WideInt<6>>(vertices, chosen, bonus_at);
    case 8: return match_as<WideInt<8>>(vertices, chosen, bonus_at);
    default: return match_as<WideInt<kMaxWords>>(vertices, chosen, bonus_at);
  }
}

}  // namespace manqala::pairing
