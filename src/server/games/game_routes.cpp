#include "server/games/game_routes.h"

#include "server/games/lobby.h"
#include "server/games/meta.h"
#include "server/games/room_http.h"
#include "server/games/trace_example.h"

namespace manqala {

using nlohmann::json;

// A room's actions, each once: its name (the last part of /api/games/<id>/<name>), whether
// it reads (GET) or acts (POST), and what it asks of the room. "" is the game's state.
struct RoomAction {
  const char* name;
  bool reads;
  void (*run)(Room& room, const HttpRequest& req, const json& body, const GameRoutes::Acting& acting, Reply reply);
};

namespace {

std::string token_of(const json& body) { return string_field(body, "token"); }

const RoomAction kRoomActions[] = {
    {"", true, nullptr},
    {"replay", true, nullptr},
    {"export", true, nullptr},
    {"record", true, nullptr},
    {"eval", true, [](Room& r, const HttpRequest& req, const json&, const GameRoutes::Acting&, Reply a) { r.evaluate(req.alive, a); }},
    {"join", false,
     [](Room& r, const HttpRequest& req, const json& b, const GameRoutes::Acting& acting, Reply a) {
       const bool from_lobby = b.contains("lobby") && b["lobby"].is_boolean() && b["lobby"].get<bool>();
       r.join(string_field(b, "invite"), from_lobby, acting(req), a);
     }},
    {"move", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.move(MoveCommand::from_json(b), a); }},
    {"undo", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.undo(token_of(b), a); }},
    {"resign", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.resign(token_of(b), a); }},
    {"hint", false,
     [](Room& r, const HttpRequest& req, const json& b, const GameRoutes::Acting&, Reply a) { r.hint(token_of(b), req.alive, a); }},
    {"share", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.share(token_of(b), a); }},
    {"conditional", false,
     [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.act("conditional", token_of(b), b, a); }},
    {"draw", false,
     [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) {
       r.draw(token_of(b), string_field(b, "answer", "offer"), a);
     }},
    {"abort", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.abort(token_of(b), a); }},
    {"cancel", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.cancel(token_of(b), a); }},
    {"claim", false,
     [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.claim(token_of(b), string_field(b, "result"), a); }},
    {"chat", false, [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.act("chat", token_of(b), b, a); }},
    {"rematch", false,
     [](Room& r, const HttpRequest&, const json& b, const GameRoutes::Acting&, Reply a) { r.act("rematch", token_of(b), b, a); }},
};

// Whose line a request waits in (common/work_lane.h): its client's address. (The accounts'
// routes are above the games: routes that know the account use it instead.)
std::string owner_of(const HttpRequest& req) { return req.client; }

}  // namespace

// The routes that play (a game's own, a new game, /api/meta) run on the games' pool, where a
// room's strand is; the others wait on the reads lane, their heavy work on the jobs lane.
std::vector<Route> GameRoutes::table() {
  std::vector<Route> routes = {
      {"GET", "/api/meta", Caller::anyone, kMaxBodyBytes, Pool::games,
       [](const Call& c) { c.respond(json_response(200, meta_json())); }},
      {"GET", "/api/lobby", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { c.respond(json_response(200, lobby_json(games_.archive(), lobby_parts_))); }},
      {"POST", "/api/trace", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { trace(c); }},
      {"POST", "/api/import", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { import(c); }},
      {"GET", "/api/games", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { list(c); }},
      {"POST", "/api/games", Caller::anyone, kMaxBodyBytes, Pool::games, [this](const Call& c) { create(c.req, c.respond); }},
      {"GET", "/api/games/{id}/ws", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [](const Call& c) { c.respond(error(400, "connect a WebSocket (Upgrade: websocket) to watch this game")); }},
  };
  for (const RoomAction& a : kRoomActions)
    routes.push_back({a.reads ? "GET" : "POST", std::string("/api/games/{id}") + (*a.name ? "/" : "") + a.name,
                      Caller::anyone, kMaxBodyBytes, Pool::games, [this, &a](const Call& c) { game_route(c.req, c["id"], a, c.respond); }});
  return routes;
}

void GameRoutes::trace(const Call& c) {
  json body;
  HttpResponse bad;
  if (!parse_object(c.req, body, bad)) return c.respond(bad);
  jobs_.answer(owner_of(c.req), c.respond, [body] { return json_response(200, trace_example(body)); });
}

void GameRoutes::import(const Call& c) {
  const bool is_json = c.req.content_type.find("json") != std::string::npos;
  games_.check_import_quota(c.req.client);  // before it waits in the queue
  jobs_.answer(owner_of(c.req), c.respond, [this, req = c.req, is_json] {
    const ImportedGame g = games_.import_game(req.body, is_json, req.client);
    if (g.duplicate) return json_response(200, {{"id", g.id}, {"duplicate", true}});
    imported_(g.id);
    return json_response(201, {{"id", g.id}});
  });
}

void GameRoutes::list(const Call& c) {
  const std::string status = c.t.query.count("status") ? c.t.query.at("status") : "";
  if (status != "" && status != "over" && status != "ongoing") return c.respond(error(400, "status must be over or ongoing"));
  const int limit = int_param(c.t.query, "limit", 50, 1, 500);
  const int offset = int_param(c.t.query, "offset", 0, 0, 1000000000);
  c.respond(json_response(200, games_json(games_.archive(), status, limit, offset)));
}

void GameRoutes::create(const HttpRequest& req, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  NewGame g = new_game_of(body);
  g.creator = acting_(req);
  const CreatedGame created = games_.create(g, req.client);
  json extra = {{"token", created.token}};
  if (!created.invite.empty()) extra["invite"] = created.invite;
  created.room->state([respond, extra](RoomAnswer o) {
    o.body.update(extra);
    respond(json_response(201, o.body));
  });
}

void GameRoutes::game_route(const HttpRequest& req, const std::string& id, const RoomAction& a, const Respond& respond) {
  if (!a.run) return read(req, id, a.name, respond);
  games_.open(id, [this, req, &a, respond](std::shared_ptr<Room> room, RoomAnswer failure) {
    if (!room) return respond(to_http(failure));
    try {
      room_action(req, *room, a, respond);
    } catch (...) {  // this runs on the work pool, where nothing may escape
      respond(error_of(std::current_exception()));
    }
  });
}

// From the room when it is in memory, on its strand; else from the archive, on the reads lane:
// a game nobody plays is shown without a room.
void GameRoutes::read(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond) {
  auto answer = [respond, id, action](RoomAnswer o) {
    HttpResponse r = to_http(o);
    if ((action == "export" || action == "record") && o.ok())
      r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-" + id + "." +
                                                        (action == "export" ? "json" : "txt") + "\"");
    respond(r);
  };
  if (const auto room = games_.in_memory(id)) return room->read(action, answer);
  reads_.run(owner_of(req), respond, [this, id, action, answer](const Respond&) { games_.read(id, action, answer); });
}

void GameRoutes::room_action(const HttpRequest& req, Room& room, const RoomAction& action, const Respond& respond) {
  auto sink = [respond](RoomAnswer o) { respond(to_http(o)); };
  const std::string name = action.name;
  if ((name == "eval" || name == "hint") && !analyses_.allow(req.client))
    return respond(error(429, "too many engine requests from this address; wait a moment"));
  json body;
  HttpResponse bad;
  if (!action.reads && !parse_object(req, body, bad)) return respond(bad);
  action.run(room, req, body, acting_, sink);
}

}  // namespace manqala
