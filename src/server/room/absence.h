// A player gone from a game between people (README "Leaving a game"). The server judges it
// from his pages' connections to the game (room/audience.h), never from what a page says: two
// tabs are one player here while either is open, and a reload or a phone's brief loss of
// signal connects again before it counts. A player's absence is counted from when his last
// connection closed or his turn began, whichever came later, so only his own turns count.
// Once the player to move has been gone long enough, the one who stayed may claim the game
// (Room::claim): the win, or a draw.
#pragma once

#include <chrono>
#include <cstdint>

#include "core/types.h"

namespace manqala {

class Absence {
 public:
  using Clock = std::chrono::steady_clock;

  explicit Absence(Clock::time_point now) : turn_since_(now) { gone_since_[0] = gone_since_[1] = now; }

  // Whether each side has a connection now (called after every change of the audience).
  void seen(bool south_here, bool north_here, Clock::time_point now);
  // A turn began (a move, or the second seat taken).
  void turn_started(Clock::time_point now) { turn_since_ = now; }
  bool here(Side s) const { return here_[index(s)]; }
  // How long `s`, gone, has been gone in the turn now (zero while he is here).
  Clock::duration gone(Side s, Clock::time_point now) const;

 private:
  bool here_[2] = {false, false};
  Clock::time_point gone_since_[2];
  Clock::time_point turn_since_;
};

}  // namespace manqala
