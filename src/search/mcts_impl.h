// The definitions of mcts_search (mcts.h): included by src/games/search_instances.cpp, which
// compiles them for every game.
#pragma once

#include "search/mcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "search/simple_players.h"

namespace manqala {

namespace mcts_detail {

template <class Rules>
class Mcts {
 public:
  using Position = typename Rules::Position;

  Mcts(const Game<Rules>& game, const SearchLimits& limits, uint64_t playouts, uint64_t seed,
       const std::atomic<bool>& stop, const MctsOptions& options)
      : rules_(game.rules()),
        history_(game.history()),
        time_(limits),
        stop_(stop),
        options_(options),
        rng_(seed),
        base_(game.history().size()),
        root_legal_(game.legal()) {
    work_.stop_on(&stop_);
    if (WorkLimit::Clock::time_point at; time_.deadline(at)) work_.until(at);
    // Playouts: the explicit count, else the node limit, else until time or stop runs out.
    budget_ = playouts ? playouts : limits.nodes;
    if (playouts && limits.nodes) budget_ = std::min(playouts, limits.nodes);
    if (!budget_) budget_ = time_.hard_ms() > 0 ? kUnlimited : 10000;
    history_.reserve(base_ + options_.max_playout_plies + 64);
    // Room for about 8 children a playout, so a fixed budget rarely moves the arena.
    const uint64_t expected =
        budget_ == kUnlimited ? 1u << 18 : std::min<uint64_t>(budget_, 1u << 24) * 8;
    nodes_.reserve(std::min<uint64_t>(expected + 16, options_.max_nodes));
    path_.reserve(64);
  }

  SearchInfo run(const InfoSink& on_info) {
    nodes_.push_back(Node{});
    nodes_[0].mover = opponent(history_.top().to_move);
    MoveList moves;
    Position after[Rules::kMaxMoves];
    try {
      if (expand(0, moves, after).over()) return {};  // precondition broken: nothing to play
    } catch (const RulesInterrupted&) {  // not even the root's children in time: any move
      SearchInfo first;
      first.pv = {root_legal_.moves[0]};
      return first;
    }
    // Reports about four times over a known budget, and at least every 1000 playouts.
    const uint64_t report_every =
        budget_ == kUnlimited ? 1000 : std::clamp<uint64_t>(budget_ / 4, 1, 1000);
    uint64_t done = 0;
    try {
      for (; done < budget_; ++done) {
        if (done % 64 == 0 && out_of_time()) break;
        if (done && done % report_every == 0 && on_info) on_info(info(done));
        iterate();
      }
    } catch (const RulesInterrupted&) {
      // A long relay sowing met the time limit or a stop; the tree built so far stands.
    }
    SearchInfo result = info(done);
    if (on_info) on_info(result);
    return result;
  }

 private:
  static constexpr uint64_t kUnlimited = std::numeric_limits<uint64_t>::max();
  enum State : uint8_t { kLeaf, kInner, kTerminal };

  struct Node {
    uint32_t first_child = 0;  // children are contiguous in the arena
    uint32_t visits = 0;
    uint32_t reward2 = 0;  // twice the summed reward, from mover's view: win 2, draw 1
    uint8_t children = 0;
    Move move = 0;
    Side mover = Side::South;  // who played `move`
    State state = kLeaf;
    Winner winner = Winner::None;  // kTerminal: how the game ended here
  };

  // One playout: select, expand, simulate, back up.
  void iterate() {
    path_.clear();
    path_.push_back(0);
    uint32_t n = 0;
    while (nodes_[n].state == kInner) {
      n = select(n);
      Position p = history_.top();
      rules_.play(p, nodes_[n].move, &work_);
      history_.push(p);
      path_.push_back(n);
    }
    Winner w = nodes_[n].winner;
    if (nodes_[n].state != kTerminal) {
      MoveList moves;
      Position after[Rules::kMaxMoves];
      const Result r = expand(n, moves, after);
      if (r.over()) {
        w = r.winner;
      } else {
        const int i = random_index(rng_, moves.size);
        if (nodes_[n].state == kInner) path_.push_back(nodes_[n].first_child + i);
        history_.push(after[i]);
        w = playout();
      }
    }
    for (uint32_t k : path_) {
      Node& node = nodes_[k];
      ++node.visits;
      node.reward2 += w == Winner::Draw ? 1 : w == winner_of(node.mover) ? 2 : 0;
    }
    while (history_.size() > base_) history_.pop();
  }

