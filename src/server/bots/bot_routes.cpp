#include "server/bots/bot_routes.h"

#include <algorithm>

#include "games/registry.h"
#include "search/levels.h"
#include "server/bots/level_bots.h"
#include "server/common/event_limits.h"
#include "server/common/refused.h"
#include "server/common/route_helpers.h"
#include "server/games/game_options.h"
#include "server/games/room_http.h"
#include "server/ratings/rating_routes.h"
#include "server/ratings/rating_store.h"
#include "server/room/account_seat_token.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::bots {

using nlohmann::json;

namespace {

// A room's answer to a bot: its state as a bot's event shows it, or the refusal as it is.
Reply to_bot(const std::string& game_id, const Respond& respond) {
  return [game_id, respond](RoomAnswer o) {
    if (o.ok() && o.text.empty() && o.body.is_object() && o.body.contains("game"))
      return respond(json_response(200, {{"state", game_state_event(game_id, o.body["game"])}}));
    respond(to_http(o));
  };
}

// The terms a bot's game may have: the game and its options, a clock within the server's.
void check_bot_terms(const ChallengeTerms& terms, bool level) {
  const GameDescription& game = game_named(terms.game);  // ParseError for an unknown game
  checked_options(game, terms.options);
  const bool clocked = terms.clock_minutes > 0 || terms.clock_seconds > 0;
  if (terms.clock_minutes > 180 || terms.clock_seconds > 59 || terms.clock_increment_s > 60)
    throw ParseError("a clock of at most 180 minutes, 59 seconds and 60 s increment");
  if (!clocked && terms.clock_increment_s > 0) throw ParseError("an increment needs a clock (minutes)");
  if (level && (clocked || terms.clock_increment_s > 0))
    throw Refused(400, "the server's levels play untimed games", "bot-level-untimed");
}

}  // namespace

BotRoutes::BotRoutes(Games& games, accounts::AccountRoutes& accounts, accounts::Notices& notices,
                     boost::asio::any_io_executor timers, int requests_per_minute)
    : games_(games),
      accounts_(accounts),
      notices_(notices),
      store_(BotStore::open(games.archive().database())),
      hub_(games, notices, std::move(timers)),
      requests_per_minute_(requests_per_minute),
      requests_(requests_per_minute, requests_per_minute / 6.0) {
  ensure_level_bots(games.archive().database());
  Database& db = games.archive().database();
  accounts_.add_login_rule([&db](const accounts::Account& a) -> std::optional<accounts::AccountRoutes::LoginRefusal> {
    if (!BotStore::open(db)->is_bot(a.id)) return std::nullopt;
    return accounts::AccountRoutes::LoginRefusal{"a bot acts with its tokens, not by logging in", "bot-login"};
  });
  accounts_.add_profile_part([&db](const accounts::Account& a, json& page) {
    if (const auto bot = BotStore::open(db)->find(a.id))
      page["bot"] = {{"engine", bot->engine}, {"version", bot->version}, {"level", bot->level}};
  });
}

// People read the bots' leaderboard and pages, become bots and challenge them; a bot acts with
// its token (Caller::bot); a challenge is sent, answered or cancelled by a bot or a person (the
// handler tells which by the request's token).
std::vector<Route> BotRoutes::table() {
  const auto by_bot = [this](void (BotRoutes::*f)(const SeatAccount&, const HttpRequest&, const Target&, const Respond&)) {
    return [this, f](const Call& c) { (this->*f)(c.caller, c.req, c.t, c.respond); };
  };
  std::vector<Route> routes = {
      {"GET", "/api/bots", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { leaderboard(c.t, c.respond); }},
      {"GET", "/api/bots/{name}", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { page(c["name"], c.respond); }},
      {"POST", "/api/bot/account/upgrade", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { upgrade(c.req, c.caller, c.respond); }},
      {"POST", "/api/bot/challenge/{name}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { challenge(c.req, c["name"], c.respond); }},
      {"GET", "/api/bot/challenge/{id}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { answer_challenge(c.req, c.t, c.respond); }},
      {"GET", "/api/bot/account", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::account)},
      {"POST", "/api/bot/account/engine", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::account)},
      {"GET", "/api/bot/tokens", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::tokens)},
      {"POST", "/api/bot/tokens", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::tokens)},
      {"POST", "/api/bot/tokens/{token}/revoke", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::tokens)},
      {"GET", "/api/bot/events", Caller::bot, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { events(c.caller, c.t, c.respond); }},
      {"GET", "/api/bot/game/{id}", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::play)},
      {"POST", "/api/bot/game/{id}/move/{move}", Caller::bot, kMaxBodyBytes, Pool::reads, by_bot(&BotRoutes::play)},
  };
  add_each(routes, "POST", "/api/bot/challenge/{id}/", {"accept", "decline", "cancel"}, Caller::anyone,
           [this](const Call& c, const std::string&) { answer_challenge(c.req, c.t, c.respond); });
  add_each(routes, "POST", "/api/bot/game/{id}/", {"resign", "abort", "draw"}, Caller::bot,
           [this](const Call& c, const std::string&) { play(c.caller, c.req, c.t, c.respond); });
  add_each(routes, "POST", "/api/bot/tournament/{id}/", {"join", "leave"}, Caller::bot,
           [this](const Call& c, const std::string&) { tournament(c.caller, c.t, c.respond); });
  return routes;
}

