// The HTTP routes of docs/web-api.md, apart from the network: a request in, a response out
// (later: every route runs on the server's work pool, never on a network thread).
// server/http/ carries them over Boost.Beast.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <boost/asio/any_io_executor.hpp>

#include "server/client_quota.h"
#include "server/games.h"

namespace manqala {

namespace study {
class StudyRoutes;
}
namespace accounts {
class AccountRoutes;
class Notices;
}  // namespace accounts
namespace clubs {
class ClubRoutes;
}
namespace tournaments {
class Director;
class TournamentRoutes;
}  // namespace tournaments

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, e.g. "/api/games?status=over"
  std::string content_type;
  std::string body;
  std::string client;          // the client's address, for per-client limits
  std::function<bool()> alive;  // whether the client still waits (empty: always)
  std::string cookie;           // the Cookie header(s)
  std::string csrf;             // the X-CSRF-Token header
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

using Respond = std::function<void(HttpResponse)>;

constexpr size_t kMaxBodyBytes = 64 * 1024;

class Api {
 public:
  // Routes run on `work`; the ones that judge positions for nobody's room (imports, the rules
  // pages' examples) queue on `jobs`, one at a time, at most kMaxJobs waiting: a client that
  // sends slow positions waits behind its own, and rooms never wait for them.
  // `web_root` empty: the embedded files of web/ and of each game's web/ folder.
  static constexpr int kMaxJobs = 16;
  // `secure_cookies`: the session cookie is marked Secure (the server is reached over HTTPS).
  Api(Games& games, tournaments::Director& director, boost::asio::any_io_executor work,
      boost::asio::any_io_executor jobs, std::string web_root = {}, bool secure_cookies = false);
  ~Api();
  // Waits for the password checks under way, whose answers go to connections: call it
  // before the network goes.
  void shutdown();

  // Answers on the work pool, through `respond` (which may be called from any thread).
  void handle(HttpRequest req, Respond respond);

  // "/api/games/<id>/ws" -> the id, or "" for any other path.
  static std::string websocket_game(const std::string& target);
  // "/api/account/ws": the logged-in account's notices (the account of `cookie`; id 0: none).
  static bool websocket_notices(const std::string& target);
  SeatAccount account_of_cookie(const std::string& cookie);
  accounts::Notices& notices();
  // The work pool: a route that touches the archive runs there, never on a network thread.
  boost::asio::any_io_executor work() const { return work_; }

 private:
  void route(const HttpRequest& req, const Respond& respond);
  void game_route(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond);
  void room_action(const HttpRequest& req, const std::shared_ptr<Room>& room, const std::string& action,
                   const Respond& respond);
  HttpResponse static_file(const std::string& path) const;
  // Runs `job` on the jobs executor and answers with what it returns (or its error).
  void queue_job(const Respond& respond, std::function<HttpResponse()> job);
  // The same for work that answers by itself, maybe later (or throws before it answers).
  void queue_work(const Respond& respond, std::function<void(const Respond&)> work);

  Games& games_;
  tournaments::Director& director_;
  std::unique_ptr<accounts::AccountRoutes> accounts_;
  std::unique_ptr<clubs::ClubRoutes> clubs_;
  std::unique_ptr<tournaments::TournamentRoutes> tournaments_;
  std::unique_ptr<study::StudyRoutes> study_;
  boost::asio::any_io_executor work_, jobs_;
  std::atomic<int> jobs_waiting_{0};
  std::string web_root_;
  ClientQuota analyses_{120, 40};  // hints and evaluations a minute per client
};

}  // namespace manqala
