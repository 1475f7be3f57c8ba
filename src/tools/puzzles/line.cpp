#include "tools/puzzles/line.h"

#include "tools/puzzles/judge.h"

namespace manqala::puzzles {

namespace {

// North's answer: the tables' best, or the search's at the same depth.
std::string reply_of(const AnyGame& game, const LineOptions& o) {
  if (o.exact) {
    const auto values = table_values(game);
    return values && !values->empty() ? values->front().move : "";
  }
  const auto r = search_at(game, o.depth);
  return r.pv.empty() ? "" : r.pv.front();
}

}  // namespace

std::vector<std::string> find_line(const AnyGame& start, const LineOptions& o) {
  auto game = start.clone();
  std::vector<std::string> line;
  size_t kept = 0;  // the line up to South's last move
  for (int mine = 0; mine < o.max_moves && !game->result().over(); ++mine) {
    std::vector<MoveValue> values;
    if (o.exact) {
      auto v = table_values(*game);
      if (!v) break;
      values = std::move(*v);
    } else {
      values = search_values(*game, o.depth);
    }
    const std::string best = unique_best(values, o.exact, o.margin);
    if (best.empty()) break;
    game->play(best);
    line.push_back(best);
    kept = line.size();
    while (!game->result().over() && game->to_move() == Side::North) {
      const std::string reply = reply_of(*game, o);
      if (reply.empty()) break;
      game->play(reply);
      line.push_back(reply);
    }
    if (game->to_move() != Side::South) break;
  }
  line.resize(kept);
  return line;
}

std::string line_outcome(const AnyGame& start, const std::vector<std::string>& line) {
  const auto values = table_values(start);
  if (!values || line.empty()) return "";
  for (const MoveValue& v : *values)
    if (v.move == line.front()) return v.value > 0 ? "win" : v.value == 0 ? "draw" : "";
  return "";
}

}  // namespace manqala::puzzles
