#include "pairing/trf_text.h"

#include <algorithm>

namespace manqala::pairing::trf_text {

namespace {

// The length of the valid UTF-8 character at s[i] (1 to 4), or 0 when there is none:
// a stray continuation byte, a cut sequence, an overlong form, a surrogate, above U+10FFFF.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t n = 0;
  unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) n = 2;
  else if (lead >= 0xE0 && lead <= 0xEF) {
    n = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    n = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else return 0;
  if (i + n > s.size()) return 0;
  if (byte(i + 1) < low || byte(i + 1) > high) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  return n;
}

std::size_t char_count(std::string_view utf8) {
  return static_cast<std::size_t>(
      std::count_if(utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// The first `n` characters of valid UTF-8.
std::string_view first_chars(std::string_view utf8, std::size_t n) {
  std::size_t i = 0;
  for (; i < utf8.size() && n > 0; --n) i += std::max<std::size_t>(1, utf8_length(utf8, i));
  return utf8.substr(0, i);
}

std::string one_line(std::string_view text) {
  std::string s = to_utf8(trim(text));
  std::replace(s.begin(), s.end(), '\n', ' ');
  std::replace(s.begin(), s.end(), '\r', ' ');
  return s;
}

}  // namespace

std::string to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    if (const std::size_t n = utf8_length(bytes, i)) {
      out.append(bytes.substr(i, n));
      i += n;
    } else {
      const auto latin1 = static_cast<unsigned char>(bytes[i++]);
      out += static_cast<char>(0xC0 | (latin1 >> 6));
      out += static_cast<char>(0x80 | (latin1 & 0x3F));
    }
  }
  return out;
}

std::vector<Line> split_lines(std::string_view file) {
  if (file.starts_with("\xEF\xBB\xBF")) file.remove_prefix(3);
  std::vector<Line> lines;
  int number = 0;
  while (!file.empty()) {
    const std::size_t end = std::min(file.find_first_of("\r\n"), file.size());
    ++number;
    std::string_view text = file.substr(0, end);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (!text.empty()) lines.push_back({number, to_utf8(text)});
    std::size_t next = end;
    if (next < file.size()) next += file.substr(next).starts_with("\r\n") ? 2 : 1;
    file.remove_prefix(next);
  }
  return lines;
}

Columns::Columns(std::string_view utf8, bool count_bytes) : text_(utf8) {
  for (std::size_t i = 0; i < utf8.size(); i += count_bytes ? 1 : std::max<std::size_t>(1, utf8_length(utf8, i)))
    starts_.push_back(i);
  starts_.push_back(utf8.size());
}

std::string_view Columns::at(int first, int last) const {
  first = std::clamp(first, 1, count() + 1);
  last = std::clamp(last, first - 1, count());
  const std::size_t from = starts_[static_cast<std::size_t>(first - 1)];
  return text_.substr(from, starts_[static_cast<std::size_t>(last)] - from);
}

bool Columns::blank(int column) const {
  const std::string_view c = at(column, column);
  return c.empty() || c == " ";
}

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0;;) {
    i = s.find_first_not_of(" \t", i);
    if (i == std::string_view::npos) return out;
    const std::size_t end = std::min(s.find_first_of(" \t", i), s.size());
    out.push_back(s.substr(i, end - i));
    i = end;
  }
}

std::optional<int> whole(std::string_view s, int max_digits) {
  s = trim(s);
  if (s.empty() || s.size() > static_cast<std::size_t>(max_digits)) return std::nullopt;
  int value = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

std::optional<Points> points(std::string_view s) {
  s = trim(s);
  const std::size_t dot = s.find('.');
  const auto units = whole(s.substr(0, dot), 5);
  if (!units) return std::nullopt;
  if (dot == std::string_view::npos) return *units * 10;
  const std::string_view decimals = s.substr(dot + 1);
  if (decimals.empty() || decimals.find_first_not_of("0123456789") != std::string_view::npos ||
      decimals.substr(1).find_first_not_of('0') != std::string_view::npos)
    return std::nullopt;
  return *units * 10 + (decimals[0] - '0');
}

std::string format_points(Points tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

std::string left(std::string_view text, int width) {
  std::string s = one_line(text);
  s = std::string(first_chars(s, static_cast<std::size_t>(width)));
  s.append(static_cast<std::size_t>(width) - char_count(s), ' ');
  return s;
}

std::string right(std::string_view text, int width) {
  std::string s = one_line(text);
  s = std::string(first_chars(s, static_cast<std::size_t>(width)));
  return std::string(static_cast<std::size_t>(width) - char_count(s), ' ') + s;
}

std::string zero_padded(int value, int width) {
  std::string digits = std::to_string(value);
  return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(digits.size()))), '0') + digits;
}

std::string quoted(std::string_view s) {
  constexpr std::size_t kLongest = 40;  // a whole 999-round line is no help in a message
  const std::string text = to_utf8(s);  // a field cut in bytes may have split a character
  const std::string_view shown = first_chars(text, kLongest);
  return "\"" + std::string(shown) + (shown.size() < text.size() ? "...\"" : "\"");
}

}  // namespace manqala::pairing::trf_text
