// `manqala serve` on the network: HTTP/1.1 and WebSocket over Boost.Beast, on a few threads.
// Each connection has its own strand; what it serves is a Handler (http/handler.h: the
// server's routes), the connections are http_session and websocket_session, with the limits
// they keep.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include "server/http/handler.h"

namespace manqala {

struct ServerOptions {
  std::string host = "127.0.0.1";  // loopback unless told otherwise
  uint16_t port = 8080;            // 0: any free port
  int threads = 2;
  // Open connections at once, HTTP and WebSocket together: in all (lowered to fit the
  // process's descriptor limit), and from one client address (an IPv6 client: its /64). A
  // connection over either cap is answered 503 and closed at once.
  int max_connections = 4000;
  int max_connections_per_address = 64;
  // Clients on this machine (loopback) count against max_connections only, unless this is
  // set: the usual one is a reverse proxy, which speaks for every client behind it.
  bool cap_loopback_per_address = false;
  // A request's head (request line and headers) must be complete this long after the
  // connection opened or the request began; a kept-alive connection may idle for 30 s.
  std::chrono::milliseconds request_head_timeout{10'000};
  // A WebSocket whose client has sent no message of its own for this long is closed (the
  // page pings every 25 s).
  std::chrono::milliseconds websocket_silence_timeout{120'000};
};

class HttpServer {
 public:
  // Binds at once; throws std::runtime_error saying why it cannot.
  HttpServer(Handler& handler, const ServerOptions& options);
  ~HttpServer();
  uint16_t port() const;
  std::string url() const;  // http://host:port/
  // The cap on open connections in effect: options.max_connections, or less to fit the
  // descriptor limit (RLIMIT_NOFILE) as it was when the server was made.
  int max_connections() const;
  int open_connections() const;  // now, HTTP and WebSocket
  void run();   // serves until stop() or SIGINT/SIGTERM
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace manqala
