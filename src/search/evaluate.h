// Static evaluation from the side to move's view, in units of a tenth of a seed (kSeed).
// Material dominates; the small terms break ties between equal material the way players do.
//
// The evaluation is asked for at the horizon, where the capture search lets the side to move
// stand on it or try its captures. So the side to move's own captures are searched, but the
// opponent's are not: a threat against the side to move is what the search cannot see there,
// and both games count a part of what the opponent could take next move. The other terms are
// the same for either side, counted for one and against the other. Nothing here generates
// moves: a threat is found from one look at each of the opponent's pits (its first lap).
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/almanqala.h"
#include "core/hawalis.h"

namespace manqala {

constexpr int kSeed = 10;  // evaluation units per seed

namespace eval_weights {
// Hawalis
constexpr int kHawalisMobility = 2;    // per pit of two or more seeds (one that may move)
constexpr int kHawalisExposed = 1;     // per seed of a file facing an empty enemy front pit
constexpr int kHawalisThreatPct = 50;  // of the largest file the opponent can take directly
// Al-manqala
constexpr int kManqalaPit = 2;         // per non-empty pit of one's own row
constexpr int kManqalaThreatPct = 50;  // of the largest chain the opponent can take
constexpr int kManqalaStarvePct = 50;  // of one's own row, when it cannot feed a near-empty row
}  // namespace eval_weights

namespace eval_detail {

// Hawalis circuits: index i < 7 is column i, 7..13 is column 13 - i, for both sides.
constexpr int column(int i) { return i < 7 ? i : 13 - i; }
// South's front row (row 2) is its circuit's 7..13; North's front row (row 3) is 0..6.
constexpr bool is_front(int side, int i) { return (i >= 7) == (side == 0); }
// The pits of `side` in column c.
inline int front_pit(const Hawalis::Position& p, int side, int c) { return p.pits[side][side == 0 ? 13 - c : c]; }
inline int back_pit(const Hawalis::Position& p, int side, int c) { return p.pits[side][side == 0 ? c : 13 - c]; }

// Hawalis: the largest file of `victim` that one of the other side's moves takes on its first
// lap. A pit of n seeds (n < 14) sows the next n pits of its circuit; when the last of them was
// empty the move ends there (no relay), and if that is a front pit facing a non-empty front pit,
// the file is taken. Single seeds move only when their side has no pit of two or more.
// `least`: the fewest seeds that may move (2, or 1 when the attacker has only singletons).
inline int hawalis_threat(const Hawalis::Options& opt, const Hawalis::Position& p, int victim, int least) {
  const int attacker = 1 - victim;
  const uint8_t* a = p.pits[attacker];
  int threat = 0;
  for (int j = 0; j < Hawalis::kCircuit; ++j) {
    const int n = a[j];
    if (n < least || n >= Hawalis::kCircuit) continue;
    const int t = j + n >= Hawalis::kCircuit ? j + n - Hawalis::kCircuit : j + n;
    if (a[t] != 0 || !is_front(attacker, t)) continue;
    const int c = column(t), f = front_pit(p, victim, c);
    if (f > 0) threat = std::max(threat, f + (opt.back_capture ? back_pit(p, victim, c) : 0));
  }
  return threat;
}
// The fewest seeds whose move can capture: single seeds move only when their side has no pit
// of two or more, and capture only with singleton-capture on.
constexpr int least_capturing(const Hawalis::Options& opt, bool has_pairs) {
  return opt.singleton_capture && !has_pairs ? 1 : 2;
}
inline int hawalis_threat(const Hawalis::Options& opt, const Hawalis::Position& p, int victim) {
  const uint8_t* a = p.pits[1 - victim];
  const bool has_pairs = *std::max_element(a, a + Hawalis::kCircuit) >= 2;
  return hawalis_threat(opt, p, victim, least_capturing(opt, has_pairs));
}

// Hawalis: the seeds of `side`'s files whose opposite enemy front pit is empty (only files
// with a non-empty front pit can be taken; the back pit goes with it when back-capture is on).
inline int hawalis_exposed(const Hawalis::Options& opt, const Hawalis::Position& p, int side) {
  int exposed = 0;
  for (int c = 0; c < 7; ++c) {
    const int f = front_pit(p, side, c);
    if (f > 0 && front_pit(p, 1 - side, c) == 0) exposed += f + (opt.back_capture ? back_pit(p, side, c) : 0);
  }
  return exposed;
}

// Al-manqala: the largest capture one move of `attacker` makes. A pit of n seeds (n < 14: one
// lap, no wrap) adds a seed to each of the next n pits; if the last then holds a capturing
// count (2 or 4 by default: it held 1 or 3), it is taken with the chain behind it.
inline int almanqala_threat(const AlManqala::Options& opt, const AlManqala::Position& p, int attacker) {
  uint32_t caps = 0;  // bit n: a pit of n seeds is taken
  for (int n : opt.capture)
    if (n > 0 && n < 32) caps |= 1u << n;
  const int first = attacker == 0 ? 0 : 7;
  int threat = 0;
  for (int j = first; j < first + 7; ++j) {
    const int n = p.pits[j];
    if (n == 0 || n >= AlManqala::kCircuit) continue;
    const int last = j + n >= AlManqala::kCircuit ? j + n - AlManqala::kCircuit : j + n;
    if (p.pits[last] + 1 >= 32 || !((caps >> (p.pits[last] + 1)) & 1)) continue;  // the usual case
    int gain = 0, t = last;
    for (int step = 0; step < AlManqala::kCircuit; ++step) {  // never back round to `last`
      int d = t - j;  // steps past the origin: 1..n were sown, the origin is empty
      if (d < 0) d += AlManqala::kCircuit;
      const int count = d == 0 ? 0 : p.pits[t] + (d <= n);
      if (count >= 32 || !((caps >> count) & 1)) break;
      gain += count;
      t = t == 0 ? AlManqala::kCircuit - 1 : t - 1;
    }
    threat = std::max(threat, gain);
  }
  return threat;
}

// Al-manqala starvation: `side` holds seeds on its row while the other row is (nearly) empty
// and no pit of `side` reaches it. If that row empties, `side` cannot feed and the starved
// player takes every seed left on the board. Returns the seeds of `side`'s row so at risk.
inline int almanqala_starving(const AlManqala::Position& p, int side) {
  const int first = side == 0 ? 0 : 7, other = 7 - first;
  int own = 0, theirs = 0;
  bool reach = false;
  for (int k = 0; k < 7; ++k) {
    own += p.pits[first + k];
    theirs += p.pits[other + k];
    reach |= p.pits[first + k] >= 7 - k;  // pit k of the row is 7 - k pits from the other row
  }
  return (theirs <= 2 && !reach) ? own : 0;
}

}  // namespace eval_detail

// Hawalis: captured seeds leave the game, so material is the seeds each side still has.
// - Mobility: pits of two or more seeds are the ones that may move (singletons wait).
// - Exposed files: a move captures by ending in its own empty front pit, taking the opposite
//   front pit and the back pit behind it. A file of mine facing an empty enemy front pit is
//   open to such a capture; its seeds count a little against me.
// - Threat: a file of the side to move that an enemy first lap takes next move; the side to
//   move may still save it, so half of the largest such file counts against it.
// (A penalty for a side reduced to singletons only was tried: it lost about 80 Elo in matches.)
inline int evaluate(const Hawalis& rules, const Hawalis::Position& p) {
  using namespace eval_weights;
  const Hawalis::Options& opt = rules.options();
  const int me = index(p.to_move), op = 1 - me;
  int seeds[2] = {0, 0}, movable[2] = {0, 0};
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < Hawalis::kCircuit; ++i) {
      seeds[s] += p.pits[s][i];
      movable[s] += p.pits[s][i] >= 2;
    }
  int score = kSeed * (seeds[me] - seeds[op]) + kHawalisMobility * (movable[me] - movable[op]);
  score -= kHawalisExposed * (eval_detail::hawalis_exposed(opt, p, me) - eval_detail::hawalis_exposed(opt, p, op));
  const int least = eval_detail::least_capturing(opt, movable[op] > 0);
  score -= kSeed * eval_detail::hawalis_threat(opt, p, me, least) * kHawalisThreatPct / 100;
  return score;
}

