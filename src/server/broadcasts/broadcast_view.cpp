#include "server/broadcasts/broadcast_view.h"

#include <set>

#include "server/broadcasts/live_game.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_view.h"
#include "server/room/state.h"

namespace manqala::broadcasts {

using nlohmann::json;

json broadcast_json(const Broadcast& b, const otb::OtbTournament& t) {
  return {{"id", t.id},           {"name", t.name},     {"game", t.game},       {"options", t.options},
          {"place", t.place},     {"date", t.date},     {"club_id", t.club_id}, {"live", b.live},
          {"eval_delay", b.eval_delay == kUntilEnd ? json("end") : json(b.eval_delay)},
          {"round", t.round},     {"rounds", t.rounds}, {"status", t.status}};
}

namespace {

json player_json(const otb::OtbData& d, int id) {
  for (const auto& p : d.players)
    if (p.id == id) return {{"name", p.name}, {"rating", p.rating}, {"number", p.number}, {"account", p.account}};
  return nullptr;
}

const char* side_word(Side s) { return s == Side::South ? "south" : "north"; }

// A game still being played counted as it stands on the board: more seeds captured wins.
std::string as_it_stands(const AnyGame& g) {
  const int south = g.captured(Side::South), north = g.captured(Side::North);
  return south > north ? "1-0" : north > south ? "0-1" : "1/2";
}

}  // namespace

BoardShown board_shown(const otb::OtbData& d, const otb::OtbBoard& ob, const LiveGame& g, const Replayed& r,
                       const Broadcast& b, int64_t now) {
  BoardShown s;
  s.board = {{"board", ob.board}, {"south", player_json(d, ob.white)}, {"north", ob.black ? player_json(d, ob.black) : nullptr},
             {"moves", g.moves}, {"times", g.times}, {"game_id", ob.game_id}};
  s.board["clocks"] = g.south_clock >= 0 || g.north_clock >= 0 ? json{{"south", g.south_clock}, {"north", g.north_clock}} : json(nullptr);
  if (ob.black == 0) {
    s.over = true;
    s.board.update({{"result", ob.result}, {"over", true}, {"to_move", "south"}, {"captured", {{"south", 0}, {"north", 0}}}, {"judgeable", -1}});
    return s;
  }
  const std::string live = result_of(g, *r.game);
  s.over = !ob.result.empty() || !live.empty();
  s.playing = !s.over;
  s.counted = !ob.result.empty() ? ob.result : !live.empty() ? live : as_it_stands(*r.game);
  const int judged = judgeable(g, s.over, b.eval_delay, now);
  s.board.update({{"result", s.over ? s.counted : ""}, {"over", s.over}, {"to_move", side_word(r.game->to_move())},
                  {"captured", {{"south", r.game->captured(Side::South)}, {"north", r.game->captured(Side::North)}}},
                  {"judgeable", judged}});
  if (s.over) return s;
  // As a room's (room.cpp): the opening's positions are common knowledge, protected by nobody.
  if (static_cast<int64_t>(g.moves.size()) >= LivePositions::kOpeningPlies) s.protect = LivePositions::around(*r.game, kServerLapBudget);
  for (size_t p = static_cast<size_t>(std::max<int64_t>(judged + 1, LivePositions::kOpeningPlies)); p < r.keys.size(); ++p)
    s.protect.push_back(r.keys[p]);
  return s;
}

RoundView round_view(const otb::OtbData& d, int round, const std::vector<LiveGame>& games, const Broadcast& b, int64_t now) {
  RoundView v;
  otb::OtbData counted = d;  // the round's results as if its games ended now
  std::set<int> playing;     // the pairing numbers of the players whose game is still being played
  for (auto& ob : counted.boards) {
    if (ob.round != round) continue;
    LiveGame g = no_moves(round, ob.board);
    for (const auto& x : games)
      if (x.board == ob.board) g = x;
    BoardShown s = board_shown(d, ob, g, replay_live(d.t.game, d.t.options, g.moves), b, now);
    if (ob.black != 0) {
      v.protect[ob.board] = std::move(s.protect);
      if (s.over && !g.moves.empty()) v.ended[ob.board] = s.counted;
      if (s.playing) playing.insert({s.board["south"]["number"].get<int>(), s.board["north"]["number"].get<int>()});
      ob.result = s.counted;
    }
    v.boards.push_back(std::move(s.board));
  }
  const pairing::Tournament m = otb::model_of(counted);
  json rows = json::array();
  if (!m.players.empty() && round >= 1) {
    rows = otb::standings_rows(m, pairing::standings(m, otb::tiebreaks_of(counted.t), round, otb::standings_options_of(counted.t)));
    for (auto& row : rows) row["playing"] = playing.count(row["number"].get<int>()) > 0;
  }
  v.standings = {{"rows", rows}, {"provisional", !playing.empty()}};
  return v;
}

}  // namespace manqala::broadcasts
