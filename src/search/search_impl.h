// The definitions of Search (search.h), a template over a game's rules: included by the
// registry's src/games/search_instances.cpp, which compiles it for every game.
#pragma once

#include "search/search.h"

#include <algorithm>


namespace manqala {

template <class Rules>
Search<Rules>::Search(const Game<Rules>& game, const SearchLimits& limits, TranspositionTable& tt,
                      const std::atomic<bool>& stop, std::atomic<bool>& abort, SearchCounters& counters)
    : rules_(game.rules()), history_(game.history()), limits_(limits), time_(limits), tt_(tt), stop_(stop),
      abort_(abort), shared_(counters), endgame_(EndgameScores<Rules>::open(rules_.options())) {
  history_.reserve(history_.size() + kStackSize);
  work_.stop_on(&stop_).stop_on(&abort_);
  if (WorkLimit::Clock::time_point at; time_.deadline(at)) work_.until(at);
  for (auto& k : killers_) k[0] = k[1] = kNoMove;
  tt_.allocate();  // a no-op once think() has allocated it before starting any thread
}

template <class Rules>
SearchInfo Search<Rules>::run(const MoveList& root_moves, const InfoSink& on_info, int first_depth, int depth_step) {
  SearchInfo best;
  best.pv = {root_moves.moves[0]};
  root_order_.clear();
  for (Move m : root_moves) root_order_.push_back({m, {}, false});
  const size_t base = history_.size();
  const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, kMaxPly - 1) : kMaxPly - 1;
  for (int depth = std::min(first_depth, max_depth); depth <= max_depth && !aborted(); depth += depth_step) {
    int score = 0;
    try {
      // A narrow window around the last score first: most iterations land inside it.
      if (depth >= 4 && !is_decisive(best.score)) {
        const int lo = best.score - kAspiration, hi = best.score + kAspiration;
        score = root(depth, lo, hi);
        if ((score <= lo || score >= hi) && !aborted()) score = root(depth, -kWin - 1, kWin + 1);
      } else {
        score = root(depth, -kWin - 1, kWin + 1);
      }
    } catch (const RulesInterrupted&) {  // a long relay sowing met the time limit or a stop
      abort_.store(true, std::memory_order_relaxed);
      while (history_.size() > base) history_.pop();
    }
    if (aborted()) break;
    best.depth = depth;
    best.seldepth = seldepth_;
    best.score = score;
    best.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
    best.nodes = shared_.nodes.load(std::memory_order_relaxed);
    best.tbhits = shared_.tbhits.load(std::memory_order_relaxed);
    best.time_ms = elapsed_ms();
    if (on_info) on_info(best);
    if (is_decisive(score) && plies_to_end(score) <= depth) break;  // seen to the end
    if (root_order_.size() == 1 && limits_.depth == 0) break;       // nothing to choose
    if (time_.no_time_for_another_iteration()) break;
  }
  best.nodes = shared_.nodes.load(std::memory_order_relaxed);
  best.tbhits = shared_.tbhits.load(std::memory_order_relaxed);
  best.time_ms = elapsed_ms();
  return best;
}

template <class Rules>
std::vector<std::pair<Move, int>> Search<Rules>::score_root_moves(const MoveList& root_moves, int depth, int lo,
                                                                   int hi) {
  std::vector<std::pair<Move, int>> scores;
  const size_t base = history_.size();
  const Position p = history_.top();
  try {
    for (Move m : root_moves) {
      if (aborted()) break;
      Position child = p;
      rules_.play(child, m, &work_);
      const int score = child_score(p, child, depth - 1, lo, hi, 1, false);
      if (aborted()) break;
      scores.emplace_back(m, score);
    }
  } catch (const RulesInterrupted&) {
    abort_.store(true, std::memory_order_relaxed);
    while (history_.size() > base) history_.pop();
  }
  return scores;
}

