// The POST routes below /api/otb/<id>/ (otb_routes.h): what each may do in which state.
#include <algorithm>
#include <map>
#include <set>

#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "server/common/refused.h"
#include "server/games/game_import.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_import.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_sheet.h"
#include "server/otb/otb_view.h"

namespace manqala::otb {

using nlohmann::json;

namespace {

constexpr int kMaxRoundRobinPlayers = 24;

const OtbPlayer& player_of(const OtbData& d, int pid) {
  for (const auto& p : d.players)
    if (p.id == pid) return p;
  throw Refused(404, "no player " + std::to_string(pid) + " in this tournament");
}

const OtbBoard& board_of(const OtbData& d, int round, int board) {
  for (const auto& b : d.boards)
    if (b.round == round && b.board == board) return b;
  throw Refused(404, "no board " + std::to_string(board) + " in round " + std::to_string(round));
}

bool round_has_results(const OtbData& d, int round) {
  for (const auto& b : d.boards)
    if (b.round == round && !b.result.empty() && b.result != "bye") return true;
  return false;
}

void not_finished(const OtbData& d) {
  if (d.t.status == "finished") throw Refused(409, "the tournament is finished");
}

// Where a new player goes in the initial ranking: before the first with a lower rating, or
// the same rating and a later name.
int place_of(const OtbData& d, const std::string& name, int rating) {
  int n = 1;
  for (const auto& p : d.players)
    if (p.rating > rating || (p.rating == rating && p.name <= name)) ++n;
  return n;
}

// The initial ranking anew (before round 1): rating, highest first, then name, then entry.
std::vector<int> ranking(std::vector<OtbPlayer> players) {
  std::stable_sort(players.begin(), players.end(), [](const OtbPlayer& a, const OtbPlayer& b) {
    return a.rating != b.rating ? a.rating > b.rating : a.name != b.name ? a.name < b.name : a.id < b.id;
  });
  std::vector<int> order;
  for (const auto& p : players) order.push_back(p.id);
  return order;
}

}  // namespace

void OtbRoutes::post(const HttpRequest& req, const Target& t, const Respond& respond) {
  const auto& s = t.segments;  // api otb <id> <what> ...
  const std::string id = s[2], what = s.size() > 3 ? s[3] : "";
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  // The board routes anyone may use: the result (a proposal from the hall) and the sheet.
  const bool board_route = s.size() == 8 && what == "rounds" && s[5] == "boards" && (s[7] == "result" || s[7] == "sheet");
  std::optional<SeatAccount> me;
  if (board_route) me = accounts_.acting(req);
  else if (!(me = accounts_.required(req, respond))) return;
  std::unique_lock lock(changes_);
  const auto d = store_.load(id);
  if (!d) return respond(error(404, "no over-the-board tournament " + id));
  const bool director = directs(d->t, me->id);
  if (!board_route && !director) return respond(error(403, "only the tournament's director does that"));
  auto done = [&] { respond(json_response(200, tournament_json(*store_.load(id), true, store_.log(id)))); };
  const int round = s.size() > 4 && what == "rounds" ? segment_number(s[4], 1000) : 0;
  if (what == "players" && s.size() == 4) return add_player(*d, *me, body, respond);
  if (what == "players" && s.size() == 5) {
    const int pid = segment_number(s[4], 1000000);
    if (pid < 0) return respond(error(404, "no player " + s[4].substr(0, 20)));
    return edit_player(*d, pid, *me, body), done();
  }
  if (what == "byes" && s.size() == 4) return set_bye(*d, *me, body), done();
  if (what == "pair" && s.size() == 4) return pair(*d, *me, respond);
  if (what == "unpair" && s.size() == 4) return unpair(*d, *me), done();
  if (what == "finish" && s.size() == 4) return finish(*d, *me), done();
  if (what == "rounds" && round < 0) return respond(error(404, "no round " + s[4].substr(0, 20)));
  if (what == "rounds" && s.size() == 6 && s[5] == "pairings") return hand_pairing(*d, round, *me, body, respond);
  if (what == "rounds" && s.size() == 8 && s[5] == "boards") {
    const int b = segment_number(s[6], 1000);
    if (b < 0) return respond(error(404, "no board " + s[6].substr(0, 20)));
    if (s[7] == "confirm") return confirm(*d, round, b, *me), done();
    if (s[7] == "result") {
      result(req, *d, round, b, *me, director, body);
      return respond(json_response(200, {{"ok", true}}));
    }
    if (s[7] == "sheet") {
      lock.unlock();  // the rules work is done outside the lock; a store takes it again
      return sheet(req, *d, round, b, *me, director, body, respond);
    }
  }
  respond(error(404, "no such route: POST " + t.path.substr(0, 100)));
}

void OtbRoutes::add_player(const OtbData& d, const SeatAccount& me, const json& body, const Respond& respond) {
  not_finished(d);
  OtbPlayer p;
  p.name = text_field(body, "name", 1, 60);
  p.rating = int_field(body, "rating", 0, 4000, 0);
  const std::string account = text_field(body, "account", 0, 60);
  if (!account.empty()) {
    const auto a = accounts_.find(account);
    if (!a) throw Refused(404, "no account " + account);
    p.account_id = a->id;
  }
  if (static_cast<int>(d.players.size()) >= kMaxPlayers) throw Refused(409, "the tournament has 500 players, its most");
  if (is_round_robin(d.t) && d.t.round > 0) throw Refused(409, "a round robin takes no player once it has begun");
  if (is_round_robin(d.t) && static_cast<int>(d.players.size()) >= kMaxRoundRobinPlayers)
    throw Refused(409, "a round robin has at most 24 players");
  if (!is_round_robin(d.t) && d.t.round >= d.t.rounds) throw Refused(409, "every round is paired");
  p.joined_round = d.t.round + 1;
  p.number = place_of(d, p.name, p.rating);
  const int pid = store_.add_player(d.t.id, p, {me.name, "player-added", d.t.round + 1, 0, p.name, "", std::to_string(p.rating)});
  respond(json_response(201, {{"id", pid}, {"number", p.number}}));
}

void OtbRoutes::edit_player(const OtbData& d, int pid, const SeatAccount& me, const json& body) {
  not_finished(d);
  OtbPlayer p = player_of(d, pid);
  if (body.contains("withdraw")) {
    if (!bool_field(body, "withdraw", false)) throw ParseError("'withdraw' can only be true");
    if (p.withdrawn) throw Refused(409, p.name + " has withdrawn already");
    if (is_round_robin(d.t) && d.t.round == 0)  // the schedule is drawn for those who stay
      return store_.remove_player(d.t.id, pid, {me.name, "player-withdrawn", 0, 0, p.name});
    p.withdrawn = true;
    return store_.update_player(d.t.id, p, {me.name, "player-withdrawn", d.t.round, 0, p.name});
  }
  if (body.contains("account")) {
    const std::string name = text_field(body, "account", 0, 60);
    const std::string before = p.account;
    if (name.empty()) {
      p.account_id = 0;
    } else {
      const auto a = accounts_.find(name);
      if (!a) throw Refused(404, "no account " + name);
      p.account_id = a->id;
    }
    return store_.update_player(d.t.id, p, {me.name, "account-linked", 0, 0, p.name, before, name});
  }
  if (!body.contains("name") && !body.contains("rating")) throw ParseError("give withdraw, account, or name and rating");
  if (d.t.round > 0) throw Refused(409, "names and ratings are changed before round 1 only");
  const std::string from = p.name + " " + std::to_string(p.rating);
  p.name = text_field(body, "name", 1, 60, p.name);
  p.rating = int_field(body, "rating", 0, 4000, p.rating);
  store_.update_player(d.t.id, p, {me.name, "player-edited", 0, 0, p.name, from, p.name + " " + std::to_string(p.rating)});
  auto players = d.players;
  for (auto& x : players)
    if (x.id == pid) x = p;
  store_.renumber(d.t.id, ranking(players));
}

void OtbRoutes::set_bye(const OtbData& d, const SeatAccount& me, const json& body) {
  not_finished(d);
  const OtbPlayer& p = player_of(d, int_field(body, "player", 1, 1000000, 0));
  const int round = int_field(body, "round", 1, kMaxSwissRounds, 0);
  const std::string kind = text_field(body, "kind", 0, 4);
  if (kind != "" && kind != "half" && kind != "zero" && kind != "full") throw ParseError("kind is half, zero, full or \"\"");
  if (is_round_robin(d.t)) throw Refused(409, "a round robin's rounds are fixed: no byes are asked for");
  if (round <= d.t.round) throw Refused(409, "round " + std::to_string(round) + " is paired already");
  if (round > d.t.rounds) throw Refused(409, "the tournament has " + std::to_string(d.t.rounds) + " rounds");
  if (p.withdrawn) throw Refused(409, p.name + " has withdrawn");
  std::string before;
  for (const auto& y : d.byes)
    if (y.player == p.id && y.round == round) before = y.kind;
  if (kind.empty() && before.empty()) throw Refused(409, p.name + " has no bye in round " + std::to_string(round));
  store_.set_bye(d.t.id, {p.id, round, kind}, {me.name, kind.empty() ? "bye-cancelled" : "bye", round, 0, p.name, before, kind});
}

void OtbRoutes::pair(const OtbData& d, const SeatAccount& me, const Respond& respond) {
  not_finished(d);
  const int round = d.t.round + 1;
  for (const auto& b : d.boards)
    if (b.round == d.t.round && b.result.empty())
      throw Refused(409, "board " + std::to_string(b.board) + " of round " + std::to_string(b.round) + " has no result yet");
  if (d.t.round > 0 && d.t.round >= d.t.rounds) throw Refused(409, "every round is paired; the director may finish");
  if (pairable(d, round).size() < 2) throw Refused(409, "fewer than two players to pair");
  int planned = d.t.rounds;
  std::vector<OtbBoard> boards;
  try {
    boards = pair_next(d, planned);
  } catch (const pairing::NoPairing& e) {
    throw Refused(409, std::string("no pairing keeps the absolute criteria (the director may finish): ") + e.what());
  }
  std::string drawn = d.t.drawn_colour;
  if (d.t.initial_colour == "lot" && drawn.empty())
    drawn = initial_colour_of(d.t) == pairing::Colour::white ? "white" : "black";
  store_.add_round(d.t.id, round, boards, drawn, planned, {me.name, "paired", round});
  const auto after = store_.load(d.t.id);
  respond(json_response(200, round_json(*after, model_of(*after), round)));
}

void OtbRoutes::unpair(const OtbData& d, const SeatAccount& me) {
  not_finished(d);
  if (d.t.round == 0) throw Refused(409, "no round is paired");
  if (round_has_results(d, d.t.round)) throw Refused(409, "round " + std::to_string(d.t.round) + " has results");
  store_.remove_round(d.t.id, d.t.round, {me.name, "unpaired", d.t.round});
}

void OtbRoutes::hand_pairing(const OtbData& d, int round, const SeatAccount& me, const json& body,
                             const Respond& respond) {
  not_finished(d);
  if (round != d.t.round || round == 0) throw Refused(409, "only the last paired round is paired by hand");
  if (round_has_results(d, round)) throw Refused(409, "round " + std::to_string(round) + " has results");
  if (!body.contains("boards") || !body["boards"].is_array() || body["boards"].size() > kMaxPlayers)
    throw ParseError("'boards' must be an array of {white, black}");
  std::map<int, int> id_of;  // number -> id
  for (const auto& p : d.players) id_of[p.number] = p.id;
  const auto wanted = pairable(d, round);
  std::set<int> expected(wanted.begin(), wanted.end()), seen;
  pairing::RoundPairing given;
  std::vector<OtbBoard> boards;
  auto take = [&](int number) {
    if (!id_of.count(number) || !expected.count(id_of[number]))
      throw ParseError("player " + std::to_string(number) + " is not to be paired in round " + std::to_string(round));
    if (!seen.insert(id_of[number]).second) throw ParseError("player " + std::to_string(number) + " is paired twice");
    return id_of[number];
  };
  for (const auto& b : body["boards"]) {
    if (!b.is_object()) throw ParseError("each board is {white, black}");
    const int white = int_field(b, "white", 1, 100000, 0), black = int_field(b, "black", 0, 100000, -1);
    if (black == 0) {
      if (given.bye) throw ParseError("only one player has the bye");
      given.bye = white;
      take(white);
      continue;
    }
    given.boards.push_back({white, black});
    boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, take(white), take(black)));
  }
  if (seen.size() != expected.size()) throw ParseError("every player to be paired is paired exactly once");
  if (given.bye) boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, id_of[given.bye], 0, "bye"));
  OtbData after = d;
  std::erase_if(after.boards, [&](const OtbBoard& b) { return b.round == round; });
  after.boards.insert(after.boards.end(), boards.begin(), boards.end());
  json breaches = json::array();
  std::string text;
  for (const auto& b : pairing::check_dutch(pairing::before_round(model_of(after), round), round, given)) {
    breaches.push_back(b.criterion + ": " + b.text);
    text += (text.empty() ? "" : "; ") + b.criterion;
  }
  store_.replace_round(d.t.id, round, boards, {me.name, "pairing-edited", round, 0, "", "", text});
  respond(json_response(200, {{"breaches", breaches}}));
}

void OtbRoutes::confirm(const OtbData& d, int round, int board, const SeatAccount& me) {
  not_finished(d);
  const OtbBoard& b = board_of(d, round, board);
  if (b.proposed.empty()) throw Refused(409, "no result is proposed for this board");
  store_.set_result(d.t.id, round, board, b.proposed, {me.name, "confirmed", round, board, "", b.result, b.proposed});
}

void OtbRoutes::finish(const OtbData& d, const SeatAccount& me) {
  not_finished(d);
  for (const auto& b : d.boards)
    if (b.result.empty())
      throw Refused(409, "board " + std::to_string(b.board) + " of round " + std::to_string(b.round) + " has no result yet");
  store_.set_status(d.t.id, "finished", {me.name, "finished", d.t.round});
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
    std::lock_guard lock(changes_);
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
    const std::string game_id = store_record(archive_, r);
    store_.set_game(d.t.id, round, board, game_id, c.result,
                    {me.name, "sheet-game", round, board, "", current.game_id, game_id});
    answer["game_id"] = game_id;
  }
  respond(json_response(200, answer));
}

}  // namespace manqala::otb
