#include "server/serve.h"

#include <cstdio>
#include <thread>

#include "server/api.h"
#include "server/http_server.h"

namespace manqala {

int run_serve(const ServeConfig& config) {
  try {
    Archive archive(config.db);
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    EnginePool pool(cores);
    Games games(archive, pool, RoomSettings{config.engine_ms}, config.max_games);
    Api api(games, config.web_root);
    HttpServer server(api, games, {config.host, config.port, config.threads});
    std::printf("manqala serve: listening on %s\n", server.url().c_str());
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
