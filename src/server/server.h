// `manqala serve` put together: the archive (every domain's tables brought up to date), the
// engine threads, the work pool where rooms and routes run, the games, the events between the
// domains, the domains themselves (modules/module_list.h, made by the Api) and the network.
// run_serve() and the server tests build the same thing. Nothing here names a domain.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include <boost/asio/thread_pool.hpp>

#include "server/accounts/notices.h"
#include "server/api/api.h"
#include "server/archive/archive.h"
#include "server/cluster/shared_cluster.h"
#include "server/common/events.h"
#include "server/common/work_lane.h"
#include "server/db/migrations.h"
#include "server/engine/engine_pool.h"
#include "server/games/games.h"
#include "server/http/http_server.h"

namespace manqala {

// Every domain's tables, in the order of server_modules() (modules/module_list.h): a domain's
// tables may refer to an earlier one's.
std::span<const DomainSchema> server_schemas();
// The archive at `where` (a file, ":memory:" for tests, or postgresql://...), opened and every
// domain's tables brought up to date. Throws DatabaseError.
std::unique_ptr<Database> open_archive(const std::string& where);

// `manqala archive copy FROM TO` (db/copy.h): says each table's rows as they are copied, and
// the error if any; 0 when the copy is made and compared.
int run_archive_copy(const std::string& from, const std::string& to);

// The lanes beside the games' pool (common/work_lane.h). Reads: two threads, one of them at
// most for one client, so that a client's costly reads wait behind his own. Jobs: two threads
// at a lower priority than the games', one of them at most for one owner.
inline const LaneLimits kReadsLane{"reads", 2, 512, 16, 1, 0};
inline const LaneLimits kJobsLane{"heavy work", 2, 64, 4, 1, 10};

struct ServeConfig {
  std::string db = "manqala.sqlite";
  std::string web_root;        // development: serve web files from this folder
  RoomSettings room;           // the engine's time
  GamesLimits limits;          // games in progress, per client, abandoned games
  ServerOptions network;       // address, port, network threads, connection limits
  int engine_threads = 0;      // 0: one a core
  int work_threads = 4;        // the games' pool: rooms, their routes and clocks (archive writes included)
  LaneLimits reads = kReadsLane;  // every other route (README "Which work waits where")
  LaneLimits jobs = kJobsLane;    // heavy work: imports, reviews, analyses, pairings, big views, exports
  bool secure_cookies = false; // the session cookie only over HTTPS (behind a TLS proxy)
  int bot_requests_per_minute = 1200;  // a bot token's (server/bots/bot_routes.h)
};

class Server {
 public:
  // Opens the archive and binds; throws DatabaseError or std::runtime_error saying why not.
  explicit Server(const ServeConfig& config);
  ~Server();  // stop(), then everything in order: no room sends to a connection that is gone
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  void run();   // serves until stop() or SIGINT/SIGTERM
  void stop();  // from any thread

  uint16_t port() const { return http_->port(); }
  std::string url() const { return http_->url(); }
  Database& database() { return *db_; }
  Archive& archive() { return *archive_; }
  Games& games() { return *games_; }
  EnginePool& engine() { return *engine_; }
  HttpServer& network() { return *http_; }
  accounts::Notices& notices() { return notices_; }
  // The other processes on its archive (none on SQLite).
  Cluster& cluster() { return *cluster_; }

 private:
  void shut_down();
  std::unique_ptr<Database> db_;
  std::unique_ptr<Cluster> cluster_;      // a LoneServer, or shared_ on a PostgreSQL archive
  cluster::SharedCluster* shared_ = nullptr;
  std::unique_ptr<Archive> archive_;
  std::unique_ptr<EnginePool> engine_;
  std::unique_ptr<boost::asio::thread_pool> work_;  // the games' pool
  std::unique_ptr<WorkLane> reads_, jobs_;
  uint64_t start_ = 0;  // this start's number (Archive::count_start)
  std::unique_ptr<Games> games_;
  accounts::Notices notices_;
  std::unique_ptr<Events> events_;
  std::unique_ptr<Api> api_;
  std::unique_ptr<HttpServer> http_;
  std::atomic<bool> shut_{false};
};

// Serves until SIGINT/SIGTERM. The first line on stdout is "manqala serve: listening on URL".
int run_serve(const ServeConfig& config);

}  // namespace manqala
