#include "server/games/trace_example.h"

#include <algorithm>
#include <string>

#include "core/notation.h"
#include "games/registry.h"
#include "server/common/route_helpers.h"
#include "server/room/presenter.h"
#include "server/room/state.h"

namespace manqala {

using nlohmann::json;

json trace_example(const json& j) {
  const std::string game_name = string_field(j, "game"), rows = string_field(j, "board"), move = string_field(j, "move");
  if (rows.size() > 400 || move.size() > 8) throw ParseError("'board' or 'move' is too long");
  auto game = make_game(game_name);
  int on_board = 0;
  std::string number;
  for (char c : rows + ",") {
    if (c >= '0' && c <= '9') number += c;
    else if (!number.empty()) on_board += std::stoi(number.substr(0, 6)), number.clear();
  }
  const int missing = std::max(0, game->total_seeds() - on_board);
  Side mover = Side::South;
  if (!game->description().geometry().owner_of_pit(move, mover)) throw ParseError("'" + move + "' is not a pit");
  ServerJudging bound(*game);
  game->set_position(rows + (mover == Side::South ? " S " : " N ") + std::to_string(missing / 2) + " " +
                     std::to_string(missing - missing / 2));
  json last = play_traced(*game, move);
  last["board"] = board_json(*game);
  return last;
}

}  // namespace manqala