// Al-manqala: the captured seeds decide.
// - Own pits: seeds on your own row are options (a move from each non-empty pit).
// - Threat: the largest capture the opponent's next move makes (pits of 1 or 3 that its
//   sowing turns into 2 or 4, with the chain behind); the side to move may parry it, so half
//   of it counts against it. (Half makes the search trees about twice as big at a fixed
//   depth; a quarter keeps them small but gained nothing in matches.)
// - Starvation: a row that cannot reach a nearly empty enemy row risks giving the board away.
inline int evaluate(const AlManqala& rules, const AlManqala::Position& p) {
  using namespace eval_weights;
  const AlManqala::Options& opt = rules.options();
  const int me = index(p.to_move), op = 1 - me;
  int score = kSeed * (p.captured[me] - p.captured[op]);
  int total[2] = {0, 0}, occupied[2] = {0, 0};
  for (int k = 0; k < 7; ++k) {
    total[0] += p.pits[k];
    occupied[0] += p.pits[k] > 0;
    total[1] += p.pits[7 + k];
    occupied[1] += p.pits[7 + k] > 0;
  }
  score += kManqalaPit * (occupied[me] - occupied[op]);
  score -= kSeed * eval_detail::almanqala_threat(opt, p, op) * kManqalaThreatPct / 100;
  if (total[0] <= 2 || total[1] <= 2)  // rare: only then can a row be starving
    score -= kSeed * (eval_detail::almanqala_starving(p, me) - eval_detail::almanqala_starving(p, op)) *
             kManqalaStarvePct / 100;
  return score;
}

}  // namespace manqala
