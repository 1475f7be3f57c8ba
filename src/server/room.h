// One game on the server: the core game (which checks every move), its two seats, the
// engine when it holds a seat, and the connections watching. Every change is stored in the
// archive first, then sent to the watchers: nobody sees a move the archive could lose.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/any_game.h"
#include "server/archive.h"
#include "server/engine_pool.h"

namespace manqala {

// The answer to an action: an HTTP status and its JSON body.
struct Outcome {
  int status = 200;
  nlohmann::json body;
  static Outcome error(int status, const std::string& message) { return {status, {{"error", message}}}; }
};
using OutcomeSink = std::function<void(Outcome)>;

// Anything that wants every new state of a room (a WebSocket connection).
class Watcher {
 public:
  virtual ~Watcher() = default;
  virtual void send(std::shared_ptr<const std::string> message) = 0;
};

struct RoomSettings {
  int64_t engine_ms = 1000;  // the most an engine move, hint, evaluation or share answer takes
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // A room for a stored game; replays its moves. Throws ParseError if they do not replay.
  Room(StoredGame stored, Archive& archive, EnginePool& pool, RoomSettings settings);
  ~Room();

  const std::string& id() const { return stored_.id; }
  nlohmann::json state() const;  // GameState of docs/web-api.md
  std::string record_text() const;
  nlohmann::json export_json() const;
  nlohmann::json replay_json() const;

  // The actions of docs/web-api.md; each answers through `done`, maybe later (from the pool).
  Outcome move(const std::string& token, const std::string& move, int64_t ply);
  Outcome undo(const std::string& token);
  Outcome resign(const std::string& token);
  void share(const std::string& token, OutcomeSink done);
  void hint(const std::string& token, OutcomeSink done);
  void evaluate(OutcomeSink done);

  void watch(const std::shared_ptr<Watcher>& w);  // sends the state at once
  void unwatch(const Watcher* w);

  // Starts the engine if it is to move (a new game, or one loaded after a restart).
  void start();

 private:
  enum class SeatKind { Human, Engine, Nobody };
  SeatKind seat(Side s) const;
  // The side the token may act for now, or none: 403/409 messages.
  bool authorised(const std::string& token, Side& side, std::string& why) const;
  bool over() const;
  nlohmann::json result_json() const;
  StoredOutcome stored_outcome() const;
  nlohmann::json state_locked() const;
  void broadcast_locked(const char* type);
  void think_locked();
  void engine_moved(uint64_t generation, const std::string& move, int64_t ms);
  // A full-strength search of the current position on the pool, then `then` with its report.
  void analyse(int64_t ms, std::function<void(const AnyGame::Report&)> then);
  int64_t turn_ms() const;

  mutable std::mutex mu_;
  StoredGame stored_;  // as in the archive; its moves kept in step with game_
  std::unique_ptr<AnyGame> game_;
  Archive& archive_;
  EnginePool& pool_;
  RoomSettings settings_;
  Side resigned_ = Side::South;
  bool has_resigned_ = false;
  bool thinking_ = false;
  uint64_t generation_ = 0;  // bumped by every change; a late engine answer is dropped
  std::shared_ptr<std::atomic<bool>> stop_;
  std::chrono::steady_clock::time_point turn_started_;
  nlohmann::json last_;  // animation of the last move (docs/web-api.md "last")
  std::vector<std::weak_ptr<Watcher>> watchers_;
};

// 128 bits (or `bytes`) from the operating system's random source, as hex digits.
std::string random_hex(size_t bytes = 16);

// "south" / "north", as the JSON API says sides.
std::string side_word(Side s);

}  // namespace manqala