std::optional<Bot> BotRoutes::bot_of(const HttpRequest& req, const Respond& respond) {
  const std::string token = bearer_token(req.authorization);
  if (token.empty()) {
    respond(error(401,
                  req.cookie.empty() ? "a bot's route takes its token: Authorization: Bearer <token>"
                                     : "a bot's route takes its token (Authorization: Bearer), not a session cookie",
                  "bot-token"));
    return std::nullopt;
  }
  auto bot = store_->bot_of_token(token);
  if (!bot) {
    respond(error(401, "not a bot's live token (revoked, or never made)", "bot-token"));
    return std::nullopt;
  }
  if (!requests_.allow(token_digest(token))) {
    respond(error(429, "too many requests with this token: at most " + std::to_string(requests_per_minute_) + " a minute"));
    return std::nullopt;
  }
  return bot;
}

// The account asking becomes a bot, for good: only before its first game. Its sessions end
// (a bot never logs in again); the answer holds its first token, shown once.
void BotRoutes::upgrade(const HttpRequest& req, const SeatAccount& me, const Respond& respond) {
  if (store_->is_bot(me.id)) return respond(error(409, "this account is a bot already", "bot-already"));
  if (store_->has_games(me.id))
    return respond(error(409, "only an account that has played no game can become a bot", "bot-has-games"));
  json body;
  HttpResponse bad;
  if (!req.body.empty() && !parse_object(req, body, bad)) return respond(bad);
  store_->upgrade(me.id);
  store_->set_engine(me.id, string_field(body, "engine").substr(0, 60), string_field(body, "version").substr(0, 40));
  const auto token = store_->new_token(me.id);
  accounts_.end_sessions(me.id);
  respond(json_response(200, {{"bot", me.name}, {"token", token ? *token : ""}}));
}

void BotRoutes::account(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond) {
  const bool engine = t.segments.size() == 4 && t.segments[3] == "engine";
  if (engine) {
    if (req.method != "POST") return respond(error(405, "use POST"));
    json body;
    HttpResponse bad;
    if (!parse_object(req, body, bad)) return respond(bad);
    const std::string name = string_field(body, "name"), version = string_field(body, "version");
    if (name.empty() || name.size() > 60 || version.size() > 40)
      return respond(error(400, "the engine's 'name' (up to 60 bytes) and 'version' (up to 40)"));
    store_->set_engine(bot.id, name, version);
    return respond(json_response(200, {{"engine", name}, {"version", version}}));
  }
  if (t.segments.size() != 3) return respond(error(404, "no such bot route"));
  if (req.method != "GET") return respond(error(405, "use GET"));
  const Bot b = store_->find(bot.id).value_or(Bot{bot.id, bot.name});
  respond(json_response(200, {{"name", b.name},
                              {"engine", b.engine},
                              {"version", b.version},
                              {"games", store_->ongoing_games(bot.id)},
                              {"max_games", kMaxGames}}));
}

