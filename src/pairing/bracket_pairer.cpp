#include "pairing/bracket_pairer.h"

#include <algorithm>
#include <cstdint>

#include "pairing/exchanges.h"

namespace manqala::pairing {

BracketPairer::BracketPairer(const std::vector<const DutchPlayer*>& players, const std::vector<Place>& places,
                             std::optional<Points> bye_score, Colour initial_colour, bool c9, Deadline deadline)
    : players_(players),
      places_(places),
      criteria_(players, places, bye_score, initial_colour, c9),
      matching_(criteria_.total_bits()),
      deadline_(deadline) {
  const int n = static_cast<int>(players.size());
  incident_.resize(players.size());
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (auto f = criteria_.fields(i, j)) {
        incident_[static_cast<std::size_t>(i)].push_back(static_cast<int>(edges_.size()));
        incident_[static_cast<std::size_t>(j)].push_back(static_cast<int>(edges_.size()));
        edges_.push_back({i, j});
        matching_.add(criteria_.weight_words(*f));
      }
}

bool BracketPairer::pairs_below() const {
  std::vector<int> chosen;
  best(free_constraints(), chosen);
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

bool BracketPairer::usable(std::size_t k, const Constraints& c) const {
  return (!heaviest_ || heaviest_->tight[k]) && allowed(edges_[k], c);
}

BracketPairer::Heaviest BracketPairer::heaviest_of(const std::vector<BracketMatching::Chosen>& edges,
                                                    const MatchingWithTightEdges& m) const {
  Heaviest h;
  h.witness.assign(players_.size(), -1);
  h.tight.assign(edges_.size(), 0);
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const auto& e = edges[k];
    h.tight[static_cast<std::size_t>(e.edge)] = m.tight[k];
    if (m.mate[static_cast<std::size_t>(e.u)] == e.v)
      h.witness[static_cast<std::size_t>(e.u)] = h.witness[static_cast<std::size_t>(e.v)] = e.edge;
  }
  h.must_pair = m.positive_dual;
  h.blossoms_in.assign(edges_.size(), 0);
  std::vector<char> in_blossom(players_.size(), 0);
  for (const auto& blossom : m.full_blossoms) {
    h.full_pairs += static_cast<int>(blossom.size()) / 2;
    for (int v : blossom) in_blossom[static_cast<std::size_t>(v)] = 1;
    for (int v : blossom)
      for (int k : incident_[static_cast<std::size_t>(v)]) {
        const Edge& e = edges_[static_cast<std::size_t>(k)];
        // Counted once, from the lower end.
        if (e.u == v && in_blossom[static_cast<std::size_t>(e.v)]) ++h.blossoms_in[static_cast<std::size_t>(k)];
      }
    for (int v : blossom) in_blossom[static_cast<std::size_t>(v)] = 0;
  }
  return h;
}

// A heaviest matching keeps the constraints if and only if one of the allowed tight edges pairs
// everyone who must be paired (a positive dual, or required here) and fills every blossom of
// positive dual (matching.h). Each such demand is an edge's worth in a small weight, and the
// heaviest matching of those weights reaches their count exactly when all are met at once.
bool BracketPairer::keeps_best(const Constraints& c) {
  Heaviest& h = *heaviest_;
  if (witness_keeps(c)) return true;
  std::vector<char> must(players_.size());
  int demands = h.full_pairs;
  for (std::size_t v = 0; v < players_.size(); ++v) {
    const bool required = c.required(v);
    must[v] = h.must_pair[v] || required;
    demands += must[v];
    if (!required) continue;
    // Most candidates fail here: a player who must be paired has no edge left.
    const auto& mine = incident_[v];
    if (std::none_of(mine.begin(), mine.end(), [&](int k) { return usable(static_cast<std::size_t>(k), c); })) return false;
  }
  deadline_.check();
  // Only the players on edges worth something take part, numbered anew: the matching's cost
  // grows with its vertices, and most of those below the bracket are worth nothing here.
  std::vector<int> vertex(players_.size(), -1), edge_of;
  std::vector<WeightedEdge<std::int64_t>> edges;
  int vertices = 0;
  auto number = [&](int v) {
    int& id = vertex[static_cast<std::size_t>(v)];
    if (id < 0) id = vertices++;
    return id;
  };
  for (std::size_t k = 0; k < edges_.size(); ++k) {
    if (!usable(k, c)) continue;
    const Edge& e = edges_[k];
    const std::int64_t worth = must[static_cast<std::size_t>(e.u)] + must[static_cast<std::size_t>(e.v)] + h.blossoms_in[k];
    if (worth == 0) continue;
    edges.push_back({number(e.u), number(e.v), worth});
    edge_of.push_back(static_cast<int>(k));
  }
  const auto mate = max_weight_matching<std::int64_t>(vertices, edges);
  int met = 0;
  for (const auto& e : edges)
    if (mate[static_cast<std::size_t>(e.u)] == e.v) met += static_cast<int>(e.weight);
  if (met != demands) return false;
  std::fill(h.witness.begin(), h.witness.end(), -1);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (mate[static_cast<std::size_t>(edges[i].u)] != edges[i].v) continue;
    const Edge& e = edges_[static_cast<std::size_t>(edge_of[i])];
    h.witness[static_cast<std::size_t>(e.u)] = h.witness[static_cast<std::size_t>(e.v)] = edge_of[i];
  }
  return true;
}

