// The HTTP routes of docs/web-api.md, apart from the network: a request in, a response out
// (maybe later, for the routes that search). http_server.cpp carries them over Boost.Beast.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "server/games.h"

namespace manqala {

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, e.g. "/api/games?status=over"
  std::string content_type;
  std::string body;
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
  // `web_root` empty: the embedded files of web/.
  Api(Games& games, std::string web_root = {}) : games_(games), web_root_(std::move(web_root)) {}

  void handle(const HttpRequest& req, const Respond& respond);

  // "/api/games/<id>/ws" -> the id, or "" for any other path.
  static std::string websocket_game(const std::string& target);

 private:
  void game_route(const HttpRequest& req, const std::string& id, const std::string& action, const Respond& respond);
  HttpResponse static_file(const std::string& path) const;
  Games& games_;
  std::string web_root_;
};

}  // namespace manqala
