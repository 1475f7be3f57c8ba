// The simplest opponents, for tests and as the bottom rungs of a strength ladder: a uniformly
// random player and a one-ply greedy one. Both need a game that is not over.
#pragma once

#include <cstdint>
#include <random>

#include "core/game.h"
#include "core/playouts.h"  // random_index, random_move

namespace manqala {

// The move that captures the most seeds at once (the rise in the mover's captured count; in
// Al-manqala a pass does not change whose count that is), ties broken uniformly at random. A
// move that ends the game in the mover's favour beats any capture: it is judged with the
// game's history, so a repetition that shares an Al-manqala loop favourably counts too.
// Judging the replies may be long rules work: `limit` may interrupt it (RulesInterrupted).
template <class Rules>
Move greedy_move(const Game<Rules>& game, std::mt19937_64& rng, WorkLimit* limit = nullptr);

}  // namespace manqala
