#include "core/notation.h"

#include <charconv>

#include "core/text.h"

namespace manqala {

std::string_view to_string(EndReason r) { return r.word(); }

std::string_view to_string(Winner w) {
  switch (w) {
    case Winner::South: return "S";
    case Winner::North: return "N";
    case Winner::Draw: return "draw";
    case Winner::None: return "";
  }
  return "";
}

std::string status_text(const Result& r) {
  if (!r.over()) return "ongoing";
  return "over " + std::string(to_string(r.winner)) + " " + std::string(to_string(r.reason));
}

std::string pit_label(int column, int row) {
  return std::string(1, static_cast<char>('a' + column)) + std::to_string(row);
}

bool parse_pit_label(std::string_view name, int rows, int columns, int& column, int& row) {
  if (name.size() != 2) return false;
  char c = name[0], r = name[1];
  if (c < 'a' || c >= 'a' + columns || r < '1' || r >= '1' + rows) return false;
  column = c - 'a';
  row = r - '0';
  return true;
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

bool parse_count(std::string_view word, int max, int& out) {
  if (word.empty() || word.size() > 9) return false;
  for (char ch : word)
    if (ch < '0' || ch > '9') return false;
  int value = 0;
  std::from_chars(word.data(), word.data() + word.size(), value);
  if (value > max) return false;
  out = value;
  return true;
}

int PositionFields::board_total() const {
  int sum = 0;
  for (const auto& row : counts)
    for (int c : row) sum += c;
  return sum;
}

namespace {

// A word of the user's as a message shows it: cut to 20 characters.
std::string cut(std::string_view s) {
  constexpr size_t kShown = 20;
  return s.size() > kShown ? std::string(s.substr(0, kShown)) + "..." : std::string(s);
}

std::string quoted(std::string_view s) { return "'" + cut(s) + "'"; }

}  // namespace

PositionFields parse_position_fields(std::string_view text, int rows, int columns, int total) {
  auto words = split_words(text);
  if (words.size() != 4)
    throw ParseError("position text needs 4 parts (rows, side, captured by S, captured by N), found " +
                         std::to_string(words.size()),
                     "position-parts", {{"found", static_cast<long long>(words.size())}});
  PositionFields f;
  auto row_texts = split(words[0], '/');
  if (static_cast<int>(row_texts.size()) != rows)
    throw ParseError("position has " + std::to_string(row_texts.size()) + " rows, expected " +
                         std::to_string(rows) + " separated by '/'",
                     "position-rows", {{"found", static_cast<long long>(row_texts.size())}, {"expected", rows}});
  f.counts.assign(rows, std::vector<int>(columns));
  for (int k = 0; k < rows; ++k) {
    int row = rows - k;  // rows are written from the top
    auto pits = split(row_texts[k], ',');
    if (static_cast<int>(pits.size()) != columns)
      throw ParseError("row " + std::to_string(row) + " has " + std::to_string(pits.size()) +
                           " pits, expected " + std::to_string(columns),
                       "position-row-pits",
                       {{"row", row}, {"found", static_cast<long long>(pits.size())}, {"expected", columns}});
    for (int col = 0; col < columns; ++col) {
      int v = 0;
      if (!parse_count(pits[col], total, v))
        throw ParseError("pit " + pit_label(col, row) + ": " + quoted(pits[col]) +
                             " is not a seed count from 0 to " + std::to_string(total),
                         "position-pit", {{"pit", pit_label(col, row)}, {"text", cut(pits[col])}, {"max", total}});
      f.counts[row - 1][col] = v;
    }
  }
  if (words[1] == "S")
    f.to_move = Side::South;
  else if (words[1] == "N")
    f.to_move = Side::North;
  else
    throw ParseError("side to move " + quoted(words[1]) + " is not S or N", "position-side", {{"text", cut(words[1])}});
  for (int s = 0; s < 2; ++s) {
    if (!parse_count(words[2 + s], total, f.captured[s]))
      throw ParseError(std::string("captured by ") + (s == 0 ? "S" : "N") + ": " + quoted(words[2 + s]) +
                           " is not a seed count from 0 to " + std::to_string(total),
                       "position-captured",
                       {{"side", s == 0 ? "south" : "north"}, {"text", cut(words[2 + s])}, {"max", total}});
  }
  int board = f.board_total();
  if (board + f.captured[0] + f.captured[1] != total)
    throw ParseError("seed total is " + std::to_string(board + f.captured[0] + f.captured[1]) + " (board " +
                         std::to_string(board) + ", captured " + std::to_string(f.captured[0]) + " + " +
                         std::to_string(f.captured[1]) + "), expected " + std::to_string(total),
                     "position-total",
                     {{"total", board + f.captured[0] + f.captured[1]},
                      {"board", board},
                      {"south", f.captured[0]},
                      {"north", f.captured[1]},
                      {"expected", total}});
  return f;
}

std::string format_position_fields(const PositionFields& f) {
  std::string out;
  for (int row = static_cast<int>(f.counts.size()); row >= 1; --row) {
    const auto& counts = f.counts[row - 1];
    for (size_t col = 0; col < counts.size(); ++col) {
      out += std::to_string(counts[col]);
      if (col + 1 < counts.size()) out += ',';
    }
    if (row > 1) out += '/';
  }
  out += ' ';
  out += side_letter(f.to_move);
  out += ' ' + std::to_string(f.captured[0]) + ' ' + std::to_string(f.captured[1]);
  return out;
}

}  // namespace manqala
