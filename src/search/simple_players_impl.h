// The definitions of the simple players (simple_players.h): included by
// src/games/search_instances.cpp, which compiles them for every game.
#pragma once

#include "search/simple_players.h"

#include <vector>


namespace manqala {

template <class Rules>
Move greedy_move(const Game<Rules>& game, std::mt19937_64& rng, WorkLimit* limit) {
  using Position = typename Rules::Position;
  const Rules& rules = game.rules();
  const Position& now = game.position();
  const Side me = now.to_move;
  constexpr int kWinning = 1 << 20;  // above any capture

  History<Position> history = game.history();  // to judge repetition exactly after each move
  std::vector<Move> best;
  int best_gain = -1;
  for (Move m : game.legal()) {
    Position next = now;
    rules.play(next, m, limit);
    int gain = next.captured[index(me)] - now.captured[index(me)];
    history.push(next);
    MoveList replies;
    const int n = rules.over_before_moves(next) ? 0 : rules.generate(next, replies, nullptr, limit);
    const bool repeated = history.occurrences_of_top() >= rules.options().repetition;
    if (rules.judge(next, n, repeated).winner == winner_of(me)) gain = kWinning;
    history.pop();
    if (gain > best_gain) {
      best_gain = gain;
      best.clear();
    }
    if (gain == best_gain) best.push_back(m);
  }
  return best[random_index(rng, static_cast<int>(best.size()))];
}


}  // namespace manqala
