// A WebSocket connection as the rest of the server sees it: something to send to. A room sends
// its states to the connections watching it (room/audience.h), the notices of an account go to
// its pages' connections (accounts/notices.h). Both may be called from any thread.
#pragma once

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "server/http/json_text.h"

namespace manqala {

class SocketPeer {
 public:
  virtual ~SocketPeer() = default;
  // A message that must arrive, in order (an acknowledgement, an error, a pong).
  virtual void send(std::shared_ptr<const std::string> message) = 0;
  // A full game state: it replaces any state of this connection not yet written.
  virtual void send_state(std::shared_ptr<const std::string> message) = 0;
  // Closes the connection, after what is already queued, as a server that restarts does
  // (1012): the page connects again.
  virtual void close() {}

  void send_json(const nlohmann::json& message) { send(std::make_shared<const std::string>(json_text(message))); }
};

}  // namespace manqala
