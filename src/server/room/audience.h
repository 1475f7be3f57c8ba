// Who watches a room: its WebSocket connections, each either a player (it said which seat's
// token it holds: presence) or a spectator. A new state goes to every watcher as the newest
// state: a watcher that has not yet been sent the previous one gets only this one.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/types.h"
#include "server/http/socket_peer.h"

namespace manqala {

// Anything that wants every new state of a room: a WebSocket connection.
using Watcher = SocketPeer;

class Audience {
 public:
  void add(const std::shared_ptr<Watcher>& w) { watchers_.push_back({w, std::nullopt}); }
  void remove(const Watcher* w);
  // The seat a watcher plays (nothing: a spectator); true when that changed something.
  bool seat(const Watcher* w, std::optional<Side> side);

  bool connected(Side s) const;
  // A connection has said it holds that seat since the room was loaded (the player opened
  // the game), connected or not now.
  bool came(Side s) const { return came_[index(s)]; }
  int spectators() const;
  bool empty() const;
  // The state to every watcher still there; the ones gone are forgotten.
  void send_state(const std::shared_ptr<const std::string>& message);
  // A message to one watcher; to the players' watchers only (never a spectator's).
  void send_to(const Watcher* w, const std::shared_ptr<const std::string>& message) const;
  void send_to_players(const std::shared_ptr<const std::string>& message) const;
  // Every connection closes (the game moved to another process), and is forgotten.
  void close_all();

 private:
  struct Entry {
    std::weak_ptr<Watcher> watcher;
    std::optional<Side> side;
  };
  std::vector<Entry> watchers_;
  bool came_[2] = {false, false};
};

}  // namespace manqala
