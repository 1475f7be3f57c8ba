#include "server/common/route_helpers.h"

#include <variant>

#include "core/notation.h"
#include "core/work_limit.h"
#include "server/common/refused.h"
#include "server/db/error.h"

namespace manqala {

using nlohmann::json;

HttpResponse json_response(int status, const json& body) {
  return {status, "application/json", json_text(body), {{"Cache-Control", "no-store"}}};
}
HttpResponse error(int status, const std::string& message) { return json_response(status, {{"error", message}}); }

HttpResponse error(int status, const std::string& message, const std::string& code, const nlohmann::json& values) {
  nlohmann::json body = {{"error", message}, {"code", code}};
  body.update(values);
  return json_response(status, body);
}

namespace {

// "%D8%B3" -> the byte 0xD8 then 0xB3: a path segment as the client meant it (a player's name
// in any script arrives percent-encoded). A '%' not followed by two hex digits stays as it is.
std::string percent_decoded(const std::string& s) {
  const auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

Target parse_target(const std::string& target) {
  Target t;
  const size_t q = target.find('?');
  t.path = target.substr(0, q);
  size_t start = 1;
  while (start <= t.path.size()) {
    size_t slash = t.path.find('/', start);
    if (slash == std::string::npos) slash = t.path.size();
    if (slash > start) t.segments.push_back(percent_decoded(t.path.substr(start, slash - start)));
    start = slash + 1;
  }
  if (q != std::string::npos) {
    std::string rest = target.substr(q + 1);
    size_t pos = 0;
    while (pos <= rest.size()) {
      size_t amp = rest.find('&', pos);
      if (amp == std::string::npos) amp = rest.size();
      const std::string pair = rest.substr(pos, amp - pos);
      const size_t eq = pair.find('=');
      if (!pair.empty()) t.query[pair.substr(0, eq)] = eq == std::string::npos ? "" : pair.substr(eq + 1);
      pos = amp + 1;
    }
  }
  return t;
}

// A JSON object body, or why not.
bool parse_object(const HttpRequest& req, json& out, HttpResponse& err) {
  out = req.body.empty() ? json::object() : json::parse(req.body, nullptr, false);
  if (out.is_discarded() || !out.is_object()) {
    err = error(400, "the body must be a JSON object");
    return false;
  }
  return true;
}

std::string string_field(const json& j, const char* name, const std::string& fallback) {
  if (!j.contains(name)) return fallback;
  if (!j[name].is_string()) throw ParseError(std::string("'") + name + "' must be a string");
  return j[name].get<std::string>();
}

const GameDescription& named_game(const std::string& name) {
  const GameDescription* game = find_game(name);
  if (!game) throw ParseError("game must be one of " + game_names_text());
  return *game;
}

int int_param(const std::map<std::string, std::string>& q, const char* name, int fallback, int lo, int hi) {
  auto it = q.find(name);
  if (it == q.end()) return fallback;
  int n = 0;
  if (!parse_count(it->second, hi, n) || n < lo)
    throw ParseError(std::string(name) + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return n;
}

json parse_error_values(const ParseError& e) {
  json values = json::object();
  for (const auto& [name, value] : e.values) std::visit([&, &name = name](const auto& v) { values[name] = v; }, value);
  return values;
}

HttpResponse error_of(std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const ParseError& e) {
    if (e.code.empty()) return error(400, e.what());
    return error(400, e.what(), e.code, parse_error_values(e));
  } catch (const RulesInterrupted& e) {
    return error(422, std::string("this server does not judge such positions: ") + e.what(), "position-beyond-bound");
  } catch (const Refused& e) {
    return e.code.empty() ? error(e.status, e.what()) : error(e.status, e.what(), e.code);
  } catch (const DatabaseError& e) {
    return error(500, e.what());
  } catch (const std::exception& e) {
    return error(500, std::string("internal error: ") + e.what());
  }
}

std::string bearer_token(const std::string& authorization) {
  const std::string prefix = "Bearer ";
  return authorization.starts_with(prefix) ? authorization.substr(prefix.size()) : "";
}

}  // namespace manqala
