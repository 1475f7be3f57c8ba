// A move entered at the board by a phone (or taken back after a typo): checked as a scoresheet
// is, one move at a time, by whoever may enter the board's moves.
#include "server/broadcasts/broadcast_routes.h"

#include "server/broadcasts/broadcast_view.h"
#include "server/broadcasts/live_game.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_sheet.h"

namespace manqala::broadcasts {

using nlohmann::json;

namespace {

// The director, the board's own players (logged in, their accounts linked), or whoever has the
// hall's code (the director's entry link carries it).
void may_enter(Database& db, const otb::OtbData& d, const otb::OtbBoard& b, const SeatAccount& me, const json& body) {
  if (otb::directs(db, d.t, me.id)) return;
  for (const auto& p : d.players)
    if ((p.id == b.white || p.id == b.black) && p.account_id != 0 && p.account_id == me.id) return;
  if (!d.t.hall_code.empty() && otb::text_field(body, "code", 0, 16) == d.t.hall_code) return;
  throw Refused(403, "a board's moves are entered by the director, its players, or with the hall's code", "broadcast-not-allowed");
}

}  // namespace

void BroadcastRoutes::enter(const HttpRequest& req, const std::string& id, int round, int number, bool undo,
                            const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const std::string move = undo ? "" : otb::text_field(body, "move", 1, 16);
  const int ply = otb::int_field(body, "ply", 0, otb::kMaxSheetMoves, -1);
  if (!moves_.allow(req.client)) throw Refused(429, "too many moves from this address; wait a minute");
  const SeatAccount me = accounts_.acting(req);
  std::unique_lock lock(changes_of(id));
  const Loaded l = load(id);
  if (!l.b.live) throw Refused(409, "the broadcast is stopped", "broadcast-not-live");
  if (round != l.d.t.round) throw Refused(409, "only the last paired round is entered live", "broadcast-old-round");
  const otb::OtbBoard& board = otb::board_of(l.d, round, number);
  if (board.black == 0) throw Refused(409, "a bye has no game");
  may_enter(archive_.database(), l.d, board, me, body);
  LiveGame g = store_->game(id, round, number).value_or(no_moves(round, number));
  const int plies = static_cast<int>(g.moves.size());
  Replayed replayed = replay_live(l.d.t.game, l.d.t.options, g.moves);
  // The board as spectators see it, from the game as it now stands.
  const auto answer = [&](int status, json extra = json::object()) {
    extra["board"] = board_shown(l.d, board, g, replayed, l.b, now_ms()).board;
    respond(json_response(status, extra));
  };
  // The same move sent again (a phone that lost the answer): done already.
  if (!undo && ply + 1 == plies && g.moves.back() == move) return answer(200);
  if (ply != plies)
    return answer(409, {{"error", "the board has " + std::to_string(plies) + " moves, not " + std::to_string(ply)},
                        {"code", "broadcast-ply"}});
  if (!board.result.empty() || !result_of(g, *replayed.game).empty())
    throw Refused(409, "this board's game is over", "broadcast-over");
  const bool first = !undo && plies == 0 && !store_->round_begun(id, round);
  if (undo) {
    if (plies == 0) throw Refused(409, "no move to take back");
    g.moves.pop_back(), g.times.pop_back();
    replayed = replay_live(l.d.t.game, l.d.t.options, g.moves);
  } else {
    if (!play_live(replayed, move))
      return respond(json_response(422, {{"error", replayed.error}, {"legal", replayed.game->legal_moves()}, {"code", "broadcast-illegal"}}));
    g.moves.push_back(move);
    g.times.push_back(now_ms());
  }
  store_->save_game(id, g);
  lock.unlock();
  answer(200);
  spectators_.changed(id, round);
  if (first) round_begins(l.d, round);
}

}  // namespace manqala::broadcasts
