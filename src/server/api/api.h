// The HTTP routes of docs/web-api.md put together, apart from the network (which carries them:
// http/, through the Handler interface): each domain's routes answer their own paths, tried in
// an order where the more particular comes first; the page's files answer everything outside
// /api; and WebSocket upgrades go to a game's socket or an account's notices. No route runs on
// a network thread: the games' routes (and /api/meta) run on the games' pool, every other
// route waits on the reads lane, heavy work on the jobs lane (README "Which work waits where").
#pragma once

#include <memory>
#include <string>

#include <boost/asio/any_io_executor.hpp>

#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/api/static_files.h"
#include "server/bots/bot_routes.h"
#include "server/broadcasts/broadcast_routes.h"
#include "server/clubs/club_routes.h"
#include "server/common/job_queue.h"
#include "server/games/game_routes.h"
#include "server/http/handler.h"
#include "server/learn/learn_routes.h"
#include "server/otb/otb_routes.h"
#include "server/puzzles/puzzle_routes.h"
#include "server/ratings/rating_routes.h"
#include "server/study/study_routes.h"
#include "server/tournaments/tournament_routes.h"

namespace manqala {

class Api : public Handler {
 public:
  // The games' routes run on `work` (the rooms' pool), the others on `reads`; heavy work waits
  // on `jobs` (common/job_queue.h). `web_root` empty: the embedded files of web/ and of each
  // game's web/ folder. `secure_cookies`: the session cookie is marked Secure (the server is
  // reached over HTTPS).
  Api(Games& games, accounts::Notices& notices, tournaments::Director& director, boost::asio::any_io_executor work,
      WorkLane& reads, WorkLane& jobs, std::string web_root = {}, bool secure_cookies = false,
      int bot_requests_per_minute = 1200);
  // Waits for the password checks under way, whose answers go to connections: call it
  // before the network goes.
  void shutdown() {
    bots_.shutdown();
    accounts_.shutdown();
  }
  // A game of the server ended (RoomContext::game_over, on the heavy-work lane): a board of an
  // over-the-board event played online takes its result.
  void game_over(const std::string& game_id) { otb_.game_over(game_id); }

  void handle(HttpRequest req, Respond respond) override;
  void open_socket(SocketRequest req, std::function<void(SocketAnswer)> then) override;
  // A TRF file comes whole to POST /api/otb/import (up to 1 MiB), a club's logo to
  // /api/clubs/<id>/logo (128 KiB), a broadcast's push (256 KiB); every other body is held to
  // kMaxBodyBytes.
  size_t body_limit(const std::string& target) const override;
  size_t max_body_limit() const override;

 private:
  void route(const HttpRequest& req, const Respond& respond);
  // /embed/...: the page a club's own site frames (the only one another site may frame).
  HttpResponse embed(const Target& t);

  Games& games_;
  accounts::Notices& notices_;
  boost::asio::any_io_executor work_;
  JobQueue reads_, jobs_;
  StaticFiles files_;
  accounts::AccountRoutes accounts_;
  learn::LearnRoutes learn_;
  puzzles::PuzzleRoutes puzzles_;
  ratings::RatingRoutes ratings_;
  clubs::ClubRoutes clubs_;
  tournaments::TournamentRoutes tournaments_;
  otb::OtbRoutes otb_;
  broadcasts::BroadcastRoutes broadcasts_;
  study::StudyRoutes study_;
  bots::BotRoutes bots_;
  GameRoutes games_routes_;
};

}  // namespace manqala
