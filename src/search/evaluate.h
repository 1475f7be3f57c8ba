// Static evaluation, in seeds from the side to move's view. Material only for now: the
// strong-engine issue replaces it with an evaluation written for each game.
#pragma once

#include "core/almanqala.h"
#include "core/hawalis.h"

namespace manqala {

// Hawalis: the seeds each side still has (captured seeds leave the game).
inline int evaluate(const Hawalis&, const Hawalis::Position& p) {
  return p.seeds_of(p.to_move) - p.seeds_of(opponent(p.to_move));
}

// Al-manqala: the seeds each side has captured.
inline int evaluate(const AlManqala&, const AlManqala::Position& p) {
  return p.captured[index(p.to_move)] - p.captured[index(opponent(p.to_move))];
}

}  // namespace manqala
