// The simplest opponents, for tests and as the bottom rungs of a strength ladder: a uniformly
// random player and a one-ply greedy one. Both need a game that is not over.
#pragma once

#include <cstdint>
#include <random>

#include "core/game.h"

namespace manqala {

// A uniform index in [0, n) from the top 32 bits of one draw. Written out rather than
// std::uniform_int_distribution, whose results differ between standard libraries: a seed must
// give the same moves everywhere. The bias (n / 2^32) is far below anything measurable.
inline int random_index(std::mt19937_64& rng, int n) {
  return static_cast<int>(((rng() >> 32) * static_cast<uint64_t>(n)) >> 32);
}

template <class Rules>
Move random_move(const Game<Rules>& game, std::mt19937_64& rng) {
  const MoveList& legal = game.legal();
  return legal.moves[random_index(rng, legal.size)];
}

// The move that captures the most seeds at once (the rise in the mover's captured count; in
// Al-manqala a pass does not change whose count that is), ties broken uniformly at random. A
// move that ends the game in the mover's favour beats any capture: it is judged with the
// game's history, so a repetition that shares an Al-manqala loop favourably counts too.
// Judging the replies may be long rules work: `limit` may interrupt it (RulesInterrupted).
template <class Rules>
Move greedy_move(const Game<Rules>& game, std::mt19937_64& rng, WorkLimit* limit = nullptr);

}  // namespace manqala
