#include "server/api.h"

#include <algorithm>

#include <boost/asio/post.hpp>

#include "games/registry.h"
#include "server/accounts/account_routes.h"
#include "server/clubs/club_routes.h"
#include "server/tournaments/tournament_routes.h"
#include "server/assets.h"
#include "server/room/state.h"
#include "server/study/study_routes.h"
#include "server/route_helpers.h"
#include "server/room/presenter.h"

namespace manqala {

using nlohmann::json;

namespace {

// POST /api/trace: a move played on a given board, for the rules pages' examples. The side
// to move is the move's owner; seeds missing from the board count as captured, half each.
json trace_example(const json& j) {
  const std::string game_name = string_field(j, "game"), rows = string_field(j, "board"), move = string_field(j, "move");
  if (rows.size() > 400 || move.size() > 8) throw ParseError("'board' or 'move' is too long");
  auto game = make_game(game_name);
  int on_board = 0;
  std::string number;
  for (char c : rows + ",") {
    if (c >= '0' && c <= '9') number += c;
    else if (!number.empty()) on_board += std::stoi(number.substr(0, 6)), number.clear();
  }
  const int missing = std::max(0, game->total_seeds() - on_board);
  Side mover = Side::South;
  if (!game->description().geometry().owner_of_pit(move, mover)) throw ParseError("'" + move + "' is not a pit");
  ServerJudging bound(*game);
  game->set_position(rows + (mover == Side::South ? " S " : " N ") + std::to_string(missing / 2) + " " +
                     std::to_string(missing - missing / 2));
  json last = play_traced(*game, move);
  last["board"] = board_json(*game);
  return last;
}

}  // namespace

Api::Api(Games& games, tournaments::Director& director, boost::asio::any_io_executor work,
         boost::asio::any_io_executor jobs, std::string web_root, bool secure_cookies)
    : games_(games),
      director_(director),
      accounts_(std::make_unique<accounts::AccountRoutes>(games.archive(), secure_cookies)),
      clubs_(std::make_unique<clubs::ClubRoutes>(games.archive(), *accounts_)),
      tournaments_(std::make_unique<tournaments::TournamentRoutes>(games.archive(), *accounts_, director)),
      study_(std::make_unique<study::StudyRoutes>(
          games, [this](const Respond& respond, std::function<void(const Respond&)> work) {
            queue_work(respond, std::move(work));
          })),
      work_(std::move(work)),
      jobs_(std::move(jobs)),
      web_root_(std::move(web_root)) {}

Api::~Api() = default;

void Api::shutdown() { accounts_->shutdown(); }

std::string Api::websocket_game(const std::string& target) {
  const Target t = parse_target(target);
  if (t.segments.size() == 4 && t.segments[0] == "api" && t.segments[1] == "games" && t.segments[3] == "ws")
    return t.segments[2];
  return "";
}

bool Api::websocket_notices(const std::string& target) { return parse_target(target).path == "/api/account/ws"; }

accounts::Notices& Api::notices() { return director_.notices(); }

SeatAccount Api::account_of_cookie(const std::string& cookie) { return accounts_->of_cookie(cookie); }

void Api::handle(HttpRequest req, Respond respond) {
  boost::asio::post(work_, [this, req = std::move(req), respond = std::move(respond)] { route(req, respond); });
}

void Api::queue_job(const Respond& respond, std::function<HttpResponse()> job) {
  queue_work(respond, [job = std::move(job)](const Respond& answer) { answer(job()); });
}

void Api::queue_work(const Respond& respond, std::function<void(const Respond&)> work) {
  if (++jobs_waiting_ > kMaxJobs) {
    --jobs_waiting_;
    return respond(error(503, "the server is busy judging positions; try again in a moment"));
  }
  boost::asio::post(jobs_, [this, respond, work = std::move(work)] {
    --jobs_waiting_;
    try {
      work(respond);
    } catch (...) {
      respond(error_of(std::current_exception()));
    }
  });
}

void Api::route(const HttpRequest& req, const Respond& respond) {
  const Target t = parse_target(req.target);
  try {
    if (t.segments.empty() || t.segments[0] != "api") {
      if (req.method != "GET" && req.method != "HEAD") return respond(error(405, "only GET serves files"));
      return respond(static_file(t.path));
    }
    if (accounts_->handle(req, t, respond) || clubs_->handle(req, t, respond) || tournaments_->handle(req, t, respond) ||
        study_->handle(req, t, respond))
      return;
    const auto& s = t.segments;
    if (s.size() == 2 && s[1] == "meta") {
      if (req.method != "GET") return respond(error(405, "use GET"));
      return respond(json_response(200, Games::meta()));
    }
    if (s.size() == 2 && s[1] == "lobby") {
      if (req.method != "GET") return respond(error(405, "use GET"));
      return respond(json_response(200, games_.lobby()));
    }
    if (s.size() == 2 && s[1] == "trace") {
      if (req.method != "POST") return respond(error(405, "use POST"));
      json body;
      HttpResponse bad;
      if (!parse_object(req, body, bad)) return respond(bad);
      return queue_job(respond, [body] { return json_response(200, trace_example(body)); });
    }
    if (s.size() == 2 && s[1] == "import") {
      if (req.method != "POST") return respond(error(405, "use POST"));
      const bool is_json = req.content_type.find("json") != std::string::npos;
      games_.check_import_quota(req.client);  // before it waits in the queue
      return queue_job(respond, [this, req, is_json] {
        const std::string id = games_.import_game(req.body, is_json);
        study_->imported(id);  // a finished game's positions, for the explorer
        return json_response(201, {{"id", id}});
      });
    }
    if (s.size() == 2 && s[1] == "games") {
      if (req.method == "GET") {
        std::string status = t.query.count("status") ? t.query.at("status") : "";
        if (status != "" && status != "over" && status != "ongoing")
          return respond(error(400, "status must be over or ongoing"));
        const int limit = int_param(t.query, "limit", 50, 1, 500);
        const int offset = int_param(t.query, "offset", 0, 0, 1000000000);
        return respond(json_response(200, games_.list(status, limit, offset)));
      }
      if (req.method != "POST") return respond(error(405, "use GET or POST"));
      json body;
      HttpResponse bad;
      if (!parse_object(req, body, bad)) return respond(bad);
      NewGame g = new_game_of(body);
      g.creator = accounts_->acting(req);
      const CreatedGame created = games_.create(g, req.client);
      json extra = {{"token", created.token}};
      if (!created.invite.empty()) extra["invite"] = created.invite;
      return created.room->state([respond, extra](Outcome o) {
        o.body.update(extra);
        respond(json_response(201, o.body));
      });
    }
    if (s.size() >= 3 && s.size() <= 4 && s[1] == "games")
      return game_route(req, s[2], s.size() == 4 ? s[3] : "", respond);
    respond(error(404, "no such route: " + req.method + " " + t.path.substr(0, 100)));
  } catch (...) {
    respond(error_of(std::current_exception()));
  }
}

void Api::game_route(const HttpRequest& req, const std::string& id, const std::string& action,
                     const Respond& respond) {
  static const std::vector<std::string> gets = {"", "eval", "replay", "export", "record"};
  static const std::vector<std::string> posts = {"move", "undo", "resign", "hint", "share", "join"};
  const bool get = std::find(gets.begin(), gets.end(), action) != gets.end();
  const bool post = std::find(posts.begin(), posts.end(), action) != posts.end();
  if (action == "ws") return respond(error(400, "connect a WebSocket (Upgrade: websocket) to watch this game"));
  if (!get && !post) return respond(error(404, "no such route: " + req.method + " " + action.substr(0, 40)));
  if (req.method != (get ? "GET" : "POST")) return respond(error(405, get ? "use GET" : "use POST"));
  games_.open(id, [this, req, action, respond](std::shared_ptr<Room> room, Outcome failure) {
    if (!room) return respond(from_outcome(failure));
    try {
      room_action(req, room, action, respond);
    } catch (...) {  // this runs on the work pool, where nothing may escape
      respond(error_of(std::current_exception()));
    }
  });
}

void Api::room_action(const HttpRequest& req, const std::shared_ptr<Room>& room, const std::string& action,
                      const Respond& respond) {
  auto sink = [respond](Outcome o) { respond(from_outcome(o)); };
  auto with_download = [respond, id = room->id()](const char* ext) {
    return [respond, id, ext](Outcome o) {
      HttpResponse r = from_outcome(o);
      r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-" + id + "." + ext + "\"");
      respond(r);
    };
  };
  if ((action == "eval" || action == "hint") && !analyses_.allow(req.client))
    return respond(error(429, "too many engine requests from this address; wait a moment"));
  if (req.method == "GET") {
    if (action == "") return room->state(sink);
    if (action == "eval") return room->evaluate(req.alive, sink);
    if (action == "replay") return room->replay(sink);
    if (action == "export") return room->export_game(with_download("json"));
    return room->record(with_download("txt"));
  }
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  if (action == "join") {
    const bool from_lobby = body.contains("lobby") && body["lobby"].is_boolean() && body["lobby"].get<bool>();
    return room->join(string_field(body, "invite"), from_lobby, accounts_->acting(req), sink);
  }
  if (action == "move") return room->move(MoveCommand::from_json(body), sink);
  const std::string token = string_field(body, "token");
  if (action == "undo") return room->undo(token, sink);
  if (action == "resign") return room->resign(token, sink);
  if (action == "hint") return room->hint(token, req.alive, sink);
  room->share(token, sink);
}

HttpResponse Api::static_file(const std::string& path) const {
  const std::string name = path == "/" || path.empty() ? "index.html" : path.substr(1);
  std::optional<std::string> body;
  if (!web_root_.empty()) {
    // games/<folder>/<file> is a game's own web file: in the repository the game folders sit
    // beside web/, in src/games/<folder>/web/ (the embedded copy has them under this path).
    // read_web_file checks "<folder>/web/<file>" whole, so neither part can leave the folder.
    constexpr std::string_view kGames = "games/";
    const size_t slash = name.find('/', kGames.size());
    if (name.starts_with(kGames) && slash != std::string::npos && slash + 1 < name.size())
      body = read_web_file(web_root_ + "/../src/games",
                           name.substr(kGames.size(), slash - kGames.size()) + "/web" + name.substr(slash));
    else
      body = read_web_file(web_root_, name);
  } else if (const Asset* a = find_embedded_asset(name)) {
    body = std::string(a->body);
  }
  if (!body) return error(404, "no such file: " + name.substr(0, 100));
  HttpResponse r{200, std::string(content_type_of(name)), std::move(*body), {}};
  r.headers.emplace_back("Cache-Control", "no-cache");
  return r;
}

}  // namespace manqala
