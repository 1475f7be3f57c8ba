// The games' housekeeping, on a thread of its own: ten times a second the rooms with a clock
// look whether the side to move has run out of time (a flag fall is seen within 100 ms), and
// every `sweep_ms` the rooms nobody needs leave memory and the correspondence games out of
// time in the archive (in memory or not, after a restart too) are opened and ended.
//
// With other processes on the archive (common/cluster.h), every second: the rooms of games
// another process holds now leave, and the process holding the "orphans" lease takes over the
// games of a process that is gone, those nobody took within two looks (a player who comes
// back through the proxy usually takes his own first), so that their clocks run on.
#pragma once

#include <set>
#include <string>

#include "server/common/cluster.h"
#include "server/common/ticker.h"
#include "server/games/room_cache.h"

namespace manqala {

class Housekeeping {
 public:
  Housekeeping(RoomCache& rooms, Archive& archive, Cluster& cluster, int64_t day_ms, int sweep_ms);
  void stop() { ticker_.stop(); }

 private:
  void tick();
  void end_overdue();
  void look_at_cluster();

  RoomCache& rooms_;
  Archive& archive_;
  Cluster& cluster_;
  std::set<std::string> orphans_;  // seen at the last look
  const int64_t day_ms_;
  const int ticks_between_sweeps_;
  int ticks_ = 0;
  Ticker ticker_;  // last: it starts at once
};

}  // namespace manqala
