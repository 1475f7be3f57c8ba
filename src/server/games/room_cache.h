// The rooms of the server's games in memory. There is one live room per game at any time: a
// room let go while someone still holds it is taken back, not built twice. Rooms are loaded
// (their moves replayed) on the work pool, outside the cache's lock.
//
// In a site of several processes (common/cluster.h) a game someone may still play has its room
// in one process at a time: the cache takes the game before it loads its room, asking the
// process that holds it to let it go (give_up) if need be, and lets it go when the room leaves
// memory. A finished game's room, which only answers reads, may be in any number of them.
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
  // The room of game `id`, as open() does, but only if no other live process holds the game
  // (a game found in the archive to carry on: it is not taken from its holder).
  void adopt(const std::string& id, Opened then);
  // Another process wants game `id`: its room, if here, leaves (Room::leave) and the game is
  // let go. Called from any thread.
  void give_up(const std::string& id);
  // Rooms of games the archive says another process holds now (this one was cut off from the
  // archive a while, and taken for dead) leave.
  void forget_not_held();
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
    bool held = false;            // the game is this process's (Cluster::take)
    std::chrono::steady_clock::time_point held_since;
  };
  // On the work pool: takes a game still played (ask_for it, again and again, while another
  // process holds it), then loads its room.
  void claim(const std::string& id, bool playing, int attempt);
  // `turn_from_ms`: the running turn as the game's last holder counted it (Cluster::take).
  void load(const std::string& id, bool held, std::optional<int64_t> turn_from_ms = std::nullopt);
  // The load's end: the room (or nullptr and why not) to those waiting for it.
  void loaded(const std::string& id, std::shared_ptr<Room> room, const RoomAnswer& failure, bool held);
  int in_progress_locked(const std::string& client, int& by_client) const;
  void let_go_locked();
  // The games whose rooms let_go_locked() dropped are let go in the archive, outside the lock.
  void let_go_released();

  RoomContext& context_;
  const std::chrono::seconds abandoned_, idle_;
  std::mutex mu_;
  std::map<std::string, Entry> rooms_;
  int reserved_ = 0;  // games being created: counted before they exist
  std::vector<std::string> released_;  // held games whose rooms went, to let go
};

}  // namespace manqala
