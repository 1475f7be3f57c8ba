// What a table's value says, in the words the terminal, the engine and the page show.
#pragma once

#include <string>

#include "core/types.h"
#include "tablebase/endgame_value.h"

namespace manqala::tablebase {

// Seeds from half seeds: "9", "9½" (a shared odd board).
inline std::string seeds_text(int half_seeds) {
  return std::to_string(half_seeds / 2) + (half_seeds % 2 ? "½" : "");
}

inline std::string side_name(Side s) { return s == Side::South ? "South" : "North"; }

// "with best play South takes 9 of the 14 seeds left", "North wins in 23", "a draw with best play".
inline std::string value_sentence(const EndgameValue& v, Side to_move) {
  if (v.kind == ValueKind::HalfSeeds)
    return "with best play " + side_name(to_move) + " takes " + seeds_text(v.half_seeds) + " of the " +
           std::to_string(v.board) + " seeds left";
  if (v.outcome == 0) return "a draw with best play";
  const Side winner = v.outcome > 0 ? to_move : opponent(to_move);
  return side_name(winner) + " wins in " + std::to_string(v.plies);
}

// A move's value for the side that plays it, short: "+9" (seeds it ends up with), "win 23",
// "loss 4", "draw".
inline std::string move_value_text(const EndgameValue& v) {
  if (v.kind == ValueKind::HalfSeeds) return seeds_text(v.half_seeds);
  if (v.outcome == 0) return "draw";
  return (v.outcome > 0 ? "win " : "loss ") + std::to_string(v.plies);
}

}  // namespace manqala::tablebase
