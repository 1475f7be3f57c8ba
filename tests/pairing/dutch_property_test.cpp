// The Dutch system on random tournaments (rapidcheck): 2 to 60 players, up to 11 rounds,
// draws, forfeits, half-point and zero-point byes asked for, withdrawals and late entries; a
// third of them Baku-accelerated, a third with forbidden pairs from some round on.
// Each round is checked against the absolute criteria by code written apart from the engine;
// with up to 10 players, every complete pairing is tried and none may beat the engine's,
// bracket by bracket, by the quality criteria in order.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "pairing/acceleration.h"
#include "pairing/colour_allocation.h"
#include "pairing/dutch.h"
#include "pairing/dutch_player.h"

using namespace manqala::pairing;

namespace {

// ---- What the rules say of a player, computed here from the rounds themselves. ----

struct Record {
  Points score = 0;
  std::vector<Colour> colours;  // played games
  std::set<int> met;
  bool may_have_bye = true;
  int unplayed = 0;
};

Record record_of(const Tournament& t, int number, int before) {
  Record r;
  const Player& p = t.player(number);
  for (int i = 0; i + 1 < before && i < static_cast<int>(p.rounds.size()); ++i) {
    const Entry& e = p.rounds[static_cast<std::size_t>(i)];
    r.score += t.points.of(e.outcome);
    if (played(e.outcome)) {
      r.colours.push_back(e.colour);
      r.met.insert(e.opponent);
    } else {
      ++r.unplayed;
      if (e.outcome == RoundResult::pairing_bye || t.points.of(e.outcome) >= t.points.win) r.may_have_bye = false;
    }
  }
  return r;
}

// The colour a player must have (C3), if any: a colour difference beyond one, or the same
// colour in the last two games played.
std::optional<Colour> absolute_colour(const Record& r) {
  int diff = 0;
  for (Colour c : r.colours) diff += c == Colour::white ? 1 : -1;
  if (diff > 1) return Colour::black;
  if (diff < -1) return Colour::white;
  const auto n = r.colours.size();
  if (n >= 2 && r.colours[n - 1] == r.colours[n - 2]) return opposite(r.colours[n - 1]);
  return std::nullopt;
}

bool topscorer(const Tournament& t, const Record& r, int round) {
  return round == t.planned_rounds && 2 * r.score > (round - 1) * t.points.win;
}

// ---- Random tournaments, paired by the engine round by round. ----

void check_absolute(const Tournament& t, int round, const std::vector<int>& to_pair, const RoundPairing& p) {
  std::map<int, int> seen;
  for (const Board& b : p.boards) {
    ++seen[b.white];
    ++seen[b.black];
    const Record w = record_of(t, b.white, round), k = record_of(t, b.black, round);
    RC_ASSERT(!w.met.count(b.black));  // C1
    for (const ForbiddenPairs& f : t.forbidden) {
      const auto in = [&](int x) { return std::count(f.players.begin(), f.players.end(), x) > 0; };
      RC_ASSERT(!(round >= f.first_round && in(b.white) && in(b.black)));  // kept apart
    }
    const auto cw = absolute_colour(w), ck = absolute_colour(k);
    const bool clash = cw && ck && *cw == *ck;
    RC_ASSERT(!clash || topscorer(t, w, round) || topscorer(t, k, round));  // C3
  }
  if (p.bye) {
    ++seen[p.bye];
    RC_ASSERT(record_of(t, p.bye, round).may_have_bye);  // C2
  }
  RC_ASSERT(static_cast<int>(seen.size()) == static_cast<int>(to_pair.size()));
  for (int n : to_pair) RC_ASSERT(seen[n] == 1);
  RC_ASSERT((p.bye != 0) == (to_pair.size() % 2 == 1));
}

// ---- The quality criteria of a bracket, for a whole pairing, as the rules state them. ----

using Pairs = std::set<std::pair<int, int>>;  // (lower number, higher number)

struct Scored {
  int number;
  Points score;
};

// Each criterion as a list where smaller is better, compared in order.
using Quality = std::vector<std::vector<long>>;

std::vector<long> sorted_down(std::vector<long> v) {
  std::sort(v.rbegin(), v.rend());
  return v;
}

Quality quality(const Tournament& t, int round, const std::vector<DutchPlayer>& players, const std::set<int>& bracket,
                const std::set<int>& moved_down, const std::set<int>& next, const Pairs& q) {
  std::map<int, const DutchPlayer*> by;
  for (const auto& p : players) by[p.number] = &p;
  auto score = [&](int n) { return by.at(n)->score; };
  auto paired_with = [&](int a) {
    for (auto [x, y] : q) {
      if (x == a) return y;
      if (y == a) return x;
    }
    return 0;
  };
  Points low = 1 << 30, next_low = 1 << 30;
  for (int n : bracket)
    if (!moved_down.count(n)) low = std::min(low, score(n));
  for (int n : next) next_low = std::min(next_low, score(n));
  // In-bracket pairs: both in the bracket, not two moved-down players.
  std::vector<std::pair<int, int>> in;  // (higher ranked, lower ranked)
  std::set<int> floaters;
  for (int a : bracket) {
    const int b = paired_with(a);
    if (b && bracket.count(b) && !(moved_down.count(a) && moved_down.count(b))) {
      const bool a_higher = score(a) != score(b) ? score(a) > score(b) : a < b;
      if (a_higher) in.emplace_back(a, b);
    } else {
      floaters.insert(a);
    }
  }
  Quality out;
  out.push_back({-static_cast<long>(in.size())});  // C5
  std::vector<long> psd;
  for (auto [a, b] : in) psd.push_back(score(a) - score(b));
  for (int f : floaters) psd.push_back(score(f) - low + 10);
  out.push_back(sorted_down(psd));  // C6
  // C7, C8: the following bracket, the floaters and the next score group.
  long next_pairs = 0;
  std::vector<long> next_psd;
  if (!next.empty()) {
    std::set<int> following = floaters;
    following.insert(next.begin(), next.end());
    std::set<int> paired_there;
    for (int a : following) {
      const int b = paired_with(a);
      if (b && following.count(b) && !(floaters.count(a) && floaters.count(b)) && a < b) {
        ++next_pairs;
        next_psd.push_back(std::abs(score(a) - score(b)));
        paired_there.insert(a);
        paired_there.insert(b);
      }
    }
    for (int f : following)
      if (!paired_there.count(f)) next_psd.push_back(score(f) - next_low + 10);
  }
  out.push_back({-next_pairs});
  out.push_back(sorted_down(next_psd));
  // C10-C13: colours of the in-bracket pairs.
  long wide = 0, running = 0, unmet = 0, strong_unmet = 0;
  for (auto [a, b] : in) {
    const DutchPlayer &h = *by.at(a), &l = *by.at(b);
    const Colour ch = colour_of_higher(h, l, t.initial_colour, 1), cl = opposite(ch);
    for (auto [p, c] : {std::pair{&h, ch}, std::pair{&l, cl}}) {
      unmet += p->preference != Colour::none && c != p->preference;
      strong_unmet += p->strength == Strength::strong && c != p->preference;
      if (h.topscorer || l.topscorer) {
        const int diff = p->colour_difference + (c == Colour::white ? 1 : -1);
        wide += diff > 2 || diff < -2;
        const auto& hist = p->colours;
        running += hist.size() >= 2 && hist[hist.size() - 1] == c && hist[hist.size() - 2] == c;
      }
    }
  }
  out.push_back({wide});
  out.push_back({running});
  out.push_back({unmet});
  out.push_back({strong_unmet});
  // C14-C21: the same floats as one and two rounds before, and their score differences.
  for (int back = 0; back < 2; ++back) {
    long down = 0, up = 0;
    std::vector<long> down_sd, up_sd;
    for (int f : floaters)
      if (by.at(f)->floats[back] == Float::down) {
        ++down;
        down_sd.push_back(score(f) - low + 10);
      }
    for (auto [a, b] : in) {
      if (score(a) > score(b) && by.at(a)->floats[back] == Float::down) {
        ++down;
        down_sd.push_back(score(a) - score(b));
      }
      if (score(a) > score(b) && by.at(b)->floats[back] == Float::up) {
        ++up;
        up_sd.push_back(score(a) - score(b));
      }
    }
    out.push_back({down});
    out.push_back({up});
    out.push_back(sorted_down(down_sd));
    out.push_back(sorted_down(up_sd));
  }
  // Order as the rules number them: C14 C15 C16 C17 C18 C19 C20 C21.
  // (built as C14 C15 C18 C19 C16 C17 C20 C21, from index 8)
  std::swap(out[10], out[12]);
  std::swap(out[11], out[13]);
  (void)round;
  return out;
}

// Every complete pairing of `players` (C1, C3) leaving `bye` out.
void complete_pairings(std::vector<int> left, const std::function<bool(int, int)>& may, Pairs& current,
                       std::vector<Pairs>& out) {
  if (left.empty()) {
    out.push_back(current);
    return;
  }
  const int a = left.front();
  for (std::size_t i = 1; i < left.size(); ++i) {
    const int b = left[i];
    if (!may(a, b)) continue;
    std::vector<int> rest;
    for (std::size_t j = 1; j < left.size(); ++j)
      if (j != i) rest.push_back(left[j]);
    current.insert({std::min(a, b), std::max(a, b)});
    complete_pairings(rest, may, current, out);
    current.erase({std::min(a, b), std::max(a, b)});
  }
}

void check_quality(const Tournament& t, int round, const RoundPairing& p) {
  const auto players = dutch_players(t, round);
  std::map<int, const DutchPlayer*> by;
  std::vector<int> left;
  for (const auto& d : players) {
    by[d.number] = &d;
    if (d.number != p.bye) left.push_back(d.number);
  }
  Pairs engine;
  for (const Board& b : p.boards) engine.insert({std::min(b.white, b.black), std::max(b.white, b.black)});
  std::vector<Pairs> all;
  Pairs current;
  complete_pairings(left, [&](int a, int b) { return may_meet(*by.at(a), *by.at(b)); }, current, all);

  // The brackets, walked with the engine's pairing: each score group with the players the
  // one before left unpaired.
  std::vector<Points> groups;
  for (const auto& d : players)
    if (groups.empty() || groups.back() != d.score) groups.push_back(d.score);
  std::set<int> moved_down, fixed;  // fixed: players paired in an earlier bracket
  for (std::size_t g = 0; g < groups.size(); ++g) {
    std::set<int> bracket = moved_down, next;
    for (const auto& d : players) {
      if (d.score == groups[g]) bracket.insert(d.number);
      if (g + 1 < groups.size() && d.score == groups[g + 1]) next.insert(d.number);
    }
    const Quality mine = quality(t, round, players, bracket, moved_down, next, engine);
    for (const Pairs& q : all) {
      // Only pairings that keep the earlier brackets' pairs.
      bool keeps = true;
      for (auto pr : engine)
        if ((fixed.count(pr.first) || fixed.count(pr.second)) && !q.count(pr)) keeps = false;
      if (!keeps) continue;
      const Quality theirs = quality(t, round, players, bracket, moved_down, next, q);
      RC_ASSERT(!(theirs < mine));
    }
    // Who the engine pairs in this bracket, and who moves down.
    std::set<int> down;
    for (int a : bracket) {
      int b = 0;
      for (auto [x, y] : engine) {
        if (x == a) b = y;
        if (y == a) b = x;
      }
      if (b && bracket.count(b) && !(moved_down.count(a) && moved_down.count(b))) {
        fixed.insert(a);
        fixed.insert(b);
      } else {
        down.insert(a);
      }
    }
    moved_down = down;
  }
}

RC_GTEST_PROP(DutchProperties, RandomTournaments, ()) {
  const bool small = *rc::gen::arbitrary<bool>();
  const int n = small ? *rc::gen::inRange(2, 11) : *rc::gen::inRange(2, 61);
  const int planned = *rc::gen::inRange(1, std::min(11, std::max(1, n - 1)) + 1);
  Tournament t;
  t.planned_rounds = planned;
  t.initial_colour = *rc::gen::arbitrary<bool>() ? Colour::white : Colour::black;
  for (int i = 1; i <= n; ++i) {
    Player p;
    p.number = i;
    p.name = "P" + std::to_string(i);
    t.players.push_back(p);
  }
  if (*rc::gen::inRange(0, 3) == 0) accelerate_baku(t, baku_group_size(n));
  if (*rc::gen::inRange(0, 3) == 0)
    for (int g = *rc::gen::inRange(1, n / 3 + 2); g > 0; --g) {
      const int a = *rc::gen::inRange(1, n + 1), b = *rc::gen::inRange(1, n + 1);
      if (a != b) t.forbidden.push_back({{a, b}, *rc::gen::inRange(1, planned + 1), 0});
    }
  // Late entries: absent (zero-point byes) for the rounds before they came.
  std::map<int, int> arrives;
  for (int i = 1; i <= n; ++i)
    if (*rc::gen::inRange(0, 10) == 0) arrives[i] = *rc::gen::inRange(2, planned + 2);
  for (int round = 1; round <= planned; ++round) {
    for (auto& pl : t.players) pl.rounds.resize(static_cast<std::size_t>(round));
    std::vector<int> to_pair;
    for (auto& pl : t.players) {
      if (pl.withdrawn) continue;
      if (arrives.count(pl.number) && arrives[pl.number] > round) {
        t.requested_byes.push_back({round, pl.number, RoundResult::zero_bye});
        pl.rounds.back() = {0, Colour::none, RoundResult::zero_bye};
        continue;
      }
      const int roll = *rc::gen::inRange(0, 40);
      if (roll == 0) pl.withdrawn = true;
      if (roll == 1) {
        t.requested_byes.push_back({round, pl.number, RoundResult::half_bye});
        pl.rounds.back() = {0, Colour::none, RoundResult::half_bye};
        continue;
      }
      if (!pl.withdrawn) to_pair.push_back(pl.number);
    }
    // Pair with the round's entries empty, as before it was played.
    Tournament before = t;
    for (auto& pl : before.players) pl.rounds.resize(static_cast<std::size_t>(round - 1));
    RoundPairing p;
    try {
      p = pair_dutch(before, round);
    } catch (const NoPairing&) {
      return;  // late rounds of small fields can run out of opponents
    }
    check_absolute(before, round, to_pair, p);
    if (n <= 10 && p.boards.size() <= 5) check_quality(before, round, p);
    for (const Board& b : p.boards) {
      const int roll = *rc::gen::inRange(0, 20);
      const RoundResult o = roll < 7 ? RoundResult::win : roll < 14 ? RoundResult::loss : roll < 18 ? RoundResult::draw
                        : roll < 19 ? RoundResult::forfeit_win : RoundResult::forfeit_loss;
      t.player(b.white).rounds.back() = {b.black, Colour::white, o};
      t.player(b.black).rounds.back() = {b.white, Colour::black, opponents_outcome(o)};
    }
    if (p.bye) t.player(p.bye).rounds.back() = {0, Colour::none, RoundResult::pairing_bye};
  }
}

}  // namespace
