// The blossom matching against every matching of small random graphs.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>

#include "pairing/matching.h"

namespace manqala::pairing {
namespace {

using Edges = std::vector<WeightedEdge<std::int64_t>>;

// The heaviest matching's weight, by trying every matching.
std::int64_t best_by_search(int n, const std::map<std::pair<int, int>, std::int64_t>& w, std::vector<bool>& used, int from) {
  while (from < n && used[static_cast<std::size_t>(from)]) ++from;
  if (from >= n) return 0;
  used[static_cast<std::size_t>(from)] = true;
  std::int64_t best = best_by_search(n, w, used, from + 1);  // `from` stays single
  for (int v = from + 1; v < n; ++v) {
    auto it = w.find({from, v});
    if (used[static_cast<std::size_t>(v)] || it == w.end()) continue;
    used[static_cast<std::size_t>(v)] = true;
    best = std::max(best, it->second + best_by_search(n, w, used, from + 1));
    used[static_cast<std::size_t>(v)] = false;
  }
  used[static_cast<std::size_t>(from)] = false;
  return best;
}

std::int64_t weight_of(const std::vector<int>& mate, const std::map<std::pair<int, int>, std::int64_t>& w) {
  std::int64_t total = 0;
  for (int v = 0; v < static_cast<int>(mate.size()); ++v) {
    const int u = mate[static_cast<std::size_t>(v)];
    if (u < 0) continue;
    EXPECT_EQ(mate[static_cast<std::size_t>(u)], v) << "a matching is symmetric";
    if (v < u) {
      auto it = w.find({v, u});
      EXPECT_NE(it, w.end()) << "matched along an edge that is not there";
      if (it != w.end()) total += it->second;
    }
  }
  return total;
}

TEST(Matching, SmallKnownGraphs) {
  // A path a-b-c-d with the middle edge heaviest alone but lighter than the two ends.
  Edges path{{0, 1, 5}, {1, 2, 8}, {2, 3, 5}};
  EXPECT_EQ(max_weight_matching<std::int64_t>(4, path), (std::vector<int>{1, 0, 3, 2}));
  // A triangle with a tail: the blossom {0,1,2} must be shrunk and expanded.
  Edges blossom{{0, 1, 6}, {1, 2, 6}, {0, 2, 6}, {2, 3, 7}};
  const auto mate = max_weight_matching<std::int64_t>(4, blossom);
  EXPECT_EQ(mate[3], 2);
  EXPECT_TRUE(mate[0] == 1 && mate[1] == 0);
  EXPECT_EQ(max_weight_matching<std::int64_t>(3, {}), (std::vector<int>{-1, -1, -1}));
}

RC_GTEST_PROP(Matching, HeaviestOfAllMatchings, ()) {
  const int n = *rc::gen::inRange(1, 11);
  const int top = *rc::gen::element(1, 3, 10, 1000);  // small ranges: many ties
  std::map<std::pair<int, int>, std::int64_t> w;
  Edges edges;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      if (*rc::gen::inRange(0, 3) == 0) continue;
      const std::int64_t weight = *rc::gen::inRange<std::int64_t>(1, top + 1);
      w[{u, v}] = weight;
      if (*rc::gen::arbitrary<bool>())
        edges.push_back({u, v, weight});
      else
        edges.push_back({v, u, weight});
    }
  const auto mate = max_weight_matching<std::int64_t>(n, edges);
  RC_ASSERT(static_cast<int>(mate.size()) == n);
  std::vector<bool> used(static_cast<std::size_t>(n), false);
  RC_ASSERT(weight_of(mate, w) == best_by_search(n, w, used, 0));
}

}  // namespace
}  // namespace manqala::pairing

