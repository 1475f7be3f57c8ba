// The text side of a TRF, shared by its reader and writer: lines, columns, numbers.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/tournament.h"

namespace manqala::pairing::trf_text {

struct Line {
  int number = 0;    // 1-based, as an editor counts
  std::string text;  // UTF-8, trailing blanks cut; never empty
};

// The non-blank lines of a file: a UTF-8 BOM skipped, split at LF, CRLF or a lone CR.
std::vector<Line> split_lines(std::string_view file);

// Valid UTF-8 as it is; any other byte read as Latin-1 (what older FIDE tools write).
std::string to_utf8(std::string_view bytes);

// A line cut into columns, numbered from 1 as the TRF layout counts them: one a character,
// or one a byte (see trf.h). Past the end of the line every column is blank.
class Columns {
 public:
  Columns(std::string_view utf8, bool count_bytes);
  int count() const { return static_cast<int>(starts_.size()) - 1; }
  // Columns first..last (inclusive), cut short by the end of the line.
  std::string_view at(int first, int last) const;
  bool blank(int column) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;  // byte offset of each column, then the end
};

std::string_view trim(std::string_view s);
// Whitespace-separated words.
std::vector<std::string_view> words(std::string_view s);

// A whole number of at most `max_digits` digits, nothing else (blanks around allowed).
std::optional<int> whole(std::string_view s, int max_digits = 4);
// Points as a TRF writes them ("3.5", "11", "0.0"), in tenths; digits after the first
// decimal must be zeros. No sign: a TRF has no negative points.
std::optional<Points> points(std::string_view s);
std::string format_points(Points tenths);  // 35 -> "3.5", 110 -> "11.0"

// Text fitted into `width` characters: cut at a character boundary, padded with blanks.
std::string left(std::string_view text, int width);
std::string right(std::string_view text, int width);
// Right-aligned digits with leading zeros.
std::string zero_padded(int value, int width);

// The text quoted for an error message.
std::string quoted(std::string_view s);

}  // namespace manqala::pairing::trf_text
