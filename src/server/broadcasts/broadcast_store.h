// Broadcasts in the server's database (broadcast_schema.h): the settings, the push token's
// digest, each board's live game and the follows. Only reads and writes: what may change is the
// routes' to check (broadcast_routes.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/db/store.h"

namespace manqala::broadcasts {

// The delay that keeps the engine off a game until it ends.
inline constexpr int kUntilEnd = -1;

struct Broadcast {
  std::string id;  // the over-the-board tournament's
  bool live = true;
  int eval_delay = kUntilEnd;  // seconds, or kUntilEnd
  std::string token_digest, started;
};

// A board's game as it came in, move by move (or pushed whole).
struct LiveGame {
  int round = 0, board = 0;
  std::vector<std::string> moves;
  std::vector<int64_t> times;  // ms since 1970 when each move came in
  int64_t south_clock = -1, north_clock = -1;  // ms left, -1: not known
  std::string result;  // the record's ending ("over S resigned"), "" while it is played
  friend bool operator==(const LiveGame&, const LiveGame&) = default;
};

// A board whose game has no move yet.
inline LiveGame no_moves(int round, int board) {
  LiveGame g;
  g.round = round, g.board = board;
  return g;
}

struct Follow {
  std::string kind, id;  // "player" | "club" | "event"
};

class BroadcastStore : public Store {
 public:
  static std::unique_ptr<BroadcastStore> open(Database& db);

  virtual std::optional<Broadcast> find(const std::string& id) = 0;
  // Created or changed (the token kept).
  virtual void save(const Broadcast& b) = 0;
  virtual void set_token(const std::string& id, const std::string& digest) = 0;
  // The broadcasts that are live, of tournaments not finished.
  virtual std::vector<std::string> live() = 0;

  virtual std::vector<LiveGame> round(const std::string& id, int round) = 0;
  // Whether a move of the round came in already (its first starts it: round_begins()).
  virtual bool round_begun(const std::string& id, int round) = 0;
  virtual std::optional<LiveGame> game(const std::string& id, int round, int board) = 0;
  void save_game(const std::string& id, const LiveGame& g) { save_games(id, {g}); }
  // Several in one transaction (a push of a round's boards: one write to the disk).
  virtual void save_games(const std::string& id, const std::vector<LiveGame>& games) = 0;

  // An account's follows; following again changes nothing; false: `max` reached.
  virtual std::vector<Follow> follows(int64_t account) = 0;
  virtual bool follow(int64_t account, const Follow& f, size_t max) = 0;
  virtual void unfollow(int64_t account, const Follow& f) = 0;
  // The accounts following it.
  virtual std::vector<int64_t> followers(const Follow& f) = 0;
};

}  // namespace manqala::broadcasts
