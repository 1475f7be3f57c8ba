#include "search/time_manager.h"

#include <algorithm>

namespace manqala {

TimeManager::TimeManager(const SearchLimits& l)
    : start_(l.start == Clock::time_point{} ? Clock::now() : l.start) {
  if (l.movetime_ms > 0) {  // all of it: no clock to save time for
    hard_ms_ = l.movetime_ms;
    return;
  }
  if (l.clock_ms < 0) return;
  // Clock play: about a twentieth of the clock plus most of the increment, never more than a
  // quarter of the clock, and always a little left for the move to reach the server.
  const int64_t left = std::max<int64_t>(l.clock_ms - 30, 1);
  const int64_t budget = left / 20 + l.increment_ms * 3 / 4;
  const int64_t hard = std::min(left / 4 + l.increment_ms / 2, left);
  soft_ms_ = std::max<int64_t>(1, std::min(budget, hard));
  hard_ms_ = std::max<int64_t>(1, hard);
}

int64_t TimeManager::elapsed_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

bool TimeManager::deadline(Clock::time_point& at) const {
  if (hard_ms_ <= 0) return false;
  at = start_ + std::chrono::milliseconds(hard_ms_);
  return true;
}

}  // namespace manqala
