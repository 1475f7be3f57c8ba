#include "games/hawalis/circuit_moves.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

#include "games/hawalis/circuit.h"
#include "tablebase/compositions.h"

namespace manqala::hawalis {

using tablebase::compositions;

CircuitMoves::CircuitMoves(const Hawalis& rules, int seeds) {
  const uint64_t circuits = compositions().count(seeds);
  if (circuits * Hawalis::kMaxMoves >= std::numeric_limits<uint32_t>::max())
    throw std::length_error("Hawalis tables: the moves of " + std::to_string(seeds) + "-seed circuits do not fit");
  first_.reserve(circuits + 1);
  // The opponent holds a seed in every pit, so that a move that can take a file does: the
  // file it takes names the column.
  Hawalis::Position p{};
  std::fill(p.pits[1], p.pits[1] + Hawalis::kCircuit, uint8_t{1});
  compositions().unrank(0, seeds, p.pits[0]);
  MoveList moves;
  Hawalis::Position after[Hawalis::kMaxMoves];
  for (uint64_t r = 0; r < circuits; ++r) {
    first_.push_back(static_cast<uint32_t>(moves_.size()));
    const int n = rules.generate(p, moves, after);
    for (int i = 0; i < n; ++i) {
      uint8_t turned[16] = {};
      tablebase::half_turn(after[i].pits[0], turned);
      int8_t column = -1;
      for (int c = 0; c < 7; ++c)
        if (after[i].pits[1][front_index(Side::North, c)] == 0) column = static_cast<int8_t>(c);
      moves_.push_back({static_cast<uint32_t>(compositions().rank(turned, seeds)), column});
    }
    tablebase::Compositions::next(p.pits[0]);
  }
  first_.push_back(static_cast<uint32_t>(moves_.size()));

  // Backwards: count the moves into each circuit, then place them (a counting sort).
  first_into_.assign(circuits + 1, 0);
  for (const Move& m : moves_) ++first_into_[m.turned + 1];
  for (uint64_t t = 0; t < circuits; ++t) {
    most_into_ = std::max(most_into_, static_cast<int>(first_into_[t + 1]));
    first_into_[t + 1] += first_into_[t];
  }
  from_.resize(moves_.size());
  std::vector<uint32_t> place(first_into_.begin(), first_into_.end() - 1);
  for (uint64_t r = 0; r < circuits; ++r)
    for (uint32_t k = first_[r]; k < first_[r + 1]; ++k)
      from_[place[moves_[k].turned]++] = {static_cast<uint32_t>(r), moves_[k].column};
}

}  // namespace manqala::hawalis
