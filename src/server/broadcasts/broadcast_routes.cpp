#include "server/broadcasts/broadcast_routes.h"

#include <chrono>

#include "server/broadcasts/board_record.h"
#include "server/broadcasts/broadcast_view.h"
#include "server/broadcasts/live_game.h"
#include "server/common/secrets.h"
#include "server/games/game_import.h"
#include "server/otb/otb_checks.h"
#include "server/otb/otb_fields.h"

namespace manqala::broadcasts {

using nlohmann::json;

namespace {

// The key a board publishes its protected positions under (LivePositions).
std::string board_key(const std::string& id, int round, int board) {
  return "broadcast/" + id + "/" + std::to_string(round) + "/" + std::to_string(board);
}

}  // namespace

BroadcastRoutes::BroadcastRoutes(Archive& archive, accounts::AccountRoutes& accounts, accounts::Notices& notices,
                                 LivePositions& live)
    : archive_(archive),
      accounts_(accounts),
      notices_(notices),
      live_(live),
      store_(BroadcastStore::open(archive.database())),
      otb_(otb::OtbStore::open(archive.database())),
      spectators_([this](const std::string& id, int round) { return refresh(id, round); }),
      ticker_("broadcasts", std::chrono::seconds(2), [this] { spectators_.tick(); }) {
  // After a restart the boards being played protect their positions again at once.
  for (const auto& id : store_->live()) spectators_.changed(id);
}

BroadcastRoutes::~BroadcastRoutes() {
  ticker_.stop();
  spectators_.stop();
}

std::mutex& BroadcastRoutes::changes_of(const std::string& id) {
  std::lock_guard lock(locks_mu_);
  auto& m = changes_[id];
  if (!m) m = std::make_unique<std::mutex>();
  return *m;
}

BroadcastRoutes::Loaded BroadcastRoutes::load(const std::string& id) {
  auto d = otb_->load(id);
  if (!d) throw Refused(404, "no over-the-board tournament " + id.substr(0, 40));
  auto b = store_->find(id);
  if (!b) throw Refused(404, "this tournament is not broadcast", "broadcast-none");
  return {std::move(*d), std::move(*b)};
}

// The director's settings and tokens; a tool's push (with the broadcast's token); a move typed
// at the board (with the hall's code); what anyone reads; an account's follows.
std::vector<Route> BroadcastRoutes::table() {
  using otb::event_route;
  std::vector<Route> routes = {
      {"GET", "/api/follows", Caller::account, kMaxBodyBytes, Pool::reads, [this](const Call& c) { follows(c); }},
      {"POST", "/api/follows", Caller::account, kMaxBodyBytes, Pool::reads, [this](const Call& c) { follows(c); }},
      {"POST", "/api/broadcast/{id}", Caller::account, kMaxBodyBytes, Pool::reads, event_route([this](const Call& c, const std::string& id) { settings(c, id); })},
      {"POST", "/api/broadcast/{id}/token", Caller::account, kMaxBodyBytes, Pool::reads, event_route([this](const Call& c, const std::string& id) { new_token(c, id); })},
      {"POST", "/api/broadcast/{id}/push", Caller::anyone, kMaxPushBytes, Pool::reads,
       event_route([this](const Call& c, const std::string& id) { push(c.req, id, c.respond); })},
  };
  for (const char* pattern : {"/api/broadcast/{id}", "/api/broadcast/{id}/rounds/{round}", "/api/broadcast/{id}/rounds/{round}/games",
                              "/api/broadcast/{id}/rounds/{round}/games.txt"})
    routes.push_back({"GET", pattern, Caller::anyone, kMaxBodyBytes, Pool::reads,
                      event_route([this](const Call& c, const std::string&) { read(c.t, c.respond); })});
  for (const bool undo : {false, true})
    routes.push_back({"POST", std::string("/api/broadcast/{id}/rounds/{round}/boards/{board}/") + (undo ? "undo" : "move"),
                      Caller::anyone, kMaxBodyBytes, Pool::reads,
                      event_route([this, undo](const Call& c, const std::string& id) {
                        const int round = otb::segment_number(c["round"], 1000), board = otb::segment_number(c["board"], 1000);
                        if (round < 0 || board < 0) return c.respond(error(404, "no such board"));
                        enter(c.req, id, round, board, undo, c.respond);
                      })});
  return routes;
}

void BroadcastRoutes::read(const Target& t, const Respond& respond) {
  const auto& s = t.segments;  // api broadcast <id> [rounds <r> [games | games.txt]]
  const Loaded l = load(s[2]);
  if (s.size() == 3) return respond(json_response(200, broadcast_json(l.b, l.d.t)));
  const int round = s.size() >= 5 && s[3] == "rounds" ? otb::segment_number(s[4], 1000) : -1;
  if (round < 1 || round > l.d.t.round) return respond(error(404, "no such round"));
  if (s.size() == 5) {
    const RoundView v = round_view(l.d, round, store_->round(l.d.t.id, round), l.b, now_ms());
    return respond(json_response(200, {{"round", round}, {"boards", v.boards}, {"standings", v.standings}}));
  }
  if (s.size() == 6 && (s[5] == "games" || s[5] == "games.txt")) return games(t, l.d, round, s[5] == "games.txt", respond);
  respond(error(404, "no such route: GET " + t.path.substr(0, 100)));
}

// The round's collection: the games of its boards filed in the archive (each once it ended).
void BroadcastRoutes::games(const Target& t, const otb::OtbData& d, int round, bool text, const Respond& respond) {
  (void)t;
  json list = json::array();
  std::string records;
  for (const auto& b : d.boards) {
    if (b.round != round || b.game_id.empty()) continue;
    json entry = {{"board", b.board}, {"game_id", b.game_id}, {"result", b.result}};
    for (const auto& p : d.players) {
      if (p.id == b.white) entry["south"] = p.name;
      if (p.id == b.black) entry["north"] = p.name;
    }
    list.push_back(entry);
    if (!text) continue;
    const LiveGame g = store_->game(d.t.id, round, b.board).value_or(no_moves(round, b.board));
    const Replayed r = replay_live(d.t.game, d.t.options, g.moves);
    if (r.ok()) records += write_record(record_of_board(d, b, g, *r.game)) + "\n";
  }
  if (!text) return respond(json_response(200, {{"games", list}}));
  respond({200, "text/plain; charset=utf-8", records,
           {{"Content-Disposition", "attachment; filename=\"round-" + std::to_string(round) + ".txt\""}}});
}

void BroadcastRoutes::settings(const Call& c, const std::string& id) {
  const HttpRequest& req = c.req;
  const Respond& respond = c.respond;
  const SeatAccount& me = c.caller;
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  Broadcast b;
  b.id = id;
  b.live = otb::bool_field(body, "live", true);
  if (body.contains("eval_delay") && !(body["eval_delay"].is_string() && body["eval_delay"] == "end"))
    b.eval_delay = otb::int_field(body, "eval_delay", 0, 7200, 0);
  std::lock_guard lock(changes_of(id));
  const auto d = otb_->load(id);
  if (!d) return respond(error(404, "no over-the-board tournament " + id));
  if (!otb::directs(archive_.database(), d->t, me.id)) return respond(error(403, "only the tournament's director does that"));
  if (const auto old = store_->find(id)) b.started = old->started;
  store_->save(b);
  respond(json_response(200, {{"ok", true}, {"live", b.live}, {"eval_delay", b.eval_delay == kUntilEnd ? json("end") : json(b.eval_delay)}}));
  spectators_.changed(id);
}

void BroadcastRoutes::new_token(const Call& c, const std::string& id) {
  const Respond& respond = c.respond;
  const SeatAccount& me = c.caller;
  std::lock_guard lock(changes_of(id));
  const Loaded l = load(id);
  if (!otb::directs(archive_.database(), l.d.t, me.id)) return respond(error(403, "only the tournament's director does that"));
  const std::string token = random_hex(16);
  store_->set_token(id, token_digest(token));
  respond(json_response(200, {{"token", token}}));
}

std::optional<RoundShown> BroadcastRoutes::refresh(const std::string& id, int round) {
  const auto d = otb_->load(id);
  const auto b = store_->find(id);
  if (!d || !b) return std::nullopt;
  if (round == 0) round = d->t.round;
  if (round < 1 || round > d->t.round) return std::nullopt;
  const auto games = store_->round(id, round);
  RoundView v = round_view(*d, round, games, *b, now_ms());
  for (const auto& [board, keys] : v.protect) live_.publish(board_key(id, round, board), keys);
  // A game just filed: the round again, so that spectators get its archive id with its end.
  if (file_ended(*d, round, v.ended)) v = round_view(*otb_->load(id), round, games, *b, now_ms());
  RoundShown shown;
  shown.round = round;
  for (const auto& board : v.boards) {
    shown.boards[board["board"].get<int>()] = board;
    // (A broadcast stopped, or a tournament over, is built again only when something changes.)
    if (!board["over"].get<bool>() && b->eval_delay != kUntilEnd && b->live && d->t.status != "finished") shown.timed = true;
  }
  shown.standings = v.standings;
  return shown;
}

// Each game that ended and is not in the archive yet goes there, linked from its board (the
// board's result set from it where the director entered none).
bool BroadcastRoutes::file_ended(const otb::OtbData& d, int round, const std::map<int, std::string>& ended) {
  bool filed = false;
  for (const auto& [number, result] : ended) {
    const otb::OtbBoard& board = otb::board_of(d, round, number);
    if (!board.game_id.empty() || board.result == "+-" || board.result == "-+" || board.result == "--") continue;
    const auto g = store_->game(d.t.id, round, number);
    if (!g) continue;
    const Replayed r = replay_live(d.t.game, d.t.options, g->moves);
    if (!r.ok()) continue;
    const std::string game_id = store_record(archive_, record_of_board(d, board, *g, *r.game));
    otb_->set_game(d.t.id, round, number, game_id, result, {"broadcast", "broadcast-game", round, number, "", "", game_id});
    filed = true;
  }
  return filed;
}

}  // namespace manqala::broadcasts
