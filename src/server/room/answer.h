// The answer to a room's action (docs/web-api.md): a JSON body, or a text body (a record), or a
// refusal — its kind (common/refusal.h), its English words and, for the page to put it in the
// reader's words, a code (the catalogs' error.code.<code>) with the values it names. The room
// speaks of the game only; games/room_http.h makes HTTP of an answer. Rooms answer through a
// Reply, on their own strand.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/common/refusal.h"
#include "server/common/refused.h"

namespace manqala {

struct RoomAnswer {
  nlohmann::json body;
  std::string text;                // when not empty, the body is this text (text/plain)
  std::optional<Refusal> refusal;  // set: the action was refused, and body says why

  bool ok() const { return !refusal; }
  static RoomAnswer of(nlohmann::json body) { return {std::move(body), {}, std::nullopt}; }
  static RoomAnswer of_text(std::string text) { return {nullptr, std::move(text), std::nullopt}; }
  static RoomAnswer refused(Refusal kind, const std::string& message, const std::string& code = {},
                            nlohmann::json values = nlohmann::json::object()) {
    nlohmann::json body = {{"error", message}};
    if (!code.empty()) body["code"] = code, body.update(values);
    return {body, {}, kind};
  }
  // A domain's refusal below the room (a full server, say) as the room's.
  static RoomAnswer refused(const Refused& e) { return refused(refusal_of_status(e.status), e.what(), e.code); }
};
using Reply = std::function<void(RoomAnswer)>;

}  // namespace manqala
