// The engine's side of a room: it searches for the engine's moves on the engine pool, and
// analyses positions for hints, evaluations and share decisions. One analysis serves
// everyone who asks about the same state of the game (its result is kept until the game
// changes), so a flood of hints or evaluations costs one search. Everything here runs on the
// room's strand; answers from the pool come back through `post`.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "facade/any_game.h"
#include "server/engine/engine_pool.h"

namespace manqala {

class EngineDriver {
 public:
  // Runs a function on the room's strand, unless the room is gone.
  using Post = std::function<void(std::function<void()>)>;
  using Alive = std::function<bool()>;  // whether whoever asked still waits for the answer

  EngineDriver(EnginePool& pool, int64_t engine_ms) : pool_(pool), engine_ms_(engine_ms) {}
  void set_post(Post post) { post_ = std::move(post); }

  // The engine's move in `game` (a copy, not over) at `level`, or a random one when `blind`:
  // `then` gets it on the strand.
  void think(std::unique_ptr<AnyGame> game, int level, bool blind, std::function<void(std::string move)> then);
  bool thinking() const { return thinking_; }
  // Stops the search under way; its answer is not delivered.
  void cancel();

  // A full-strength search of `game` (a copy) at the game state `generation`; `then` gets it
  // on the strand, at once when that state was analysed before, or nothing when the engine
  // pool is full (the caller answers that the engine is busy).
  using Analysed = std::function<void(const std::optional<AnyGame::Report>&)>;
  void analyse(std::unique_ptr<AnyGame> game, uint64_t generation, Alive alive, Analysed then);

 private:
  struct Waiter {
    Alive alive;
    Analysed then;
  };
  struct Askers;
  bool submit_analysis(std::shared_ptr<const AnyGame> snapshot, uint64_t generation, std::shared_ptr<Askers> askers);
  void analysed(uint64_t generation, const std::optional<AnyGame::Report>& report);

  EnginePool& pool_;
  int64_t engine_ms_;
  Post post_;
  bool thinking_ = false;
  std::shared_ptr<std::atomic<bool>> stop_;
  uint64_t search_ = 0;  // numbers the engine's searches: a cancelled one's answer is dropped
  // The analysis of one game state: under way (waiters) or done (report).
  uint64_t analysis_generation_ = UINT64_MAX;
  std::shared_ptr<const AnyGame> analysis_game_;
  std::optional<AnyGame::Report> analysis_;
  std::shared_ptr<Askers> askers_;
  std::vector<Waiter> waiters_;
};

}  // namespace manqala
