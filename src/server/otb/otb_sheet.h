// A board's game typed in from its paper scoresheet: replayed move by move under the
// tournament's game and options from the start position, stopping at the first move that is
// not legal there, so that the director sees where the sheet (or the typing) went wrong and
// which moves were legal at that point.
#pragma once

#include <string>
#include <vector>

namespace manqala::otb {

struct SheetCheck {
  bool ok = false;
  int moves = 0;  // legal moves read (all of them when ok)
  // Who made each of them, "south" or "north": a forced pass lets one side move twice, so the
  // paper's lines (a South and a North column) are not simply every two moves.
  std::vector<std::string> sides;
  // When not ok: the index of the first move that is not legal, the move and why.
  int at = -1;
  std::string move, error;
  std::vector<std::string> legal;  // the legal moves after the last legal move
  std::string to_move;             // "south" or "north"
  bool over = false;
  std::string result;  // "1-0", "0-1", "1/2" once the rules ended the game, else ""
};

inline constexpr int kMaxSheetMoves = 200;

// Throws ParseError for options the game does not know, RulesInterrupted for a position
// beyond the server's bound.
SheetCheck check_sheet(const std::string& game, const std::string& options, const std::vector<std::string>& moves);

}  // namespace manqala::otb