// Searches the root moves inside (alpha, beta); a result at a bound is only a bound.
template <class Rules>
int Search<Rules>::root(int depth, int alpha, int beta) {
  const Position p = history_.top();  // history_ grows below and may move its storage
  const int alpha0 = alpha;
  seldepth_ = 0;
  pv_length_[0] = 0;
  for (size_t i = 0; i < root_order_.size(); ++i) {
    RootMove& rm = root_order_[i];
    if (!rm.played) {
      rm.child = p;
      rules_.play(rm.child, rm.move, &work_);
      rm.played = true;
    }
    const Move m = rm.move;
    const Position& child = rm.child;
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
template <class Rules>
int Search<Rules>::child_score(const Position& parent, const Position& child, int depth, int alpha, int beta, int ply,
                               bool pv_node) {
  history_.push(child);
  const int score = child.to_move == parent.to_move ? search(depth, alpha, beta, ply, pv_node)
                                                    : -search(depth, -beta, -alpha, ply, pv_node);
  history_.pop();
  return score;
}

// Decided scores count plies from the root; the table keeps them from the position.
static int to_tt(int score, int ply) {
  return score > kWin - 1000 ? score + ply : score < -kWin + 1000 ? score - ply : score;
}
static int from_tt(int score, int ply) {
  return score > kWin - 1000 ? score - ply : score < -kWin + 1000 ? score + ply : score;
}

template <class Rules>
int Search<Rules>::search(int depth, int alpha, int beta, int ply, bool pv_node) {
  pv_length_[ply] = 0;
  count_node();
  if (aborted()) return 0;
  seldepth_ = std::max(seldepth_, ply);
  const Position p = history_.top();
  // The game's end, judged as the rules do, cheapest checks first: the table is consulted
  // before moves are generated, and a table entry is never a finished game.
  if (rules_.over_before_moves(p)) return end_score(p, rules_.judge(p, 0, false), ply);
  if (history_.occurrences_of_top() >= rules_.options().repetition) return end_score(p, rules_.judge(p, 1, true), ply);
  // Inside the endgame tables the value is exact (docs/tablebases.md): no need to look further.
  if (endgame_)
    if (const auto exact = endgame_->score(p, ply)) {
      shared_.tbhits.fetch_add(1, std::memory_order_relaxed);
      return *exact;
    }
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
  Position after[Rules::kMaxMoves];
  const int n = rules_.generate(p, moves, after, &work_);
  if (n == 0) return end_score(p, rules_.judge(p, 0, false), ply);  // no move, or starved
  if (depth <= 0) return capture_search(p, moves, after, n, depth, alpha, beta, ply);

  int order[Rules::kMaxMoves];
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
template <class Rules>
int Search<Rules>::capture_search(const Position& p, const MoveList& moves, const Position* after, int n, int depth,
                                  int alpha, int beta, int ply) {
  const int stand = evaluate(rules_, p);
  if (stand >= beta || depth <= -kMaxCapturePlies) return stand;
  alpha = std::max(alpha, stand);
  int order[Rules::kMaxMoves];
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

template <class Rules>
int Search<Rules>::end_score(const Position& p, const Result& r, int ply) {
  if (r.winner == Winner::Draw) return 0;
  return r.winner == winner_of(p.to_move) ? kWin - ply : -(kWin - ply);
}

template <class Rules>
int Search<Rules>::gain(const Position& p, const Position& child) {
  return child.captured[index(p.to_move)] - p.captured[index(p.to_move)];
}

// Move order: the table's move, then the biggest captures, killers, then history.
template <class Rules>
void Search<Rules>::rank_moves(const Position& p, const MoveList& moves, const Position* after, int n, int tt_move,
                               int ply, int* order) {
  int keys[Rules::kMaxMoves];
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
  // A stable insertion sort: at most Rules::kMaxMoves entries, where it is the fastest sort (and the
  // order std::sort gives below 16 entries, so the bench signature does not depend on it).
  for (int i = 1; i < n; ++i) {
    const int moved = order[i];
    int j = i;
    for (; j > 0 && keys[order[j - 1]] < keys[moved]; --j) order[j] = order[j - 1];
    order[j] = moved;
  }
}

template <class Rules>
void Search<Rules>::remember_quiet(int ply, const Position& p, Move m, int depth) {
  if (killers_[ply][0] != m) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = m;
  }
  int& h = history_score_[index(p.to_move)][m];
  h = std::min(h + depth * depth, 1 << 20);
}

template <class Rules>
void Search<Rules>::update_pv(int ply, Move m) {
  pv_[ply][0] = m;
  for (int i = 0; i < pv_length_[ply + 1]; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
  pv_length_[ply] = pv_length_[ply + 1] + 1;
}

template <class Rules>
void Search<Rules>::count_node() {
  const uint64_t total = shared_.nodes.fetch_add(1, std::memory_order_relaxed) + 1;
  if ((limits_.nodes && total >= limits_.nodes) ||
      ((++local_nodes_ & 255) == 0 &&
       (stop_.load(std::memory_order_relaxed) ||
        (time_.out_of_time() && !shared_.hold_time.load(std::memory_order_relaxed)))))
    abort_.store(true, std::memory_order_relaxed);
}


}  // namespace manqala