// The last heaviest matching found that kept the constraints, or that matching with one
// exchange of partners (a-a', b-b' to a-b, a'-b' when a and b are now to meet), keeps the new
// ones too when it passes is_witness: then nothing need be solved.
bool BracketPairer::witness_keeps(const Constraints& c) {
  auto& w = heaviest_->witness;
  if (is_witness(w, c)) return true;
  int a = -1, b = -1;
  for (std::size_t v = 0; v < players_.size(); ++v) {
    const int partner = c.partner[v];
    if (partner < 0 || (w[v] >= 0 && other_end(w[v], static_cast<int>(v)) == partner)) continue;
    if (a >= 0 && a != partner) return false;  // more than one new pair
    a = static_cast<int>(v);
    b = partner;
  }
  if (a < 0) return false;
  std::vector<int> swapped = w;
  const int a2 = w[static_cast<std::size_t>(a)] < 0 ? -1 : other_end(w[static_cast<std::size_t>(a)], a);
  const int b2 = w[static_cast<std::size_t>(b)] < 0 ? -1 : other_end(w[static_cast<std::size_t>(b)], b);
  for (int v : {a2, b2})
    if (v >= 0) swapped[static_cast<std::size_t>(v)] = -1;
  swapped[static_cast<std::size_t>(a)] = swapped[static_cast<std::size_t>(b)] = edge_between(a, b);
  if (a2 >= 0 && b2 >= 0) swapped[static_cast<std::size_t>(a2)] = swapped[static_cast<std::size_t>(b2)] = edge_between(a2, b2);
  if (!is_witness(swapped, c)) return false;
  w = std::move(swapped);
  return true;
}

// Whether a matching (by player: its edge, or -1) is one of the heaviest and keeps the
// constraints: its edges usable, everyone who must be paired paired, the blossoms full.
bool BracketPairer::is_witness(const std::vector<int>& w, const Constraints& c) const {
  const Heaviest& h = *heaviest_;
  int blossom_pairs = 0;
  for (std::size_t v = 0; v < players_.size(); ++v) {
    const int k = w[v];
    if (k < 0) {
      if (h.must_pair[v] || c.required(v)) return false;
      continue;
    }
    if (!usable(static_cast<std::size_t>(k), c)) return false;
    if (edges_[static_cast<std::size_t>(k)].u == static_cast<int>(v)) blossom_pairs += h.blossoms_in[static_cast<std::size_t>(k)];
  }
  return blossom_pairs == h.full_pairs;
}

int BracketPairer::other_end(int edge, int v) const {
  const Edge& e = edges_[static_cast<std::size_t>(edge)];
  return e.u == v ? e.v : e.u;
}

int BracketPairer::edge_between(int a, int b) const {
  for (int k : incident_[static_cast<std::size_t>(a)])
    if (other_end(k, a) == b) return k;
  return -1;
}

