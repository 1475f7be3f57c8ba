// The games' housekeeping, on a thread of its own: ten times a second the rooms with a clock
// look whether the side to move has run out of time (a flag fall is seen within 100 ms), and
// every `sweep_ms` the rooms nobody needs leave memory.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

#include "server/games/room_cache.h"

namespace manqala {

class Housekeeping {
 public:
  Housekeeping(RoomCache& rooms, int sweep_ms);
  ~Housekeeping() { stop(); }
  Housekeeping(const Housekeeping&) = delete;
  Housekeeping& operator=(const Housekeeping&) = delete;
  void stop();

 private:
  void run();

  RoomCache& rooms_;
  const int ticks_between_sweeps_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool closing_ = false;
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace manqala
