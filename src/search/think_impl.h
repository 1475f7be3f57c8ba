// The definitions of think (think.h): included by src/games/search_instances.cpp, which
// compiles it for every game.
#pragma once

#include "search/think.h"

#include <chrono>
#include <random>
#include <algorithm>
#include <thread>
#include <vector>

#include "search/mcts.h"
#include "search/simple_players.h"

namespace manqala {

namespace detail {

inline uint64_t move_seed(const PlayerOptions& o, uint64_t position_key) {
  if (o.seed == 0) return (static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
  return o.seed ^ (position_key * 0x9e3779b97f4a7c15ULL);  // reproducible, yet varied by position
}

// The time limit held off (SearchCounters::hold_time) until the first depth is reported.
inline InfoSink first_depth_then(SearchCounters& counters, const InfoSink& on_info) {
  return [&counters, &on_info](const SearchInfo& info) {
    counters.hold_time = false;
    if (on_info) on_info(info);
  };
}

// Level 10: iterative deepening on `threads` threads; the first thread reports.
template <class Rules>
SearchInfo full_strength(const Game<Rules>& game, const PlayerOptions& o, const SearchLimits& limits,
                         TranspositionTable& tt, const std::atomic<bool>& stop, const InfoSink& on_info) {
  std::atomic<bool> abort{false};
  SearchCounters counters;
  counters.hold_time = true;
  std::vector<std::thread> helpers;
  for (int id = 1; id < o.threads; ++id)
    helpers.emplace_back([&, id] {
      Search<Rules> s(game, limits, tt, stop, abort, counters);
      s.run(game.legal(), nullptr, 1 + id % 2);  // odd helpers one ply ahead: more variety
    });
  Search<Rules> main(game, limits, tt, stop, abort, counters);
  SearchInfo best = main.run(game.legal(), first_depth_then(counters, on_info));
  abort = true;
  for (auto& t : helpers) t.join();
  best.nodes = counters.nodes.load();
  best.tbhits = counters.tbhits.load();
  return best;
}

// Levels 1-9: iterative deepening to the level's depth; then every root move is scored at that
// depth (the table makes it quick), a random bonus of up to the level's noise is added, and the
// best total is played. Out of time, the plain search's move stands.
template <class Rules>
SearchInfo at_level(const Game<Rules>& game, const PlayerOptions& o, SearchLimits limits,
                    TranspositionTable& tt, const std::atomic<bool>& stop, const InfoSink& on_info) {
  const LevelPlan plan = level_plan(game.rules(), o.level);
  limits.depth = limits.depth > 0 ? std::min(limits.depth, plan.depth) : plan.depth;
  std::atomic<bool> abort{false};
  SearchCounters counters;
  counters.hold_time = true;
  Search<Rules> s(game, limits, tt, stop, abort, counters);
  SearchInfo best = s.run(game.legal(), first_depth_then(counters, on_info));
  if (plan.noise == 0 || best.depth == 0) return best;
  // Only moves within the noise of the best can be chosen: a narrow window is enough.
  const auto scores =
      s.score_root_moves(game.legal(), best.depth, best.score - plan.noise - 1, best.score + 1);
  if (scores.size() != static_cast<size_t>(game.legal().size)) return best;
  std::mt19937_64 rng(move_seed(o, game.position().key()));
  std::uniform_int_distribution<int> bonus(0, plan.noise);
  int best_total = -2 * kWin;
  for (auto [move, score] : scores) {
    const int total = is_decisive(score) ? score : score + bonus(rng);
    if (total > best_total) {
      best_total = total;
      best.score = score;
      best.pv = {move};
    }
  }
  best.nodes = counters.nodes.load();
  best.tbhits = counters.tbhits.load();
  best.time_ms = s.elapsed_ms();
  return best;
}

// Several lines (analysis): at each depth the best line, then the best of the other moves, and
// so on, each a search of that one depth over the moves not yet taken. They share the table,
// so a later line costs little; a depth is reported only when all its lines are complete.
// Sharing it also makes a later line able to score better than an earlier one (the earlier
// search saw that move only as a bound the table gave, the later one scores it exactly), so
// the lines are sorted again, stably, before they are reported, as multi-PV engines do: the
// order and the scores never disagree, and the move played is the best line's.
template <class Rules>
SearchInfo several_lines(const Game<Rules>& game, const PlayerOptions& o, const SearchLimits& limits,
                         TranspositionTable& tt, const std::atomic<bool>& stop, const InfoSink& on_info) {
  int max_depth = limits.depth > 0 ? limits.depth : kMaxPly - 1;
  if (o.level < kMaxLevel) max_depth = std::min(max_depth, level_plan(game.rules(), o.level).depth);
  const MoveList all = game.legal();
  const int lines = std::min(o.multipv, all.size);
  std::atomic<bool> abort{false};
  SearchCounters counters;
  counters.hold_time = true;  // until all the lines of depth 1 are in
  SearchInfo best;
  for (int depth = 1; depth <= max_depth; ++depth) {
    std::vector<SearchInfo> found;
    MoveList rest = all;
    for (int k = 1; k <= lines; ++k) {
      SearchLimits one = limits;
      one.depth = depth;
      Search<Rules> s(game, one, tt, stop, abort, counters);
      SearchInfo info = s.run(rest, nullptr, depth);
      if (info.depth < depth || info.pv.empty()) break;  // a limit or `stop` came first
      info.time_ms = s.elapsed_ms();
      found.push_back(info);
      MoveList others;
      for (Move m : rest)
        if (m != info.pv.front()) others.push(m);
      rest = others;
    }
    if (static_cast<int>(found.size()) < lines) break;
    counters.hold_time = false;
    const int64_t done_ms = found.back().time_ms;  // the depth's lines are told as one: its end
    std::stable_sort(found.begin(), found.end(),
                     [](const SearchInfo& a, const SearchInfo& b) { return a.score > b.score; });
    for (SearchInfo& f : found) {
      f.multipv = static_cast<int>(&f - found.data()) + 1;
      f.nodes = counters.nodes.load(), f.tbhits = counters.tbhits.load(), f.time_ms = done_ms;
      if (on_info) on_info(f);
    }
    best = found.front();
    if (is_decisive(best.score) || stop.load()) break;
  }
  if (best.pv.empty()) best.pv = {all.moves[0]};  // not even depth 1 in the time
  best.nodes = counters.nodes.load();
  best.tbhits = counters.tbhits.load();
  return best;
}

// Random and greedy: greedy judges each reply, which a long relay sowing may interrupt; it
// then plays the first legal move.
template <class Rules>
SearchInfo simple_player(const Game<Rules>& game, const PlayerOptions& o, const SearchLimits& limits,
                         const std::atomic<bool>& stop, const InfoSink& on_info) {
  std::mt19937_64 rng(move_seed(o, game.position().key()));
  WorkLimit work;
  work.stop_on(&stop);
  if (WorkLimit::Clock::time_point at; TimeManager(limits).deadline(at)) work.until(at);
  SearchInfo info;
  try {
    info.pv = {o.kind == PlayerKind::Random ? random_move(game, rng) : greedy_move(game, rng, &work)};
  } catch (const RulesInterrupted&) {
    info.pv = {game.legal().moves[0]};
  }
  if (on_info) on_info(info);
  return info;
}

}  // namespace detail

// The move `o` plays in `game` (which must not be over), with what the player saw.
template <class Rules>
SearchInfo think(const Game<Rules>& game, const PlayerOptions& o, const SearchLimits& given, TranspositionTable& tt,
                 const std::atomic<bool>& stop, const InfoSink& on_info) {
  SearchLimits limits = given;
  if (limits.start == std::chrono::steady_clock::time_point{}) limits.start = std::chrono::steady_clock::now();
  tt.allocate();  // its first use takes the memory: that counts against the time too
  switch (o.kind) {
    case PlayerKind::Mcts:
      return mcts_search(game, limits, o.playouts, detail::move_seed(o, game.position().key()), stop,
                         on_info);
    case PlayerKind::Random:
    case PlayerKind::Greedy:
      return detail::simple_player(game, o, limits, stop, on_info);
    case PlayerKind::AlphaBeta:
      break;
  }
  if (o.multipv > 1) return detail::several_lines(game, o, limits, tt, stop, on_info);
  if (o.level < kMaxLevel) return detail::at_level(game, o, limits, tt, stop, on_info);
  return detail::full_strength(game, o, limits, tt, stop, on_info);
}



}  // namespace manqala
