// A room's clocks (games between two people with a time control): each side's time left at
// the start of the running turn, and when that turn began. The server keeps the time, not the
// pages; a restart does not charge the player to move for the time the server was down.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/types.h"
#include "server/archive/stored_game.h"

namespace manqala {

class RoomClock {
 public:
  RoomClock(int64_t initial_ms, int64_t increment_ms) : initial_ms_(initial_ms), increment_ms_(increment_ms) {}

  bool enabled() const { return initial_ms_ > 0; }
  int64_t initial_ms() const { return initial_ms_; }
  int64_t increment_ms() const { return increment_ms_; }

  // Each side's time from the stored moves (their times and the increments); the running
  // turn starts now.
  void reset(const std::vector<StoredMove>& moves, const std::function<Side(const std::string&)>& mover_of);
  void start_turn() { turn_started_ = std::chrono::steady_clock::now(); }
  // Milliseconds since the running turn began.
  int64_t turn_ms() const;
  // `s`'s time now; `running` when the turn of `s` is being timed.
  int64_t left(Side s, bool running) const { return left_[index(s)] - (running ? turn_ms() : 0); }
  // `mover` took `ms` for a move: its time goes down by that and up by the increment.
  void charge(Side mover, int64_t ms) { left_[index(mover)] += increment_ms_ - ms; }
  void flag_fall(Side loser) { left_[index(loser)] = 0; }

 private:
  int64_t initial_ms_, increment_ms_;
  int64_t left_[2] = {0, 0};  // each side's time at the start of the running turn
  std::chrono::steady_clock::time_point turn_started_ = std::chrono::steady_clock::now();
};

}  // namespace manqala
