#include "server/otb/otb_fields.h"

#include <algorithm>

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

bool is_fide_title(const std::string& s) {
  for (const char* t : {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"})
    if (s == t) return true;
  return false;
}

bool is_federation(const std::string& s) {
  return s.size() == 3 && std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

bool is_fide_id(const std::string& s) {
  return !s.empty() && s.size() <= 11 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

FideFields fide_fields(const nlohmann::json& body, FideFields p) {
  const std::string title = text_field(body, "title", 0, 3, p.title), federation = text_field(body, "federation", 0, 3, p.federation),
                    id = text_field(body, "fide_id", 0, 11, p.fide_id);
  if (!title.empty() && !is_fide_title(title)) throw ParseError("title is one of GM, IM, FM, CM, WGM, WIM, WFM, WCM, or \"\"");
  if (!federation.empty() && !is_federation(federation)) throw ParseError("federation is three capital letters (OMA, TAN), or \"\"");
  if (!id.empty() && !is_fide_id(id)) throw ParseError("fide_id is 1 to 11 digits, or \"\"");
  return {title, federation, id};
}

int segment_number(const std::string& s, int max) {
  int n = 0;
  return parse_count(s, max, n) && n >= 1 ? n : -1;
}

}  // namespace manqala::otb
