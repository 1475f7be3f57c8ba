// `manqala serve`: the archive, the engine threads, the routes and the network, put together.
#pragma once

#include <cstdint>
#include <string>

namespace manqala {

struct ServeConfig {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;
  std::string db = "manqala.sqlite";
  int64_t engine_ms = 1000;  // the most an engine move takes
  std::string web_root;      // development: serve web files from this folder
  int threads = 2;           // network threads
  int max_games = 1000;      // games in progress at once
  int max_connections = 4000;            // open at once, HTTP and WebSocket (ServerOptions)
  int max_connections_per_address = 64;  // from one client address
};

// Serves until SIGINT/SIGTERM. The first line on stdout is "manqala serve: listening on URL".
int run_serve(const ServeConfig& config);

}  // namespace manqala
