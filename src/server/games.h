// The server's games: creating them, finding them (in memory, or in the archive after a
// restart), listing and importing. Rooms stay in memory once loaded; the archive is the truth.
#pragma once

#include <map>
#include <memory>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/archive.h"
#include "server/engine_pool.h"
#include "server/room.h"

namespace manqala {

struct NewGame {
  std::string game;                  // "hawalis" or "al-manqala"
  std::vector<std::string> options;  // name=value words
  std::string human = "south";       // the creator's side: "south", "north", "random"; "both"
  int level = 4;                     // the engine's level, 1-10
  std::string opponent = "engine";   // or "friend": the other seat goes to whoever is invited
  int clock_minutes = 0;             // a friend game's time control (0 and 0: none) ...
  int clock_seconds = 0;
  int clock_increment_s = 0;         // ... and increment per move
  bool listed = false;               // a friend game's invitation is shown in the lobby
};

struct CreatedGame {
  std::shared_ptr<Room> room;
  std::string token;   // the creator's seat
  std::string invite;  // a friend game's code for the other seat
};

// Too many games in progress: the server refuses a new one (HTTP 503).
struct ServerBusy : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Games {
 public:
  Games(Archive& archive, EnginePool& pool, RoomSettings settings, int max_games = 1000);
  ~Games() { shutdown(); }
  // Stops watching the clocks; call it (and EnginePool::shutdown) before the network goes.
  void shutdown();

  // A new game, stored, its engine started if it moves first; the human seat's token.
  // Throws ParseError for a bad game, option, side or level.
  CreatedGame create(const NewGame& g);
  // The game with this id, or nullptr.
  std::shared_ptr<Room> find(const std::string& id);
  // A record text or export JSON, replayed and checked, stored for replay; returns its id.
  std::string import_game(const std::string& body, bool is_json);

  nlohmann::json list(const std::string& status, int limit, int offset);
  // Open invitations of the lobby and friend games in progress to watch.
  nlohmann::json lobby();
  static nlohmann::json meta();  // what a new-game form needs (docs/web-api.md)

  static constexpr int kDefaultLevel = 4;

 private:
  Archive& archive_;
  EnginePool& pool_;
  RoomSettings settings_;
  int max_games_;
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
  // Flag falls: a thread looks at the running clocks ten times a second.
  void watch_clocks();
  std::condition_variable clock_wake_;
  bool closing_ = false;
  std::thread clock_thread_;
};

}  // namespace manqala
