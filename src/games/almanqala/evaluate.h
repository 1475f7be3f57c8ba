// What the engine knows about Al-manqala besides the rules: the static evaluation, in units of
// a tenth of a seed (kSeed) from the side to move's view, and the material lead that decides
// a Monte Carlo playout cut short. search/evaluation.h says how the search uses them.
//
// The captured seeds decide.
// - Own pits: seeds on your own row are options (a move from each non-empty pit).
// - Threat: the largest capture the opponent's next move makes (pits of 1 or 3 that its
//   sowing turns into 2 or 4, with the chain behind); the side to move may parry it, so half
//   of it counts against it. (Half makes the search trees about twice as big at a fixed
//   depth; a quarter keeps them small but gained nothing in matches.)
// - Starvation: a row that cannot reach a nearly empty enemy row risks giving the board away.
#pragma once

#include <algorithm>
#include <cstdint>

#include "games/almanqala/almanqala.h"
#include "games/almanqala/circuit.h"
#include "search/evaluation.h"

namespace manqala {

namespace almanqala {

constexpr int kPit = 2;          // per non-empty pit of one's own row
constexpr int kThreatPct = 50;   // of the largest chain the opponent can take
constexpr int kStarvePct = 50;   // of one's own row, when it cannot feed a near-empty row

// The largest capture one move of `attacker` makes. A pit of n seeds (n < 14: one lap, no
// wrap) adds a seed to each of the next n pits; if the last then holds a capturing count (2 or
// 4 by default: it held 1 or 3), it is taken with the chain behind it.
inline int threat(const AlManqala::Options& opt, const AlManqala::Position& p, Side attacker) {
  uint32_t caps = 0;  // bit n: a pit of n seeds is taken
  for (int n : opt.capture)
    if (n > 0 && n < 32) caps |= 1u << n;
  const int first = first_pit(attacker);
  int largest = 0;
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
    largest = std::max(largest, gain);
  }
  return largest;
}

// Starvation: `side` holds seeds on its row while the other row is (nearly) empty and no pit
// of `side` reaches it. If that row empties, `side` cannot feed and the starved player takes
// every seed left on the board. Returns the seeds of `side`'s row so at risk.
inline int starving(const AlManqala::Position& p, Side side) {
  const int first = first_pit(side), other = first_pit(opponent(side));
  int own = 0, theirs = 0;
  bool reach = false;
  for (int k = 0; k < 7; ++k) {
    own += p.pits[first + k];
    theirs += p.pits[other + k];
    reach |= p.pits[first + k] >= 7 - k;  // pit k of the row is 7 - k pits from the other row
  }
  return (theirs <= 2 && !reach) ? own : 0;
}

}  // namespace almanqala

inline int evaluate(const AlManqala& rules, const AlManqala::Position& p) {
  using namespace almanqala;
  const AlManqala::Options& opt = rules.options();
  const Side me = p.to_move, op = opponent(me);
  int score = kSeed * (p.captured[index(me)] - p.captured[index(op)]);
  int total[2] = {0, 0}, occupied[2] = {0, 0};
  for (int k = 0; k < 7; ++k) {
    total[0] += p.pits[k];
    occupied[0] += p.pits[k] > 0;
    total[1] += p.pits[7 + k];
    occupied[1] += p.pits[7 + k] > 0;
  }
  score += kPit * (occupied[index(me)] - occupied[index(op)]);
  score -= kSeed * threat(opt, p, op) * kThreatPct / 100;
  if (total[0] <= 2 || total[1] <= 2)  // rare: only then can a row be starving
    score -= kSeed * (starving(p, me) - starving(p, op)) * kStarvePct / 100;
  return score;
}

// South's material lead: the seeds captured (the score itself).
inline int material_lead(const AlManqala&, const AlManqala::Position& p) { return p.captured[0] - p.captured[1]; }

}  // namespace manqala
