#include "server/room/conditional_moves.h"

#include <algorithm>

#include "core/notation.h"
#include "server/room/state.h"

namespace manqala {

using nlohmann::json;

namespace {

[[noreturn]] void refuse(const std::string& why, const std::string& code, ParseError::Values values = {}) {
  throw ParseError(why, code, std::move(values));
}

long long n(size_t x) { return static_cast<long long>(x); }

}  // namespace

std::vector<ConditionalMoves::Line> ConditionalMoves::checked(const json& lines, const AnyGame& game) {
  if (!lines.is_array()) refuse("'lines' must be a list of lines of moves", "conditional-shape");
  if (lines.size() > kMaxLines)
    refuse("at most " + std::to_string(kMaxLines) + " conditional lines", "conditional-lines", {{"max", n(kMaxLines)}});
  std::vector<Line> out;
  for (size_t i = 0; i < lines.size(); ++i) {
    const json& l = lines[i];
    if (!l.is_array() || l.empty() || l.size() % 2 != 0 || l.size() > kMaxLineMoves)
      refuse("line " + std::to_string(i + 1) + " must be pairs of moves (theirs, then yours), at most " +
                 std::to_string(kMaxLineMoves) + " moves",
             "conditional-pairs", {{"line", n(i + 1)}, {"max", n(kMaxLineMoves)}});
    auto g = game.clone();
    Line line;
    for (size_t k = 0; k < l.size(); ++k) {
      const std::string move = l[k].is_string() ? l[k].get<std::string>() : "";
      const auto legal = g->legal_moves();  // empty once over
      if (std::find(legal.begin(), legal.end(), move) == legal.end())
        refuse("line " + std::to_string(i + 1) + ", move " + std::to_string(k + 1) + " (" + move.substr(0, 8) +
                   ") is not legal there",
               "conditional-illegal", {{"line", n(i + 1)}, {"move", move.substr(0, 8)}, {"at", n(k + 1)}});
      ServerJudging bound(*g);  // within the server's bound, as every position it judges
      g->play(move);
      line.push_back(move);
    }
    out.push_back(std::move(line));
  }
  return out;
}

std::optional<std::string> ConditionalMoves::answer(Side s, const std::string& move) {
  auto& lines = lines_[index(s)];
  std::optional<std::string> reply;
  std::vector<Line> kept;
  for (const auto& l : lines) {
    if (l[0] != move) continue;
    if (!reply) reply = l[1];
    if (l[1] == *reply && l.size() > 2) kept.emplace_back(l.begin() + 2, l.end());
  }
  lines = std::move(kept);
  return reply;
}

std::string ConditionalMoves::to_text(const std::vector<Line>& lines) { return lines.empty() ? "" : json(lines).dump(); }

std::vector<ConditionalMoves::Line> ConditionalMoves::from_text(const std::string& text) {
  if (text.empty()) return {};
  try {
    return json::parse(text).get<std::vector<Line>>();
  } catch (const json::exception&) {
    return {};  // a damaged row: no conditional moves rather than no game
  }
}

}  // namespace manqala
