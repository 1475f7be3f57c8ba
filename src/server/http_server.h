// `manqala serve` on the network: HTTP/1.1 and WebSocket over Boost.Beast, on a few threads.
// Each connection has its own strand; the routes themselves are in api.h.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "server/api.h"

namespace manqala {

struct ServerOptions {
  std::string host = "127.0.0.1";  // loopback unless told otherwise
  uint16_t port = 8080;            // 0: any free port
  int threads = 2;
};

class HttpServer {
 public:
  // Binds at once; throws std::runtime_error saying why it cannot.
  HttpServer(Api& api, Games& games, const ServerOptions& options);
  ~HttpServer();
  uint16_t port() const;
  std::string url() const;  // http://host:port/
  void run();   // serves until stop() or SIGINT/SIGTERM
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace manqala
