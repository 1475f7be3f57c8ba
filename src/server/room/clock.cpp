#include "server/room/clock.h"

#include <algorithm>

namespace manqala {

namespace {
int64_t ms_between(RoomClock::Clock::time_point from, RoomClock::Clock::time_point to) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(to - from).count();
}
}  // namespace

void RoomClock::reset(const std::vector<StoredMove>& moves, const std::function<Side(const std::string&)>& mover_of) {
  left_[0] = left_[1] = initial_ms_;
  moved_[0] = moved_[1] = false;
  for (const auto& m : moves) charge(mover_of(m.move), m.ms);
  start_turn();
}

void RoomClock::start_turn(int64_t grace_ms) {
  counted_from_ = Clock::now() + std::chrono::milliseconds(std::max<int64_t>(0, grace_ms));
}

void RoomClock::continue_turn(int64_t wall_ms) {
  const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
  counted_from_ = Clock::now() - std::chrono::milliseconds(now - wall_ms);
}

int64_t RoomClock::turn_counted_from_wall_ms() const {
  const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
  return now - ms_between(counted_from_, Clock::now());
}

int64_t RoomClock::turn_ms() const { return std::max<int64_t>(0, ms_between(counted_from_, Clock::now())); }

int64_t RoomClock::grace_left_ms() const { return std::max<int64_t>(0, ms_between(Clock::now(), counted_from_)); }

void RoomClock::charge(Side mover, int64_t ms) {
  bool& moved = moved_[index(mover)];
  if (!moved) {
    moved = true;
    return;
  }
  left_[index(mover)] += increment_ms_ - ms;
}

}  // namespace manqala
