#include "server/tournaments/swiss.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>

namespace manqala::tournaments {
namespace {

constexpr uint64_t kBudget = 1'000'000;  // search steps before rematches are allowed

// +1 wants South, -1 wants North, 0 either.
int wants(const SwissRecord& p) {
  const int balance = p.souths - p.norths;
  if (balance != 0) return balance < 0 ? 1 : -1;
  return -p.last_side;
}

bool met(const SwissRecord& p, int other) {
  return std::find(p.opponents.begin(), p.opponents.end(), other) != p.opponents.end();
}

// Both have played the same side twice more than the other: whoever takes it again is three
// over (the Dutch system's absolute colour conflict).
bool sides_clash(const SwissRecord& a, const SwissRecord& b) {
  const int x = a.souths - a.norths, y = b.souths - b.norths;
  return (x >= 2 && y >= 2) || (x <= -2 && y <= -2);
}

class Pairer {
 public:
  Pairer(const std::vector<SwissRecord>& players, std::vector<int> ranked) : players_(players), ranked_(std::move(ranked)) {}

  // Pairs everyone in ranked_ (an even number) into pairs_; false when it cannot without a
  // rematch or (unless allowed) a clash of sides (with rematches allowed, never).
  bool pair(bool allow_rematches, bool allow_clashes) {
    pairs_.clear();
    steps_ = 0;
    allow_rematches_ = allow_rematches;
    allow_clashes_ = allow_clashes;
    std::vector<bool> taken(ranked_.size(), false);
    return extend(taken);
  }
  const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }

 private:
  bool extend(std::vector<bool>& taken) {
    size_t first = 0;
    while (first < ranked_.size() && taken[first]) ++first;
    if (first == ranked_.size()) return true;
    if (++steps_ > kBudget && !allow_rematches_) return false;
    const int a = ranked_[first];
    taken[first] = true;
    // Candidates: nearest in score first; within a's score group the one half the group
    // below it (the top half meets the bottom half, as in the Dutch system), then a differing
    // side preference, then rank; rematches (when allowed) after every fresh opponent.
    std::vector<size_t> candidates, group;
    for (size_t k = first + 1; k < ranked_.size(); ++k) {
      if (taken[k]) continue;
      if (players_[ranked_[k]].score == players_[a].score) group.push_back(k);
      if (!allow_clashes_ && sides_clash(players_[a], players_[ranked_[k]])) continue;
      if (allow_rematches_ || !met(players_[a], ranked_[k])) candidates.push_back(k);
    }
    const size_t ideal = group.empty() ? first : group[(group.size() - 1) / 2];
    auto key = [&](size_t k) {
      const SwissRecord& b = players_[ranked_[k]];
      const bool clash = wants(players_[a]) != 0 && wants(players_[a]) == wants(b);
      const size_t from_ideal = k > ideal ? k - ideal : ideal - k;
      return std::tuple(met(players_[a], ranked_[k]), std::abs(players_[a].score - b.score), from_ideal, clash, k);
    };
    std::stable_sort(candidates.begin(), candidates.end(), [&](size_t x, size_t y) { return key(x) < key(y); });
    for (size_t k : candidates) {
      taken[k] = true;
      pairs_.emplace_back(a, ranked_[k]);
      if (extend(taken)) return true;
      pairs_.pop_back();
      taken[k] = false;
      if (steps_ > kBudget && !allow_rematches_) break;
    }
    taken[first] = false;
    return false;
  }

  const std::vector<SwissRecord>& players_;
  std::vector<int> ranked_;
  std::vector<std::pair<int, int>> pairs_;
  uint64_t steps_ = 0;
  bool allow_rematches_ = false, allow_clashes_ = false;
};

Game sides(const std::vector<SwissRecord>& players, int higher, int lower) {
  const SwissRecord &h = players[higher], &l = players[lower];
  const int hb = h.souths - h.norths, lb = l.souths - l.norths;
  if (hb != lb) return hb < lb ? Game{higher, lower} : Game{lower, higher};
  if (h.last_side != l.last_side) return h.last_side < l.last_side ? Game{higher, lower} : Game{lower, higher};
  return {higher, lower};
}

}  // namespace

Round swiss_round(const std::vector<SwissRecord>& players) {
  std::vector<int> ranked;
  for (int i = 0; i < static_cast<int>(players.size()); ++i)
    if (players[static_cast<size_t>(i)].active) ranked.push_back(i);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [&](int a, int b) { return players[static_cast<size_t>(a)].score > players[static_cast<size_t>(b)].score; });
  // Who may sit out: from the bottom, those without a bye; if everyone has had one, anyone.
  std::vector<int> bye_candidates;
  if (ranked.size() % 2) {
    for (auto it = ranked.rbegin(); it != ranked.rend(); ++it)
      if (!players[static_cast<size_t>(*it)].had_bye) bye_candidates.push_back(*it);
    if (bye_candidates.empty()) bye_candidates.assign(ranked.rbegin(), ranked.rend());
  } else {
    bye_candidates.push_back(-1);
  }
  auto without = [&](int bye) {
    std::vector<int> rest;
    for (int p : ranked)
      if (p != bye) rest.push_back(p);
    return rest;
  };
  Round round;
  // Stricter first: no rematch and no clash of sides; then clashes; then rematches.
  for (const auto [allow_rematches, allow_clashes] : {std::pair{false, false}, {false, true}, {true, true}}) {
    for (const int bye : bye_candidates) {
      Pairer pairer(players, without(bye));
      if (!pairer.pair(allow_rematches, allow_clashes)) continue;
      round.bye = bye;
      for (const auto& [a, b] : pairer.pairs()) round.games.push_back(sides(players, a, b));
      return round;
    }
  }
  return round;  // fewer than two active players
}

}  // namespace manqala::tournaments
