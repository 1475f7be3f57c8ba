#include "tools/puzzles/judge.h"

#include <algorithm>
#include <map>

#include "search/score.h"

namespace manqala::puzzles {

namespace {

void best_first(std::vector<MoveValue>& values) {
  std::stable_sort(values.begin(), values.end(), [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
}

}  // namespace

int result_of_seeds(const AnyGame& game, Side mover, int half_seeds, int board) {
  const int mine = 2 * game.captured(mover) + half_seeds;  // in half seeds
  const int theirs = 2 * game.captured(opponent(mover)) + 2 * board - half_seeds;
  return (mine > theirs) - (mine < theirs);
}

AnyGame::Report search_at(const AnyGame& game, int depth) {
  PlayerOptions player;
  SearchLimits limits;
  limits.depth = std::max(depth, 1);
  TranspositionTable tt(8);
  std::atomic<bool> stop{false};
  return game.think(player, limits, tt, stop, nullptr);
}

std::optional<std::vector<MoveValue>> table_values(const AnyGame& game) {
  const auto report = game.endgame_report();
  if (!report || report->moves.empty()) return std::nullopt;
  const Side me = game.to_move();
  std::vector<MoveValue> values;
  for (const auto& m : report->moves) {
    const int result = report->kind == "seeds" ? result_of_seeds(game, me, m.half_seeds, report->board) : m.outcome;
    values.push_back({m.move, result});
  }
  best_first(values);
  return values;
}

std::vector<MoveValue> search_values(const AnyGame& game, int depth) {
  const size_t n = game.legal_moves().size();
  PlayerOptions player;
  player.multipv = static_cast<int>(n);
  SearchLimits limits;
  limits.depth = depth;
  TranspositionTable tt(16);
  std::atomic<bool> stop{false};
  std::map<int, AnyGame::Report> lines;  // rank -> the deepest report of that line
  game.think(player, limits, tt, stop, [&](const AnyGame::Report& r) {
    auto& kept = lines[std::max(r.multipv, 1)];
    if (r.depth >= kept.depth && !r.pv.empty()) kept = r;
  });
  int deepest = 0;
  for (const auto& [rank, r] : lines) deepest = std::max(deepest, r.depth);
  std::vector<MoveValue> values;
  for (const auto& [rank, r] : lines) {
    if (r.depth < deepest) continue;  // a line the last iteration did not report
    const int flat = is_decisive(r.score) ? (r.score > 0 ? kWin : -kWin) : r.score;
    values.push_back({r.pv.front(), flat});
  }
  best_first(values);
  return values;
}

std::string unique_best(const std::vector<MoveValue>& values, bool exact, int margin) {
  if (values.size() < 2) return "";  // one legal move is no puzzle
  const MoveValue& best = values[0];
  const MoveValue& second = values[1];
  if (exact) return best.value >= 0 && second.value < best.value ? best.move : "";
  return best.value - second.value >= margin ? best.move : "";
}

}  // namespace manqala::puzzles
