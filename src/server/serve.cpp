#include "server/serve.h"

#include <sys/resource.h>

#include <cstdio>
#include <thread>

#include "server/api.h"
#include "server/http/connection_limits.h"
#include "server/http_server.h"

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

int run_serve(const ServeConfig& config) {
  try {
    Archive archive(config.db);
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    EnginePool pool(cores);
    Games games(archive, pool, RoomSettings{config.engine_ms}, config.max_games);
    Api api(games, config.web_root);
    make_room_for(config.max_connections);
    ServerOptions options{config.host, config.port, config.threads};
    options.max_connections = config.max_connections;
    options.max_connections_per_address = config.max_connections_per_address;
    HttpServer server(api, games, options);
    std::printf("manqala serve: listening on %s\n", server.url().c_str());
    if (server.max_connections() < config.max_connections)
      std::printf("connections: at most %d, not %d: the process may open only so many files (ulimit -n)\n",
                  server.max_connections(), config.max_connections);
    std::printf("archive: %s; web files: %s; engine: up to %lld ms a move; Ctrl-C stops\n", config.db.c_str(),
                config.web_root.empty() ? "embedded" : config.web_root.c_str(),
                static_cast<long long>(config.engine_ms));
    std::fflush(stdout);
    server.run();
    // Nothing may send to a connection once the network is gone: the clocks and the engine
    // threads stop first.
    games.shutdown();
    pool.shutdown();
    std::printf("manqala serve: stopped\n");
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}

}  // namespace manqala
