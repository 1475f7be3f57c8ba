#include "server/room/clock.h"

namespace manqala {

void RoomClock::reset(const std::vector<StoredMove>& moves, const std::function<Side(const std::string&)>& mover_of) {
  left_[0] = left_[1] = initial_ms_;
  for (const auto& m : moves) charge(mover_of(m.move), m.ms);
  start_turn();
}

int64_t RoomClock::turn_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - turn_started_)
      .count();
}

}  // namespace manqala
