// Static evaluation from the side to move's view, in units of a tenth of a seed (kSeed).
// Material dominates; the small terms break ties between equal material the way players do.
#pragma once

#include "core/almanqala.h"
#include "core/hawalis.h"

namespace manqala {

constexpr int kSeed = 10;  // evaluation units per seed

// Hawalis: captured seeds leave the game, so material is the seeds each side still has.
// Pits of two or more seeds are the ones that may move (singletons wait), so they are mobility.
inline int evaluate(const Hawalis&, const Hawalis::Position& p) {
  int score = 0;
  for (int s = 0; s < 2; ++s) {
    const int sign = s == index(p.to_move) ? 1 : -1;
    int seeds = 0, movable = 0;
    for (int i = 0; i < Hawalis::kCircuit; ++i) {
      seeds += p.pits[s][i];
      movable += p.pits[s][i] >= 2;
    }
    score += sign * (kSeed * seeds + 2 * movable);
  }
  return score;
}

// Al-manqala: the captured seeds decide. Seeds on your own row are options (a move from each
// non-empty pit) and the reserve that feeding and starvation turn on.
inline int evaluate(const AlManqala&, const AlManqala::Position& p) {
  const int me = index(p.to_move), them = 1 - me;
  int score = kSeed * (p.captured[me] - p.captured[them]);
  for (int i = 0; i < AlManqala::kCircuit; ++i) {
    const int sign = index(AlManqala::owner(i)) == me ? 1 : -1;
    score += sign * (p.pits[i] > 0 ? 2 : 0);
  }
  return score;
}

}  // namespace manqala
