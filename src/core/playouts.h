// Random playouts from a game in progress: the batch that reinforcement-learning users run
// (the library's random_playouts). Each playout copies the game and plays uniformly random
// legal moves until it ends or reaches a ply cap; the results are tallied.
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

// A uniformly random legal move of a game that is not over (also the random player's move).
template <class Rules>
Move random_move(const Game<Rules>& game, std::mt19937_64& rng) {
  const MoveList& legal = game.legal();
  return legal.moves[random_index(rng, legal.size)];
}

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
      game.play(random_move(game, rng), limit);
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
