// What the transport serves, and all it knows of it: the routes answer requests, and a
// WebSocket upgrade is given an endpoint (a game's socket, an account's notices) or refused.
// The server's routes (api/api.h) implement it; http/ knows no domain.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "server/http/message.h"
#include "server/http/socket_peer.h"

namespace manqala {

// What one WebSocket connection is for; made for that connection alone.
class SocketEndpoint {
 public:
  virtual ~SocketEndpoint() = default;
  // The handshake is done: `peer` is the connection, until detach().
  virtual void attach(const std::shared_ptr<SocketPeer>& peer) = 0;
  virtual void detach(const SocketPeer* peer) = 0;
  // A message from the client that is not a ping (the transport answers those), as JSON
  // (discarded when it is not JSON). Answers go through `peer`.
  virtual void receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) = 0;
};

// A WebSocket upgrade request, once the transport has checked its handshake.
struct SocketRequest {
  std::string target;        // path and query
  std::string cookie;        // the Cookie header(s)
  std::string origin, host;  // the Origin and Host headers
};

// The endpoint for the connection, or (with none) the answer that refuses it.
struct SocketAnswer {
  std::shared_ptr<SocketEndpoint> endpoint;
  HttpResponse refusal;
};

class Handler {
 public:
  virtual ~Handler() = default;
  // Answers through `respond`, maybe later and from any thread: the network thread calling
  // does not wait for the answer.
  virtual void handle(HttpRequest req, Respond respond) = 0;
  // `then` gets the socket's endpoint or its refusal, maybe later and from any thread.
  virtual void open_socket(SocketRequest req, std::function<void(SocketAnswer)> then) = 0;
  // The largest body a request to `target` may carry (asked once its head is read): a route
  // that takes whole files says so; everything else keeps the transport's limit.
  virtual size_t body_limit(const std::string& target) const {
    (void)target;
    return kMaxBodyBytes;
  }
  // The largest of those (the transport reads every head under it, then holds a request to
  // its own target's limit).
  virtual size_t max_body_limit() const { return kMaxBodyBytes; }
};

}  // namespace manqala
