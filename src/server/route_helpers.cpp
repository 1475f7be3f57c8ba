#include "server/route_helpers.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/archive.h"
#include "server/games.h"
#include "server/room/presenter.h"

namespace manqala {

using nlohmann::json;

HttpResponse json_response(int status, const json& body) {
  return {status, "application/json", json_text(body), {{"Cache-Control", "no-store"}}};
}
HttpResponse error(int status, const std::string& message) { return json_response(status, {{"error", message}}); }
HttpResponse from_outcome(const Outcome& o) {
  if (o.text.empty()) return json_response(o.status, o.body);
  return {o.status, "text/plain; charset=utf-8", o.text, {{"Cache-Control", "no-store"}}};
}

Target parse_target(const std::string& target) {
  Target t;
  const size_t q = target.find('?');
  t.path = target.substr(0, q);
  size_t start = 1;
  while (start <= t.path.size()) {
    size_t slash = t.path.find('/', start);
    if (slash == std::string::npos) slash = t.path.size();
    if (slash > start) t.segments.push_back(t.path.substr(start, slash - start));
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

int int_param(const std::map<std::string, std::string>& q, const char* name, int fallback, int lo, int hi) {
  auto it = q.find(name);
  if (it == q.end()) return fallback;
  int n = 0;
  if (!parse_count(it->second, hi, n) || n < lo)
    throw ParseError(std::string(name) + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return n;
}

// The answer for an exception out of a route: the client's mistake (400), a position beyond
// the server's bound (422), a limit (429, 503), the archive (500), or a bug (500, and the
// server stays up).
// A whole number field no larger than a million either way (the range checks come later).
static int small_int(const json& j, const char* name, const std::string& what) {
  if (!j[name].is_number_integer()) throw ParseError(what + " must be a whole number");
  const int64_t n = j[name].get<int64_t>();
  if (n < -1'000'000 || n > 1'000'000) throw ParseError(what + " is out of range");
  return static_cast<int>(n);
}

NewGame new_game_of(const json& j) {
  NewGame g;
  g.game = string_field(j, "game");
  if (g.game.empty()) throw ParseError("'game' is required (" + game_names_text() + ")");
  g.human = string_field(j, "human", "south");
  g.opponent = string_field(j, "opponent", "engine");
  g.start = string_field(j, "start");
  if (g.start.size() > 400) throw ParseError("'start' is too long for a position text");
  if (j.contains("listed")) {
    if (!j["listed"].is_boolean()) throw ParseError("'listed' must be true or false");
    g.listed = j["listed"].get<bool>();
  }
  if (j.contains("clock") && !j["clock"].is_null()) {
    const json& c = j["clock"];
    if (!c.is_object()) throw ParseError("'clock' must be {\"minutes\": M, \"seconds\": S, \"increment\": I}");
    int* fields[] = {&g.clock_minutes, &g.clock_seconds, &g.clock_increment_s};
    const char* names[] = {"minutes", "seconds", "increment"};
    for (int i = 0; i < 3; ++i)
      if (c.contains(names[i])) *fields[i] = small_int(c, names[i], std::string("clock ") + names[i]);
  }
  if (j.contains("rated")) {
    if (!j["rated"].is_boolean()) throw ParseError("'rated' must be true or false");
    g.rated = j["rated"].get<bool>();
  }
  if (j.contains("level")) {
    g.level = small_int(j, "level", "'level' (1 to 10)");
  }
  if (j.contains("options") && !j["options"].is_null()) {
    if (!j["options"].is_object()) throw ParseError("'options' must be an object of name: value");
    for (const auto& [name, value] : j["options"].items()) {
      if (value.is_string()) g.options.push_back(name + "=" + value.get<std::string>());
      else if (value.is_boolean()) g.options.push_back(name + "=" + (value.get<bool>() ? "true" : "false"));
      else if (value.is_number_integer()) g.options.push_back(name + "=" + std::to_string(value.get<int64_t>()));
      else throw ParseError("option '" + name.substr(0, 40) + "' must be a string");
    }
  }
  return g;
}

HttpResponse error_of(std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const ParseError& e) {
    return error(400, e.what());
  } catch (const RulesInterrupted& e) {
    return error(422, std::string("this server does not judge such positions: ") + e.what());
  } catch (const Refused& e) {
    return error(e.status, e.what());
  } catch (const ArchiveError& e) {
    return error(500, e.what());
  } catch (const std::exception& e) {
    return error(500, std::string("internal error: ") + e.what());
  }
}

}  // namespace manqala
