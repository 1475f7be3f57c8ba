// The answer to a room's action (docs/web-api.md): an HTTP status and its JSON body, or a
// text body (a record). Rooms answer through a Reply, on their own strand.
#pragma once

#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/http/message.h"

namespace manqala {

struct Outcome {
  int status = 200;
  nlohmann::json body;
  std::string text;  // when not empty, the body is this text (text/plain)
  static Outcome error(int status, const std::string& message) { return {status, {{"error", message}}, {}}; }
};
using Reply = std::function<void(Outcome)>;

// The outcome as a route's answer.
HttpResponse from_outcome(const Outcome& o);

}  // namespace manqala
