// Choosing a move: one entry for every kind of player (alpha-beta at a level, Monte Carlo
// tree search, random, greedy), with the alpha-beta search run on several threads sharing
// the transposition table (lazy SMP) when asked.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/game.h"
#include "search/levels.h"
#include "search/search.h"
#include "search/tt.h"

namespace manqala {

enum class PlayerKind { AlphaBeta, Mcts, Random, Greedy };

struct PlayerOptions {
  PlayerKind kind = PlayerKind::AlphaBeta;
  int level = kMaxLevel;  // alpha-beta: 1..10
  int threads = 1;        // alpha-beta at level 10
  uint64_t playouts = 0;  // MCTS playouts a move (0: by the time or node limit)
  uint64_t seed = 0;      // 0: a fresh random seed for every move
  int multipv = 1;        // alpha-beta: lines to search and report (analysis); the first is played
};

// The move `o` plays in `game` (which must not be over), with what the player saw. Every
// limit and `stop` hold to a few milliseconds whatever the position (search/search.h). With
// `multipv` K > 1 (alpha-beta) each depth reports K lines, best first, each with its rank in
// SearchInfo::multipv; the move is the first line's (a level's depth still applies, its
// randomness does not: this is analysis).
template <class Rules>
SearchInfo think(const Game<Rules>& game, const PlayerOptions& o, const SearchLimits& limits, TranspositionTable& tt,
                 const std::atomic<bool>& stop, const InfoSink& on_info);

}  // namespace manqala
