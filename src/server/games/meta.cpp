#include "server/games/meta.h"

#include <string>

#include "games/registry.h"
#include "search/levels.h"
#include "server/common/assets.h"
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

// A game's own web file (src/games/<folder>/web/, served as games/<folder>/), or null for a
// game that brings none (a game from outside may have no rules page).
json web_file_of(const GameDescription& g, const std::string& file) {
  const std::string path = "games/" + std::string(g.folder()) + "/" + file;
  return find_embedded_asset(path) ? json(path) : json(nullptr);
}

// The folder of a game's own message catalogs (its web/i18n/<language>.json), or null.
json catalogs_of(const GameDescription& g) {
  const json english = web_file_of(g, "i18n/en.json");
  return english.is_null() ? json(nullptr) : json("games/" + std::string(g.folder()) + "/i18n/");
}

// How a game can end, each reason's word with the page's words for it.
json end_reasons_json(const GameDescription& g) {
  json reasons = json::array();
  for (EndReason r : g.end_reasons())
    reasons.push_back({{"word", r.word()}, {"clause", r.text().clause}, {"brief", r.text().brief},
                       {"counted", r.text().counted}});
  return reasons;
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
                     {"columns", g->geometry().columns},
                     {"circuits", g->geometry().circuits},
                     {"end_reasons", end_reasons_json(*g)},
                     {"shares_loops", g->shares_loops()},
                     {"agrees_draws", g->agrees_draws()},
                     {"level_ratings", g->level_ratings()},
                     {"start", g->start_text({})},
                     {"rules_page", web_file_of(*g, "rules.js")},
                     {"refusal_page", web_file_of(*g, "refusal.js")},
                     {"learn_page", web_file_of(*g, "learn.js")},
                     {"puzzles", web_file_of(*g, "puzzles.jsonl")},
                     {"catalogs", catalogs_of(*g)},
                     {"options", options}});
  }
  return {{"version", "0.1.0"}, {"build", site_digest()}, {"games", games},
          {"levels", {{"min", 1}, {"max", kMaxLevel}, {"default", kDefaultLevel}}}};
}

}  // namespace manqala
