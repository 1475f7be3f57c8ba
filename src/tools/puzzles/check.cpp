#include "tools/puzzles/check.h"

#include <algorithm>
#include <atomic>

#include "games/registry.h"
#include "search/evaluation.h"
#include "search/score.h"
#include "tools/puzzles/game_setup.h"
#include "tools/puzzles/judge.h"
#include "tools/puzzles/themes.h"

namespace manqala::puzzles {

namespace {

// South's result after `child` was reached by one of South's moves: +1 won, 0 drawn, -1 lost
// with best play from there, by the game's end or the tables; nullopt where neither knows.
std::optional<int> exact_result(const AnyGame& child) {
  const Result r = child.result();
  if (r.over()) return r.winner == Winner::South ? 1 : r.winner == Winner::North ? -1 : 0;
  const auto report = child.endgame_report();
  if (!report) return std::nullopt;
  const Side mover = child.to_move();
  const int for_mover =
      report->kind == "seeds" ? result_of_seeds(child, mover, report->half_seeds, report->board) : report->outcome;
  return mover == Side::South ? for_mover : -for_mover;
}

// South's score after `child` by a search of `depth` plies from there (kSeed units, a decided
// game flattened to ±kWin).
int searched(const AnyGame& child, int depth) {
  const Result r = child.result();
  if (r.over()) return r.winner == Winner::South ? kWin : r.winner == Winner::North ? -kWin : 0;
  const int score = search_at(child, depth).score;
  const int flat = is_decisive(score) ? (score > 0 ? kWin : -kWin) : score;
  return child.to_move() == Side::South ? flat : -flat;
}

// Where the tables hold every position a move of South leads to, a searched solution must
// keep the best result they give: "" when it does or they do not reach.
std::string tables_agree(const AnyGame& game, const std::string& solution) {
  int best = -2, mine = -2;
  std::string better;
  for (const std::string& m : game.legal_moves()) {
    auto child = game.clone();
    child->play(m);
    const auto v = exact_result(*child);
    if (!v) return "";
    if (m == solution) mine = *v;
    if (*v > best) best = *v, better = m;
  }
  return mine < best ? "the tables say " + better + " keeps a better result than " + solution : "";
}

// Why `solution` is not the only best move of South in `game`, or "". `o.margin` in kSeed units.
std::string judge_again(const AnyGame& game, const std::string& solution, bool exact, const CheckOptions& o) {
  const auto moves = game.legal_moves();
  if (std::find(moves.begin(), moves.end(), solution) == moves.end()) return solution + " is not a legal move";
  if (moves.size() < 2) return solution + " is the only legal move";
  std::vector<std::pair<int, std::string>> values;  // South's value, move
  for (const std::string& m : moves) {
    auto child = game.clone();
    child->play(m);
    if (exact) {
      const auto v = exact_result(*child);
      if (!v) return "the tables do not hold the position after " + m;
      values.emplace_back(*v, m);
    } else {
      values.emplace_back(searched(*child, o.depth - 1), m);
    }
  }
  std::stable_sort(values.begin(), values.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  if (values[0].second != solution) return solution + " is not the best move: " + values[0].second + " is";
  if (exact) {
    if (values[0].first < 0) return solution + " loses";
    if (values[1].first == values[0].first) return solution + " is not the only move that keeps the result: " + values[1].second + " too";
  } else if (values[0].first - values[1].first < o.margin) {
    return solution + " is not clearly better than " + values[1].second + " (" + std::to_string(values[0].first) + " against " +
           std::to_string(values[1].first) + ")";
  } else {
    return tables_agree(game, solution);
  }
  return "";
}

}  // namespace

std::string check_puzzle(std::string_view game_name, const Puzzle& p, const CheckOptions& o) {
  std::unique_ptr<AnyGame> start;
  try {
    start = game_for(game_name, p.options);
    start->set_position(p.position);
  } catch (const std::exception& e) {
    return std::string("the position or its options: ") + e.what();
  }
  if (p.id != puzzle_id(game_name, start->options_text(), start->position_text())) return "the id is not the position's";
  if (start->to_move() != Side::South) return "South is not to move";
  const bool exact = p.source == "tables";
  const CheckOptions judged{o.depth ? o.depth : p.check_depth, (o.margin ? o.margin : p.margin) * kSeed};
  auto game = start->clone();
  Side last = Side::South;  // who played the line's last move
  for (size_t i = 0; i < p.line.size(); ++i) {
    const std::string& move = p.line[i];
    if (game->result().over()) return "the game is over before " + move;
    last = game->to_move();
    if (last == Side::South) {
      const std::string why = judge_again(*game, move, exact, judged);
      if (!why.empty()) return "move " + std::to_string(i + 1) + ": " + why;
    }
    try {
      game->play(move);
    } catch (const std::exception& e) {
      return "move " + std::to_string(i + 1) + " (" + move + "): " + e.what();
    }
  }
  if (last != Side::South) return "the line ends on North's move";
  if (gain_of(*start, p.line) != p.gain) return "the gain is not the line's";
  if (themes_of(*start, p.line, exact) != p.themes) return "the themes are not the line's";
  return "";
}

}  // namespace manqala::puzzles
