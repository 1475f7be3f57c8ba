// Who watches a broadcast, and what they are sent (docs/web-api.md "Broadcasts"): each
// spectator's WebSocket watches one round; a change of the round (a move, a push, a result) is
// built again once, compared with what was sent, and only the boards that changed (and the
// standings, when they did) go out, each message written once and sent to every spectator of
// the round. All of it runs on a lane of its own (`spectators`): a thousand spectators never
// wait on the games' work, nor the games on them.
//
// Changes that come faster than a round is built are folded together: a round waits at most
// once in the lane, and its build reads the newest state.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/common/work_lane.h"
#include "server/http/socket_peer.h"

namespace manqala::broadcasts {

// A round as spectators see it: its boards by number and its standings.
struct RoundShown {
  int round = 0;
  std::map<int, nlohmann::json> boards;
  nlohmann::json standings;
  bool timed = false;  // what it shows changes with time alone (the engine's delay passing)
};

class Spectators {
 public:
  static constexpr size_t kMaxPerBroadcast = 1000;
  // The round now (round 0: the broadcast's last paired one), nothing when there is none; it
  // may also do what the change means (the engine's positions, the archive).
  using Refresh = std::function<std::optional<RoundShown>(const std::string& id, int round)>;

  explicit Spectators(Refresh refresh);
  ~Spectators() { stop(); }
  void stop() { lane_.stop(); }

  // `peer` watches round `round` of `id` from now on (only that one): it is sent the round whole.
  // False when the broadcast has its most spectators.
  bool watch(const std::string& id, int round, const std::shared_ptr<SocketPeer>& peer);
  void unwatch(const SocketPeer* peer);
  // Round `round` of `id` changed (0: whichever rounds of it may have: each watched one and
  // the last paired).
  void changed(const std::string& id, int round = 0);
  // Work on the spectators' lane (a socket opened: the archive is never read on the network).
  void post(std::function<void()> work) { lane_.post_internal(std::move(work)); }
  // The rounds whose view moves with time (the engine's delay running out), built again (the
  // ticker's).
  void tick();
  size_t watching(const std::string& id);

 private:
  using Key = std::pair<std::string, int>;
  struct Feed {
    std::vector<std::weak_ptr<SocketPeer>> peers;
    std::optional<RoundShown> shown;  // what was sent
    bool queued = false;
  };
  void build(const Key& key);
  // A new peer's first message, built if the round was never built.
  void welcome(const Key& key, const std::weak_ptr<SocketPeer>& peer);
  static std::shared_ptr<const std::string> round_message(const RoundShown& r);

  Refresh refresh_;
  std::mutex mu_;
  std::map<Key, Feed> feeds_;
  std::map<const SocketPeer*, Key> watching_;
  std::map<std::string, int> last_round_;  // each broadcast's last paired round, as last built
  WorkLane lane_;  // last: its thread starts once the rest is ready
};

}  // namespace manqala::broadcasts
