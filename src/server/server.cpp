#include "server/server.h"

#include <sys/resource.h>

#include <atomic>
#include <cstdio>
#include <thread>

#include "server/cluster/cluster_schema.h"
#include "server/common/assets.h"
#include "server/db/copy.h"
#include "server/db/postgres_connection.h"
#include "server/games/game_events.h"
#include "server/http/connection_limits.h"
#include "server/modules/modules.h"

namespace manqala {

namespace {

// The soft limit on open descriptors is often 1024 while the hard one is far higher: raise it
// so that `connections` fit, as far as the hard limit allows (HttpServer lowers its cap to
// what is left).
void make_room_for(int connections) {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  const rlim_t wanted = static_cast<rlim_t>(connections) + http_detail::kReservedDescriptors;
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < wanted) {
    limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
    ::setrlimit(RLIMIT_NOFILE, &limit);
  }
}

}  // namespace

std::span<const DomainSchema> server_schemas() {
  static const std::vector<DomainSchema> schemas = [] {
    std::vector<DomainSchema> out{cluster::schema()};
    for (const ModuleEntry* m : server_modules())
      if (m->schema) out.push_back(*m->schema);
    return out;
  }();
  return schemas;
}

std::unique_ptr<Database> open_archive(const std::string& where) {
  auto db = std::make_unique<Database>(where);
  migrate(*db, server_schemas());
  return db;
}

int run_archive_copy(const std::string& from, const std::string& to) {
  try {
    const auto source = open_archive(from);
    const auto target = open_archive(to);
    int64_t rows = 0;
    const auto tables = copy_archive(*source, *target, [&](const TableCopied& t) {
      std::fprintf(stderr, "  %-28s %10lld rows\n", t.table.c_str(), static_cast<long long>(t.rows));
      rows += t.rows;
    });
    std::printf("manqala archive copy: %lld rows of %zu tables copied, and every table compared: the same\n",
                static_cast<long long>(rows), tables.size());
    return 0;
  } catch (const DatabaseError& e) {
    std::fprintf(stderr, "manqala archive copy: %s (nothing was copied)\n", e.what());
    return 1;
  }
}


Server::Server(const ServeConfig& config)
    : db_(open_archive(config.db)),
      cluster_(db_->dialect() == Dialect::postgres ? std::unique_ptr<Cluster>(std::make_unique<cluster::SharedCluster>(*db_))
                                                   : std::make_unique<LoneServer>()),
      shared_(dynamic_cast<cluster::SharedCluster*>(cluster_.get())),
      archive_(Archive::open(*db_)),
      engine_(std::make_unique<EnginePool>(
          config.engine_threads > 0 ? config.engine_threads
                                    : static_cast<int>(std::max(1u, std::thread::hardware_concurrency())))),
      work_(std::make_unique<boost::asio::thread_pool>(std::max(1, config.work_threads))),
      reads_(std::make_unique<WorkLane>(config.reads)),
      jobs_(std::make_unique<WorkLane>(config.jobs)),
      start_(archive_->count_start()) {
  // A state's version: this start's number, then a count within it, so that states of a
  // later start always come after those of an earlier one.
  auto counter = std::make_shared<std::atomic<uint64_t>>(0);
  auto next_version = [start = start_, counter] { return (start << 32) | ++*counter; };
  events_ = std::make_unique<Events>(*jobs_);
  // What a room tells the other domains, as events (games/game_events.h): its game's end (on
  // the games' pool; a subscriber that fails is done again at the next start: pending ratings,
  // Director::resume_all) and a correspondence player's turn, given and played.
  RoomContext rooms{*archive_, *engine_, work_->get_executor(), config.room, next_version,
                    [&events = *events_](const std::string& game_id) { events.publish(GameEnded{game_id}); },
                    [&events = *events_](const std::string& game_id, int64_t account, const std::string& opponent) {
                      events.publish(YourTurn{game_id, account, opponent});
                    },
                    [&events = *events_](const std::string& game_id, int64_t account, bool over) {
                      events.publish(TurnPlayed{game_id, account, over});
                    }};
  rooms.cluster = cluster_.get();
  notices_.share_with(*cluster_);
  games_ = std::make_unique<Games>(std::move(rooms), config.limits);
  set_web_root_for_digest(config.web_root);  // /api/meta's build: the folder's files, when served from one
  api_ = std::make_unique<Api>(*games_, notices_, *events_, work_->get_executor(), *reads_, *jobs_, config.web_root,
                               House::Settings{config.secure_cookies, config.bot_requests_per_minute});
  http_ = std::make_unique<HttpServer>(*api_, config.network);
  if (shared_) shared_->listen();  // every domain has said what it listens to
  api_->start();
}

Server::~Server() { shut_down(); }

void Server::run() { http_->run(); }

void Server::stop() { http_->stop(); }

void Server::shut_down() {
  if (shut_) return;
  shut_ = true;
  // The network is gone once run() returned (or never ran). Then the domains' tickers, the
  // clocks, the engine's searches and the work pool stop, in that order, before the rooms go.
  // The other processes' messages stop first: they reach into the rooms and the notices.
  if (shared_) shared_->stop_listening();
  api_->stop();
  games_->shutdown();
  engine_->shutdown();
  work_->stop();  // timers (an engine move waiting to be stored again) do not hold it up
  work_->join();
  reads_->stop();
  jobs_->stop();
  api_->shutdown();  // password checks answer connections: done before those go
  http_.reset();
  api_.reset();
  events_.reset();
  games_.reset();
  work_.reset();
  reads_.reset();
  jobs_.reset();
  engine_.reset();
  archive_.reset();
  cluster_.reset();
  db_.reset();
}

int run_serve(const ServeConfig& config) {
  try {
    make_room_for(config.network.max_connections);
    Server server(config);
    std::printf("manqala serve: listening on %s\n", server.url().c_str());
    if (server.network().max_connections() < config.network.max_connections)
      std::printf("connections: at most %d, not %d: the process may open only so many files (ulimit -n)\n",
                  server.network().max_connections(), config.network.max_connections);
    std::printf("archive: %s; web files: %s; engine: up to %lld ms a move; Ctrl-C stops\n",
                without_password(config.db).c_str(),
                config.web_root.empty() ? "embedded" : config.web_root.c_str(),
                static_cast<long long>(config.room.engine_ms));
    std::fflush(stdout);
    server.run();
    std::printf("manqala serve: stopped\n");
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}

}  // namespace manqala