  // UCB1 over the children of an inner node; an unvisited child first.
  uint32_t select(uint32_t n) const {
    const Node& parent = nodes_[n];
    const double log_visits = std::log(static_cast<double>(parent.visits));
    uint32_t best = parent.first_child;
    double best_value = -1;
    for (uint32_t c = parent.first_child; c < parent.first_child + parent.children; ++c) {
      const Node& child = nodes_[c];
      if (child.visits == 0) return c;
      const double v = child.reward2 / (2.0 * child.visits) +
                       options_.exploration * std::sqrt(log_visits / child.visits);
      if (v > best_value) best_value = v, best = c;
    }
    return best;
  }

  // Judges the leaf `n`, whose position is on top of history_; marks it terminal when the game
  // is over there, else gives it its children (room permitting). `moves`/`after` receive its
  // moves and the position after each.
  Result expand(uint32_t n, MoveList& moves, Position* after) {
    const Result r = judge_top(moves, after);
    if (r.over()) {
      nodes_[n].state = kTerminal;
      nodes_[n].winner = r.winner;
      return r;
    }
    if (nodes_.size() + moves.size > options_.max_nodes) return r;
    const Side mover = history_.top().to_move;
    nodes_[n].first_child = static_cast<uint32_t>(nodes_.size());
    nodes_[n].children = static_cast<uint8_t>(moves.size);
    nodes_[n].state = kInner;
    for (Move m : moves) {
      Node child;
      child.move = m;
      child.mover = mover;
      nodes_.push_back(child);
    }
    return r;
  }

  // Random moves from the top of history_ to the end of the game (or the ply cap).
  Winner playout() {
    MoveList moves;
    Position after[Rules::kMaxMoves];
    for (int ply = 0;; ++ply) {
      const Result r = judge_top(moves, after);
      if (r.over()) return r.winner;
      if (ply >= options_.max_playout_plies) {
        const int lead = material_lead(rules_, history_.top());
        return lead > 0 ? Winner::South : lead < 0 ? Winner::North : Winner::Draw;
      }
      history_.push(after[random_index(rng_, moves.size)]);
    }
  }

  // The rules' verdict on the top of history_, as Game::evaluate gives it.
  Result judge_top(MoveList& moves, Position* after) const {
    const Position& p = history_.top();
    moves.size = 0;
    const int n = rules_.over_before_moves(p) ? 0 : rules_.generate(p, moves, after, &work_);
    const bool repeated = history_.occurrences_of_top() >= rules_.options().repetition;
    return rules_.judge(p, n, repeated);
  }

  // The most-visited child (more reward on a tie); the first child when none was visited.
  uint32_t most_visited(uint32_t n) const {
    const Node& parent = nodes_[n];
    uint32_t best = parent.first_child;
    for (uint32_t c = parent.first_child + 1; c < parent.first_child + parent.children; ++c) {
      const Node &a = nodes_[c], &b = nodes_[best];
      if (a.visits > b.visits || (a.visits == b.visits && a.reward2 > b.reward2)) best = c;
    }
    return best;
  }

  SearchInfo info(uint64_t done) const {
    SearchInfo s;
    const uint32_t best = most_visited(0);
    for (uint32_t n = best;; n = most_visited(n)) {
      s.pv.push_back(nodes_[n].move);
      if (nodes_[n].state != kInner || nodes_[most_visited(n)].visits == 0) break;
    }
    const Node& b = nodes_[best];
    if (b.state == kTerminal && b.winner != Winner::Draw)
      s.score = b.winner == winner_of(b.mover) ? kWin - 1 : -(kWin - 1);
    else if (b.visits > 0)
      s.score = static_cast<int>(std::lround((b.reward2 / (1.0 * b.visits) - 1) * 100));
    s.depth = static_cast<int>(s.pv.size());
    s.nodes = done;
    s.time_ms = elapsed_ms();
    return s;
  }

  bool out_of_time() const { return stop_.load(std::memory_order_relaxed) || time_.out_of_time(); }
  int64_t elapsed_ms() const { return time_.elapsed_ms(); }

  const Rules& rules_;
  History<Position> history_;  // the game's, then the path and playout being tried
  TimeManager time_;
  const std::atomic<bool>& stop_;
  mutable WorkLimit work_;  // stops a long relay sowing on `stop` or at the time limit
  MctsOptions options_;
  std::mt19937_64 rng_;
  size_t base_;  // history_'s size at the root
  MoveList root_legal_;
  uint64_t budget_ = 0;
  std::vector<Node> nodes_;     // the tree; node 0 is the root
  std::vector<uint32_t> path_;  // the nodes of the current playout, root first
};

}  // namespace mcts_detail

template <class Rules>
SearchInfo mcts_search(const Game<Rules>& game, const SearchLimits& limits, uint64_t playouts, uint64_t seed,
                       const std::atomic<bool>& stop, const InfoSink& on_info, const MctsOptions& options) {
  return mcts_detail::Mcts<Rules>(game, limits, playouts, seed, stop, options).run(on_info);
}


}  // namespace manqala
