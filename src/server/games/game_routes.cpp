#include "server/games/game_routes.h"

#include <algorithm>
#include <vector>

#include "server/games/lobby.h"
#include "server/games/meta.h"
#include "server/games/trace_example.h"

namespace manqala {

using nlohmann::json;

namespace {

const std::vector<std::string> kGets = {"", "eval", "replay", "export", "record"};
const std::vector<std::string> kPosts = {"move", "undo", "resign", "hint", "share", "join", "conditional",
                                         "draw", "abort", "cancel", "chat", "rematch"};

bool among(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Whose line a request waits in (common/work_lane.h): its client's address. (The accounts'
// routes are above the games: routes that know the account use it instead.)
std::string owner_of(const HttpRequest& req) { return req.client; }

}  // namespace

bool GameRoutes::plays(const std::string& method, const Target& t) {
  const auto& s = t.segments;
  if (s.size() < 2 || s[0] != "api") return false;
  if (s.size() == 2) return s[1] == "meta" || (s[1] == "games" && method == "POST");
  return s[1] == "games" && s.size() <= 4 && (among(kGets, s.size() == 4 ? s[3] : "") || among(kPosts, s.size() == 4 ? s[3] : ""));
}

bool GameRoutes::handle(const HttpRequest& req, const Target& t, const Respond& respond) {
  const auto& s = t.segments;
  if (s.size() == 2 && s[1] == "meta") {
    respond(req.method == "GET" ? json_response(200, meta_json()) : error(405, "use GET"));
  } else if (s.size() == 2 && s[1] == "lobby") {
    respond(req.method == "GET" ? json_response(200, lobby_json(games_.archive(), lobby_parts_)) : error(405, "use GET"));
  } else if (s.size() == 2 && s[1] == "trace") {
    if (req.method != "POST") return respond(error(405, "use POST")), true;
    json body;
    HttpResponse bad;
    if (!parse_object(req, body, bad)) return respond(bad), true;
    jobs_.answer(owner_of(req), respond, [body] { return json_response(200, trace_example(body)); });
  } else if (s.size() == 2 && s[1] == "import") {
    if (req.method != "POST") return respond(error(405, "use POST")), true;
    const bool is_json = req.content_type.find("json") != std::string::npos;
    games_.check_import_quota(req.client);  // before it waits in the queue
    jobs_.answer(owner_of(req), respond, [this, req, is_json] {
      const ImportedGame g = games_.import_game(req.body, is_json, req.client);
      if (g.duplicate) return json_response(200, {{"id", g.id}, {"duplicate", true}});
      imported_(g.id);
      return json_response(201, {{"id", g.id}});
    });
  } else if (s.size() == 2 && s[1] == "games") {
    if (req.method == "POST") return create(req, respond), true;
    if (req.method != "GET") return respond(error(405, "use GET or POST")), true;
    std::string status = t.query.count("status") ? t.query.at("status") : "";
    if (status != "" && status != "over" && status != "ongoing")
      return respond(error(400, "status must be over or ongoing")), true;
    const int limit = int_param(t.query, "limit", 50, 1, 500);
    const int offset = int_param(t.query, "offset", 0, 0, 1000000000);
    respond(json_response(200, games_json(games_.archive(), status, limit, offset)));
  } else if (s.size() >= 3 && s.size() <= 4 && s[1] == "games") {
    game_route(req, s[2], s.size() == 4 ? s[3] : "", respond);
  } else {
    return false;
  }
  return true;
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
  created.room->state([respond, extra](Outcome o) {
    o.body.update(extra);
    respond(json_response(201, o.body));
  });
}

void GameRoutes::game_route(const HttpRequest& req, const std::string& id, const std::string& action,
                            const Respond& respond) {
  const bool get = among(kGets, action), post = among(kPosts, action);
  if (action == "ws") return respond(error(400, "connect a WebSocket (Upgrade: websocket) to watch this game"));
  if (!get && !post) return respond(error(404, "no such route: " + req.method + " " + action.substr(0, 40)));
  if (req.method != (get ? "GET" : "POST")) return respond(error(405, get ? "use GET" : "use POST"));
  if (get && action != "eval") return read(req, id, action, respond);
  games_.open(id, [this, req, action, respond](std::shared_ptr<Room> room, Outcome failure) {
    if (!room) return respond(from_outcome(failure));
    try {
      room_action(req, room, action, respond);
    } catch (...) {  // this runs on the work pool, where nothing may escape
      respond(error_of(std::current_exception()));
    }
  });
}

// From the room when it is in memory, on its strand; else from the archive, on the reads lane:
// a game nobody plays is shown without a room.
void GameRoutes::read(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond) {
  auto answer = [respond, id, action](Outcome o) {
    HttpResponse r = from_outcome(o);
    if ((action == "export" || action == "record") && o.status == 200)
      r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-" + id + "." +
                                                        (action == "export" ? "json" : "txt") + "\"");
    respond(r);
  };
  if (const auto room = games_.in_memory(id)) return room->read(action, answer);
  reads_.run(owner_of(req), respond, [this, id, action, answer](const Respond&) { games_.read(id, action, answer); });
}

void GameRoutes::room_action(const HttpRequest& req, const std::shared_ptr<Room>& room, const std::string& action,
                             const Respond& respond) {
  auto sink = [respond](Outcome o) { respond(from_outcome(o)); };
  if ((action == "eval" || action == "hint") && !analyses_.allow(req.client))
    return respond(error(429, "too many engine requests from this address; wait a moment"));
  if (req.method == "GET") return room->evaluate(req.alive, sink);
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  if (action == "join") {
    const bool from_lobby = body.contains("lobby") && body["lobby"].is_boolean() && body["lobby"].get<bool>();
    return room->join(string_field(body, "invite"), from_lobby, acting_(req), sink);
  }
  if (action == "move") return room->move(MoveCommand::from_json(body), sink);
  const std::string token = string_field(body, "token");
  if (action == "undo") return room->undo(token, sink);
  if (action == "resign") return room->resign(token, sink);
  if (action == "hint") return room->hint(token, req.alive, sink);
  if (action == "conditional") return room->conditional(token, body.value("lines", json(nullptr)), sink);
  if (action == "abort") return room->abort(token, sink);
  if (action == "chat") return room->chat(token, string_field(body, "text"), sink);
  if (action == "cancel") return room->cancel(token, sink);
  if (action == "draw") return room->draw(token, string_field(body, "answer", "offer"), sink);
  if (action == "rematch") return room->rematch(token, string_field(body, "answer", "offer"), sink);
  room->share(token, sink);
}

}  // namespace manqala
