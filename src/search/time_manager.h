// The limits of one search, and when to stop it: a soft limit not to start another iteration
// after, a hard one to abort at. A clock gives the search about a twentieth of its time plus
// most of the increment, never more than a quarter of what is left.
#pragma once

#include <chrono>
#include <cstdint>

namespace manqala {

struct SearchLimits {
  int depth = 0;              // 0: no depth limit (up to kMaxPly)
  uint64_t nodes = 0;         // 0: no node limit
  int64_t movetime_ms = 0;    // 0: no fixed time
  int64_t clock_ms = -1;      // the mover's clock for clock play (-1: none)
  int64_t increment_ms = 0;   // the mover's increment per move
  // When the time started counting (think() sets it before it takes its table's memory);
  // the epoch: when the search starts.
  std::chrono::steady_clock::time_point start{};
};

class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts the clock.
  explicit TimeManager(const SearchLimits& limits);

  int64_t elapsed_ms() const;
  // The hard limit has passed: abort.
  bool out_of_time() const { return hard_ms_ > 0 && elapsed_ms() >= hard_ms_; }
  // An iteration that ended now took about half of what the next would: stop if that would
  // not fit in the soft limit.
  bool no_time_for_another_iteration() const { return soft_ms_ > 0 && elapsed_ms() * 2 >= soft_ms_; }
  // When the search must be over (rules work stops then too); false when there is no limit.
  bool deadline(Clock::time_point& at) const;

  int64_t soft_ms() const { return soft_ms_; }
  int64_t hard_ms() const { return hard_ms_; }

 private:
  Clock::time_point start_;
  int64_t soft_ms_ = 0, hard_ms_ = 0;  // 0: none
};

}  // namespace manqala
