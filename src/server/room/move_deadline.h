// A correspondence game's time: a number of days for each move, counted from when the turn
// began (the other's move, or both taking their seats). The time is the wall clock's and the
// turn's start is in the archive, so a restart changes nothing: the server ends a game whose
// side to move is out of time whenever it looks, and it looks at every such game in the
// archive, in memory or not (games/housekeeping.h). No increment, no first move for free: a
// day is long enough to make one.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>

namespace manqala {

// The days a move a correspondence game may give, as on lichess.
constexpr std::array<int, 6> kCorrespondenceDays = {1, 2, 3, 5, 7, 14};
constexpr int64_t kDayMs = 24 * 60 * 60 * 1000;

inline int64_t wall_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

class MoveDeadline {
 public:
  // `day_ms`: how long a day is (kDayMs; shorter only in the tests, `serve --day-ms`).
  MoveDeadline(int days, int64_t turn_since_ms, int64_t day_ms)
      : days_(days), since_ms_(turn_since_ms), day_ms_(day_ms) {}

  bool enabled() const { return days_ > 0; }
  int days() const { return days_; }
  // Whether a turn is being counted (both players seated).
  bool running() const { return enabled() && since_ms_ > 0; }
  void start_turn(int64_t now_ms) { since_ms_ = now_ms; }
  int64_t deadline_ms() const { return since_ms_ + days_ * day_ms_; }
  int64_t left_ms(int64_t now_ms) const { return std::max<int64_t>(0, deadline_ms() - now_ms); }
  bool passed(int64_t now_ms) const { return running() && now_ms >= deadline_ms(); }

 private:
  int days_;
  int64_t since_ms_;
  int64_t day_ms_;
};

}  // namespace manqala
