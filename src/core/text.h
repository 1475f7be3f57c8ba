// The few text helpers every layer needs, written once: words joined with a separator, a text
// cut at a character, ASCII lowercase (commands, option names and passwords are ASCII; names
// of people are folded by server/common/names.h, which knows every script).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace manqala {

// "a, b, c" from {"a", "b", "c"} and ", ": the separator between every two words, empty ones
// too. Words: any range of strings or string views.
template <class Words>
std::string join(const Words& words, std::string_view separator = " ") {
  std::string out;
  bool first = true;
  for (const auto& w : words) {
    if (!first) out += separator;
    out += w;
    first = false;
  }
  return out;
}

// The parts of `text` between each `separator`: "a,,b" gives "a", "", "b"; "" gives one empty
// part. The views point into `text`.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (;;) {
    const size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

// ASCII letters lowercased; every other byte (UTF-8 included) as it is.
inline std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace manqala
