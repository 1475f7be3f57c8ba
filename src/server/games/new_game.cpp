#include "server/games/new_game.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/common/route_helpers.h"

namespace manqala {

using nlohmann::json;

namespace {

// A whole number field no larger than a million either way (the range checks come later).
int small_int(const json& j, const char* name, const std::string& what) {
  if (!j[name].is_number_integer()) throw ParseError(what + " must be a whole number");
  const int64_t n = j[name].get<int64_t>();
  if (n < -1'000'000 || n > 1'000'000) throw ParseError(what + " is out of range");
  return static_cast<int>(n);
}

}  // namespace

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
    if (!c.is_object())
      throw ParseError("'clock' must be {\"minutes\": M, \"seconds\": S, \"increment\": I} or {\"days\": D}");
    int* fields[] = {&g.clock_minutes, &g.clock_seconds, &g.clock_increment_s, &g.clock_days};
    const char* names[] = {"minutes", "seconds", "increment", "days"};
    for (int i = 0; i < 4; ++i)
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

}  // namespace manqala
