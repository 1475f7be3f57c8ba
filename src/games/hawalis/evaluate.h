// What the engine knows about Hawalis besides the rules: the static evaluation, in units of a
// tenth of a seed (kSeed) from the side to move's view, and the material lead that decides a
// Monte Carlo playout cut short. search/evaluation.h says how the search uses them.
//
// Captured seeds leave the game, so material is the seeds each side still has.
// - Mobility: pits of two or more seeds are the ones that may move (singletons wait).
// - Exposed files: a move captures by ending in its own empty front pit, taking the opposite
//   front pit and the back pit behind it. A file of mine facing an empty enemy front pit is
//   open to such a capture; its seeds count a little against me.
// - Threat: a file of the side to move that an enemy first lap takes next move; the side to
//   move may still save it, so half of the largest such file counts against it.
// (A penalty for a side reduced to singletons only was tried: it lost about 80 Elo in matches.)
#pragma once

#include <algorithm>

#include "games/hawalis/circuit.h"
#include "games/hawalis/hawalis.h"
#include "search/evaluation.h"

namespace manqala {

namespace hawalis {

constexpr int kMobility = 2;    // per pit of two or more seeds (one that may move)
constexpr int kExposed = 1;     // per seed of a file facing an empty enemy front pit
constexpr int kThreatPct = 50;  // of the largest file the opponent can take directly

// The pits of `side` in column c.
inline int front_pit(const Hawalis::Position& p, Side side, int c) { return p.pits[index(side)][front_index(side, c)]; }
inline int back_pit(const Hawalis::Position& p, Side side, int c) { return p.pits[index(side)][back_index(side, c)]; }

// The fewest seeds whose move can capture: single seeds move only when their side has no pit
// of two or more (Hawalis::singleton_may_move), and capture only with singleton-capture on.
constexpr int least_capturing(const Hawalis::Options& opt, bool has_pairs) {
  return opt.singleton_capture && !has_pairs ? 1 : 2;
}

// The largest file of `victim` that one of the other side's moves takes on its first lap. A
// pit of n seeds (n < 14) sows the next n pits of its circuit; when the last of them was empty
// the move ends there (no relay), and if that is a front pit facing a non-empty front pit, the
// file is taken. `least`: the fewest seeds that may move (least_capturing).
inline int threat(const Hawalis::Options& opt, const Hawalis::Position& p, Side victim, int least) {
  const Side attacker = opponent(victim);
  const uint8_t* a = p.pits[index(attacker)];
  int largest = 0;
  for (int j = 0; j < Hawalis::kCircuit; ++j) {
    const int n = a[j];
    if (n < least || n >= Hawalis::kCircuit) continue;
    const int t = j + n >= Hawalis::kCircuit ? j + n - Hawalis::kCircuit : j + n;
    if (a[t] != 0 || !in_front_row(attacker, t)) continue;
    const int c = column_of(t), f = front_pit(p, victim, c);
    if (f > 0) largest = std::max(largest, f + (opt.back_capture ? back_pit(p, victim, c) : 0));
  }
  return largest;
}
inline int threat(const Hawalis::Options& opt, const Hawalis::Position& p, Side victim) {
  const uint8_t* a = p.pits[index(opponent(victim))];
  const bool has_pairs = *std::max_element(a, a + Hawalis::kCircuit) >= 2;
  return threat(opt, p, victim, least_capturing(opt, has_pairs));
}

// The seeds of `side`'s files whose opposite enemy front pit is empty (only files with a
// non-empty front pit can be taken; the back pit goes with it when back-capture is on).
inline int exposed(const Hawalis::Options& opt, const Hawalis::Position& p, Side side) {
  int seeds = 0;
  for (int c = 0; c < 7; ++c) {
    const int f = front_pit(p, side, c);
    if (f > 0 && front_pit(p, opponent(side), c) == 0) seeds += f + (opt.back_capture ? back_pit(p, side, c) : 0);
  }
  return seeds;
}

}  // namespace hawalis

inline int evaluate(const Hawalis& rules, const Hawalis::Position& p) {
  using namespace hawalis;
  const Hawalis::Options& opt = rules.options();
  const Side me = p.to_move, op = opponent(me);
  int seeds[2] = {0, 0}, movable[2] = {0, 0};
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < Hawalis::kCircuit; ++i) {
      seeds[s] += p.pits[s][i];
      movable[s] += p.pits[s][i] >= 2;
    }
  int score = kSeed * (seeds[index(me)] - seeds[index(op)]) + kMobility * (movable[index(me)] - movable[index(op)]);
  score -= kExposed * (exposed(opt, p, me) - exposed(opt, p, op));
  const int least = least_capturing(opt, movable[index(op)] > 0);
  score -= kSeed * threat(opt, p, me, least) * kThreatPct / 100;
  return score;
}

// South's material lead: the seeds each still owns (a side with none has lost).
inline int material_lead(const Hawalis&, const Hawalis::Position& p) {
  return p.seeds_of(Side::South) - p.seeds_of(Side::North);
}

}  // namespace manqala
