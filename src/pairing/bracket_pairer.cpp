#include "pairing/bracket_pairer.h"

#include <algorithm>
#include <cstdint>

#include "pairing/exchanges.h"
#include "pairing/matching.h"

namespace manqala::pairing {
namespace {

// The matching done in the narrowest integer that holds its sums. A bracket's weights need
// total_bits() bits, the required players' bonus three more, the blossom's doubled duals and
// slacks two more; most brackets fit in 128 or 256 bits, and arithmetic on 1,024-bit integers
// is where the pairing spent nine tenths of its time.
constexpr int kHeadroomBits = 8;

__int128 narrowed_to_128(const Weight& w) {
  const auto low = static_cast<std::uint64_t>(w & Weight(~std::uint64_t{0}));
  const auto high = static_cast<std::uint64_t>(w >> 64);
  return static_cast<__int128>((static_cast<unsigned __int128>(high) << 64) | low);
}

template <class Narrow, class Convert>
std::vector<int> match_narrowed(int vertices, const std::vector<WeightedEdge<Weight>>& edges, Convert convert) {
  std::vector<WeightedEdge<Narrow>> narrow;
  narrow.reserve(edges.size());
  for (const auto& e : edges) narrow.push_back({e.u, e.v, convert(e.weight)});
  return max_weight_matching<Narrow>(vertices, narrow);
}

std::vector<int> match(int vertices, const std::vector<WeightedEdge<Weight>>& edges, int bits) {
  if (bits + kHeadroomBits < 127) return match_narrowed<__int128>(vertices, edges, narrowed_to_128);
  using Int256 = boost::multiprecision::int256_t;
  if (bits + kHeadroomBits < 255) return match_narrowed<Int256>(vertices, edges, [](const Weight& w) { return static_cast<Int256>(w); });
  using Int512 = boost::multiprecision::int512_t;
  if (bits + kHeadroomBits < 511) return match_narrowed<Int512>(vertices, edges, [](const Weight& w) { return static_cast<Int512>(w); });
  return max_weight_matching<Weight>(vertices, edges);
}

}  // namespace

BracketPairer::BracketPairer(const std::vector<const DutchPlayer*>& players, const std::vector<Place>& places,
                             std::optional<Points> bye_score, Colour initial_colour, bool c9, Deadline deadline)
    : players_(players), places_(places), criteria_(players, places, bye_score, initial_colour, c9), deadline_(deadline) {
  const int n = static_cast<int>(players.size());
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (auto f = criteria_.fields(i, j)) edges_.push_back({i, j, *f, criteria_.weight(*f)});
}

bool BracketPairer::pairs_below() const {
  std::vector<int> chosen;
  best(free_constraints(), &chosen);
  auto in_bracket = [&](int i) {
    const Place p = places_[static_cast<std::size_t>(i)];
    return p == Place::moved_down || p == Place::resident;
  };
  return std::any_of(chosen.begin(), chosen.end(), [&](int k) {
    const Edge& e = edges_[static_cast<std::size_t>(k)];
    return in_bracket(e.u) != in_bracket(e.v);
  });
}

BracketPairer::Constraints BracketPairer::free_constraints() const {
  const auto n = players_.size();
  return {std::vector<int>(n, -1), std::vector<char>(n, 0), std::vector<char>(n, 0), std::vector<char>(n, 0)};
}

bool BracketPairer::allowed(const Edge& e, const Constraints& c) const {
  const auto u = static_cast<std::size_t>(e.u), v = static_cast<std::size_t>(e.v);
  if ((c.partner[u] >= 0 && c.partner[u] != e.v) || (c.partner[v] >= 0 && c.partner[v] != e.u)) return false;
  const bool in = criteria_.in_bracket(e.u, e.v);
  if (in && (c.not_paired_in[u] || c.not_paired_in[v])) return false;
  if (!in && (c.paired_in[u] || c.paired_in[v])) return false;
  if (!in) return true;
  // S1 pairs with S2 only; two of S2 do not meet in the bracket.
  const bool s1_s2 = (c.side[u] == 1 && c.side[v] == 2) || (c.side[u] == 2 && c.side[v] == 1);
  if ((c.side[u] == 1 || c.side[v] == 1) && !s1_s2) return false;
  return !(c.side[u] == 2 && c.side[v] == 2);
}

Weight BracketPairer::best(const Constraints& c, std::vector<int>* chosen) const {
  deadline_.check();  // a matching a call: the pairing's time goes here
  std::vector<WeightedEdge<Weight>> edges;
  std::vector<int> index;
  for (std::size_t k = 0; k < edges_.size(); ++k)
    if (allowed(edges_[k], c)) {
      edges.push_back({edges_[k].u, edges_[k].v, edges_[k].weight});
      index.push_back(static_cast<int>(k));
    }
  // A player that must be paired (to a given partner, or inside the bracket) is worth more
  // than all the criteria together: if the best is reached only by leaving one single, the
  // total falls short of it.
  const Weight must = Weight(1) << (criteria_.total_bits() + 2);
  auto required = [&](int v) { return c.partner[static_cast<std::size_t>(v)] >= 0 || c.paired_in[static_cast<std::size_t>(v)]; };
  for (auto& e : edges) e.weight += must * (required(e.u) + required(e.v));
  const auto mate = match(static_cast<int>(players_.size()), edges, criteria_.total_bits());
  Weight total = 0;
  for (std::size_t v = 0; v < players_.size(); ++v)
    if (required(static_cast<int>(v)) && mate[v] < 0) return -1;
  for (std::size_t k = 0; k < edges.size(); ++k)
    if (mate[static_cast<std::size_t>(edges[k].u)] == edges[k].v) {
      total += edges_[static_cast<std::size_t>(index[k])].weight;
      if (chosen) chosen->push_back(index[k]);
    }
  return total;
}

std::vector<std::pair<int, int>> BracketPairer::pair() {
  Constraints c = free_constraints();
  std::vector<int> chosen;
  const Weight target = best(c, &chosen);
  int pairs = 0, mdp_pairs = 0;
  for (int k : chosen) {
    const Edge& e = edges_[static_cast<std::size_t>(k)];
    if (!criteria_.in_bracket(e.u, e.v)) continue;
    ++pairs;
    mdp_pairs += places_[static_cast<std::size_t>(e.u)] == Place::moved_down;
  }

  // The moved-down players to pair: the highest that can be (the rest go to Limbo).
  std::vector<int> s1, residents;
  for (int i = 0; i < static_cast<int>(players_.size()); ++i) {
    const auto at = static_cast<std::size_t>(i);
    if (places_[at] == Place::resident) residents.push_back(i);
    if (places_[at] != Place::moved_down) continue;
    if (static_cast<int>(s1.size()) < mdp_pairs) {
      c.paired_in[at] = 1;
      if (keeps_best(c, target)) {
        s1.push_back(i);
        continue;
      }
      c.paired_in[at] = 0;
    }
    c.not_paired_in[at] = 1;
  }
  transpose(c, target, s1, residents);

  std::vector<int> remainder;
  for (int r : residents)
    if (c.partner[static_cast<std::size_t>(r)] < 0) remainder.push_back(r);
  pair_remainder(c, target, remainder, pairs - mdp_pairs);

  std::vector<std::pair<int, int>> out;
  for (int i = 0; i < static_cast<int>(players_.size()); ++i) {
    const int j = c.partner[static_cast<std::size_t>(i)];
    if (j > i) out.emplace_back(i, j);
  }
  return out;
}

// Each of s1 in order takes the first of s2 that still allows the best pairing.
void BracketPairer::transpose(Constraints& c, const Weight& target, const std::vector<int>& s1,
                              const std::vector<int>& s2) const {
  for (int a : s1) {
    for (int b : s2) {
      const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
      if (c.partner[ub] >= 0 || !may_meet(*players_[ua], *players_[ub])) continue;
      c.partner[ua] = b;
      c.partner[ub] = a;
      if (keeps_best(c, target)) break;
      c.partner[ua] = c.partner[ub] = -1;
    }
  }
}

void BracketPairer::pair_remainder(Constraints& c, const Weight& target, const std::vector<int>& remainder,
                                   int pairs) const {
  if (pairs <= 0) return;
  // Bracket sequence numbers: positions in the remainder, from 1.
  std::vector<int> s1, s2;
  for (int k = 0; k < static_cast<int>(remainder.size()); ++k) (k < pairs ? s1 : s2).push_back(k + 1);
  auto set_sides = [&](const std::vector<int>& one, char value) {
    for (int bsn : one) {
      const auto at = static_cast<std::size_t>(remainder[static_cast<std::size_t>(bsn - 1)]);
      c.side[at] = value;
      c.paired_in[at] = value == 1;
    }
  };
  for (int size = 0; size <= static_cast<int>(std::min(s1.size(), s2.size())); ++size) {
    for (const Exchange& x : exchanges_of_size(s1, s2, size)) {
      std::vector<int> new_s1, new_s2;
      for (int bsn : s1)
        if (!std::binary_search(x.out_of_s1.begin(), x.out_of_s1.end(), bsn)) new_s1.push_back(bsn);
      new_s1.insert(new_s1.end(), x.out_of_s2.begin(), x.out_of_s2.end());
      for (int bsn : s2)
        if (!std::binary_search(x.out_of_s2.begin(), x.out_of_s2.end(), bsn)) new_s2.push_back(bsn);
      new_s2.insert(new_s2.end(), x.out_of_s1.begin(), x.out_of_s1.end());
      std::sort(new_s1.begin(), new_s1.end());
      std::sort(new_s2.begin(), new_s2.end());
      set_sides(new_s1, 1);
      set_sides(new_s2, 2);
      if (keeps_best(c, target)) {
        std::vector<int> one, two;
        for (int bsn : new_s1) one.push_back(remainder[static_cast<std::size_t>(bsn - 1)]);
        for (int bsn : new_s2) two.push_back(remainder[static_cast<std::size_t>(bsn - 1)]);
        transpose(c, target, one, two);
        return;
      }
      set_sides(new_s1, 0);
      set_sides(new_s2, 0);
    }
  }
}

std::optional<Fields> BracketPairer::best_fields_with(const std::vector<std::pair<int, int>>& pairs) const {
  Constraints c = free_constraints();
  for (auto [a, b] : pairs) {
    c.partner[static_cast<std::size_t>(a)] = b;
    c.partner[static_cast<std::size_t>(b)] = a;
  }
  // Everyone else of the bracket floats.
  for (std::size_t i = 0; i < players_.size(); ++i)
    if (c.partner[i] < 0 && (places_[i] == Place::moved_down || places_[i] == Place::resident)) c.not_paired_in[i] = 1;
  std::vector<int> chosen;
  best(c, &chosen);
  const Fields total = sum_fields(chosen);
  const int matched = static_cast<int>(chosen.size());
  int in_pairs = 0;
  for (int k : chosen) in_pairs += criteria_.in_bracket(edges_[static_cast<std::size_t>(k)].u, edges_[static_cast<std::size_t>(k)].v);
  if (in_pairs != static_cast<int>(pairs.size()) || 2 * matched + 1 < static_cast<int>(players_.size())) return std::nullopt;
  return total;
}

Fields BracketPairer::best_fields() const {
  std::vector<int> chosen;
  best(free_constraints(), &chosen);
  return sum_fields(chosen);
}

Fields BracketPairer::sum_fields(const std::vector<int>& chosen) const {
  Fields total{};
  for (int k : chosen)
    for (int f = 0; f < kCriteria; ++f) total[static_cast<std::size_t>(f)] += edges_[static_cast<std::size_t>(k)].fields[static_cast<std::size_t>(f)];
  return total;
}

}  // namespace manqala::pairing
