// The server's games: creating them, opening them (in memory, or loaded from the archive),
// listing and importing, and letting rooms go. There is one live room per game at any time:
// a room let go while someone still holds it is taken back, not built twice. Rooms are
// loaded (their moves replayed) on the work pool, outside any shared lock.
//
// Limits, so that one client cannot lock others out: a cap on games in progress (counted and
// taken under one lock), games in progress per client, creations and imports a minute per
// client; rooms abandoned for a while leave memory and stop counting.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "facade/game_description.h"
#include "server/archive.h"
#include "server/client_quota.h"
#include "server/engine_pool.h"
#include "server/room/room.h"

namespace manqala {

struct NewGame {
  std::string game;                  // a game's name (games/registry.h)
  std::vector<std::string> options;  // name=value words
  std::string human = "south";       // the creator's side: "south", "north", "random"; "both"
  int level = 4;                     // the engine's level, 1-10
  std::string opponent = "engine";   // or "friend": the other seat goes to whoever is invited
  int clock_minutes = 0;             // a friend game's time control (0 and 0: none) ...
  int clock_seconds = 0;
  int clock_increment_s = 0;         // ... and increment per move
  bool listed = false;               // a friend game's invitation is shown in the lobby
  std::string start;                 // a position text to start from ("": the usual start)
  bool rated = false;                // a friend game between two accounts that changes ratings
  SeatAccount creator;               // the logged-in creator (id 0: a guest)
  // A friend game whose other seat is this account's at once (a tournament's pairing): no
  // invitation, and the creator is the South or North of `human`.
  SeatAccount paired;
};

struct CreatedGame {
  std::shared_ptr<Room> room;
  std::string token;   // the creator's seat
  std::string invite;  // a friend game's code for the other seat
};

// A refusal with its HTTP status: 503 (the server is full), 429 (this client is over its
// limits).
struct Refused : std::runtime_error {
  Refused(int status, const std::string& why) : std::runtime_error(why), status(status) {}
  int status;
};

struct GamesLimits {
  int max_games = 1000;                   // games in progress at once
  int max_games_per_client = 50;          // games in progress created by one client
  double creates_per_minute = 30;         // a client's new games (bursts of twice that)
  double imports_per_minute = 10;         // a client's imports (bursts of twice that)
  int abandoned_s = 30 * 60;              // an untimed game untouched this long leaves memory
  int sweep_ms = 5000;                    // how often rooms nobody needs are looked for
};

// The option words of a new game as the game's schema has them; ParseError for a bad option,
// or options under which judging a move has no useful bound.
std::string checked_options(const GameDescription& game, const std::vector<std::string>& options);

// A game as GET /api/games lists it.
nlohmann::json summary_json(const GameSummary& s);

class Games {
 public:
  using Opened = std::function<void(std::shared_ptr<Room> room, Outcome failure)>;

  Games(RoomContext context, GamesLimits limits = {});
  ~Games() { shutdown(); }
  // Stops the clocks and the housekeeping; call it (and EnginePool::shutdown) before the
  // network goes.
  void shutdown();

  // A new game, stored, its engine started if it moves first; the human seat's token.
  // Throws ParseError for a bad game, option, side or level, Refused over a limit. `client`
  // "" is the server itself (tournaments): no per-client limit.
  CreatedGame create(const NewGame& g, const std::string& client);
  // The room of game `id`: `then` gets it, or nullptr and why not (404, or the stored game
  // does not load). At once when it is in memory; after a load on the work pool if not.
  void open(const std::string& id, Opened then);
  // A record text or export JSON, replayed and checked (within the server's rules bound),
  // stored for replay; returns its id. Throws ParseError or RulesInterrupted.
  std::string import_game(const std::string& body, bool is_json);
  // Throws Refused (429) when this client has imported too much lately.
  void check_import_quota(const std::string& client);

  nlohmann::json list(const std::string& status, int limit, int offset);
  // Open invitations of the lobby (of the last day) and friend games in progress to watch.
  nlohmann::json lobby();
  static nlohmann::json meta();  // what a new-game form needs (docs/web-api.md)

  Archive& archive() { return context_.archive; }
  EnginePool& engine() { return context_.pool; }
  LivePositions& live() { return *context_.live; }
  int64_t engine_ms() const { return context_.settings.engine_ms; }

  static constexpr int kDefaultLevel = 4;
  // Rooms in memory (tests).
  size_t resident();

 private:
  struct Entry {
    std::shared_ptr<Room> resident;  // kept in memory by the server
    std::weak_ptr<Room> live;        // alive while anyone holds it
    bool loading = false;
    std::vector<Opened> waiting;  // while it loads
    std::string creator;          // the client that created it (not kept across restarts)
  };
  void load(const std::string& id);
  int in_progress_locked(const std::string& client, int& by_client) const;
  void let_go_locked();  // rooms nobody needs leave memory
  void housekeeping();   // clocks ten times a second, letting go now and then

  RoomContext context_;
  GamesLimits limits_;
  ClientQuota creates_, imports_;
  std::mutex mu_;
  std::map<std::string, Entry> rooms_;
  int reserved_ = 0;  // games being created: counted before they exist
  std::condition_variable wake_;
  bool closing_ = false;
  std::thread housekeeper_;
};

}  // namespace manqala
