// Iterative-deepening principal-variation search (negamax alpha-beta) over either game.
//
// - Repetition is judged exactly as the rules end the game (History), so a repeated position
//   scores as the draw or the shared loop it would be.
// - A transposition table (tt.h) keeps best moves and bounds across iterations, moves and
//   threads; moves are ordered table move first, then by seeds captured, killers, history.
// - At the horizon a capture search goes on while captures remain, since a position in the
//   middle of an exchange of files or chains would otherwise be misjudged.
// - Scores are in kSeed units from the side to move's view; a decided game scores kWin minus
//   the plies to reach it. In Al-manqala a pass leaves the same side to move, so a child's
//   score is negated only when the side to move changes.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

#include "core/game.h"
#include "search/evaluate.h"
#include "search/tt.h"

namespace manqala {

constexpr int kWin = 30000;
constexpr int kMaxPly = 128;
constexpr int kMaxCapturePlies = 6;   // how far the capture search may run past the horizon
constexpr Move kNoMove = 0xff;
constexpr int kAspiration = 2 * kSeed;  // half-width of the first window of an iteration
constexpr bool is_decisive(int score) { return score > kWin - 1000 || score < -kWin + 1000; }
// Plies to the end of a decided game.
constexpr int plies_to_end(int score) { return kWin - (score < 0 ? -score : score); }

struct SearchLimits {
  int depth = 0;              // 0: no depth limit (up to kMaxPly)
  uint64_t nodes = 0;         // 0: no node limit
  int64_t movetime_ms = 0;    // 0: no fixed time
  int64_t clock_ms = -1;      // the mover's clock for clock play (-1: none)
  int64_t increment_ms = 0;   // the mover's increment per move
};

struct SearchInfo {
  int depth = 0, seldepth = 0;
  int score = 0;  // kSeed units, or decisive
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

using InfoSink = std::function<void(const SearchInfo&)>;

// When to stop: a soft limit not to start another iteration after, a hard one to abort at.
struct TimePlan {
  int64_t soft_ms = 0, hard_ms = 0;  // 0: none
  static TimePlan from(const SearchLimits& l) {
    if (l.movetime_ms > 0) return {0, l.movetime_ms};  // all of it: no clock to save time for
    if (l.clock_ms < 0) return {};
    // Clock play: about a twentieth of the clock plus most of the increment, never more than
    // a quarter of the clock, and always a little left for the move to reach the server.
    const int64_t left = std::max<int64_t>(l.clock_ms - 30, 1);
    const int64_t budget = left / 20 + l.increment_ms * 3 / 4;
    const int64_t hard = std::min(left / 4 + l.increment_ms / 2, left);
    return {std::max<int64_t>(1, std::min(budget, hard)), std::max<int64_t>(1, hard)};
  }
};

template <class Rules>
class Search {
 public:
  using Position = typename Rules::Position;

  // `abort` is shared by all threads of one search: any of them may set it.
  Search(const Game<Rules>& game, const SearchLimits& limits, TranspositionTable& tt,
         const std::atomic<bool>& stop, std::atomic<bool>& abort, std::atomic<uint64_t>& nodes)
      : rules_(game.rules()), history_(game.history()), limits_(limits), plan_(TimePlan::from(limits)),
        tt_(tt), stop_(stop), abort_(abort), shared_nodes_(nodes) {
    history_.reserve(history_.size() + kMaxPly + kMaxCapturePlies + 2);
    start_ = std::chrono::steady_clock::now();
    for (auto& k : killers_) k[0] = k[1] = kNoMove;
    tt_.allocate();  // a no-op once think() has allocated it before starting any thread
  }

  // Searches deeper and deeper from `first_depth` until a limit or a stop; returns the last
  // completed iteration (the first root move when not even one completed). Needs a legal move.
  SearchInfo run(const MoveList& root_moves, const InfoSink& on_info, int first_depth = 1,
                 int depth_step = 1) {
    SearchInfo best;
    best.pv = {root_moves.moves[0]};
    root_order_.assign(root_moves.begin(), root_moves.end());
    const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, kMaxPly - 1) : kMaxPly - 1;
    for (int depth = std::min(first_depth, max_depth); depth <= max_depth; depth += depth_step) {
      // A narrow window around the last score first: most iterations land inside it.
      int score;
      if (depth >= 4 && !is_decisive(best.score)) {
        const int lo = best.score - kAspiration, hi = best.score + kAspiration;
        score = root(depth, lo, hi);
        if ((score <= lo || score >= hi) && !aborted()) score = root(depth, -kWin - 1, kWin + 1);
      } else {
        score = root(depth, -kWin - 1, kWin + 1);
      }
      if (aborted()) break;
      best.depth = depth;
      best.seldepth = seldepth_;
      best.score = score;
      best.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
      best.nodes = shared_nodes_.load(std::memory_order_relaxed);
      best.time_ms = elapsed_ms();
      if (on_info) on_info(best);
      if (is_decisive(score) && plies_to_end(score) <= depth) break;  // seen to the end
      if (root_order_.size() == 1 && limits_.depth == 0) break;       // nothing to choose
      if (plan_.soft_ms && best.time_ms * 2 >= plan_.soft_ms) break;  // no time for another
    }
    best.nodes = shared_nodes_.load(std::memory_order_relaxed);
    best.time_ms = elapsed_ms();
    return best;
  }

