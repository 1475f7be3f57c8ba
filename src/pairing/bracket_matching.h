// A bracket's edge weights kept in as few 64-bit words as its criteria need, and the blossom
// matching (matching.h) run in the narrowest integer type that holds them: a weight is built
// in 1,024 bits (dutch_criteria.h), but most brackets need 150 to 400, and the matching's
// arithmetic is where a pairing spends its time.
#pragma once

#include <cstdint>
#include <vector>

#include "pairing/dutch_criteria.h"
#include "pairing/matching.h"

namespace manqala::pairing {

class BracketMatching {
 public:
  // criteria_bits: a matching's total weight stays below 2^criteria_bits.
  explicit BracketMatching(int criteria_bits);

  // Appends the weight of the next edge (edges are numbered from 0 in the order added).
  void add(const BracketCriteria::WeightWords& weight);

  struct Chosen {
    int u, v, edge;
  };
  // The heaviest matching of the chosen edges, each heavier by a bonus of 2^(criteria_bits + 2)
  // for each of its ends marked in `bonus_at`: one such bonus outweighs every criterion.
  MatchingWithTightEdges match(int vertices, const std::vector<Chosen>& chosen, const std::vector<char>& bonus_at) const;

 private:
  int criteria_bits_;
  int words_;  // words a weight takes here, bonuses and the matching's doubled duals included
  std::vector<std::uint64_t> words_of_edges_;

  template <class Narrow>
  MatchingWithTightEdges match_as(int vertices, const std::vector<Chosen>& chosen, const std::vector<char>& bonus_at) const;
};

}  // namespace manqala::pairing
