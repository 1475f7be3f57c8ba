#include "games/registry.h"

#include "facade/game_of.h"
#include "games/game_list.h"

namespace manqala {

const std::vector<const GameDescription*>& registered_games() {
#define MANQALA_DESCRIBE(Rules) &DescriptionOf<Rules>::instance(),
  static const std::vector<const GameDescription*> games = {MANQALA_FOR_EACH_GAME(MANQALA_DESCRIBE)};
#undef MANQALA_DESCRIBE
  return games;
}

std::vector<std::string_view> game_names() {
  std::vector<std::string_view> names;
  for (const GameDescription* g : registered_games()) names.push_back(g->name());
  return names;
}

std::string game_names_text(std::string_view separator) {
  std::string out;
  for (auto name : game_names()) out += (out.empty() ? "" : std::string(separator)) + std::string(name);
  return out;
}

const GameDescription& default_game() { return DescriptionOf<AlManqala>::instance(); }

const GameDescription* find_game(std::string_view name) {
  for (const GameDescription* g : registered_games())
    if (g->name() == name) return g;
  return nullptr;
}

const GameDescription& game_named(std::string_view name) {
  if (const GameDescription* g = find_game(name)) return *g;
  throw ParseError("unknown game '" + std::string(name.substr(0, 20)) + "' (games: " + game_names_text(", ") + ")");
}

std::unique_ptr<AnyGame> make_game(std::string_view name, const std::vector<std::string_view>& options,
                                   WorkLimit* limit) {
  return game_named(name).make(options, limit);
}

}  // namespace manqala