  // The score of each root move searched to `depth` inside the window (lo, hi); a score at or
  // outside the window is only a bound (for playing levels, which care about near-best moves).
  std::vector<std::pair<Move, int>> score_root_moves(const MoveList& root_moves, int depth, int lo,
                                                     int hi) {
    std::vector<std::pair<Move, int>> scores;
    const Position p = history_.top();
    for (Move m : root_moves) {
      Position child = p;
      rules_.play(child, m);
      int score = child_score(p, child, depth - 1, lo, hi, 1, false);
      if (aborted()) break;
      scores.emplace_back(m, score);
    }
    return scores;
  }

  int64_t elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }

 private:
  bool aborted() const { return abort_.load(std::memory_order_relaxed); }

  // Searches the root moves inside (alpha, beta); a result at a bound is only a bound.
  int root(int depth, int alpha, int beta) {
    const Position p = history_.top();  // history_ grows below and may move its storage
    const int alpha0 = alpha;
    seldepth_ = 0;
    pv_length_[0] = 0;
    for (size_t i = 0; i < root_order_.size(); ++i) {
      const Move m = root_order_[i];
      Position child = p;
      rules_.play(child, m);
      int score;
      if (i == 0) {
        score = child_score(p, child, depth - 1, alpha, beta, 1, true);
      } else {
        score = child_score(p, child, depth - 1, alpha, alpha + 1, 1, false);
        if (score > alpha && !aborted()) score = child_score(p, child, depth - 1, alpha, beta, 1, true);
      }
      if (aborted()) return alpha;
      if (score > alpha) {
        alpha = score;
        update_pv(0, m);
        std::rotate(root_order_.begin(), root_order_.begin() + static_cast<long>(i),
                    root_order_.begin() + static_cast<long>(i) + 1);  // best first next time
        if (alpha >= beta) return alpha;
      }
    }
    if (alpha > alpha0) tt_.store(p.key(), alpha, depth, Bound::Exact, pv_[0][0]);
    return alpha;
  }

  // The value of `child` for the side to move at `parent`.
  int child_score(const Position& parent, const Position& child, int depth, int alpha, int beta,
                  int ply, bool pv_node) {
    history_.push(child);
    const int score = child.to_move == parent.to_move
                          ? search(depth, alpha, beta, ply, pv_node)
                          : -search(depth, -beta, -alpha, ply, pv_node);
    history_.pop();
    return score;
  }

  int search(int depth, int alpha, int beta, int ply, bool pv_node) {
    pv_length_[ply] = 0;
    count_node();
    if (aborted()) return 0;
    seldepth_ = std::max(seldepth_, ply);
    const Position p = history_.top();
    // The game's end, judged as the rules do, cheapest checks first: the table is consulted
    // before moves are generated, and a table entry is never a finished game.
    if (rules_.over_before_moves(p)) return end_score(p, rules_.judge(p, 0, false), ply);
    if (history_.occurrences_of_top() >= rules_.options().repetition)
      return end_score(p, rules_.judge(p, 1, true), ply);
    if (ply >= kMaxPly - 1) return evaluate(rules_, p);

    const uint64_t key = p.key();
    TTHit hit;
    int tt_move = -1;
    if (depth > 0 && tt_.probe(key, hit)) {
      tt_move = hit.move;
      const int score = from_tt(hit.score, ply);
      if (!pv_node && hit.depth >= depth &&
          (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && score >= beta) ||
           (hit.bound == Bound::Upper && score <= alpha)))
        return score;
    }
    MoveList moves;
    Position after[kMaxMoves];
    const int n = rules_.generate(p, moves, after);
    if (n == 0) return end_score(p, rules_.judge(p, 0, false), ply);  // no move, or starved
    if (depth <= 0) return capture_search(p, moves, after, n, depth, alpha, beta, ply);

    int order[kMaxMoves];
    rank_moves(p, moves, after, n, tt_move, ply, order);
    const int alpha0 = alpha;
    int best = -kWin - 1, best_move = -1;
    for (int k = 0; k < n; ++k) {
      const int i = order[k];
      int score;
      if (k == 0) {
        score = child_score(p, after[i], depth - 1, alpha, beta, ply + 1, pv_node);
      } else {
        // Late quiet moves are rarely best once the first ones are ordered well: look at
        // them less deep, and again at full depth only if they surprise.
        const bool quiet = gain(p, after[i]) == 0 && moves.moves[i] != killers_[ply][0];
        const int reduction = (depth >= 3 && k >= 2 && quiet) ? 1 + (k >= 4) + (depth >= 8 && k >= 6) : 0;
        score = child_score(p, after[i], depth - 1 - reduction, alpha, alpha + 1, ply + 1, false);
        if (reduction > 0 && score > alpha && !aborted())
          score = child_score(p, after[i], depth - 1, alpha, alpha + 1, ply + 1, false);
        if (score > alpha && score < beta && !aborted())
          score = child_score(p, after[i], depth - 1, alpha, beta, ply + 1, pv_node);
      }
      if (aborted()) return 0;
      if (score > best) {
        best = score;
        best_move = moves.moves[i];
      }
      if (score > alpha) {
        alpha = score;
        update_pv(ply, moves.moves[i]);
        if (alpha >= beta) {
          if (gain(p, after[i]) == 0) remember_quiet(ply, p, moves.moves[i], depth);
          break;
        }
      }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > alpha0 ? Bound::Exact : Bound::Upper;
    tt_.store(key, to_tt(best, ply), depth, bound, best_move);
    return best;
  }

