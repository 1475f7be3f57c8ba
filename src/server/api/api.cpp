#include "server/api/api.h"

#include <boost/asio/post.hpp>

#include "server/accounts/notice_socket.h"
#include "server/clubs/club_logo.h"
#include "server/common/route_helpers.h"
#include "server/games/game_socket.h"
#include "server/http/security_headers.h"
#include "server/otb/otb_import.h"
#include "server/ratings/rating_store.h"
#include "server/ratings/speed.h"
#include "server/tournaments/tournament_store.h"

namespace manqala {

Api::Api(Games& games, accounts::Notices& notices, tournaments::Director& director, boost::asio::any_io_executor work,
         WorkLane& reads, WorkLane& jobs, std::string web_root, bool secure_cookies, int bot_requests_per_minute)
    : games_(games),
      notices_(notices),
      work_(std::move(work)),
      reads_(reads),
      jobs_(jobs),
      files_(std::move(web_root)),
      accounts_(games.archive(), secure_cookies),
      learn_(games.archive().database(), accounts_),
      puzzles_(games.archive().database(), accounts_,
               [this](const std::string& path) -> std::optional<std::string> {
                 HttpResponse r = files_.get(path);
                 if (r.status != 200) return std::nullopt;
                 return std::move(r.body);
               }),
      ratings_(games.archive().database(), accounts_),
      clubs_(games.archive().database(), accounts_, ratings_),
      tournaments_(games.archive(), accounts_, clubs_, director, jobs_),
      otb_(games, accounts_, notices, jobs_),
      broadcasts_(games.archive(), accounts_, notices, games.live()),
      study_(games, jobs_),
      bots_(games, accounts_, notices, work_, bot_requests_per_minute),
      games_routes_(games, reads_, jobs_, [this](const HttpRequest& req) { return accounts_.acting(req); },
                    [this](const std::string& id) { study_.imported(id); }) {
  otb_.on_change([this](const std::string& id) { broadcasts_.changed(id); });
  // The lobby shows each account's rating for the game's speed, and the game's tournament.
  Database& db = games.archive().database();
  games_routes_.add_lobby_part([&db](const GameSummary& s, nlohmann::json& entry) {
    ratings::RatingStore ratings(db);
    const std::string speed(ratings::speed_of(s.clock_initial_ms, s.clock_increment_ms));
    for (const auto& [side, account] : {std::pair{"south", s.south_account}, std::pair{"north", s.north_account}}) {
      if (!account) continue;
      for (const auto& r : ratings.ratings_of(account))
        if (r.game == s.game && r.speed == speed) entry["players"][side]["rating"] = static_cast<int>(r.rating.rating + 0.5);
    }
  });
  games_routes_.add_lobby_part([&db](const GameSummary& s, nlohmann::json& entry) {
    tournaments::TournamentStore store(db);
    const auto board = store.board_of_game(s.id);
    if (!board) return;
    const auto t = store.find(board->first);
    entry["tournament"] = {{"id", board->first}, {"name", t ? t->name : ""}};
  });
}

// A game's routes on the games' pool, where its room's strand is; everything else waits its
// client's turn on the reads lane, whose queue is bounded a client.
void Api::handle(HttpRequest req, Respond respond) {
  if (GameRoutes::plays(req.method, parse_target(req.target)))
    return boost::asio::post(work_, [this, req = std::move(req), respond = std::move(respond)] { route(req, respond); });
  const std::string client = req.client;
  reads_.run(client, respond, [this, req = std::move(req)](const Respond& answer) { route(req, answer); });
}

void Api::route(const HttpRequest& req, const Respond& respond) {
  const Target t = parse_target(req.target);
  try {
    if (t.segments.empty() || t.segments[0] != "api") {
      if (req.method != "GET" && req.method != "HEAD") return respond(error(405, "only GET serves files"));
      if (!t.segments.empty() && t.segments[0] == "embed") return respond(embed(t));
      return respond(files_.get(t.path));
    }
    // /api/games/<id>/seat (accounts) and .../review (study) before the game's own routes.
    if (accounts_.handle(req, t, respond) || learn_.handle(req, t, respond) || puzzles_.handle(req, t, respond) ||
        ratings_.handle(req, t, respond) ||
        clubs_.handle(req, t, respond) || tournaments_.handle(req, t, respond) || otb_.handle(req, t, respond) ||
        broadcasts_.handle(req, t, respond) || bots_.handle(req, t, respond) ||
        study_.handle(req, t, respond) || games_routes_.handle(req, t, respond))
      return;
    respond(error(404, "no such route: " + req.method + " " + t.path.substr(0, 100)));
  } catch (...) {
    respond(error_of(std::current_exception()));
  }
}

size_t Api::body_limit(const std::string& target) const {
  const std::string_view path = std::string_view(target).substr(0, target.find('?'));
  if (path == "/api/otb/import") return otb::kMaxTrfBytes;
  if (path.starts_with("/api/clubs/") && path.ends_with("/logo")) return clubs::kMaxLogoBodyBytes;
  if (path.starts_with("/api/broadcast/") && path.ends_with("/push")) return broadcasts::kMaxPushBytes;
  return kMaxBodyBytes;
}

size_t Api::max_body_limit() const {
  return std::max({kMaxBodyBytes, otb::kMaxTrfBytes, clubs::kMaxLogoBodyBytes, broadcasts::kMaxPushBytes});
}

// The embedded board's page: web/embed.html at any /embed/broadcast/<id> address, framed by any
// site (frame-ancestors *, and no X-Frame-Options), unlike every other answer of the server.
HttpResponse Api::embed(const Target& t) {
  if (t.segments.size() != 3 || t.segments[1] != "broadcast") return error(404, "no such page");
  HttpResponse page = files_.get("/embed.html");
  if (page.status != 200) return page;
  page.headers.emplace_back("Content-Security-Policy", std::string(http_detail::kEmbedContentSecurityPolicy));
  page.headers.emplace_back("X-Frame-Options", "");
  return page;
}

void Api::open_socket(SocketRequest req, std::function<void(SocketAnswer)> then) {
  if (accounts::NoticeSocket::is_notices(req.target))
    return accounts::NoticeSocket::open(req, accounts_, notices_, work_, std::move(then));
  if (broadcasts_.open_socket(req, then)) return;
  GameSocket::open(games_, req.target, std::move(then));
}

}  // namespace manqala
