// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
// O(n³) (Galil, "Efficient algorithms for finding maximum matching in graphs", 1986). The
// Dutch system asks, bracket after bracket, for the pairing that is best by a long list of
// criteria in order; each criterion is a field of an edge's weight, the earlier ones in the
// higher digits, so the heaviest matching is the best pairing.
//
// Written here rather than taken from Boost.Graph: Debian 12's Boost 1.74
// maximum_weighted_matching gives wrong matchings, fails assertions or does not end on some
// graphs (boostorg/graph issues 199, 223, 399, fixed only in later releases).
//
// Weight: any integer type with + - * / and comparisons (int64_t in tests, a wide fixed-size
// integer for pairings). Weights must be non-negative; edges of weight 0 may be left out.
#pragma once

#include <cstddef>
#include <vector>

namespace manqala::pairing {

template <class Weight>
struct WeightedEdge {
  int u = 0, v = 0;
  Weight weight{};
};

// mate[v]: the vertex matched to v, or -1. The matching has the greatest total weight (not
// necessarily the most edges: give every edge a large common term to ask for that).
template <class Weight>
std::vector<int> max_weight_matching(int vertices, const std::vector<WeightedEdge<Weight>>& edges);

// The same, and the optimal dual solution the algorithm ends with, as complementary slackness
// uses it: a matching is one of the heaviest if and only if all its edges are tight (their
// slack, counting the blossoms that hold both ends, is zero), it pairs every vertex whose dual
// is positive, and each blossom whose dual is positive is full (pairs all its vertices but
// one among themselves). So a search among the heaviest matchings (the Dutch system's
// candidates) is a search for matchings of those properties, weights aside.
struct MatchingWithTightEdges {
  std::vector<int> mate;
  std::vector<char> tight;                       // by edge index
  std::vector<char> positive_dual;               // by vertex
  std::vector<std::vector<int>> full_blossoms;  // the vertices of each blossom with a positive dual
};
template <class Weight>
MatchingWithTightEdges max_weight_matching_with_tight_edges(int vertices, const std::vector<WeightedEdge<Weight>>& edges);

}  // namespace manqala::pairing

#include "pairing/matching_impl.h"
