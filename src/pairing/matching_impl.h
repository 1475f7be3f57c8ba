// The blossom algorithm of matching.h. Vertices are 0..n-1, blossoms n..2n-1; an edge k has the
// endpoints 2k (its u) and 2k+1 (its v), so p ^ 1 is the other end of endpoint p. Labels: S (1)
// for outer vertices, T (2) for inner ones. Weights stay integral: the slack of an edge between
// two S-blossoms is always even.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

namespace manqala::pairing {
namespace detail {

template <class Weight>
class BlossomMatcher {
 public:
  BlossomMatcher(int n, const std::vector<WeightedEdge<Weight>>& edges) : n_(n), edges_(edges) {}

  std::vector<int> solve() {
    std::vector<int> result(static_cast<std::size_t>(n_), -1);
    if (edges_.empty() || n_ < 2) return result;
    init();
    for (int stage = 0; stage < n_; ++stage) {
      if (!run_stage()) break;
    }
    for (int v = 0; v < n_; ++v)
      if (mate_[v] >= 0) result[static_cast<std::size_t>(v)] = endpoint_[mate_[v]];
    return result;
  }

  // After solve(): the vertices whose dual is positive, and the vertices of each blossom whose
  // dual is positive.
  std::vector<char> positive_duals() const {
    std::vector<char> out(static_cast<std::size_t>(n_), 0);
    for (int v = 0; v < n_ && !dualvar_.empty(); ++v) out[static_cast<std::size_t>(v)] = dualvar_[v] > Weight{};
    return out;
  }
  std::vector<std::vector<int>> blossoms_with_positive_duals() const {
    std::vector<std::vector<int>> out;
    for (int b = n_; b < 2 * n_ && !dualvar_.empty(); ++b)
      if (blossombase_[b] >= 0 && dualvar_[b] > Weight{}) out.push_back(leaves(b));
    return out;
  }

  // After solve(): the edges whose slack under the final duals is zero. The slack of an edge
  // inside blossoms counts twice the dual of each blossom that holds both its ends.
  std::vector<char> tight_edges() const {
    std::vector<char> tight(edges_.size(), 0);
    if (dualvar_.empty()) return tight;
    std::vector<int> chain_u, chain_v;
    auto chain = [&](int v, std::vector<int>& out) {
      out.clear();
      for (int b = blossomparent_[v]; b != -1; b = blossomparent_[b]) out.push_back(b);
    };
    for (std::size_t k = 0; k < edges_.size(); ++k) {
      Weight s = slack(static_cast<int>(k));
      chain(edges_[k].u, chain_u);
      chain(edges_[k].v, chain_v);
      // Blossoms nest, so the common ones are the outermost of both chains.
      auto iu = chain_u.rbegin(), iv = chain_v.rbegin();
      for (; iu != chain_u.rend() && iv != chain_v.rend() && *iu == *iv; ++iu, ++iv) s += 2 * dualvar_[*iu];
      tight[k] = s == Weight{};
    }
    return tight;
  }

 private:
  static constexpr int kFree = 0, kS = 1, kT = 2;

  int n_;
  const std::vector<WeightedEdge<Weight>>& edges_;
  std::vector<int> endpoint_;
  std::vector<std::vector<int>> neighbend_;
  std::vector<int> mate_, label_, labelend_, inblossom_, blossomparent_, blossombase_, bestedge_;
  std::vector<std::vector<int>> blossomchilds_, blossomendps_, blossombestedges_;
  std::vector<char> has_bestedges_, allowedge_;  // not vector<bool>: read in the inner loop
  std::vector<int> unusedblossoms_, queue_;
  std::vector<Weight> dualvar_;
  std::vector<Weight> twice_weight_;  // by edge: slacks are taken often

