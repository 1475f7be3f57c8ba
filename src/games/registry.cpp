#include "games/registry.h"

#include <stdexcept>

#include "facade/game_of.h"
#include "games/game_list.h"

namespace manqala {

namespace {

// The built-in games, then those registered from outside as the program starts.
std::vector<const GameDescription*>& games() {
#define MANQALA_DESCRIBE(Rules) &DescriptionOf<Rules>::instance(),
  static std::vector<const GameDescription*> all = {MANQALA_FOR_EACH_GAME(MANQALA_DESCRIBE)};
#undef MANQALA_DESCRIBE
  return all;
}

}  // namespace

const std::vector<const GameDescription*>& registered_games() { return games(); }

bool add_game(const GameDescription& game) {
  if (find_game(game.name())) throw std::logic_error("two games are named '" + std::string(game.name()) + "'");
  games().push_back(&game);
  return true;
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

const GameDescription& default_game() { return DescriptionOf<DefaultGame>::instance(); }

const GameDescription* find_game(std::string_view name) {
  for (const GameDescription* g : registered_games())
    if (g->name() == name) return g;
  return nullptr;
}

const GameDescription& game_named(std::string_view name) {
  if (const GameDescription* g = find_game(name)) return *g;
  throw ParseError("unknown game '" + std::string(name.substr(0, 20)) + "' (games: " + game_names_text(", ") + ")",
                   "unknown-game", {{"game", std::string(name.substr(0, 20))}, {"games", game_names_text(", ")}});
}

std::unique_ptr<AnyGame> make_game(std::string_view name, const std::vector<std::string_view>& options,
                                   WorkLimit* limit) {
  return game_named(name).make(options, limit);
}

}  // namespace manqala