void BotRoutes::tokens(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond) {
  const auto& s = t.segments;
  if (s.size() == 3 && req.method == "GET") {
    json list = json::array();
    for (const auto& k : store_->tokens(bot.id))
      list.push_back({{"id", k.id}, {"created", k.created}, {"last_used", k.last_used}, {"revoked", k.revoked}});
    return respond(json_response(200, {{"tokens", list}}));
  }
  if (s.size() == 3 && req.method == "POST") {
    const auto token = store_->new_token(bot.id);
    if (!token) return respond(error(409, "a bot holds at most 10 live tokens: revoke one first", "bot-tokens-many"));
    return respond(json_response(200, {{"token", *token}}));
  }
  if (s.size() == 5 && s[4] == "revoke" && req.method == "POST") {
    int64_t id = 0;
    try {
      id = std::stoll(s[3]);
    } catch (...) {
      return respond(error(404, "no such token"));
    }
    if (!store_->revoke(bot.id, id)) return respond(error(404, "no live token of yours has that number"));
    return respond(json_response(200, {{"revoked", id}}));
  }
  respond(error(404, "no such bot route"));
}

// Without `after`: the bot's picture now (its games going on, the challenges waiting for its
// answer) and the number to read on from; with it, the events after it (bot_feed.h).
void BotRoutes::events(const SeatAccount& bot, const Target& t, const Respond& respond) {
  if (!t.query.count("after")) {
    const uint64_t last = hub_.feed(bot.id)->last();
    json events = hub_.snapshot(bot.id);
    for (const auto& c : challenges_.open_to(bot.id)) events.push_back({{"type", "challenge"}, {"challenge", challenge_json(c)}});
    return respond(json_response(200, {{"events", events}, {"last", last}}));
  }
  uint64_t after = 0;
  try {
    after = std::stoull(t.query.at("after"));
  } catch (...) {
    return respond(error(400, "'after' is the number of the last event read"));
  }
  const int wait = int_param(t.query, "wait", 20, 0, kMaxPollSeconds);
  hub_.feed(bot.id)->poll(after, std::chrono::seconds(wait), respond);
}

void BotRoutes::challenge(const HttpRequest& req, const std::string& to, const Respond& respond) {
  // A bot's token, or a logged-in person (who may challenge only bots).
  Challenge c;
  if (!req.authorization.empty()) {
    const auto bot = bot_of(req, respond);
    if (!bot) return;
    c.from = bot->account, c.from_name = bot->name, c.from_bot = true;
    if (games_going_on(bot->account) >= kMaxGames)
      return respond(error(429, "a bot plays at most 8 games at once", "bot-games-many"));
  } else {
    const auto me = accounts_.required(req, respond);
    if (!me) return;
    c.from = me->id, c.from_name = me->name;
  }
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  c.terms = terms_of(body);
  const auto account = accounts_.find(to);
  const auto target = account ? store_->find(account->id) : std::nullopt;
  if (!target) return respond(error(404, "no bot named " + to.substr(0, 40), "bot-unknown"));
  if (target->account == c.from) return respond(error(400, "a bot does not challenge itself"));
  c.to = target->account, c.to_name = target->name;
  check_bot_terms(c.terms, target->level > 0);
  c = challenges_.add(c);
  if (target->level > 0) {  // the server's level accepts at once
    challenges_.settle(c.id, c.to, false, "accepted");
    c.status = "accepted";
    c.game = start_game(c);
    challenges_.set_game(c.id, c.game);
    return respond(json_response(200, {{"challenge", challenge_json(c)}}));
  }
  hub_.tell(c.to, {{"type", "challenge"}, {"challenge", challenge_json(c)}});
  respond(json_response(200, {{"challenge", challenge_json(c)}}));
}

