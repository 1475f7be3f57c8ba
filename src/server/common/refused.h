// A refusal with its HTTP status: 503 (the server is full or busy), 429 (this client is over
// its limits), 409 (not now), 404, 403. Thrown by the domains, answered by the routes
// (common/route_helpers.h, error_of) with its status and words.
#pragma once

#include <stdexcept>
#include <string>

namespace manqala {

struct Refused : std::runtime_error {
  Refused(int status, const std::string& why) : std::runtime_error(why), status(status) {}
  int status;
};

}  // namespace manqala
