#include "server/games/game_options.h"

#include <string_view>

#include "core/notation.h"
#include "games/registry.h"
#include "server/room/state.h"

namespace manqala {

std::string checked_options(const GameDescription& game, const std::vector<std::string>& options) {
  const std::vector<std::string_view> words(options.begin(), options.end());
  const std::string text = game.options_text(words);  // throws ParseError naming a bad option
  if (const std::string why = game.unbounded_work(words); !why.empty())
    throw ParseError("this server does not offer these options: " + why + " (play them with manqala play)");
  return text;
}

void checked_start(const std::string& game, const std::string& options, const std::string& start) {
  WorkLimit first;
  first.lap_budget(kServerLapBudget);
  auto g = make_game(game, split_words(options), &first);
  ServerJudging bound(*g);  // a fresh budget for the start position
  g->set_position(start);
  if (g->result().over()) throw ParseError("the start position is already decided: " + g->position_text());
}

}  // namespace manqala