void BotRoutes::answer_challenge(const HttpRequest& req, const Target& t, const Respond& respond) {
  const std::string id = t.segments[3];
  if (t.segments.size() == 4) {  // GET: its state, to its challenger or its bot
    if (req.method != "GET") return respond(error(405, "use GET"));
    const auto c = challenges_.find(id);
    if (!c) return respond(error(404, "no such challenge (or it is over 10 minutes old)"));
    return respond(json_response(200, {{"challenge", challenge_json(*c)}}));
  }
  if (req.method != "POST") return respond(error(405, "use POST"));
  const std::string what = t.segments[4];
  if (what != "accept" && what != "decline" && what != "cancel") return respond(error(404, "no such challenge route"));
  int64_t who = 0;
  if (what == "cancel" && req.authorization.empty()) {
    const auto me = accounts_.required(req, respond);
    if (!me) return;
    who = me->id;
  } else {
    const auto bot = bot_of(req, respond);
    if (!bot) return;
    who = bot->account;
  }
  const auto c = challenges_.find(id);
  if (!c) return respond(error(404, "no such challenge (or it is over 10 minutes old)"));
  if (what == "accept" && c->to == who &&
      (games_going_on(c->to) >= kMaxGames || (c->from_bot && games_going_on(c->from) >= kMaxGames)))
    return respond(error(429, "a bot plays at most 8 games at once", "bot-games-many"));
  json body;
  HttpResponse bad;
  if (!req.body.empty() && !parse_object(req, body, bad)) return respond(bad);
  const std::string status = what == "accept" ? "accepted" : what == "decline" ? "declined" : "canceled";
  auto settled = challenges_.settle(id, who, what == "cancel", status, string_field(body, "reason").substr(0, 100));
  if (!settled) return respond(error(409, "not an open challenge of yours to " + what, "challenge-closed"));
  if (what == "accept") {
    try {
      settled->game = start_game(*settled);
    } catch (...) {
      challenges_.reopen(id);  // the server is full, say: the bot may accept it again later
      throw;
    }
    challenges_.set_game(id, settled->game);
  } else if (what == "decline") {
    if (settled->from_bot) hub_.tell(settled->from, {{"type", "challengeDeclined"}, {"challenge", challenge_json(*settled)}});
    else notices_.notify(settled->from, {{"type", "challenge-declined"}, {"bot", settled->to_name}, {"challenge", id}});
  } else {
    hub_.tell(settled->to, {{"type", "challengeCanceled"}, {"challenge", challenge_json(*settled)}});
  }
  respond(json_response(200, {{"challenge", challenge_json(*settled)}}));
}

std::string BotRoutes::start_game(const Challenge& c) {
  const auto target = store_->find(c.to);
  if (!target) throw Refused(404, "the bot is gone");
  NewGame g;
  g.game = c.terms.game;
  g.options = c.terms.options;
  g.rated = c.terms.rated;
  g.human = c.terms.side;
  g.creator = {c.from, c.from_name};
  if (target->level > 0) {
    g.opponent = "engine";
    g.level = target->level;
    g.engine_account = {c.to, c.to_name};
  } else {
    g.opponent = "friend";
    g.paired = {c.to, c.to_name};
    g.clock_minutes = c.terms.clock_minutes;
    g.clock_seconds = c.terms.clock_seconds;
    g.clock_increment_s = c.terms.clock_increment_s;
  }
  const CreatedGame made = games_.create(g, "");
  const std::string id = made.room->id();
  if (c.from_bot) hub_.watch(c.from, id);
  else notices_.notify(c.from, {{"type", "challenge-accepted"}, {"bot", c.to_name}, {"game", id}});
  if (target->level == 0) hub_.watch(c.to, id);
  return id;
}

void BotRoutes::play(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond) {
  const auto& s = t.segments;
  const std::string id = s[3];
  const std::string side = store_->seat_in(id, bot.id);
  if (side.empty()) return respond(error(403, "this bot holds no seat in game " + id.substr(0, 20), "not-your-game"));
  const std::string token =
      account_seat_token(games_.archive().database(), id, side == "south" ? Side::South : Side::North);
  const std::string what = s.size() > 4 ? s[4] : "";
  if (what.empty() && req.method != "GET") return respond(error(405, "use GET"));
  if (!what.empty() && req.method != "POST") return respond(error(405, "use POST"));
  if (what == "move" && s.size() != 6) return respond(error(400, "say the move: /api/bot/game/<id>/move/<move>"));
  if (!what.empty() && what != "move" && what != "resign" && what != "abort" && what != "draw")
    return respond(error(404, "no such bot route"));
  json body;
  HttpResponse bad;
  if (!req.body.empty() && !parse_object(req, body, bad)) return respond(bad);
  std::optional<int64_t> ply;
  if (body.contains("ply")) {
    if (!body["ply"].is_number_integer()) return respond(error(400, "'ply' must be a whole number"));
    ply = body["ply"].get<int64_t>();
  }
  const std::string move = what == "move" ? s[5] : "", answer = string_field(body, "answer", "offer");
  games_.open(id, [=, this](std::shared_ptr<Room> room, RoomAnswer failure) {
    if (!room) return respond(to_http(failure));
    const Reply reply = to_bot(id, respond);
    if (what.empty()) return room->state(reply);
    if (what == "resign") return room->resign(token, reply);
    if (what == "abort") return room->abort(token, reply);
    if (what == "draw") return room->draw(token, answer, reply);
    if (ply) return room->move(MoveCommand{token, move, *ply}, reply);
    // No ply given: the move for the position the room is in now.
    room->state([room, token, move, reply](RoomAnswer o) {
      if (!o.ok() || !o.body.contains("game")) return reply(o);
      room->move(MoveCommand{token, move, o.body["game"].value("ply", int64_t{0})}, reply);
    });
  });
}

