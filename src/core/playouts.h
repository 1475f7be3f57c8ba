// Random playouts from a game in progress: the batch that reinforcement-learning users run
// (the library's random_playouts). Each playout copies the game and plays uniformly random
// legal moves until it ends or reaches a ply cap; the results are tallied.
#pragma once

#include <cstdint>
#include <random>

#include "core/game.h"

namespace manqala {

struct PlayoutTally {
  uint64_t games = 0, south_wins = 0, north_wins = 0, draws = 0;
  uint64_t unfinished = 0;  // stopped at the ply cap
  uint64_t plies = 0;       // moves played in all the playouts
};

// `limit` bounds the rules work of all the playouts together (RulesInterrupted).
template <class Rules>
PlayoutTally random_playouts(const Game<Rules>& from, uint64_t games, uint64_t seed, int max_plies,
                             WorkLimit* limit = nullptr) {
  PlayoutTally tally;
  std::mt19937_64 rng(seed);
  for (uint64_t g = 0; g < games; ++g) {
    Game<Rules> game = from;
    int plies = 0;
    for (; !game.over() && plies < max_plies; ++plies) {
      const MoveList& legal = game.legal();
      // The high bits of a 64-bit draw scaled to the count: uniform enough for 14 moves.
      const auto pick = static_cast<size_t>(((rng() >> 32) * static_cast<uint64_t>(legal.size)) >> 32);
      game.play(legal.moves[pick], limit);
    }
    ++tally.games;
    tally.plies += static_cast<uint64_t>(plies);
    switch (game.result().winner) {
      case Winner::South: ++tally.south_wins; break;
      case Winner::North: ++tally.north_wins; break;
      case Winner::Draw: ++tally.draws; break;
      case Winner::None: ++tally.unfinished; break;
    }
  }
  return tally;
}

}  // namespace manqala
