// A WebSocket watching one game (docs/web-api.md "Real time", /api/games/<id>/ws): the room's
// states out; hellos (which seat this connection plays) and moves in.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "server/games/games.h"
#include "server/http/handler.h"

namespace manqala {

class GameSocket : public SocketEndpoint {
 public:
  explicit GameSocket(std::shared_ptr<Room> room) : room_(std::move(room)) {}

  // "/api/games/<id>/ws" -> the id, or "" for any other path.
  static std::string game_of(const std::string& target);
  // The socket for `target` (a game_of() path): its room is opened (maybe loaded), then
  // `then` gets the endpoint, or the refusal (404: no such game).
  static void open(Games& games, const std::string& target, std::function<void(SocketAnswer)> then);

  void attach(const std::shared_ptr<SocketPeer>& peer) override { room_->watch(peer); }
  void detach(const SocketPeer* peer) override { room_->unwatch(peer); }
  void receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) override;

 private:
  const std::shared_ptr<Room> room_;
  std::string token_;  // from hello: the seat this connection plays
};

}  // namespace manqala
