// Perft (RULES.md "Test vectors"): the number of move sequences of a given length. A finished
// game has no moves, and a forced pass is not a move; repetition ends games here too. Long
// relay sowings report to `limit`, which may interrupt the count (RulesInterrupted).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"

namespace manqala {

namespace detail {

template <class Rules>
uint64_t perft_node(const Rules& rules, History<typename Rules::Position>& history, int depth, WorkLimit* limit) {
  using Position = typename Rules::Position;
  if constexpr (requires { rules.count_moves(history.top()); }) {
    if (depth == 1) return static_cast<uint64_t>(rules.count_moves(history.top()));  // a game's shortcut
  }
  MoveList moves;
  Position after[Rules::kMaxMoves];
  const int n = rules.generate(history.top(), moves, depth > 1 ? after : nullptr, limit);
  if (depth == 1) return static_cast<uint64_t>(n);  // bulk count: the leaves are the moves
  uint64_t nodes = 0;
  for (int i = 0; i < n; ++i) {
    if (rules.over_before_moves(after[i])) continue;
    history.push(after[i]);
    if (history.occurrences_of_top() < rules.options().repetition)
      nodes += perft_node(rules, history, depth - 1, limit);
    history.pop();
  }
  return nodes;
}

}  // namespace detail

template <class Rules>
uint64_t perft(const Game<Rules>& game, int depth, WorkLimit* limit = nullptr) {
  if (depth <= 0) return 1;
  if (game.over()) return 0;
  History<typename Rules::Position> history = game.history();
  history.reserve(history.size() + static_cast<size_t>(depth) + 1);
  return detail::perft_node(game.rules(), history, depth, limit);
}

// Perft of each legal move at depth - 1, in move-generation order.
template <class Rules>
std::vector<std::pair<Move, uint64_t>> perft_divide(const Game<Rules>& game, int depth, WorkLimit* limit = nullptr) {
  std::vector<std::pair<Move, uint64_t>> out;
  for (Move m : game.legal()) {
    Game<Rules> child = game;
    child.play(m, limit);
    out.emplace_back(m, perft(child, depth - 1, limit));
  }
  return out;
}

}  // namespace manqala
