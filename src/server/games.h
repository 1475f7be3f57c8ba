// The server's games: creating them, finding them (in memory, or in the archive after a
// restart), listing and importing. Rooms stay in memory once loaded; the archive is the truth.
#pragma once

#include <map>
#include <memory>
#include <mutex>
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
  std::string human = "south";       // "south", "north" or "both"
  int level = 4;                     // the engine's level, 1-10
};

class Games {
 public:
  Games(Archive& archive, EnginePool& pool, RoomSettings settings);

  // A new game, stored, its engine started if it moves first; the human seat's token.
  // Throws ParseError for a bad game, option, side or level.
  std::pair<std::shared_ptr<Room>, std::string> create(const NewGame& g);
  // The game with this id, or nullptr.
  std::shared_ptr<Room> find(const std::string& id);
  // A record text or export JSON, replayed and checked, stored for replay; returns its id.
  std::string import_game(const std::string& body, bool is_json);

  nlohmann::json list(const std::string& status, int limit, int offset);
  static nlohmann::json meta();  // what a new-game form needs (docs/web-api.md)

  static constexpr int kDefaultLevel = 4;

 private:
  Archive& archive_;
  EnginePool& pool_;
  RoomSettings settings_;
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
};

}  // namespace manqala
