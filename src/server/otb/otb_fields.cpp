#include "server/otb/otb_fields.h"

#include "core/notation.h"
#include "server/common/visible_text.h"

namespace manqala::otb {

std::string text_field(const nlohmann::json& body, const char* name, int min, int max, const std::string& fallback) {
  if (!body.contains(name)) {
    if (min > 0 && fallback.empty()) throw ParseError(std::string("'") + name + "' is required");
    return fallback;
  }
  if (!body[name].is_string()) throw ParseError(std::string("'") + name + "' must be a string");
  const std::string& s = body[name].get_ref<const std::string&>();
  // Counted in characters, not bytes (an Arabic name has two bytes a letter); a long text is
  // refused before it is counted.
  const long n = s.size() > static_cast<size_t>(max) * 4 ? max + 1 : visible_length(s);
  if (n < 0)
    throw ParseError(std::string("'") + name + "' must be one line of visible text (UTF-8, no direction marks or invisible characters)");
  if (n < min || n > max)
    throw ParseError(std::string("'") + name + "' has " + std::to_string(min) + " to " + std::to_string(max) + " characters");
  return s;
}

int int_field(const nlohmann::json& body, const char* name, int lo, int hi, int fallback) {
  if (!body.contains(name)) {
    if (fallback < lo) throw ParseError(std::string("'") + name + "' is required");
    return fallback;
  }
  const auto& v = body[name];
  if (!v.is_number_integer() || v.get<int64_t>() < lo || v.get<int64_t>() > hi)
    throw ParseError(std::string("'") + name + "' must be a whole number from " + std::to_string(lo) + " to " +
                     std::to_string(hi));
  return static_cast<int>(v.get<int64_t>());
}

bool bool_field(const nlohmann::json& body, const char* name, bool fallback) {
  if (!body.contains(name)) return fallback;
  if (!body[name].is_boolean()) throw ParseError(std::string("'") + name + "' must be true or false");
  return body[name].get<bool>();
}

int segment_number(const std::string& s, int max) {
  int n = 0;
  return parse_count(s, max, n) && n >= 1 ? n : -1;
}

}  // namespace manqala::otb
