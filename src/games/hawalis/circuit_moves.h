// Every move of a Hawalis circuit of n seeds, worked out once for the endgame tables.
//
// A Hawalis move rearranges only the mover's own circuit (RULES.md: seeds never cross but by
// capture), and which pits may move, where the sowing ends and whether it relays forever
// depend on that circuit alone. The opponent's pits matter only at the very end: whether the
// front pit facing the last pit holds seeds, so that the file is taken. So a table level of
// 10^8 entries needs its moves worked out for only the 10^5..10^6 circuits of one side, and
// every entry then costs a few lookups, not a relay sowing a move; and the moves can be run
// backwards (which circuits reach this one?), which relay sowing cannot be otherwise.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "games/hawalis/hawalis.h"

namespace manqala::hawalis {

class CircuitMoves {
 public:
  // A move of the circuit ranked r (South's layout, tablebase/compositions.h).
  struct Move {
    uint32_t turned;  // the circuit after it, turned half round (as the next position's other side), ranked
    int8_t column;    // the column whose file it takes when the opponent's front pit there holds seeds; -1: none
  };
  // A move into a circuit: from which circuit, taking which column's file (as above).
  struct From {
    uint32_t rank;
    int8_t column;
  };

  // Plays every legal move of every circuit of `seeds` seeds by `rules` (the game's own move
  // generation), and lists the moves backwards too.
  CircuitMoves(const Hawalis& rules, int seeds);

  std::span<const Move> of(uint64_t rank) const { return {moves_.data() + first_[rank], moves_.data() + first_[rank + 1]}; }
  // The moves that leave a circuit whose half-turned rank is `turned`.
  std::span<const From> into(uint64_t turned) const {
    return {from_.data() + first_into_[turned], from_.data() + first_into_[turned + 1]};
  }
  // The most moves into one circuit.
  int most_into() const { return most_into_; }

 private:
  std::vector<uint32_t> first_, first_into_;  // where each circuit's list starts; one more at the end
  std::vector<Move> moves_;
  std::vector<From> from_;
  int most_into_ = 0;
};

}  // namespace manqala::hawalis
