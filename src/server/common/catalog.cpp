#include "server/common/catalog.h"

#include <map>
#include <mutex>

#include <nlohmann/json.hpp>

#include "server/common/assets.h"
#include "server/common/route_helpers.h"

namespace manqala {
namespace {

bool is_language_code(std::string_view code) {
  if (code.size() < 2 || code.size() > 3) return false;
  for (char c : code)
    if (c < 'a' || c > 'z') return false;
  return true;
}

// The catalog of a language, parsed once (null when the binary has none of it).
const nlohmann::json* catalog_of(const std::string& language) {
  static std::mutex mu;
  static std::map<std::string, nlohmann::json> parsed;
  if (!is_language_code(language)) return nullptr;
  std::lock_guard lock(mu);
  if (auto it = parsed.find(language); it != parsed.end()) return it->second.is_object() ? &it->second : nullptr;
  const Asset* file = find_embedded_asset("i18n/" + language + ".json");
  nlohmann::json j = file ? nlohmann::json::parse(file->body, nullptr, false) : nlohmann::json();
  auto& kept = parsed[language] = j.is_discarded() ? nlohmann::json() : std::move(j);
  return kept.is_object() ? &kept : nullptr;
}

std::string lowered(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace

std::string request_language(const HttpRequest& req) {
  const auto query = parse_target(req.target).query;
  if (const auto asked = query.find("lang"); asked != query.end() && catalog_of(asked->second)) return asked->second;
  // "ar-OM,ar;q=0.9,en;q=0.8": the languages in the order given (a client lists them by
  // preference; their weights are not read).
  const std::string& header = req.accept_language;
  for (size_t at = 0; at < header.size() && at < 256;) {
    size_t end = header.find(',', at);
    if (end == std::string::npos) end = header.size();
    std::string_view tag = std::string_view(header).substr(at, end - at);
    while (!tag.empty() && tag.front() == ' ') tag.remove_prefix(1);
    const std::string code = lowered(tag.substr(0, tag.find_first_of("-;_ ")));
    if (catalog_of(code)) return code;
    at = end + 1;
  }
  return "en";
}

std::string catalog_message(const std::string& language, const std::string& key) {
  for (const std::string& lang : {language, std::string("en")})
    if (const nlohmann::json* c = catalog_of(lang); c && c->contains(key) && (*c)[key].is_string())
      return (*c)[key].get<std::string>();
  return "";
}

}  // namespace manqala
