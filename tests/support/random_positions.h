// Positions for tests of the engine's knowledge: every position of seeded random games.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "core/game.h"

namespace manqala_test {

// Positions from seeded random games (every position of each game, the finished ones left out).
template <class Rules>
std::vector<typename Rules::Position> random_positions(int games, uint64_t seed, const Rules& rules = Rules()) {
  std::vector<typename Rules::Position> out;
  std::mt19937_64 rng(seed);
  for (int g = 0; g < games; ++g) {
    manqala::Game<Rules> game(rules);
    for (int ply = 0; ply < 300 && !game.over(); ++ply) {
      out.push_back(game.position());
      const manqala::MoveList& moves = game.legal();
      game.play(moves.moves[rng() % static_cast<uint64_t>(moves.size)]);
    }
  }
  return out;
}

// The board turned but the same colour to move: the side to move now holds what its opponent
// held. Without threats (the one term that depends on whose turn it is) the score negates.
// `turned` is the game's turning of a position half round, the turn passing with it.
template <class Position, class Turn>
Position swapped(const Position& p, Turn turned) {
  Position q = turned(p);
  q.to_move = p.to_move;
  return q;
}

}  // namespace manqala_test
