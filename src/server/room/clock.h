// A room's clocks (games between two people with a time control): each side's time left at
// the start of the running turn, and when that turn began. The server keeps the time, not the
// pages; a restart does not charge the player to move for the time the server was down.
//
// Two things are never charged (README "Clocks"):
// - each side's first move: a side's clock runs from its second turn on, as on lichess;
// - the animation of the move just played: the turn's first `grace` milliseconds, a pace the
//   server sets from the move's sowing (room/move_pace.h) and the pages animate at.
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
  using Clock = std::chrono::steady_clock;

  RoomClock(int64_t initial_ms, int64_t increment_ms) : initial_ms_(initial_ms), increment_ms_(increment_ms) {}

  bool enabled() const { return initial_ms_ > 0; }
  int64_t initial_ms() const { return initial_ms_; }
  int64_t increment_ms() const { return increment_ms_; }

  // Each side's time from the stored moves (their times and the increments); the running
  // turn starts now.
  void reset(const std::vector<StoredMove>& moves, const std::function<Side(const std::string&)>& mover_of);
  // The running turn starts now; its first `grace_ms` are not counted.
  void start_turn(int64_t grace_ms = 0);
  // The running turn as another server of the site counted it (common/cluster.h): counted
  // from `wall_ms` (the Unix epoch's milliseconds, its grace over then), not from now.
  void continue_turn(int64_t wall_ms);
  // When the running turn is counted from (after its grace), in the Unix epoch's milliseconds.
  int64_t turn_counted_from_wall_ms() const;
  // Milliseconds counted since the running turn began (0 during its grace).
  int64_t turn_ms() const;
  // What is left of the running turn's grace.
  int64_t grace_left_ms() const;
  // Whether the turns of `s` are timed: from its second move on.
  bool timed(Side s) const { return moved_[index(s)]; }
  // `s`'s time now; `running` when the turn of `s` is being timed.
  int64_t left(Side s, bool running) const { return left_[index(s)] - (running ? turn_ms() : 0); }
  // `mover` took `ms` for a move: its time goes down by that and up by the increment; a
  // side's first move costs nothing and earns nothing.
  void charge(Side mover, int64_t ms);
  void flag_fall(Side loser) { left_[index(loser)] = 0; }

 private:
  int64_t initial_ms_, increment_ms_;
  int64_t left_[2] = {0, 0};  // each side's time at the start of the running turn
  bool moved_[2] = {false, false};
  Clock::time_point counted_from_ = Clock::now();  // the running turn's start, after its grace
};

}  // namespace manqala
