// One game on the server: the core game (which checks every move), its two seats, the
// engine when it holds a seat, and the connections watching. Every change is stored in the
// archive first, then sent to the watchers: nobody sees a move the archive could lose.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
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
  // A full game state: it replaces any state of this watcher not yet written, so that a slow
  // reader skips to the newest state instead of piling up old ones.
  virtual void send_state(std::shared_ptr<const std::string> message) = 0;
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
  // A friend game's open seat, by the invitation's code or (if listed) from the lobby.
  Outcome join(const std::string& invite, bool from_lobby);
  Outcome undo(const std::string& token);
  Outcome resign(const std::string& token);
  void share(const std::string& token, OutcomeSink done);
  void hint(const std::string& token, OutcomeSink done);
  void evaluate(OutcomeSink done);

  void watch(const std::shared_ptr<Watcher>& w);  // sends the state at once
  void unwatch(const Watcher* w);
  // A watcher that holds a seat's token is that player, connected (presence).
  void identify(const Watcher* w, const std::string& token);

  bool has_clock() const { return stored_.clock_initial_ms > 0; }
  // Ends the game if the side to move has run out of time (called often by Games).
  void tick();
  bool ongoing() const;
  // Over and watched by nobody: it can leave memory (the archive keeps it).
  bool idle() const;

  // Starts the engine if it is to move (a new game, or one loaded after a restart).
  void start();

 private:
  enum class SeatKind { Human, Engine, Nobody };
  SeatKind seat(Side s) const;
  // The side the token may act for now, or none: 403/409 messages.
  bool authorised(const std::string& token, Side& side, std::string& why) const;
  bool over() const;
  bool seats_taken() const;  // both seats have a player (an engine, or a token)
  bool clock_running() const { return has_clock() && !over() && seats_taken(); }
  int64_t clock_left(Side s) const;  // now, counting the running turn
  void reset_clocks();       // from the stored moves' times and the increments
  void flag_fall_locked(Side loser);
  nlohmann::json result_json() const;
  StoredOutcome stored_outcome() const;
  nlohmann::json state_locked() const;
  void broadcast_locked(const char* type);
  void think_locked();
  void engine_moved(uint64_t generation, const std::string& move);
  // Plays a move of the side to move taking `ms`, stores it, then tells the watchers. Throws
  // ParseError (illegal) or ArchiveError (not stored), changing nothing either way.
  void commit_move_locked(const std::string& move, int64_t ms);
  // A full-strength search of the current position on the pool, then `then` with its report.
  void analyse(int64_t ms, std::function<void(const AnyGame::Report&)> then);
  int64_t turn_ms() const;

  mutable std::mutex mu_;
  StoredGame stored_;  // as in the archive; its moves kept in step with game_
  std::unique_ptr<AnyGame> game_;
  Archive& archive_;
  EnginePool& pool_;
  RoomSettings settings_;
  // An ending from outside the rules: a resignation or a flag fall, and who lost by it.
  struct OutsideEnd {
    Side loser;
    std::string reason;  // "resigned" or "time"
  };
  std::optional<OutsideEnd> outside_end_;
  int64_t clock_left_[2] = {0, 0};  // each side's time at the start of the running turn
  int share_offer_ = -1;            // the side that proposed sharing the loop, until a move
  bool thinking_ = false;
  uint64_t generation_ = 0;  // bumped by every change; a late engine answer is dropped
  std::shared_ptr<std::atomic<bool>> stop_;
  std::chrono::steady_clock::time_point turn_started_;
  nlohmann::json last_;  // animation of the last move (docs/web-api.md "last")
  struct WatcherSeat {
    std::weak_ptr<Watcher> watcher;
    int side = -1;  // -1: a spectator
  };
  std::vector<WatcherSeat> watchers_;
};

// JSON text that never throws: strings from clients may hold bytes that are not UTF-8 (in
// an error message that quotes them); those become U+FFFD instead of an exception.
inline std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// 128 bits (or `bytes`) from the operating system's random source, as hex digits.
std::string random_hex(size_t bytes = 16);

// The JSON of docs/web-api.md for a board, captured counts, a trace; play_traced() plays a
// move and returns the "last" object that animates it.
nlohmann::json board_json(const AnyGame& g);
nlohmann::json captured_json(const AnyGame& g);
nlohmann::json trace_json(const MoveTrace& t);
nlohmann::json play_traced(AnyGame& g, const std::string& move);

// "Hawalis" / "Al-manqala": a game's name as people write it.
std::string title_of(std::string_view game);

// "south" / "north", as the JSON API says sides.
std::string side_word(Side s);

}  // namespace manqala
