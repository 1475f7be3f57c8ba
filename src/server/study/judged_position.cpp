#include "server/study/judged_position.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/common/route_helpers.h"
#include "server/games/game_options.h"
#include "server/games/new_game.h"
#include "server/room/state.h"

namespace manqala::study {

JudgedPosition judged_position(const nlohmann::json& body) {
  nlohmann::json fields = body;
  fields.erase("start");  // new_game_of's own start field is not this
  const NewGame g = new_game_of(fields);
  if (g.game.empty()) throw ParseError("'game' is required (" + game_names_text() + ")");
  const std::string position = string_field(body, "position");
  if (position.empty() || position.size() > 400) throw ParseError("'position' must be a position text (at most 400 bytes)");
  const GameDescription& description = game_named(g.game);
  JudgedPosition out{nullptr, std::string(description.name()), checked_options(description, g.options)};
  out.game = make_game(out.name, split_words(out.options));
  ServerJudging bound(*out.game);
  out.game->set_position(position);  // judged here, legal moves and all, within the bound
  return out;
}

}  // namespace manqala::study
