#include "server/games/meta.h"

#include <string>

#include "games/registry.h"
#include "search/levels.h"
#include "server/games/new_game.h"

namespace manqala {

using nlohmann::json;

namespace {

json option_json(const OptionInfo& o) {
  static const char* kinds[] = {"flag", "number", "choice", "list"};
  json j = {{"name", o.name}, {"kind", kinds[static_cast<int>(o.kind)]}, {"default", o.default_value}, {"help", o.help}};
  if (!o.choices.empty()) j["values"] = o.choices;
  if (o.kind == OptionInfo::Kind::Number || o.kind == OptionInfo::Kind::NumberList) j["min"] = o.min, j["max"] = o.max;
  return j;
}

}  // namespace

json meta_json() {
  json games = json::array();
  for (const GameDescription* g : registered_games()) {
    json options = json::array();
    for (const OptionInfo& o : g->options()) options.push_back(option_json(o));
    games.push_back({{"name", g->name()},
                     {"title", g->title()},
                     {"rows", g->geometry().rows},
                     {"shares_loops", g->shares_loops()},
                     {"level_ratings", g->level_ratings()},
                     {"start", g->start_text({})},
                     {"rules_page", "games/" + std::string(g->folder()) + "/rules.js"},
                     {"refusal_page", "games/" + std::string(g->folder()) + "/refusal.js"},
                     {"options", options}});
  }
  return {{"version", "0.1.0"}, {"games", games},
          {"levels", {{"min", 1}, {"max", kMaxLevel}, {"default", kDefaultLevel}}}};
}

}  // namespace manqala
