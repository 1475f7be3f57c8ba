// Solving one level of tables (docs/tablebases.md, "How a level is solved"). Captures lead to
// lower levels, already solved; moves that take nothing stay in the level, so its entries
// depend on each other, through cycles too. Every entry starts at the value of endless play
// (the shared board, a draw) and is computed again from its successors' current values,
// in place, sweep after sweep, until a sweep changes nothing.
//
// Why that is exact: at any moment an entry's value is the value of a finite game tree whose
// leaves are real ends or endless-play values, every such leaf at least as deep as the sweeps
// done so far. Once leaves lie deeper than any forced line of the level, the tree's value is
// the game's: a player who can force more than endless play forces it within that depth, and
// one who cannot is held to it. A sweep that changes nothing changes nothing ever after, so it
// has reached that value; the order of updates, the threads and the ranks do not matter, and
// every build writes the same bytes.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

#include "tablebase/cluster.h"
#include "tablebase/level_view.h"

namespace manqala::tablebase {

struct SweepProgress {
  int level = 0;
  int sweep = 0;
  uint64_t done = 0, total = 0;  // entries of this rank's slice done in this sweep
  uint64_t changed = 0;          // in the last finished sweep, all ranks
  bool sweep_finished = false;
};
using SweepReport = std::function<void(const SweepProgress&)>;

// Runs `work(begin, end)` over [begin, end) in chunks on `threads` threads; returns the sum of
// what it returned. Calls `report(done)` about every 0.1 s from the calling thread.
template <class Work>
uint64_t parallel_chunks(uint64_t begin, uint64_t end, int threads, Work work,
                         const std::function<void(uint64_t)>& report) {
  constexpr uint64_t kChunk = 1 << 14;
  std::atomic<uint64_t> next{begin}, done{0}, total{0};
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  auto worker = [&] {
    try {
      for (;;) {
        const uint64_t from = next.fetch_add(kChunk);
        if (from >= end || failed.load()) return;
        const uint64_t to = std::min(end, from + kChunk);
        total += work(from, to);
        done += to - from;
      }
    } catch (...) {
      if (!failed.exchange(true)) failure = std::current_exception();
    }
  };
  if (end - begin <= 4 * kChunk) {  // small: not worth a thread
    worker();
    if (failure) std::rethrow_exception(failure);
    return total.load();
  }
  // The workers solve; this thread reports.
  std::vector<std::thread> pool;
  for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(worker);
  auto next_report = std::chrono::steady_clock::now() + std::chrono::milliseconds(100);
  while (done.load() < end - begin && !failed.load()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (report && std::chrono::steady_clock::now() >= next_report) {
      report(done.load());
      next_report += std::chrono::milliseconds(100);
    }
  }
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return total.load();
}

// Solves level `level` into `current` (its entries), the lower levels in `lower`. Returns the
// number of sweeps, the last of which changed nothing.
template <class Endgame>
int solve_level(const Endgame& endgame, int level, const std::vector<const uint8_t*>& lower, uint8_t* current,
                uint64_t entries, int threads, Cluster& cluster, const SweepReport& report) {
  std::fill(current, current + entries, endgame.initial(level));
  std::vector<const uint8_t*> levels = lower;
  levels.resize(static_cast<size_t>(level) + 1, nullptr);
  LevelView view(levels, level, current);
  const uint64_t begin = cluster.slice_begin(entries, cluster.rank());
  const uint64_t end = cluster.slice_begin(entries, cluster.rank() + 1);
  for (int sweep = 1;; ++sweep) {
    SweepProgress p{level, sweep, 0, end - begin, 0, false};
    const uint64_t mine = parallel_chunks(
        begin, end, threads, [&](uint64_t from, uint64_t to) { return endgame.solve_range(level, from, to, view); },
        [&](uint64_t done) {
          p.done = done;
          if (report) report(p);
        });
    cluster.share(current, entries);
    p.changed = cluster.sum(mine);
    p.done = p.total;
    p.sweep_finished = true;
    if (report) report(p);
    if (p.changed == 0) return sweep;
  }
}

// Checks every entry of a finished level against its successors (tb verify); returns how
// many disagree, and the first of them in `first`.
template <class Endgame>
uint64_t check_level(const Endgame& endgame, int level, const std::vector<const uint8_t*>& levels, uint64_t entries,
                     int threads, uint64_t& first) {
  LevelView view(levels, level, const_cast<uint8_t*>(levels[static_cast<size_t>(level)]), /*checking=*/true);
  const uint64_t wrong = parallel_chunks(
      0, entries, threads, [&](uint64_t from, uint64_t to) { return endgame.solve_range(level, from, to, view); }, {});
  view.mismatch(first);
  return wrong;
}

}  // namespace manqala::tablebase
