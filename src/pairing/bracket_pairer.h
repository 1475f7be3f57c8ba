// One bracket of the Dutch system: the best pairing by the criteria (the heaviest matching of
// every player left, dutch_criteria.h), and among the equally good, the first candidate in the
// rules' order: the highest moved-down players paired (exchanges with Limbo), each with the
// first resident it can have (transpositions of S2); then the remainder's exchanges between S1
// and S2, fewest first, and its transpositions.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "pairing/bracket_matching.h"
#include "pairing/dutch_criteria.h"

namespace manqala::pairing {

class BracketPairer {
 public:
  BracketPairer(const std::vector<const DutchPlayer*>& players, const std::vector<Place>& places,
                std::optional<Points> bye_score, Colour initial_colour, bool c9 = false, Deadline deadline = {});

  // Whether a best pairing of the bracket pairs one of its players outside it (then its
  // downfloaters are not the bye's player).
  bool pairs_below() const;

  // The bracket's pairs (indices into players, the higher ranked first).
  std::vector<std::pair<int, int>> pair();

  // The criteria of the best pairing whose bracket pairs are `pairs` (for checking a pairing
  // made elsewhere), and of the best pairing of all. None: `pairs` cannot be completed.
  std::optional<Fields> best_fields_with(const std::vector<std::pair<int, int>>& pairs) const;
  Fields best_fields() const;
  // Whether i and j would be a pair of the bracket (BracketCriteria::in_bracket).
  bool in_bracket(int i, int j) const { return criteria_.in_bracket(i, j); }

 private:
  struct Edge {
    int u, v;  // its weight is in matching_; its fields are computed again when needed
  };
  // What the search for the first best candidate has fixed so far.
  struct Constraints {
    std::vector<int> partner;        // -1: free
    std::vector<char> paired_in;     // must be paired inside the bracket
    std::vector<char> not_paired_in; // in Limbo, or floating
    std::vector<char> side;          // 1: S1 (pairs with S2 only), 2: S2
    // Must be paired: to a given partner, or inside the bracket.
    bool required(std::size_t v) const { return partner[v] >= 0 || paired_in[v]; }
  };

  const std::vector<const DutchPlayer*>& players_;
  const std::vector<Place>& places_;
  BracketCriteria criteria_;
  std::vector<Edge> edges_;
  BracketMatching matching_;  // the edges' weights, narrowed
  std::vector<std::vector<int>> incident_;  // each player's edges
  Deadline deadline_;
  // While pair() searches: what makes a matching one of the heaviest (matching.h), from the
  // duals of the first heaviest matching.
  struct Heaviest {
    std::vector<char> tight;      // by edge
    std::vector<char> must_pair;  // by player: a positive dual
    std::vector<int> blossoms_in; // by edge: the blossoms of positive dual that hold both ends
    int full_pairs = 0;           // the pairs inside those blossoms when each is full
    std::vector<int> witness;     // by player: its edge in the last such matching found, or -1
  };
  std::optional<Heaviest> heaviest_;

  bool allowed(const Edge& e, const Constraints& c) const;
  // Allowed, and (while pair() searches) tight.
  bool usable(std::size_t k, const Constraints& c) const;
  // The heaviest matching under the constraints: its edges (none when it leaves single a
  // player who must be paired); `heaviest` receives what makes a matching as heavy.
  void best(const Constraints& c, std::vector<int>& chosen, Heaviest* heaviest = nullptr) const;
  Heaviest heaviest_of(const std::vector<BracketMatching::Chosen>& edges, const MatchingWithTightEdges& m) const;
  // Whether a heaviest matching of all keeps the constraints (one that does is kept).
  bool keeps_best(const Constraints& c);
  bool witness_keeps(const Constraints& c);
  bool is_witness(const std::vector<int>& witness, const Constraints& c) const;
  int other_end(int edge, int v) const;
  int edge_between(int a, int b) const;  // -1: none
  void pair_remainder(Constraints& c, const std::vector<int>& remainder, int pairs);
  void transpose(Constraints& c, const std::vector<int>& s1, const std::vector<int>& s2);
  Constraints free_constraints() const;
  // The criteria of the chosen edges, summed field by field.
  Fields sum_fields(const std::vector<int>& chosen) const;
};

}  // namespace manqala::pairing
