#include "play/board_view.h"

#include "facade/sentences.h"

namespace manqala {

namespace {

constexpr const char* kBold = "\x1b[1m";
constexpr const char* kHighlight = "\x1b[1;33m";  // bold yellow: the last move's pit
constexpr const char* kReset = "\x1b[0m";

// Four characters per pit with the count's last digit in the third, under its column letter.
std::string cell(int count, bool marked, bool color) {
  std::string n = std::to_string(count);
  std::string text = marked ? (n.size() == 1 ? " [" + n + "]" : "[" + n + "]")
                            : (n.size() == 1 ? "  " + n + " " : " " + n + " ");
  return marked && color ? kHighlight + text + kReset : text;
}

}  // namespace

std::string board_diagram(const AnyGame& game, bool color) {
  const int rows = game.rows();
  const BoardRows board = game.board();
  const auto moves = game.moves();
  int last_column = -1, last_row = -1;
  if (!moves.empty()) parse_pit_label(moves.back(), rows, game.columns(), last_column, last_row);

  std::string letters = "      ";
  const int columns = game.columns();
  for (int c = 0; c < columns; ++c) letters += std::string(1, static_cast<char>('a' + c)) + (c + 1 < columns ? "   " : "\n");
  const std::string border = "   +" + std::string(4 * columns, '-') + "+\n";
  const std::string divider = "   +" + std::string(4 * columns, '=') + "+\n";

  // The side's name beside its back row: who it is, what it captured, whether it moves now.
  auto label = [&](Side s) {
    std::string text = side_title(s) + "  captured " + std::to_string(game.captured(s));
    if (!game.result().over() && game.to_move() == s)
      text = (color ? kBold : "") + text + "   <- to move" + (color ? kReset : "");
    return "   " + text;
  };

  std::string out = letters + border;
  for (int row = rows; row >= 1; --row) {
    out += " " + std::to_string(row) + " |";
    for (int c = 0; c < columns; ++c)
      out += cell(board[row - 1][c], row == last_row && c == last_column, color);
    out += "| " + std::to_string(row);
    if (row == rows) out += label(Side::North);
    if (row == 1) out += label(Side::South);
    out += "\n";
    if (row == rows / 2 + 1) out += divider;
  }
  return out + border + letters;
}

}  // namespace manqala