  void init() {
    const int m = static_cast<int>(edges_.size());
    Weight maxweight{};
    endpoint_.resize(static_cast<std::size_t>(2 * m));
    twice_weight_.resize(static_cast<std::size_t>(m));
    neighbend_.assign(static_cast<std::size_t>(n_), {});
    for (int k = 0; k < m; ++k) {
      const auto& e = edges_[static_cast<std::size_t>(k)];
      twice_weight_[static_cast<std::size_t>(k)] = 2 * e.weight;
      endpoint_[2 * k] = e.u;
      endpoint_[2 * k + 1] = e.v;
      neighbend_[e.u].push_back(2 * k + 1);
      neighbend_[e.v].push_back(2 * k);
      if (e.weight > maxweight) maxweight = e.weight;
    }
    const auto two_n = static_cast<std::size_t>(2 * n_);
    mate_.assign(static_cast<std::size_t>(n_), -1);
    label_.assign(two_n, kFree);
    labelend_.assign(two_n, -1);
    inblossom_.resize(static_cast<std::size_t>(n_));
    for (int v = 0; v < n_; ++v) inblossom_[v] = v;
    blossomparent_.assign(two_n, -1);
    blossomchilds_.assign(two_n, {});
    blossombase_.assign(two_n, -1);
    for (int v = 0; v < n_; ++v) blossombase_[v] = v;
    blossomendps_.assign(two_n, {});
    bestedge_.assign(two_n, -1);
    blossombestedges_.assign(two_n, {});
    has_bestedges_.assign(two_n, false);
    unusedblossoms_.clear();
    for (int b = 2 * n_ - 1; b >= n_; --b) unusedblossoms_.push_back(b);
    dualvar_.assign(two_n, Weight{});
    for (int v = 0; v < n_; ++v) dualvar_[v] = maxweight;
    allowedge_.assign(static_cast<std::size_t>(m), false);
  }

  Weight slack(int k) const {
    // endpoint_ rather than edges_: the hottest read of the algorithm stays in fewer cache lines.
    return dualvar_[endpoint_[2 * k]] + dualvar_[endpoint_[2 * k + 1]] - twice_weight_[static_cast<std::size_t>(k)];
  }

  void leaves(int b, std::vector<int>& out) const {
    if (b < n_) {
      out.push_back(b);
      return;
    }
    for (int t : blossomchilds_[b]) leaves(t, out);
  }
  std::vector<int> leaves(int b) const {
    std::vector<int> out;
    leaves(b, out);
    return out;
  }

  // Python-style index into a blossom's cycle (negative counts from the end).
  static int at(const std::vector<int>& cycle, int j) {
    const int size = static_cast<int>(cycle.size());
    return cycle[static_cast<std::size_t>(((j % size) + size) % size)];
  }

  // Where the even-length way round a blossom's cycle from `child` to its base starts: the
  // child's index (made negative to go forwards), the step, and which end of each edge leads.
  struct EvenPath {
    int index, step, endpoint_trick;
  };
  static EvenPath even_path(const std::vector<int>& cycle, int child) {
    const int j = static_cast<int>(std::find(cycle.begin(), cycle.end(), child) - cycle.begin());
    if (j & 1) return {j - static_cast<int>(cycle.size()), 1, 0};
    return {j, -1, 1};
  }

  void assign_label(int w, int t, int p) {
    const int b = inblossom_[w];
    label_[w] = label_[b] = t;
    labelend_[w] = labelend_[b] = p;
    bestedge_[w] = bestedge_[b] = -1;
    if (t == kS) {
      for (int v : leaves(b)) queue_.push_back(v);
    } else {
      const int base = blossombase_[b];
      assign_label(endpoint_[mate_[base]], kS, mate_[base] ^ 1);
    }
  }

  // Traces back from v and w to find a new blossom's base, or -1 for an augmenting path.
  int scan_blossom(int v, int w) {
    std::vector<int> path;
    int base = -1;
    while (v != -1 || w != -1) {
      int b = inblossom_[v];
      if (label_[b] & 4) {
        base = blossombase_[b];
        break;
      }
      path.push_back(b);
      label_[b] = 5;
      if (labelend_[b] == -1) {
        v = -1;
      } else {
        v = endpoint_[labelend_[b]];
        b = inblossom_[v];
        v = endpoint_[labelend_[b]];
      }
      if (w != -1) std::swap(v, w);
    }
    for (int b : path) label_[b] = kS;
    return base;
  }

