// Broadcasts in the server's database (broadcast_schema.h): the settings, the push token's
// digest, each board's live game and the follows. Only reads and writes: what may change is the
// routes' to check (broadcast_routes.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/db/database.h"

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

class BroadcastStore {
 public:
  explicit BroadcastStore(Database& db) : db_(db) {}

  std::optional<Broadcast> find(const std::string& id);
  // Created or changed (the token kept).
  void save(const Broadcast& b);
  void set_token(const std::string& id, const std::string& digest);
  // The broadcasts that are live, of tournaments not finished.
  std::vector<std::string> live();

  std::vector<LiveGame> round(const std::string& id, int round);
  // Whether a move of the round came in already (its first starts it: round_begins()).
  bool round_begun(const std::string& id, int round);
  std::optional<LiveGame> game(const std::string& id, int round, int board);
  void save_game(const std::string& id, const LiveGame& g) { save_games(id, {g}); }
  // Several in one transaction (a push of a round's boards: one write to the disk).
  void save_games(const std::string& id, const std::vector<LiveGame>& games);

  // An account's follows; following again changes nothing; false: `max` reached.
  std::vector<Follow> follows(int64_t account);
  bool follow(int64_t account, const Follow& f, size_t max);
  void unfollow(int64_t account, const Follow& f);
  // The accounts following it.
  std::vector<int64_t> followers(const Follow& f);

 private:
  Database& db_;
};

}  // namespace manqala::broadcasts
