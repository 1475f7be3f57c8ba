// The rooms of the server's games in memory. There is one live room per game at any time: a
// room let go while someone still holds it is taken back, not built twice. Rooms are loaded
// (their moves replayed) on the work pool, outside the cache's lock.
//
// The cache also counts the games in progress (Room::in_progress: games someone is playing,
// not games only read), in all and by the client that created each, and reserves the place
// of a game being created under the same lock: two creations cannot both take the last place.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "server/room/room.h"

namespace manqala {

class RoomCache {
 public:
  using Opened = std::function<void(std::shared_ptr<Room> room, RoomAnswer failure)>;

  // A place taken for a game being created: given back unless fill() gives it its room.
  class Reservation {
   public:
    Reservation(RoomCache& cache, std::string client) : cache_(cache), client_(std::move(client)) {}
    ~Reservation();
    Reservation(const Reservation&) = delete;
    Reservation& operator=(const Reservation&) = delete;
    // The new game's id, before it is stored: from then until fill() whoever opens it waits
    // for its room (rather than load a second room of the same game from the archive).
    void name(const std::string& id);
    // The new game's room takes the place, and stays in memory; those waiting get it.
    void fill(const std::shared_ptr<Room>& room);

   private:
    RoomCache& cache_;
    const std::string client_;
    std::string id_;  // named, not yet filled
    bool filled_ = false;
  };

  // Rooms without a running clock that nobody has touched for `abandoned` may leave memory;
  // a game nobody has moved in (nor has open) for `idle` no longer counts as in progress.
  RoomCache(RoomContext& context, std::chrono::seconds abandoned, std::chrono::seconds idle)
      : context_(context), abandoned_(abandoned), idle_(idle) {}

  // The room of game `id`: `then` gets it, or nullptr and why not (404, or the stored game
  // does not load). At once when it is in memory; after a load on the work pool if not.
  void open(const std::string& id, Opened then);
  // The room of game `id` if it is in memory (nothing is loaded), else nullptr.
  std::shared_ptr<Room> in_memory(const std::string& id);
  // A place for a new game of `client` ("": the server itself, which has no per-client
  // limit). Throws Refused: 503 when `max_games` are in progress (rooms nobody needs are let
  // go first), 429 when the client has `max_per_client` of them. A tournament's game has its
  // place kept (`kept`): it is counted, never refused.
  Reservation reserve(const std::string& client, int max_games, int max_per_client, bool kept = false);
  // Rooms nobody needs leave memory (the archive keeps their games).
  void let_go();
  // The rooms in memory whose game has a clock.
  std::vector<std::shared_ptr<Room>> clocked();
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
  void let_go_locked();

  RoomContext& context_;
  const std::chrono::seconds abandoned_, idle_;
  std::mutex mu_;
  std::map<std::string, Entry> rooms_;
  int reserved_ = 0;  // games being created: counted before they exist
};

}  // namespace manqala
