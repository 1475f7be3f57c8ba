// A board played online: a match between clubs whose players are far apart plays its boards as
// games of the server, and each game's end is its board's result.
#include <cstdio>
#include <regex>

#include "server/games/new_game.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"

namespace manqala::otb {

using nlohmann::json;

namespace {

// "10+5" (minutes and seconds of increment), "15" (minutes): the clock; anything else none.
void clock_of(const std::string& time_control, NewGame& g) {
  static const std::regex form(R"(\s*(\d{1,3})\s*(?:\+\s*(\d{1,3}))?\s*)");
  std::smatch m;
  if (!std::regex_match(time_control, m, form)) return;
  g.clock_minutes = std::stoi(m[1]);
  g.clock_increment_s = m[2].matched ? std::stoi(m[2]) : 0;
}

}  // namespace

void OtbRoutes::play_online(const OtbData& d, int round, int board, const SeatAccount& me, const Respond& respond) {
  not_finished(d);
  const OtbBoard& b = board_of(d, round, board);
  if (b.black == 0) throw Refused(409, "a bye has no game");
  if (!b.result.empty()) throw Refused(409, "this board's result is in");
  if (!b.game_id.empty()) throw Refused(409, "this board has its game already");
  const OtbPlayer &south = player_of(d, b.white), &north = player_of(d, b.black);
  if (south.account_id == 0 || north.account_id == 0)
    throw Refused(409, "both players need their accounts linked to play online", "otb-online-accounts");
  NewGame g;
  g.game = d.t.game;
  for (auto w : split_words(d.t.options)) g.options.emplace_back(w);
  g.opponent = "friend";
  g.human = "south";
  clock_of(d.t.time_control, g);
  g.creator = {south.account_id, south.account};
  g.paired = {north.account_id, north.account};
  g.tournament = true;
  const std::string game_id = games_.create(g, "").room->id();
  store_->set_game(d.t.id, round, board, game_id, "", {me.name, "online-game", round, board, "", "", game_id});
  for (const auto& [p, side, opponent] : {std::tuple{&south, "south", north.name}, std::tuple{&north, "north", south.name}})
    notices_.notify(p->account_id, {{"type", "game-ready"}, {"game", game_id}, {"name", d.t.name}, {"round", round},
                                    {"side", side}, {"opponent", opponent}});
  respond(json_response(200, {{"ok", true}, {"game_id", game_id}}));
}

void OtbRoutes::game_over(const std::string& game_id) {
  const auto where = store_->board_of_game(game_id);
  if (!where) return;
  const auto& [id, round, board] = *where;
  const auto game = archive_.load(game_id);
  if (!game) return;
  const std::string result = game->outcome.status == "over" ? result_of_ending(game->outcome.result) : "";
  if (result.empty()) return;
  {
    std::lock_guard lock(changes_of(id));
    const auto d = store_->load(id);
    if (!d || d->t.status == "finished") return;
    const OtbBoard& b = board_of(*d, round, board);
    if (!b.result.empty() || b.game_id != game_id) return;  // the director's word stands
    store_->set_result(id, round, board, result, {"online game", "result", round, board, "", "", result});
  }
  if (changed_) changed_(id);
}

}  // namespace manqala::otb
