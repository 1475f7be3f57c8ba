// A correspondence player's conditional moves: "if they play c3, I answer e2", and further
// ("... then if they play d3, I answer f2"). Each line alternates the opponent's move and the
// answer, from the position where the opponent is to move; every move of it is checked by
// the rules when the line is given. When the opponent moves, the answer of the first line
// that foresaw that move is played at once, and the lines that went on the same way are kept
// from there; the others are dropped. Private to the player: never in the game's state.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/types.h"
#include "facade/any_game.h"

namespace manqala {

class ConditionalMoves {
 public:
  using Line = std::vector<std::string>;
  static constexpr size_t kMaxLines = 16;
  static constexpr size_t kMaxLineMoves = 20;

  // `lines` (JSON) checked as the lines of the side not to move in `game`. Throws ParseError
  // (with a code) naming the first line and move that is wrong.
  static std::vector<Line> checked(const nlohmann::json& lines, const AnyGame& game);

  const std::vector<Line>& of(Side s) const { return lines_[index(s)]; }
  void set(Side s, std::vector<Line> lines) { lines_[index(s)] = std::move(lines); }
  // The other side played `move`: the answer `s` had ready, if any; the lines go on from it.
  std::optional<std::string> answer(Side s, const std::string& move);

  // As the archive keeps them ("" for none).
  static std::string to_text(const std::vector<Line>& lines);
  static std::vector<Line> from_text(const std::string& text);

 private:
  std::vector<Line> lines_[2];
};

}  // namespace manqala