void BotRoutes::tournament(const SeatAccount& bot, const Target& t, const Respond& respond) {
  const std::string id = t.segments[3], what = t.segments[4];
  if (what != "join" && what != "leave") return respond(error(404, "no such bot route"));
  const auto store = tournaments::TournamentStore::open(games_.archive().database());
  const auto tour = store->find(id);
  if (!tour) return respond(error(404, "no such tournament"));
  if (!tour->bots) return respond(error(403, "this tournament does not take bots", "bot-tournament"));
  if (tour->status != "registering") return respond(error(409, "registration is closed: the tournament has started"));
  if (!tour->club_id.empty()) return respond(error(403, "this tournament is for the club's members"));
  if (what == "leave") {
    store->remove_entrant(id, bot.id);
    return respond(json_response(200, {{"tournament", id}, {"entered", false}}));
  }
  if (tour->players >= kMaxEventPlayers) return respond(error(409, "the tournament is full"));
  store->add_entrant(id, bot.id);
  respond(json_response(200, {{"tournament", id}, {"entered", true}}));
}

json BotRoutes::bot_json(const Bot& bot, const std::string& game) {
  json ratings = json::object();
  for (const auto& r : ratings::RatingStore::open(games_.archive().database())->ratings_of(bot.account))
    if (r.speed == kBotPool && (game.empty() || r.game == game)) {
      json j = ratings::rating_json(r);
      j.erase("speed");
      ratings[r.game] = j;
    }
  return {{"name", bot.name},      {"engine", bot.engine},       {"version", bot.version},
          {"level", bot.level},    {"online", bot.level > 0 || hub_.online(bot.account)},
          {"since", bot.since},    {"ratings", ratings}};
}

void BotRoutes::leaderboard(const Target& t, const Respond& respond) {
  std::string game = t.query.count("game") ? t.query.at("game") : "";
  if (!game.empty()) game = std::string(game_named(game).name());
  json list = json::array();
  for (const Bot& b : store_->all()) list.push_back(bot_json(b, game));
  // Rated bots by their rating in `game` (or their best), the rest after them by name.
  const auto key = [&](const json& b) {
    double best = -1;
    for (const auto& [g, r] : b["ratings"].items()) best = std::max(best, r["rating"].get<double>());
    return best;
  };
  std::stable_sort(list.begin(), list.end(), [&](const json& a, const json& b) { return key(a) > key(b); });
  respond(json_response(200, {{"game", game.empty() ? json(nullptr) : json(game)}, {"bots", list}}));
}

void BotRoutes::page(const std::string& name, const Respond& respond) {
  const auto account = accounts_.find(name);
  const auto bot = account ? store_->find(account->id) : std::nullopt;
  if (!bot) return respond(error(404, "no bot named " + name.substr(0, 40), "bot-unknown"));
  json page = bot_json(*bot, "");
  json games = json::array();
  for (const auto& g : store_->recent_games(bot->account, 30))
    games.push_back({{"id", g.id}, {"game", g.game}, {"status", g.status}, {"result", g.result},
                     {"south", g.south_name}, {"north", g.north_name}, {"rated", g.rated}, {"updated", g.updated}});
  page["games"] = games;
  respond(json_response(200, page));
}

}  // namespace manqala::bots