namespace manqala::pairing {
namespace {

// The heaviest matching by dynamic programming over subsets (up to 18 vertices).
std::int64_t best_by_subsets(int n, const std::vector<std::vector<std::int64_t>>& w) {
  std::vector<std::int64_t> best(std::size_t{1} << n, 0);
  for (std::size_t mask = 1; mask < best.size(); ++mask) {
    const int first = __builtin_ctzll(mask);
    const std::size_t rest = mask & ~(std::size_t{1} << first);
    std::int64_t value = best[rest];  // `first` stays single
    for (int v = first + 1; v < n; ++v)
      if ((rest >> v) & 1 && w[static_cast<std::size_t>(first)][static_cast<std::size_t>(v)] > 0)
        value = std::max(value, w[static_cast<std::size_t>(first)][static_cast<std::size_t>(v)] + best[rest & ~(std::size_t{1} << v)]);
    best[mask] = value;
  }
  return best.back();
}

RC_GTEST_PROP(Matching, HeaviestOnLargerGraphs, ()) {
  const int n = *rc::gen::inRange(10, 17);
  const int density = *rc::gen::inRange(1, 5);  // one edge in `density` pairs
  // Weights of many orders of magnitude, as the pairing criteria make them.
  const auto scale = *rc::gen::element<std::int64_t>(1, 1000, 1'000'000'000);
  std::vector<std::vector<std::int64_t>> w(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
  std::map<std::pair<int, int>, std::int64_t> by_pair;
  Edges edges;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      if (*rc::gen::inRange(0, density) != 0) continue;
      const std::int64_t weight = scale * *rc::gen::inRange<std::int64_t>(1, 4) + *rc::gen::inRange<std::int64_t>(0, 5);
      w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] = weight;
      by_pair[{u, v}] = weight;
      edges.push_back({u, v, weight});
    }
  const auto mate = max_weight_matching<std::int64_t>(n, edges);
  RC_ASSERT(weight_of(mate, by_pair) == best_by_subsets(n, w));
}

// The Dutch pairing searches among the heaviest matchings on the tight edges only: that is
// exact only if every edge of every heaviest matching is tight. An edge (u, v) is in some
// heaviest matching when its weight and the best of the rest make the best of all. Many ties
// (weights from a small range) make many heaviest matchings and blossoms left at the end.
RC_GTEST_PROP(Matching, EveryEdgeOfEveryHeaviestMatchingIsTight, ()) {
  const int n = *rc::gen::inRange(2, 13);
  const std::int64_t top = *rc::gen::element<std::int64_t>(2, 4, 1000);
  std::vector<std::vector<std::int64_t>> w(static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
  Edges edges;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      if (*rc::gen::inRange(0, 3) == 0) continue;
      const std::int64_t weight = *rc::gen::inRange<std::int64_t>(1, top + 1);
      w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] = weight;
      edges.push_back({u, v, weight});
    }
  const auto result = max_weight_matching_with_tight_edges<std::int64_t>(n, edges);
  RC_ASSERT(result.tight.size() == edges.size());
  const std::int64_t best = best_by_subsets(n, w);
  auto without = [&](int a, int b) {
    auto rest = w;
    for (int x = 0; x < n; ++x)
      for (int gone : {a, b}) rest[static_cast<std::size_t>(gone)][static_cast<std::size_t>(x)] = rest[static_cast<std::size_t>(x)][static_cast<std::size_t>(gone)] = 0;
    return best_by_subsets(n, rest);
  };
  int tight = 0;
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const auto& e = edges[k];
    const bool in_a_heaviest = e.weight + without(e.u, e.v) == best;
    if (in_a_heaviest) RC_ASSERT(result.tight[k] == 1);
    if (result.mate[static_cast<std::size_t>(e.u)] == e.v) RC_ASSERT(result.tight[k] == 1);
    tight += result.tight[k];
  }
  RC_TAG(tight == static_cast<int>(edges.size()) ? "all tight" : "some slack");
}

// What the Dutch pairing's search relies on (bracket_pairer.cpp): a matching is one of the
// heaviest exactly when its edges are tight, it pairs every vertex of positive dual and each
// blossom of positive dual is full. Every matching of small random graphs is tried.
void each_matching(int n, const Edges& edges, std::vector<int>& mate, std::size_t from,
                   const std::function<void(const std::vector<int>&)>& visit) {
  if (from == edges.size()) {
    visit(mate);
    return;
  }
  each_matching(n, edges, mate, from + 1, visit);
  const auto& e = edges[from];
  if (mate[static_cast<std::size_t>(e.u)] >= 0 || mate[static_cast<std::size_t>(e.v)] >= 0) return;
  mate[static_cast<std::size_t>(e.u)] = static_cast<int>(from);
  mate[static_cast<std::size_t>(e.v)] = static_cast<int>(from);
  each_matching(n, edges, mate, from + 1, visit);
  mate[static_cast<std::size_t>(e.u)] = mate[static_cast<std::size_t>(e.v)] = -1;
}

RC_GTEST_PROP(Matching, HeaviestExactlyWhenComplementarySlacknessHolds, ()) {
  const int n = *rc::gen::inRange(2, 10);
  const std::int64_t top = *rc::gen::element<std::int64_t>(2, 3, 50);
  Edges edges;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v)
      if (*rc::gen::inRange(0, 2) == 0) edges.push_back({u, v, *rc::gen::inRange<std::int64_t>(1, top + 1)});
  RC_PRE(edges.size() <= 18u);
  const auto result = max_weight_matching_with_tight_edges<std::int64_t>(n, edges);
  std::int64_t best = 0;
  for (std::size_t k = 0; k < edges.size(); ++k)
    if (result.mate[static_cast<std::size_t>(edges[k].u)] == edges[k].v) best += edges[k].weight;
  std::vector<int> mate(static_cast<std::size_t>(n), -1);  // by vertex: its edge
  int heaviest = 0;
  each_matching(n, edges, mate, 0, [&](const std::vector<int>& m) {
    std::int64_t weight = 0;
    bool slackness = true;
    for (int v = 0; v < n; ++v) {
      const int k = m[static_cast<std::size_t>(v)];
      if (k < 0) {
        slackness = slackness && !result.positive_dual[static_cast<std::size_t>(v)];
        continue;
      }
      slackness = slackness && result.tight[static_cast<std::size_t>(k)];
      if (edges[static_cast<std::size_t>(k)].u == v) weight += edges[static_cast<std::size_t>(k)].weight;
    }
    for (const auto& blossom : result.full_blossoms) {
      int inside = 0;
      for (int v : blossom) {
        const int k = m[static_cast<std::size_t>(v)];
        if (k < 0) continue;
        const int other = edges[static_cast<std::size_t>(k)].u == v ? edges[static_cast<std::size_t>(k)].v : edges[static_cast<std::size_t>(k)].u;
        inside += std::find(blossom.begin(), blossom.end(), other) != blossom.end();
      }
      slackness = slackness && inside / 2 == static_cast<int>(blossom.size()) / 2;
    }
    RC_ASSERT(weight <= best);
    RC_ASSERT(slackness == (weight == best));
    heaviest += weight == best;
  });
  RC_ASSERT(heaviest >= 1);
  RC_TAG(result.full_blossoms.empty() ? "no blossom" : "blossoms of positive dual");
}

}  // namespace
}  // namespace manqala::pairing
