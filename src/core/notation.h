// Notation every game shares (RULES.md "Coordinates and notation"): pit names and the generic
// shape of position text, for a board of any number of rows and columns (each game says how
// many). Each game maps rows and columns to its own pits.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/types.h"

namespace manqala {

// Bad text from a user: the message says which part is wrong, in English (for the terminal,
// the engine protocol and programs). `code` and `values` say the same for a page that words it
// in its reader's language (docs/web-api.md "Errors": "position-total" with the counts); a
// refusal without a code is about a field only programs send.
struct ParseError : std::runtime_error {
  using Value = std::variant<long long, std::string>;
  using Values = std::vector<std::pair<std::string, Value>>;
  explicit ParseError(const std::string& what, std::string code_ = {}, Values values_ = {})
      : std::runtime_error(what), code(std::move(code_)), values(std::move(values_)) {}
  std::string code;
  Values values;
};

// "c3" for column 2 (a = 0), row 3 (rows numbered from South's edge, from 1).
std::string pit_label(int column, int row);
// Parses a pit name into column and row; false when it is not one of the first `columns`
// letters followed by 1..rows.
bool parse_pit_label(std::string_view name, int rows, int columns, int& column, int& row);

// Counts of a board as people read it: rows[row - 1][column], row 1 at South's edge.
using BoardRows = std::vector<std::vector<int>>;

// The fields of a position text: counts[row - 1][column] with row 1 at South's edge.
struct PositionFields {
  BoardRows counts;
  Side to_move = Side::South;
  int captured[2] = {0, 0};
  int board_total() const;

  // The side to move and the captured counts, from a position and into one.
  template <class Position>
  void take_turn_of(const Position& p) {
    to_move = p.to_move;
    captured[0] = p.captured[0];
    captured[1] = p.captured[1];
  }
  template <class Position>
  void give_turn_to(Position& p) const {
    p.to_move = to_move;
    p.captured[0] = static_cast<uint16_t>(captured[0]);
    p.captured[1] = static_cast<uint16_t>(captured[1]);
  }
};

// Parses "rows side capS capN" for a board of `rows` rows of `columns` pits; checks shape,
// counts and the side, and that board plus captured seeds make `total`. Throws ParseError
// naming the wrong part.
PositionFields parse_position_fields(std::string_view text, int rows, int columns, int total);
std::string format_position_fields(const PositionFields& f);

// Whitespace-separated words of a line.
std::vector<std::string_view> split_words(std::string_view line);
// A non-negative decimal integer no larger than `max`; false for anything else.
bool parse_count(std::string_view word, int max, int& out);

}  // namespace manqala
