// A spectator's WebSocket (/api/broadcast/<id>/ws?round=r): the round out (spectators.h);
// in, only "watch" to follow another round of the same broadcast.
#pragma once

#include <memory>
#include <string>

#include "server/broadcasts/spectators.h"
#include "server/http/handler.h"

namespace manqala::broadcasts {

class BroadcastSocket : public SocketEndpoint {
 public:
  BroadcastSocket(Spectators& spectators, std::string id, int round)
      : spectators_(spectators), id_(std::move(id)), round_(round) {}

  // "/api/broadcast/<id>/ws" -> the id, or "" for any other path.
  static std::string broadcast_of(const std::string& target);

  void attach(const std::shared_ptr<SocketPeer>& peer) override;
  void detach(const SocketPeer* peer) override { spectators_.unwatch(peer); }
  void receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) override;

 private:
  Spectators& spectators_;
  const std::string id_;
  int round_;
};

}  // namespace manqala::broadcasts
