// A bound on rules work that can take long. With many seeds a pit a Hawalis relay sowing can
// run for millions or billions of laps before it ends or comes back to a state it was in
// (RULES.md "Endless sowing"), and the rules must follow it to the end to judge the move
// exactly. Work that someone waits for carries a WorkLimit: the sowing reports its laps to it
// every kLapsPerCheck laps, and the limit throws RulesInterrupted once a stop flag is set, a
// deadline has passed or a lap budget is spent. Many short sowings add up like one long one. Nothing is judged wrongly: the work that was
// interrupted has no result at all, and the caller says so.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace manqala {

// Rules work given up because its WorkLimit said so; the message says which bound.
struct RulesInterrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class WorkLimit {
 public:
  using Clock = std::chrono::steady_clock;
  // About half a millisecond of sowing between two checks: stop and deadlines hold to a few
  // milliseconds, and the check costs nothing measurable.
  static constexpr uint64_t kLapsPerCheck = 1 << 16;

  WorkLimit() = default;  // no bound: work runs to its end

  // Any of up to two flags set by another thread stops the work (a search's own stop and the
  // flag its threads share).
  WorkLimit& stop_on(const std::atomic<bool>* flag) {
    (stop_[0] ? stop_[1] : stop_[0]) = flag;
    return *this;
  }
  WorkLimit& until(Clock::time_point deadline) {
    deadline_ = deadline;
    has_deadline_ = true;
    return *this;
  }
  // At most `laps` laps of sowing in all, from now on: a bound that does not depend on how
  // busy the machine is, so a position is refused or accepted alike everywhere.
  WorkLimit& lap_budget(uint64_t laps) {
    budget_ = laps;
    spent_ = pending_ = 0;
    return *this;
  }
  // Called now and then during long work with the laps spent so far (a progress line).
  WorkLimit& on_progress(std::function<void(uint64_t laps)> report, uint64_t every_laps = uint64_t{1} << 26) {
    progress_ = std::move(report);
    progress_every_ = every_laps;
    next_progress_ = spent_ + every_laps;
    return *this;
  }

  uint64_t laps_spent() const { return spent_ + pending_; }
  uint64_t budget() const { return budget_; }

  // The sowing's report: `laps` more laps done. Throws RulesInterrupted when the work must end
  // (looked at once kLapsPerCheck laps have come in since the last look).
  void add_laps(uint64_t laps) {
    pending_ += laps;
    if (pending_ >= kLapsPerCheck) check();
  }

 private:
  void check() {
    spent_ += pending_;
    pending_ = 0;
    if (spent_ > budget_)
      throw RulesInterrupted("judging this position's relay sowings needs more than " + std::to_string(budget_) +
                             " laps, the limit here");
#ifndef MANQALA_NO_THREAD_EXCEPTIONS
    for (const std::atomic<bool>* flag : stop_)
      if (flag && flag->load(std::memory_order_relaxed)) throw RulesInterrupted("stopped");
    if (has_deadline_ && Clock::now() >= deadline_) throw RulesInterrupted("out of time");
#endif
    // A build whose threads cannot catch an exception (the browser's engine with threads,
    // src/wasm/: emscripten 3.1.6 catches none there) lets a sowing end instead: its searches
    // watch their stop flags and deadline themselves and end right after it, and it is given
    // only positions judged elsewhere, so neither a bound nor a bad move throws there.
    if (progress_ && spent_ >= next_progress_) {
      next_progress_ = spent_ + progress_every_;
      progress_(spent_);
    }
  }

  const std::atomic<bool>* stop_[2] = {nullptr, nullptr};
  Clock::time_point deadline_{};
  bool has_deadline_ = false;
  uint64_t budget_ = UINT64_MAX;
  uint64_t spent_ = 0, pending_ = 0;
  std::function<void(uint64_t)> progress_;
  uint64_t progress_every_ = 0, next_progress_ = 0;
};

}  // namespace manqala
