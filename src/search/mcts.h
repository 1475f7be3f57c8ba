// Monte Carlo tree search (UCT) over either game: an opponent that plays differently from the
// alpha-beta, and a yardstick for it that needs no evaluation function.
//
// Each playout descends the tree by UCB1, expands the leaf it reaches (all its children at
// once, from generate), then plays uniformly random moves to the end of the game, judged by the
// rules with exact repetition. Every node on the way counts the result from the view of the
// side that made the move into it: in Al-manqala a pass lets one side move twice, so that side
// is recorded per node rather than inferred by alternation.
//
// The returned SearchInfo:
//   pv      the most-visited line from the root (at least the move to play)
//   score   round((2 * winrate - 1) * 100) of the move to play, winrate = (wins + draws / 2)
//           / visits from the mover's view: -100..100, roughly seeds-sized so that it reads
//           like the alpha-beta's scores; ±(kWin - 1) when that move ends the game at once
//   nodes   playouts run;  depth  the length of pv;  time_ms  the time taken
#pragma once

#include <atomic>
#include <cstdint>

#include "core/game.h"
#include "search/search.h"

namespace manqala {

struct MctsOptions {
  double exploration = 1.4;       // UCB1's c: larger tries weak-looking moves more often
  int max_playout_plies = 400;    // a playout still going then is decided by material
  uint32_t max_nodes = 1u << 22;  // arena cap (~80 MiB); beyond it leaves stop expanding
};

// Needs a game that is not over. Deterministic for a given seed unless time or `stop` cuts it
// short. limits.depth is not used. A playout cut short is decided by the game's
// material_lead() (games/<name>/evaluate.h).
template <class Rules>
SearchInfo mcts_search(const Game<Rules>& game, const SearchLimits& limits, uint64_t playouts, uint64_t seed,
                       const std::atomic<bool>& stop, const InfoSink& on_info, const MctsOptions& options = {});

}  // namespace manqala
