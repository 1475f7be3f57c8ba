// The broadcasts' routes (docs/web-api.md "Broadcasts"; docs/broadcasts.md): a director starts
// a tournament's broadcast and makes its push token; moves come in one at a time from a phone at
// the board (board_entry.cpp) or as whole records pushed by another tool (push.cpp); anyone
// reads the rounds, their collection of games in the archive, and follows events, clubs and
// players (follows.cpp). What spectators are sent is spectators.h's, on a lane of its own.
//
// Each change of a broadcast is made under its lock (a read, its checks, the write), then the
// round is built again for its spectators, off the caller's thread. Building a round also keeps
// the fair-play rule (the engine judges no position of a board being played, nor one within the
// director's delay: LivePositions) and files each game that ended in the archive.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/archive/archive.h"
#include "server/broadcasts/broadcast_store.h"
#include "server/broadcasts/spectators.h"
#include "server/common/client_quota.h"
#include "server/common/route_helpers.h"
#include "server/common/ticker.h"
#include "server/engine/live_positions.h"
#include "server/http/handler.h"
#include "server/otb/otb_store.h"

namespace manqala::broadcasts {

inline constexpr size_t kMaxPushBytes = 256 * 1024;
inline constexpr size_t kMaxPushRecords = 64;
inline constexpr size_t kMaxFollows = 200;

class BroadcastRoutes {
 public:
  BroadcastRoutes(Archive& archive, accounts::AccountRoutes& accounts, accounts::Notices& notices, LivePositions& live);
  ~BroadcastRoutes();

  // /api/broadcast/... and /api/follows.
  std::vector<Route> table();
  // A tournament changed elsewhere (a result, a pairing): its spectators see it.
  void changed(const std::string& id) { spectators_.changed(id); }

  // "/api/broadcast/<id>/ws[?round=r]": its socket (or its refusal), given to `then` from the
  // spectators' lane; false for any other target.
  bool open_socket(const SocketRequest& req, const std::function<void(SocketAnswer)>& then);

 private:
  // The director's.
  void settings(const Call& c, const std::string& id);
  void new_token(const Call& c, const std::string& id);
  // Anyone's.
  void read(const Target& t, const Respond& respond);
  void games(const Target& t, const otb::OtbData& d, int round, bool text, const Respond& respond);
  // A move entered at the board, and the last one taken back (board_entry.cpp).
  void enter(const HttpRequest& req, const std::string& id, int round, int board, bool undo, const Respond& respond);
  // Records pushed by another tool with the token (push.cpp).
  void push(const HttpRequest& req, const std::string& id, const Respond& respond);
  // GET and POST /api/follows (follows.cpp).
  void follows(const Call& c);
  // The first move of a round came in: a notice to whoever follows the event, its club or one
  // of the round's players.
  void round_begins(const otb::OtbData& d, int round);

  // The round as spectators see it now (Spectators::Refresh), having published what the engine
  // must not judge and filed the games that ended.
  std::optional<RoundShown> refresh(const std::string& id, int round);
  // True when it filed one.
  bool file_ended(const otb::OtbData& d, int round, const std::map<int, std::string>& ended);

  // The tournament and its broadcast, or the refusal (404).
  struct Loaded {
    otb::OtbData d;
    Broadcast b;
  };
  Loaded load(const std::string& id);
  std::mutex& changes_of(const std::string& id);

  Archive& archive_;
  accounts::AccountRoutes& accounts_;
  accounts::Notices& notices_;
  LivePositions& live_;
  std::unique_ptr<BroadcastStore> store_;
  std::unique_ptr<otb::OtbStore> otb_;
  ClientQuota moves_{240, 60};   // moves and take-backs entered a minute per address
  ClientQuota pushes_{120, 30};  // pushes a minute per broadcast
  std::mutex locks_mu_;
  std::map<std::string, std::unique_ptr<std::mutex>> changes_;
  Spectators spectators_;
  Ticker ticker_;  // last: it ticks once the rest is ready
};

}  // namespace manqala::broadcasts
