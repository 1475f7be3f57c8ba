#include "tools/puzzles/game_setup.h"

#include "games/registry.h"

namespace manqala::puzzles {

std::unique_ptr<AnyGame> game_for(std::string_view game, const nlohmann::json& options) {
  std::vector<std::string> words;
  for (const auto& [name, value] : options.items())
    words.push_back(name + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
  std::vector<std::string_view> views(words.begin(), words.end());
  return make_game(game, views);
}

nlohmann::json options_json(const std::vector<std::string>& words) {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& w : words) {
    const size_t eq = w.find('=');
    if (eq == std::string::npos) throw ParseError("a rule option is name=value, not " + w);
    out[w.substr(0, eq)] = w.substr(eq + 1);
  }
  return out;
}

}  // namespace manqala::puzzles
