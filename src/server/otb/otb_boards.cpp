// A board's result (the director's, or the hall's proposal), its confirmation, and its game from
// the scoresheet.
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
  store_.set_result(d.t.id, round, board, b.proposed, {me.name, "confirmed", round, board, "", b.result, b.proposed});
}

void OtbRoutes::result(const HttpRequest& req, const OtbData& d, int round, int board, const SeatAccount& me,
                       bool director, const json& body) {
  const std::string result = text_field(body, "result", 1, 3);
  if (!is_entered_result(result)) throw ParseError("result is 1-0, 0-1, 1/2, +-, -+ or --");
  if (!director && !hall_.allow(req.client)) throw Refused(429, "too many results from this address; wait a minute");
  not_finished(d);
  const OtbBoard& b = board_of(d, round, board);
  if (b.black == 0) throw Refused(409, "a bye has no result to enter");
  if (!director) {
    if (!b.result.empty()) throw Refused(409, "this board's result is in; the director corrects it");
    return store_.propose(d.t.id, round, board, result, {"hall", "proposed", round, board, "", b.proposed, result});
  }
  if (b.result == result) return;
  store_.set_result(d.t.id, round, board, result,
                    {me.name, b.result.empty() ? "result" : "correction", round, board, "", b.result, result});
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
    return respond(json_response(422, {{"ok", false}, {"at", c.at}, {"move", c.move}, {"legal", c.legal}, {"error", c.error}}));
  json answer = {{"ok", true},        {"moves", c.moves},   {"legal", c.legal}, {"to_move", c.to_move},
                 {"over", c.over},    {"result", c.result}, {"game_id", ""}};
  if (store) {
    std::lock_guard lock(changes_of(d.t.id));
    const auto now = store_.load(d.t.id);
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
    store_.set_game(d.t.id, round, board, game_id, c.result,
                    {me.name, "sheet-game", round, board, "", current.game_id, game_id});
    answer["game_id"] = game_id;
  }
  respond(json_response(200, answer));
}

}  // namespace manqala::otb