  void add_blossom(int base, int k) {
    int v = edges_[static_cast<std::size_t>(k)].u, w = edges_[static_cast<std::size_t>(k)].v;
    const int bb = inblossom_[base];
    int bv = inblossom_[v], bw = inblossom_[w];
    const int b = unusedblossoms_.back();
    unusedblossoms_.pop_back();
    blossombase_[b] = base;
    blossomparent_[b] = -1;
    blossomparent_[bb] = b;
    std::vector<int> path, endps;
    while (bv != bb) {
      blossomparent_[bv] = b;
      path.push_back(bv);
      endps.push_back(labelend_[bv]);
      v = endpoint_[labelend_[bv]];
      bv = inblossom_[v];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(endps.begin(), endps.end());
    endps.push_back(2 * k);
    while (bw != bb) {
      blossomparent_[bw] = b;
      path.push_back(bw);
      endps.push_back(labelend_[bw] ^ 1);
      w = endpoint_[labelend_[bw]];
      bw = inblossom_[w];
    }
    blossomchilds_[b] = path;
    blossomendps_[b] = endps;
    label_[b] = kS;
    labelend_[b] = labelend_[bb];
    dualvar_[b] = Weight{};
    for (int leaf : leaves(b)) {
      if (label_[inblossom_[leaf]] == kT) queue_.push_back(leaf);
      inblossom_[leaf] = b;
    }
    // The least-slack edges from the new blossom to each neighbouring S-blossom.
    std::vector<int> bestedgeto(static_cast<std::size_t>(2 * n_), -1);
    for (int child : path) {
      std::vector<std::vector<int>> lists;
      if (!has_bestedges_[child]) {
        for (int leaf : leaves(child)) {
          std::vector<int> list;
          for (int p : neighbend_[leaf]) list.push_back(p / 2);
          lists.push_back(std::move(list));
        }
      } else {
        lists.push_back(blossombestedges_[child]);
      }
      for (const auto& list : lists) {
        for (int edge : list) {
          int i = edges_[static_cast<std::size_t>(edge)].u, j = edges_[static_cast<std::size_t>(edge)].v;
          if (inblossom_[j] == b) std::swap(i, j);
          const int bj = inblossom_[j];
          if (bj != b && label_[bj] == kS && (bestedgeto[bj] == -1 || slack(edge) < slack(bestedgeto[bj])))
            bestedgeto[bj] = edge;
        }
      }
      blossombestedges_[child].clear();
      has_bestedges_[child] = false;
      bestedge_[child] = -1;
    }
    blossombestedges_[b].clear();
    for (int edge : bestedgeto)
      if (edge != -1) blossombestedges_[b].push_back(edge);
    has_bestedges_[b] = true;
    bestedge_[b] = -1;
    for (int edge : blossombestedges_[b])
      if (bestedge_[b] == -1 || slack(edge) < slack(bestedge_[b])) bestedge_[b] = edge;
  }

  void expand_blossom(int b, bool endstage) {
    for (int s : blossomchilds_[b]) {
      blossomparent_[s] = -1;
      if (s < n_) {
        inblossom_[s] = s;
      } else if (endstage && dualvar_[s] == Weight{}) {
        expand_blossom(s, endstage);
      } else {
        for (int leaf : leaves(s)) inblossom_[leaf] = s;
      }
    }
    if (!endstage && label_[b] == kT) {
      // Relabel the children on the even path from the entry child to the base.
      const auto& childs = blossomchilds_[b];
      const auto& endps = blossomendps_[b];
      const int entrychild = inblossom_[endpoint_[labelend_[b] ^ 1]];
      auto [j, jstep, endptrick] = even_path(childs, entrychild);
      int p = labelend_[b];
      while (j != 0) {
        label_[endpoint_[p ^ 1]] = kFree;
        label_[endpoint_[at(endps, j - endptrick) ^ endptrick ^ 1]] = kFree;
        assign_label(endpoint_[p ^ 1], kT, p);
        allowedge_[static_cast<std::size_t>(at(endps, j - endptrick) / 2)] = true;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge_[static_cast<std::size_t>(p / 2)] = true;
        j += jstep;
      }
      int bv = at(childs, j);
      label_[endpoint_[p ^ 1]] = label_[bv] = kT;
      labelend_[endpoint_[p ^ 1]] = labelend_[bv] = p;
      bestedge_[bv] = -1;
      j += jstep;
      while (at(childs, j) != entrychild) {
        bv = at(childs, j);
        if (label_[bv] == kS) {
          j += jstep;
          continue;
        }
        int reached = -1;
        for (int leaf : leaves(bv))
          if (label_[leaf] != kFree) {
            reached = leaf;
            break;
          }
        if (reached != -1) {
          label_[reached] = kFree;
          label_[endpoint_[mate_[blossombase_[bv]]]] = kFree;
          assign_label(reached, kT, labelend_[reached]);
        }
        j += jstep;
      }
    }
    label_[b] = labelend_[b] = -1;
    blossomchilds_[b].clear();
    blossomendps_[b].clear();
    blossombase_[b] = -1;
    blossombestedges_[b].clear();
    has_bestedges_[b] = false;
    bestedge_[b] = -1;
    unusedblossoms_.push_back(b);
  }

  // Swaps matched and unmatched edges along the even path inside blossom b from v to its base.
  void augment_blossom(int b, int v) {
    int t = v;
    while (blossomparent_[t] != b) t = blossomparent_[t];
    if (t >= n_) augment_blossom(t, v);
    auto& childs = blossomchilds_[b];
    auto& endps = blossomendps_[b];
    const int i = static_cast<int>(std::find(childs.begin(), childs.end(), t) - childs.begin());
    auto [j, jstep, endptrick] = even_path(childs, t);
    while (j != 0) {
      j += jstep;
      t = at(childs, j);
      const int p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n_) augment_blossom(t, endpoint_[p]);
      j += jstep;
      t = at(childs, j);
      if (t >= n_) augment_blossom(t, endpoint_[p ^ 1]);
      mate_[endpoint_[p]] = p ^ 1;
      mate_[endpoint_[p ^ 1]] = p;
    }
    std::rotate(childs.begin(), childs.begin() + i, childs.end());
    std::rotate(endps.begin(), endps.begin() + i, endps.end());
    blossombase_[b] = blossombase_[childs[0]];
  }

