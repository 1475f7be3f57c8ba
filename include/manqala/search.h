// The engine on a manqala::api::State: iterative-deepening alpha-beta (the `manqala engine`
// search at level 10). Link `manqala::search`.
#pragma once

#include <cstdint>
#include <optional>
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
  uint64_t tbhits = 0;          // positions the endgame tables answered
};

// The engine's move in `state` (Error if the game is over). The state is left unchanged.
SearchResult search(const State& state, const SearchLimits& limits = {});

// --- Endgame tables (docs/tablebases.md): built with `manqala tb build`.
// Searches and endgame() use the tables under `dir` from now on ("" stops). Error when `dir`
// is not a directory; a damaged table is refused when a game first needs it.
void set_tablebase_dir(const std::string& dir);

// A value by the tables. Al-manqala (kind "seeds"): the side to move ends up with `seeds` of
// the `board` seeds left (a half when an endless game shares an odd board). Hawalis (kind
// "plies"): `outcome` +1 won, 0 drawn, -1 lost for the side to move, the game ending in `plies`.
struct EndgameValue {
  std::string kind;
  double seeds = 0;
  int board = 0;
  int outcome = 0;
  int plies = 0;
  std::string text;  // "with best play South takes 9 of the 14 seeds left" / for a move: "9", "win 23"
};
struct Endgame {
  EndgameValue value;
  std::vector<std::pair<std::string, EndgameValue>> moves;  // each legal move, for the side that plays it
};
// The state's position as the tables see it, when it is in them.
std::optional<Endgame> endgame(const State& state);

}  // namespace manqala::api