void BracketPairer::best(const Constraints& c, std::vector<int>& chosen, Heaviest* heaviest) const {
  deadline_.check();  // a matching a call: the pairing's time goes here
  std::vector<BracketMatching::Chosen> edges;
  for (std::size_t k = 0; k < edges_.size(); ++k)
    if (usable(k, c)) edges.push_back({edges_[k].u, edges_[k].v, static_cast<int>(k)});
  // A player that must be paired (to a given partner, or inside the bracket) is worth more
  // than all the criteria together: if the best is reached only by leaving one single, the
  // total falls short of it.
  std::vector<char> required(players_.size());
  for (std::size_t v = 0; v < players_.size(); ++v) required[v] = c.required(v);
  const auto matched = matching_.match(static_cast<int>(players_.size()), edges, required);
  const auto& mate = matched.mate;
  if (heaviest) *heaviest = heaviest_of(edges, matched);
  for (std::size_t v = 0; v < players_.size(); ++v)
    if (required[v] && mate[v] < 0) return;
  for (const auto& e : edges)
    if (mate[static_cast<std::size_t>(e.u)] == e.v) chosen.push_back(e.edge);
}

std::vector<std::pair<int, int>> BracketPairer::pair() {
  Constraints c = free_constraints();
  std::vector<int> chosen;
  // Every candidate below is a heaviest matching of all: from here on they are told apart by
  // this matching's duals (keeps_best).
  heaviest_.reset();
  Heaviest first;
  best(c, chosen, &first);
  heaviest_ = std::move(first);
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
      if (keeps_best(c)) {
        s1.push_back(i);
        continue;
      }
      c.paired_in[at] = 0;
    }
    c.not_paired_in[at] = 1;
  }
  transpose(c, s1, residents);

  std::vector<int> remainder;
  for (int r : residents)
    if (c.partner[static_cast<std::size_t>(r)] < 0) remainder.push_back(r);
  pair_remainder(c, remainder, pairs - mdp_pairs);

  heaviest_.reset();
  std::vector<std::pair<int, int>> out;
  for (int i = 0; i < static_cast<int>(players_.size()); ++i) {
    const int j = c.partner[static_cast<std::size_t>(i)];
    if (j > i) out.emplace_back(i, j);
  }
  return out;
}

// Each of s1 in order takes the first of s2 that still allows the best pairing.
void BracketPairer::transpose(Constraints& c, const std::vector<int>& s1, const std::vector<int>& s2) {
  for (int a : s1) {
    for (int b : s2) {
      const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
      if (c.partner[ub] >= 0 || !may_meet(*players_[ua], *players_[ub])) continue;
      c.partner[ua] = b;
      c.partner[ub] = a;
      if (keeps_best(c)) break;
      c.partner[ua] = c.partner[ub] = -1;
    }
  }
}

void BracketPairer::pair_remainder(Constraints& c, const std::vector<int>& remainder, int pairs) {
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
      if (keeps_best(c)) {
        std::vector<int> one, two;
        for (int bsn : new_s1) one.push_back(remainder[static_cast<std::size_t>(bsn - 1)]);
        for (int bsn : new_s2) two.push_back(remainder[static_cast<std::size_t>(bsn - 1)]);
        transpose(c, one, two);
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
  best(c, chosen);
  const Fields total = sum_fields(chosen);
  const int matched = static_cast<int>(chosen.size());
  int in_pairs = 0;
  for (int k : chosen) in_pairs += criteria_.in_bracket(edges_[static_cast<std::size_t>(k)].u, edges_[static_cast<std::size_t>(k)].v);
  if (in_pairs != static_cast<int>(pairs.size()) || 2 * matched + 1 < static_cast<int>(players_.size())) return std::nullopt;
  return total;
}

Fields BracketPairer::best_fields() const {
  std::vector<int> chosen;
  best(free_constraints(), chosen);
  return sum_fields(chosen);
}

Fields BracketPairer::sum_fields(const std::vector<int>& chosen) const {
  Fields total{};
  for (int k : chosen) {
    const Edge& e = edges_[static_cast<std::size_t>(k)];
    const Fields fields = *criteria_.fields(e.u, e.v);
    for (int f = 0; f < kCriteria; ++f) total[static_cast<std::size_t>(f)] += fields[static_cast<std::size_t>(f)];
  }
  return total;
}

}  // namespace manqala::pairing