  void augment_matching(int k) {
    const int v = edges_[static_cast<std::size_t>(k)].u, w = edges_[static_cast<std::size_t>(k)].v;
    for (auto [s, p] : {std::pair{v, 2 * k + 1}, std::pair{w, 2 * k}}) {
      while (true) {
        const int bs = inblossom_[s];
        if (bs >= n_) augment_blossom(bs, s);
        mate_[s] = p;
        if (labelend_[bs] == -1) break;
        const int t = endpoint_[labelend_[bs]];
        const int bt = inblossom_[t];
        s = endpoint_[labelend_[bt]];
        const int j = endpoint_[labelend_[bt] ^ 1];
        if (bt >= n_) augment_blossom(bt, j);
        mate_[j] = labelend_[bt];
        p = labelend_[bt] ^ 1;
      }
    }
  }

  // One stage: grow alternating trees until an augmenting path is found (true) or the duals
  // show that the matching is already the heaviest (false).
  bool run_stage() {
    std::fill(label_.begin(), label_.end(), kFree);
    std::fill(bestedge_.begin(), bestedge_.end(), -1);
    for (int b = n_; b < 2 * n_; ++b) {
      blossombestedges_[b].clear();
      has_bestedges_[b] = false;
    }
    std::fill(allowedge_.begin(), allowedge_.end(), false);
    queue_.clear();
    for (int v = 0; v < n_; ++v)
      if (mate_[v] == -1 && label_[inblossom_[v]] == kFree) assign_label(v, kS, -1);
    bool augmented = false;
    while (true) {
      while (!queue_.empty() && !augmented) {
        const int v = queue_.back();
        queue_.pop_back();
        for (int p : neighbend_[v]) {
          const int k = p / 2;
          const int w = endpoint_[p];
          if (inblossom_[v] == inblossom_[w]) continue;
          Weight kslack{};
          if (!allowedge_[static_cast<std::size_t>(k)]) {
            kslack = slack(k);
            if (kslack <= Weight{}) allowedge_[static_cast<std::size_t>(k)] = true;
          }
          if (allowedge_[static_cast<std::size_t>(k)]) {
            if (label_[inblossom_[w]] == kFree) {
              assign_label(w, kT, p ^ 1);
            } else if (label_[inblossom_[w]] == kS) {
              const int base = scan_blossom(v, w);
              if (base >= 0) {
                add_blossom(base, k);
              } else {
                augment_matching(k);
                augmented = true;
                break;
              }
            } else if (label_[w] == kFree) {
              label_[w] = kT;
              labelend_[w] = p ^ 1;
            }
          } else if (label_[inblossom_[w]] == kS) {
            const int b = inblossom_[v];
            if (bestedge_[b] == -1 || kslack < slack(bestedge_[b])) bestedge_[b] = k;
          } else if (label_[w] == kFree) {
            if (bestedge_[w] == -1 || kslack < slack(bestedge_[w])) bestedge_[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with tight edges: change the duals.
      int deltatype = 1, deltaedge = -1, deltablossom = -1;
      Weight delta = dualvar_[0];
      for (int v = 1; v < n_; ++v) delta = std::min(delta, dualvar_[v]);
      for (int v = 0; v < n_; ++v) {
        if (label_[inblossom_[v]] == kFree && bestedge_[v] != -1) {
          const Weight d = slack(bestedge_[v]);
          if (d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge_[v];
          }
        }
      }
      for (int b = 0; b < 2 * n_; ++b) {
        if (blossomparent_[b] == -1 && label_[b] == kS && bestedge_[b] != -1) {
          const Weight d = slack(bestedge_[b]) / 2;
          if (d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge_[b];
          }
        }
      }
      for (int b = n_; b < 2 * n_; ++b) {
        if (blossombase_[b] >= 0 && blossomparent_[b] == -1 && label_[b] == kT && dualvar_[b] < delta) {
          delta = dualvar_[b];
          deltatype = 4;
          deltablossom = b;
        }
      }
      for (int v = 0; v < n_; ++v) {
        if (label_[inblossom_[v]] == kS)
          dualvar_[v] -= delta;
        else if (label_[inblossom_[v]] == kT)
          dualvar_[v] += delta;
      }
      for (int b = n_; b < 2 * n_; ++b) {
        if (blossombase_[b] >= 0 && blossomparent_[b] == -1) {
          if (label_[b] == kS)
            dualvar_[b] += delta;
          else if (label_[b] == kT)
            dualvar_[b] -= delta;
        }
      }
      if (deltatype == 1) break;
      if (deltatype == 2) {
        allowedge_[static_cast<std::size_t>(deltaedge)] = true;
        int i = edges_[static_cast<std::size_t>(deltaedge)].u, j = edges_[static_cast<std::size_t>(deltaedge)].v;
        if (label_[inblossom_[i]] == kFree) std::swap(i, j);
        queue_.push_back(i);
      } else if (deltatype == 3) {
        allowedge_[static_cast<std::size_t>(deltaedge)] = true;
        queue_.push_back(edges_[static_cast<std::size_t>(deltaedge)].u);
      } else {
        expand_blossom(deltablossom, false);
      }
    }
    if (!augmented) return false;
    for (int b = n_; b < 2 * n_; ++b)
      if (blossomparent_[b] == -1 && blossombase_[b] >= 0 && label_[b] == kS && dualvar_[b] == Weight{})
        expand_blossom(b, true);
    return true;
  }
};

}  // namespace detail

template <class Weight>
std::vector<int> max_weight_matching(int vertices, const std::vector<WeightedEdge<Weight>>& edges) {
  return detail::BlossomMatcher<Weight>(vertices, edges).solve();
}

template <class Weight>
MatchingWithTightEdges max_weight_matching_with_tight_edges(int vertices, const std::vector<WeightedEdge<Weight>>& edges) {
  detail::BlossomMatcher<Weight> matcher(vertices, edges);
  MatchingWithTightEdges out;
  out.mate = matcher.solve();
  out.tight = matcher.tight_edges();
  out.positive_dual = matcher.positive_duals();
  out.full_blossoms = matcher.blossoms_with_positive_duals();
  return out;
}

}  // namespace manqala::pairing
