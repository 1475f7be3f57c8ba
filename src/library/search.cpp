// manqala::api::search (include/manqala/search.h): the engine's alpha-beta at level 10.
#include "manqala/search.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

#include "library/state_impl.h"
#include "search/endgame_scores.h"
#include "search/score.h"

namespace manqala::api {

namespace {
constexpr int kDefaultDepth = 8;
}

SearchResult search(const State& state, const SearchLimits& limits) {
  const AnyGame& game = *state.impl().game;
  if (game.result().over()) throw Error("the game is over (" + status_text(game.result()) + ")");
  if (limits.depth < 0 || limits.movetime_ms < 0 || limits.threads < 1 || limits.hash_mb < 1)
    throw Error("search limits: depth and movetime must be 0 or more, threads and hash_mb 1 or more");
  manqala::SearchLimits engine_limits;
  engine_limits.depth = limits.depth;
  engine_limits.movetime_ms = limits.movetime_ms;
  engine_limits.nodes = limits.nodes;
  if (limits.depth == 0 && limits.movetime_ms == 0 && limits.nodes == 0) engine_limits.depth = kDefaultDepth;
  PlayerOptions player;
  player.threads = limits.threads;
  TranspositionTable tt(static_cast<size_t>(limits.hash_mb));
  const std::atomic<bool> stop{false};
  const AnyGame::Report r = game.think(player, engine_limits, tt, stop, nullptr);

  SearchResult out;
  out.pv = r.pv;
  out.best_move = r.pv.empty() ? game.legal_moves().front() : r.pv.front();
  out.best_action = state.action_of(out.best_move);
  out.decided = is_decisive(r.score);
  if (out.decided) out.plies_to_end = plies_to_end(r.score);
  out.score = out.decided ? std::copysign(std::numeric_limits<double>::infinity(), r.score)
                          : static_cast<double>(r.score) / kSeed;
  out.depth = r.depth;
  out.nodes = r.nodes;
  out.time_ms = r.time_ms;
  out.tbhits = r.tbhits;
  return out;
}

void set_tablebase_dir(const std::string& dir) {
  try {
    manqala::set_tablebase_dir(dir);
  } catch (const tablebase::TableError& e) {
    throw Error(e.what());
  }
}

std::optional<Endgame> endgame(const State& state) {
  const auto report = state.impl().game->endgame_report();
  if (!report) return std::nullopt;
  const bool seeds = report->kind == "seeds";
  Endgame out;
  out.value = {report->kind, report->half_seeds / 2.0, report->board, report->outcome, report->plies, report->sentence};
  for (const auto& m : report->moves)
    out.moves.push_back({m.move, {report->kind, m.half_seeds / 2.0, seeds ? report->board : 0, m.outcome, m.plies, m.text}});
  return out;
}

}  // namespace manqala::api
