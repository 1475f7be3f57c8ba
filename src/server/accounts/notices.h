// Notices to an account on any page of its own: each logged-in page keeps a WebSocket on
// /api/account/ws, and a notice ("your tournament game is ready") goes to all of them. At
// most kMaxPerAccount connections an account; the oldest goes when another comes. On a site of
// several processes (common/cluster.h) a page may be connected to any of them: a notice goes
// to the other processes too, and each gives it to the pages connected to it.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/common/cluster.h"
#include "server/http/socket_peer.h"

namespace manqala::accounts {

class Notices {
 public:
  static constexpr size_t kMaxPerAccount = 16;

  void add(int64_t account, const std::shared_ptr<SocketPeer>& w);
  void remove(int64_t account, const SocketPeer* w);
  // To every page of the account open now, on any process; nothing is kept for later (pages
  // ask on load).
  void notify(int64_t account, const nlohmann::json& message);
  // The other processes' notices come here, and this one's go to them (before it serves).
  void share_with(Cluster& cluster);
  size_t connected(int64_t account);

 private:
  // To the pages connected to this process.
  void deliver(int64_t account, const nlohmann::json& message);

  Cluster* cluster_ = nullptr;
  std::mutex mu_;
  std::map<int64_t, std::vector<std::weak_ptr<SocketPeer>>> watchers_;
};

}  // namespace manqala::accounts
