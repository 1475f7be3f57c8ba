// The engine on a manqala::api::State: iterative-deepening alpha-beta (the `manqala engine`
// search at level 10). Link `manqala::search`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "manqala/manqala.h"

namespace manqala::api {

// Any mix of limits; the search stops at the first reached. All zero: depth 8.
struct SearchLimits {
  int depth = 0;             // plies
  int64_t movetime_ms = 0;   // wall-clock time
  uint64_t nodes = 0;        // positions searched
  int threads = 1;           // search threads sharing one table
  int hash_mb = 16;          // the transposition table
};

struct SearchResult {
  std::string best_move;
  int best_action = -1;
  // The engine's estimate in seeds, from the player to move's view. When the search sees the
  // end of the game: `decided`, score +infinity (a win) or -infinity (a loss) and
  // `plies_to_end` the plies to that end.
  double score = 0;
  bool decided = false;
  int plies_to_end = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::vector<std::string> pv;  // the principal variation, from best_move on
};

// The engine's move in `state` (Error if the game is over). The state is left unchanged.
SearchResult search(const State& state, const SearchLimits& limits = {});

}  // namespace manqala::api
