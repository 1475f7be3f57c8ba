// A board's result (the director's, or the hall's proposal from whoever the director lets
// propose), its confirmation, and its game from the scoresheet. Corrections that touch a round
// already paired are otb_corrections.cpp's.
#include "server/common/secrets.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_sheet.h"
#include "server/games/game_import.h"
#include "core/notation.h"

namespace manqala::otb {

using nlohmann::json;

void OtbRoutes::confirm(const OtbData& d, int round, int board, const SeatAccount& me) {
  not_finished(d);
  const OtbBoard& b = board_of(d, round, board);
  if (b.proposed.empty()) throw Refused(409, "no result is proposed for this board");
  if (!b.conflict.empty())
    throw Refused(409, "two results were proposed for this board (" + b.proposed + " and " + b.conflict + "): enter the result",
                  "otb-proposals-differ");
  store_->set_result(d.t.id, round, board, b.proposed, {me.name, "confirmed", round, board, "", b.result, b.proposed});
}

void OtbRoutes::may_propose(const OtbData& d, const OtbBoard& b, const SeatAccount& me, const json& body) {
  if (d.t.proposals == "players") {
    for (const auto& p : d.players)
      if ((p.id == b.white || p.id == b.black) && p.account_id != 0 && p.account_id == me.id) return;
    throw Refused(403, "only this board's players, logged in, propose its result", "otb-not-your-board");
  }
  if (text_field(body, "code", 0, 16) != d.t.hall_code || d.t.hall_code.empty())
    throw Refused(403, "a result is proposed from the hall's screen, with the event's hall code", "otb-hall-code");
}

void OtbRoutes::set_hall(const OtbData& d, const SeatAccount& me, const json& body) {
  const std::string proposals = text_field(body, "proposals", 0, 8, d.t.proposals);
  if (proposals != "code" && proposals != "players") throw ParseError("proposals is code or players");
  const bool renew = bool_field(body, "new_code", false);
  const std::string code = renew ? random_hex(4) : d.t.hall_code;
  store_->set_hall(d.t.id, proposals, code, {me.name, renew ? "hall-code" : "proposals", 0, 0, "", d.t.proposals, proposals});
}

void OtbRoutes::result(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me,
                       bool director, const json& body, const Respond& respond) {
  const std::string result = text_field(body, "result", 1, 3);
  if (!is_entered_result(result)) throw ParseError("result is 1-0, 0-1, 1/2, +-, -+ or --");
  const std::string later = text_field(body, "later", 0, 8);
  if (later != "" && later != "keep" && later != "repair") throw ParseError("later is keep or repair");
  if (!director && !hall_.allow(req.client)) throw Refused(429, "too many results from this address; wait a minute");
  not_finished(d);
  const OtbBoard& b = board_of(d, round, board);
  if (b.black == 0) throw Refused(409, "a bye has no result to enter");
  const json ok = {{"ok", true}};
  if (!director) {
    may_propose(d, b, me, body);
    if (!b.result.empty()) throw Refused(409, "this board's result is in; the director corrects it");
    store_->propose(d.t.id, round, board, result, {"hall", "proposed", round, board, "", b.proposed, result});
    return respond(json_response(200, ok));
  }
  if (b.result == result) return respond(json_response(200, ok));
  if (round < d.t.round) return correct_paired(d, b, result, later, me, respond);
  if (forfeit_asks(d, b, result, later)) return forfeit_repair(d, b, result, me, respond);
  store_->set_result(d.t.id, round, board, result, {me.name, b.result.empty() ? "result" : "correction", round, board, "", b.result, result});
  respond(json_response(200, ok));
}

void OtbRoutes::sheet(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me,
                      bool director, const json& body, const Respond& respond) {
  if (!body.contains("moves") || !body["moves"].is_array()) throw ParseError("'moves' must be an array of moves");
  if (body["moves"].size() > static_cast<size_t>(kMaxSheetMoves)) throw ParseError("at most 200 moves a sheet");
  std::vector<std::string> moves;
  for (const auto& m : body["moves"]) {
    if (!m.is_string() || m.get_ref<const std::string&>().size() > 16) throw ParseError("each move is a short text");
    moves.push_back(m.get<std::string>());
  }
  const bool store = bool_field(body, "store", false);
  if (store && !director) throw Refused(403, "only the tournament's director stores a game");
  if (!director && !hall_.allow(req.client)) throw Refused(429, "too many sheets from this address; wait a minute");
  const OtbBoard& b = board_of(d, round, board);
  if (b.black == 0) throw Refused(409, "a bye has no game");
  const SheetCheck c = check_sheet(d.t.game, d.t.options, moves);
  if (!c.ok)
    return respond(json_response(422, {{"ok", false}, {"at", c.at}, {"move", c.move}, {"legal", c.legal}, {"error", c.error},
                                       {"sides", c.sides}, {"to_move", c.to_move}}));
  json answer = {{"ok", true},        {"moves", c.moves},   {"legal", c.legal}, {"to_move", c.to_move},
                 {"over", c.over},    {"result", c.result}, {"sides", c.sides}, {"game_id", ""}};
  if (store) {
    std::lock_guard lock(changes_of(d.t.id));
    const auto now = store_->load(d.t.id);
    not_finished(*now);
    const OtbBoard& current = board_of(*now, round, board);
    std::string white, black;
    for (const auto& p : now->players) {
      if (p.id == current.white) white = p.name;
      if (p.id == current.black) black = p.name;
    }
    Record r;
    r.game = d.t.game;
    for (auto w : split_words(d.t.options)) r.options.emplace_back(w);
    r.moves = moves;
    r.tags = {{"South", white}, {"North", black}, {"Event", d.t.name},
              {"Round", std::to_string(round) + "." + std::to_string(board)}};
    if (!d.t.place.empty()) r.tags["Site"] = d.t.place;
    if (!d.t.date.empty()) r.tags["Date"] = d.t.date;
    const std::string game_id = store_record(archive_, r);
    store_->set_game(d.t.id, round, board, game_id, c.result,
                    {me.name, "sheet-game", round, board, "", current.game_id, game_id});
    answer["game_id"] = game_id;
  }
  respond(json_response(200, answer));
}

}  // namespace manqala::otb
