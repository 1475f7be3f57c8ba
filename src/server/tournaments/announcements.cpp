#include "server/tournaments/announcements.h"

#include "server/common/visible_text.h"

namespace manqala::tournaments {

std::string text_refusal(const std::string& text, int max, bool may_be_empty, const std::string& what) {
  const std::string rule = what + " is text of " + (may_be_empty ? "0" : "1") + " to " + std::to_string(max) + " characters";
  // Counted in characters (an Arabic letter is two bytes); far too many bytes is too long already.
  const long characters = text.size() > static_cast<std::size_t>(max) * 4 ? max + 1 : visible_length(text, true);
  if (characters < 0) return what + " is visible text (UTF-8, with no control characters but line breaks, no direction marks or invisible characters)";
  if (characters > max || (characters == 0 && !may_be_empty)) return rule;
  return "";
}

}  // namespace manqala::tournaments
