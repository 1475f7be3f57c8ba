// A refusal with its HTTP status: 503 (the server is full or busy), 429 (this client is over
// its limits), 409 (not now), 404, 403. Thrown by the domains, answered by the routes
// (common/route_helpers.h, error_of) with its status and words, and the code the page words
// it by (docs/web-api.md "Errors"; none where the page says it in words of its own: a 429).
#pragma once

#include <stdexcept>
#include <string>
#include <utility>

namespace manqala {

struct Refused : std::runtime_error {
  Refused(int status, const std::string& why, std::string code = {})
      : std::runtime_error(why), status(status), code(std::move(code)) {}
  int status;
  std::string code;
};

}  // namespace manqala