  // Past the horizon: the side to move may stand on the evaluation or try its captures.
  int capture_search(const Position& p, const MoveList& moves, const Position* after, int n,
                     int depth, int alpha, int beta, int ply) {
    const int stand = evaluate(rules_, p);
    if (stand >= beta || depth <= -kMaxCapturePlies) return stand;
    alpha = std::max(alpha, stand);
    int order[kMaxMoves];
    rank_moves(p, moves, after, n, -1, ply, order);
    for (int k = 0; k < n; ++k) {
      const int i = order[k];
      if (gain(p, after[i]) == 0) break;  // ranked: captures come first
      const int score = child_score(p, after[i], depth - 1, alpha, beta, ply + 1, false);
      if (aborted()) return 0;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, moves.moves[i]);
        if (alpha >= beta) break;
      }
    }
    return alpha;
  }

  static int end_score(const Position& p, const Result& r, int ply) {
    if (r.winner == Winner::Draw) return 0;
    return r.winner == winner_of(p.to_move) ? kWin - ply : -(kWin - ply);
  }

  static int gain(const Position& p, const Position& child) {
    return child.captured[index(p.to_move)] - p.captured[index(p.to_move)];
  }

  // Move order: the table's move, then the biggest captures, killers, then history.
  void rank_moves(const Position& p, const MoveList& moves, const Position* after, int n,
                  int tt_move, int ply, int* order) {
    int keys[kMaxMoves];
    const int side = index(p.to_move);
    for (int i = 0; i < n; ++i) {
      const Move m = moves.moves[i];
      int k = history_score_[side][m];
      if (m == tt_move) k = 1 << 30;
      else if (int g = gain(p, after[i]); g > 0) k = (1 << 24) + (g << 8);
      else if (m == killers_[ply][0]) k = (1 << 23) + 1;
      else if (m == killers_[ply][1]) k = 1 << 23;
      keys[i] = k;
      order[i] = i;
    }
    std::sort(order, order + n, [&](int a, int b) { return keys[a] > keys[b]; });
  }

  void remember_quiet(int ply, const Position& p, Move m, int depth) {
    if (killers_[ply][0] != m) {
      killers_[ply][1] = killers_[ply][0];
      killers_[ply][0] = m;
    }
    int& h = history_score_[index(p.to_move)][m];
    h = std::min(h + depth * depth, 1 << 20);
  }

  void update_pv(int ply, Move m) {
    pv_[ply][0] = m;
    for (int i = 0; i < pv_length_[ply + 1]; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_length_[ply] = pv_length_[ply + 1] + 1;
  }

  // Decided scores count plies from the root; the table keeps them from the position.
  static int to_tt(int score, int ply) {
    return score > kWin - 1000 ? score + ply : score < -kWin + 1000 ? score - ply : score;
  }
  static int from_tt(int score, int ply) {
    return score > kWin - 1000 ? score - ply : score < -kWin + 1000 ? score + ply : score;
  }

  void count_node() {
    const uint64_t total = shared_nodes_.fetch_add(1, std::memory_order_relaxed) + 1;
    if ((limits_.nodes && total >= limits_.nodes) ||
        ((++local_nodes_ & 255) == 0 &&
         (stop_.load(std::memory_order_relaxed) || (plan_.hard_ms && elapsed_ms() >= plan_.hard_ms))))
      abort_.store(true, std::memory_order_relaxed);
  }

  const Rules& rules_;
  History<Position> history_;
  SearchLimits limits_;
  TimePlan plan_;
  TranspositionTable& tt_;
  const std::atomic<bool>& stop_;
  std::atomic<bool>& abort_;
  std::atomic<uint64_t>& shared_nodes_;
  std::chrono::steady_clock::time_point start_;
  uint64_t local_nodes_ = 0;
  int seldepth_ = 0;
  std::vector<Move> root_order_;
  Move pv_[kMaxPly + kMaxCapturePlies + 2][kMaxPly + kMaxCapturePlies + 2]{};
  int pv_length_[kMaxPly + kMaxCapturePlies + 2]{};
  Move killers_[kMaxPly + kMaxCapturePlies + 2][2]{};
  int history_score_[2][kMaxMoves]{};
};

}  // namespace manqala
