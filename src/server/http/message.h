// An HTTP request and its answer as the routes see them, apart from the network: the
// transport (http/http_session.h) makes the one from Beast's request and writes the other.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "server/http/json_text.h"

namespace manqala {

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, e.g. "/api/games?status=over"
  std::string content_type;
  std::string body;
  std::string client;           // the client's address, for per-client limits
  std::function<bool()> alive;  // whether the client still waits (empty: always)
  std::string cookie;           // the Cookie header(s)
  std::string csrf;             // the X-CSRF-Token header
  std::string accept_language;  // the Accept-Language header
  std::string if_none_match;    // the If-None-Match header (common/http_cache.h)
  std::string authorization;    // the Authorization header (a broadcast's push token)
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// Answers a request; may be called from any thread.
using Respond = std::function<void(HttpResponse)>;

constexpr size_t kMaxBodyBytes = 64 * 1024;

// {"error": message} with this status and no other header: what the transport answers itself.
inline HttpResponse error_response(int status, const std::string& message) {
  return {status, "application/json", json_text({{"error", message}}), {}};
}

}  // namespace manqala
