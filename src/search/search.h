// Iterative-deepening alpha-beta (negamax) over either game, with repetition judged exactly as
// the rules end the game. Scores are in seeds from the side to move's view; a decided game
// scores kWin minus the plies to reach it.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/game.h"
#include "search/evaluate.h"

namespace manqala {

constexpr int kWin = 30000;
constexpr int kMaxPly = 128;
constexpr bool is_decisive(int score) { return score > kWin - 1000 || score < -kWin + 1000; }

struct SearchLimits {
  int depth = 0;            // 0: no depth limit (up to kMaxPly)
  uint64_t nodes = 0;       // 0: no node limit
  int64_t movetime_ms = 0;  // 0: no time limit
};

struct SearchInfo {
  int depth = 0;
  int score = 0;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

using InfoSink = std::function<void(const SearchInfo&)>;

template <class Rules>
class Search {
 public:
  using Position = typename Rules::Position;

  Search(const Game<Rules>& game, SearchLimits limits, const std::atomic<bool>& stop)
      : rules_(game.rules()), history_(game.history()), limits_(limits), stop_(stop) {
    history_.reserve(history_.size() + kMaxPly + 1);
  }

  // Searches deeper and deeper until a limit or `stop`; returns the last completed depth's
  // result (the first legal move when not even depth 1 completed). Needs a legal move.
  SearchInfo run(const MoveList& root_moves, const InfoSink& on_info) {
    start_ = std::chrono::steady_clock::now();
    SearchInfo best;
    best.pv = {root_moves.moves[0]};
    std::vector<Move> order(root_moves.begin(), root_moves.end());
    const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, kMaxPly - 1) : kMaxPly - 1;
    for (int depth = 1; depth <= max_depth; ++depth) {
      int score = root(order, depth);
      if (aborted_) break;
      best.depth = depth;
      best.score = score;
      best.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
      best.nodes = nodes_;
      best.time_ms = elapsed_ms();
      if (on_info) on_info(best);
      // The best move first next time.
      std::erase(order, best.pv[0]);
      order.insert(order.begin(), best.pv[0]);
      if (is_decisive(score) && kWin - std::abs(score) <= depth) break;  // fully seen
    }
    best.nodes = nodes_;
    best.time_ms = elapsed_ms();
    return best;
  }

 private:
  int root(const std::vector<Move>& order, int depth) {
    const Position p = history_.top();  // history_ grows below and may move its storage
    int alpha = -kWin - 1;
    for (Move m : order) {
      Position child = p;
      rules_.play(child, m);
      int score = child_score(p, child, depth - 1, alpha, kWin + 1, 1);
      if (aborted_) return alpha;
      if (score > alpha) {
        alpha = score;
        update_pv(0, m);
      }
    }
    return alpha;
  }

  // Negamax value of `child` reached from `parent`: a pass leaves the same side to move.
  int child_score(const Position& parent, const Position& child, int depth, int alpha, int beta,
                  int ply) {
    history_.push(child);
    int score = child.to_move == parent.to_move ? negamax(depth, alpha, beta, ply)
                                                : -negamax(depth, -beta, -alpha, ply);
    history_.pop();
    return score;
  }

  int negamax(int depth, int alpha, int beta, int ply) {
    pv_length_[ply] = 0;
    ++nodes_;
    if ((limits_.nodes && nodes_ >= limits_.nodes) || (nodes_ & 1023) == 0) check_limits();
    if (aborted_) return 0;
    const Position& p = history_.top();
    MoveList moves;
    Position after[kMaxMoves];
    int n = rules_.over_before_moves(p) ? 0 : rules_.generate(p, moves, after);
    const bool repeated = history_.occurrences_of_top() >= rules_.options().repetition;
    Result r = rules_.judge(p, n, repeated);
    if (r.over()) {
      if (r.winner == Winner::Draw) return 0;
      return r.winner == winner_of(p.to_move) ? kWin - ply : -(kWin - ply);
    }
    if (depth <= 0 || ply >= kMaxPly - 1) return evaluate(rules_, p);
    const Position parent = p;  // history_ may grow and move its storage
    for (int i = 0; i < n; ++i) {
      int score = child_score(parent, after[i], depth - 1, alpha, beta, ply + 1);
      if (aborted_) return 0;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, moves.moves[i]);
        if (alpha >= beta) break;
      }
    }
    return alpha;
  }

  void update_pv(int ply, Move m) {
    pv_[ply][0] = m;
    for (int i = 0; i < pv_length_[ply + 1]; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_length_[ply] = pv_length_[ply + 1] + 1;
  }

  void check_limits() {
    if (stop_.load(std::memory_order_relaxed) || (limits_.nodes && nodes_ >= limits_.nodes) ||
        (limits_.movetime_ms && elapsed_ms() >= limits_.movetime_ms))
      aborted_ = true;
  }

  int64_t elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }

  const Rules& rules_;
  History<Position> history_;
  SearchLimits limits_;
  const std::atomic<bool>& stop_;
  std::chrono::steady_clock::time_point start_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  Move pv_[kMaxPly + 1][kMaxPly + 1]{};
  int pv_length_[kMaxPly + 1]{};
};

}  // namespace manqala
