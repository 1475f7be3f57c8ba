#include "server/common/visible_text.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include <cstdint>
#include <vector>

namespace manqala {

namespace {

bool pictographic(char32_t c) { return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_EXTENDED_PICTOGRAPHIC); }

bool arabic_letter(char32_t c) {
  UErrorCode e = U_ZERO_ERROR;
  return u_isalpha(static_cast<UChar32>(c)) && uscript_getScript(static_cast<UChar32>(c), &e) == USCRIPT_ARABIC;
}

bool tag(char32_t c) { return c >= 0xE0020 && c <= 0xE007F; }
bool skin_tone(char32_t c) { return c >= 0x1F3FB && c <= 0x1F3FF; }

// Whether the character at `i` shows as written where it stands (visible_text.h).
bool visible_at(const std::vector<char32_t>& cs, size_t i, bool lines) {
  const char32_t c = cs[i];
  const char32_t before = i > 0 ? cs[i - 1] : 0, after = i + 1 < cs.size() ? cs[i + 1] : 0;
  if (c == '\n' || c == '\t') return lines;
  if (c == '\r') return lines && after == '\n';
  if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return false;
  if (c == 0x200D) {  // the pictograph before it may carry a skin tone or a variation selector
    size_t k = i;
    while (k > 0 && (cs[k - 1] == 0xFE0F || skin_tone(cs[k - 1]))) --k;
    return k > 0 && pictographic(cs[k - 1]) && pictographic(after);
  }
  if (c == 0x200C) return arabic_letter(before) && arabic_letter(after);
  if ((c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF)) return i > 0 && before != '\n';
  if (tag(c) || c == 0xE0001) return before == 0x1F3F4 || tag(before);
  const auto u = static_cast<UChar32>(c);
  const auto type = u_charType(u);
  if (type == U_FORMAT_CHAR || type == U_LINE_SEPARATOR || type == U_PARAGRAPH_SEPARATOR) return false;
  return !u_hasBinaryProperty(u, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) && !u_hasBinaryProperty(u, UCHAR_NONCHARACTER_CODE_POINT);
}

}  // namespace

long visible_length(std::string_view text, bool lines) {
  std::vector<char32_t> cs;
  cs.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > text.size()) return -1;
    uint32_t cp = len == 1 ? c : c & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
      const auto d = static_cast<unsigned char>(text[i + k]);
      if ((d >> 6) != 0x2) return -1;
      cp = (cp << 6) | (d & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
    cs.push_back(cp);
    i += static_cast<size_t>(len);
  }
  for (size_t i = 0; i < cs.size(); ++i)
    if (!visible_at(cs, i, lines)) return -1;
  return static_cast<long>(cs.size());
}

std::string utf8_prefix(std::string_view text, size_t bytes) {
  if (text.size() <= bytes) return std::string(text);
  while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
  return std::string(text.substr(0, bytes));
}

}  // namespace manqala
