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
  // A refusal: its English words and, for the page to put it in the reader's words, a code
  // (the catalogs' error.code.<code>) with the values it names.
  static Outcome error(int status, const std::string& message, const std::string& code = {},
                       nlohmann::json values = nlohmann::json::object()) {
    nlohmann::json body = {{"error", message}};
    if (!code.empty()) body["code"] = code, body.update(values);
    return {status, body, {}};
  }
};
using Reply = std::function<void(Outcome)>;

// The outcome as a route's answer.
HttpResponse from_outcome(const Outcome& o);

}  // namespace manqala
