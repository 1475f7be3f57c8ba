// The bot runner's HTTP: one kept-alive connection to the server (plain http://; a TLS server
// is reached through a local proxy), JSON in and out, a Bearer token on every request, and a
// time limit on each. A connection that fails is opened again on the next request.
#pragma once

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

namespace manqala {

// The server could not be reached or did not answer in time (the runner tries again later).
struct HttpUnreachable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct HttpAnswer {
  int status = 0;
  nlohmann::json body;  // null when the body is not JSON
  std::string text;
};

class HttpClient {
 public:
  // "http://host[:port]" (a path after it is ignored). Throws std::invalid_argument otherwise.
  HttpClient(const std::string& url, std::string token);
  ~HttpClient();
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;

  // Throws HttpUnreachable when there is no answer within `timeout`.
  HttpAnswer get(const std::string& target, std::chrono::milliseconds timeout = std::chrono::seconds(10));
  HttpAnswer post(const std::string& target, const nlohmann::json& body = nlohmann::json::object(),
                  std::chrono::milliseconds timeout = std::chrono::seconds(10));
  const std::string& host() const { return host_; }

 private:
  HttpAnswer request(const std::string& method, const std::string& target, const std::string& body,
                     std::chrono::milliseconds timeout);
  struct Connection;
  std::string host_, port_, token_;
  std::unique_ptr<Connection> conn_;
};

}  // namespace manqala
