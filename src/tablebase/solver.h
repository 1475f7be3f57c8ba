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
#include <concepts>
#include <cstring>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

#include "tablebase/level_view.h"
#include "tablebase/relaxed_byte.h"
#include "tablebase/window_order.h"

namespace manqala::tablebase {

struct SweepProgress {
  int level = 0;
  int sweep = 0;
  uint64_t done = 0, total = 0;  // entries of this rank's slice done in this sweep
  uint64_t changed = 0;          // in the last finished sweep, all ranks
  bool sweep_finished = false;
};
using SweepReport = std::function<void(const SweepProgress&)>;

// A thread's share of work at a time: entries (or words of the level's bits or bytes); and
// when a round's parents are read in window order, entries whose changes' parents are sorted
// together (many reads a window: tablebase/window_order.h).
inline constexpr uint64_t kChunk = uint64_t{1} << 14, kWindowedChunk = uint64_t{1} << 22;

// Runs `work(begin, end)` over [begin, end) in chunks of `chunk` on `threads` threads; returns
// the sum of what it returned. Calls `report(done)` about every 0.1 s from the calling thread.
template <class Work>
uint64_t parallel_chunks(uint64_t begin, uint64_t end, int threads, Work work,
                         const std::function<void(uint64_t)>& report, uint64_t chunk = kChunk) {
  std::atomic<uint64_t> next{begin}, done{0}, total{0};
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  auto worker = [&] {
    try {
      for (;;) {
        const uint64_t from = next.fetch_add(chunk);
        if (from >= end || failed.load()) return;
        const uint64_t to = std::min(end, from + chunk);
        total += work(from, to);
        done += to - from;
      }
    } catch (...) {
      if (!failed.exchange(true)) failure = std::current_exception();
    }
  };
  if (end - begin <= 4 * chunk) {  // small: not worth a thread
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

// A game whose endgame class can list the entries that depend on an entry (its parents in the
// same level) is solved by a worklist: one full sweep, then only the parents of what changed,
// round after round, until nothing changes, a batch of entries at a time (solve_entries asks
// the memory for all of a batch's successors before it reads one). Skipping an entry none of
// whose successors changed skips an update that would change nothing, so the result is the
// sweeps' (and the same bytes).
template <class Endgame>
concept ListsParents = requires(const Endgame& e, int level, uint64_t i, uint64_t* out, LevelView& view) {
  { e.parents(level, i, out) } -> std::same_as<int>;
  { e.solve_entries(level, &i, 1, view) } -> std::same_as<uint64_t>;
  Endgame::kMaxParents;
  Endgame::kBatch;
};

// A game may also say, for each parent, how the parent reaches the entry (`links`), and
// whether a parent whose value is `parent` can change when that entry goes from `before` to
// `after` (may_change). A parent's value is the best of its moves' values, so when the move
// through the entry was not its best before and is not better now, solving it again would
// change nothing: the solver skips it without reading the parent's successors (Al-manqala,
// 16 seeds: 29.7 million entries solved in the second round instead of 41.8 million).
template <class Endgame>
concept FiltersParents = ListsParents<Endgame> && requires(const Endgame& e, int level, uint64_t i, uint64_t* out,
                                                           uint8_t* links, uint8_t v) {
  { e.parents(level, i, out, links) } -> std::same_as<int>;
  { e.may_change(level, v, v, v, v) } -> std::same_as<bool>;
};

// With FiltersParents the worklist lives in the entries themselves: values fit in seven bits
// and the top bit of an entry's byte says it is queued (LevelView hides it). Queuing a parent
// then touches one random byte, the one whose value the filter reads anyway, instead of that
// byte and a bit in a separate set: at 20 seeds and up the solver waits on memory.
inline constexpr uint8_t kQueued = 0x80;

// Queues the parents of the entries changed in words [from, to) of `changed` that may change
// in turn (FiltersParents). No entry changes value meanwhile; only the queued bits are set, by
// any thread, so the parents may be read in any order: a level that outgrows the page walks'
// caches has each chunk's parents sorted by window first (tablebase/window_order.h), a smaller
// one reads them a batch at a time, asked of the memory first. Returns how many it queued.
template <class Endgame>
  requires FiltersParents<Endgame>
uint64_t queue_changing_parents(const Endgame& endgame, int level, uint64_t from, uint64_t to, uint8_t* current,
                                uint64_t entries, bool windowed, const uint8_t* before, EntryBits& changed) {
  static_assert(2 * Endgame::kMaxLevel < kQueued, "values must leave the top bit free");
  uint64_t queued = 0;
  // A parent (its index, how it reaches the child) and the child's value before and now.
  const auto check = [&](uint64_t parent, uint8_t link, uint8_t was, uint8_t now) {
    uint8_t& entry = current[parent];
    const uint8_t byte = relaxed_load(entry);
    if (!(byte & kQueued) && endgame.may_change(level, link, was, now, byte))
      queued += !(relaxed_fetch_or(entry, kQueued) & kQueued);
  };
  constexpr int kRoom = 4 * Endgame::kMaxParents;
  uint64_t parents[kRoom], child[kRoom];
  uint8_t links[kRoom];
  constexpr uint64_t kIndex = (uint64_t{1} << 40) - 1;
  if (windowed && entries <= kIndex) {
    // Packed: the parent's index (40 bits), the link, the child's value before and now (7 each).
    thread_local std::vector<uint64_t> records, sorted, counts;
    records.clear();
    for (uint64_t w = from; w < to; ++w)
      for (uint64_t bits = changed.take(w); bits; bits &= bits - 1) {
        const uint64_t i = w * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
        const uint64_t values = uint64_t{before[i]} << 41 | uint64_t{relaxed_load(current[i]) & ~kQueued & 0x7fu} << 48;
        const int n = endgame.parents(level, i, parents, links);
        for (int k = 0; k < n; ++k) records.push_back(parents[k] | uint64_t{links[k] != 0} << 40 | values);
      }
    sort_by_window(records, sorted, counts, (entries >> kWindowBits) + 1,
                   [](uint64_t r) { return (r & kIndex) >> kWindowBits; });
    constexpr size_t kAhead = 16;
    for (size_t k = 0; k < sorted.size(); ++k) {
      if (k + kAhead < sorted.size()) __builtin_prefetch(current + (sorted[k + kAhead] & kIndex), 1);
      const uint64_t r = sorted[k];
      check(r & kIndex, r >> 40 & 1, r >> 41 & 0x7f, r >> 48 & 0x7f);
    }
    return queued;
  }
  int count = 0;
  auto flush = [&] {
    for (int k = 0; k < count; ++k)
      check(parents[k], links[k], before[child[k]], relaxed_load(current[child[k]]) & ~kQueued);
    count = 0;
  };
  for (uint64_t w = from; w < to; ++w)
    for (uint64_t bits = changed.take(w); bits; bits &= bits - 1) {
      const uint64_t i = w * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
      if (count + Endgame::kMaxParents > kRoom) flush();
      const int n = endgame.parents(level, i, parents + count, links + count);
      for (int k = count; k < count + n; ++k) {
        child[k] = i;
        __builtin_prefetch(current + parents[k], 1);
      }
      count += n;
    }
  flush();
  return queued;
}

// Calls solve(index[], count) for the queued entries of words [from, to) of the level's bytes
// (8 entries a word) a batch at a time. Only this thread touches these bytes' queued bits now.
template <size_t kBatch, class Solve>
uint64_t solve_queued_entries(const uint8_t* current, uint64_t from, uint64_t to, Solve solve) {
  thread_local std::vector<uint64_t> entries;  // kManyEntries' batch, 64 KB, off the stack
  entries.resize(kBatch);
  uint64_t n = 0, *batch = entries.data();
  size_t count = 0;
  for (uint64_t w = from; w < to; ++w) {
    uint64_t word;
    std::memcpy(&word, current + 8 * w, 8);
    for (uint64_t bits = word & 0x8080808080808080ull; bits; bits &= bits - 1) {
      batch[count++] = 8 * w + static_cast<uint64_t>(__builtin_ctzll(bits)) / 8;
      if (count == kBatch) {
        n += solve(batch, count);
        count = 0;
      }
    }
  }
  return n + solve(batch, count);
}

// A game that can solve any number of entries at once, reading their successors in the
// memory's order (tablebase/window_order.h), for the levels too large for the page walks.
template <class Endgame>
concept SolvesMany = requires(const Endgame& e, int level, const uint64_t* index, size_t count, LevelView& view) {
  { e.solve_many(level, index, count, view) } -> std::same_as<uint64_t>;
};

// The solver's arrays at the end of a round (views, not copies), as a saved round keeps them.
struct RoundState {
  int round = 0;         // the round just finished
  uint64_t changed = 0;  // entries it changed
  uint8_t* current = nullptr;
  uint64_t entries = 0;
  EntryBits* changed_bits = nullptr;
  uint8_t* before = nullptr;  // null when the solver keeps no values before a change
};

// What a solve does with its state between rounds (tablebase/round_file.h): `resume` fills a
// saved state's arrays and returns its round (0: start the level afresh); `keep` is called at
// the end of every round that changed something, to save it when due.
struct RoundKeeping {
  std::function<int(RoundState&)> resume;
  std::function<void(const RoundState&)> keep;
};

template <class Endgame>
  requires ListsParents<Endgame>
int solve_level_by_parents(const Endgame& endgame, int level, const std::vector<const uint8_t*>& lower,
                           uint8_t* current, uint64_t entries, int threads, const SweepReport& report,
                           const RoundKeeping* keeping = nullptr, uint64_t windowed_from = kWindowedEntries) {
  const bool windowed = entries >= windowed_from;
  std::vector<const uint8_t*> levels = lower;
  levels.resize(static_cast<size_t>(level) + 1, nullptr);
  constexpr bool kFiltered = FiltersParents<Endgame>;
  // The queued entries: their top bit when filtered (see kQueued), a set of bits otherwise.
  EntryBits changed(entries), todo(kFiltered ? 0 : entries);
  LevelBytes before(kFiltered ? entries : 0);  // each changed entry's value before the change
  LevelView view(levels, level, current, false, &changed, kFiltered ? before.data() : nullptr,
                 kFiltered ? kQueued : 0);
  view.set_windowed(windowed);
  // Round 1: every entry; later rounds: the parents of the entries the last round changed.
  SweepProgress p{level, 1, 0, entries, 0, false};
  auto progress = [&](uint64_t done) {
    p.done = done;
    if (report) report(p);
  };
  RoundState state{0, 0, current, entries, &changed, kFiltered ? before.data() : nullptr};
  const bool resumed = keeping && keeping->resume && keeping->resume(state) > 0;
  if (resumed) {  // a saved round: its changed entries' parents are solved next
    p = SweepProgress{level, state.round, 0, 0, state.changed, false};
  } else {
    std::fill(current, current + entries, endgame.initial(level));
    // The first pass sees the level as it starts (a Jacobi step; the rounds after it see every
    // update at once). Any order of updates reaches the same values (the comment at the top),
    // and the entries this pass changes queue their parents as any change does.
    view.read_current_as(endgame.initial(level));
    p.changed = parallel_chunks(
        0, entries, threads, [&](uint64_t from, uint64_t to) { return endgame.solve_range(level, from, to, view); },
        progress);
    view.read_current_as(-1);
  }
  for (bool first = true;; first = false) {
    p.done = p.total;
    p.sweep_finished = true;
    if (report && !(first && resumed)) report(p);  // a resumed round was reported before
    if (p.changed == 0) return p.sweep;
    if (keeping && keeping->keep && !(first && resumed)) {
      state.round = p.sweep, state.changed = p.changed;
      keeping->keep(state);
    }
    // The parents of what changed are solved again.
    const uint64_t queued = parallel_chunks(
        0, changed.words(), threads,
        [&](uint64_t from, uint64_t to) {
          if constexpr (kFiltered)
            return queue_changing_parents(endgame, level, from, to, current, entries, windowed, before.data(), changed);
          uint64_t parents[Endgame::kMaxParents], queued = 0;
          for (uint64_t w = from; w < to; ++w)
            for (uint64_t bits = changed.take(w); bits; bits &= bits - 1) {
              const uint64_t i = w * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
              const int n = endgame.parents(level, i, parents);
              for (int k = 0; k < n; ++k) queued += todo.set(parents[k]);
            }
          return queued;
        },
        {}, windowed ? kWindowedChunk / 64 : kChunk);
    p = SweepProgress{level, p.sweep + 1, 0, queued, 0, false};
    const auto solve = [&](const uint64_t* batch, size_t count) {
      return endgame.solve_entries(level, batch, static_cast<int>(count), view);
    };
    // The queued entries of words [from, to) of the level's bytes: many at a time in window order.
    [[maybe_unused]] const auto solve_words = [&](uint64_t from, uint64_t to) -> uint64_t {
      if constexpr (SolvesMany<Endgame>)
        if (windowed)
          return solve_queued_entries<kManyEntries>(current, from, to, [&](const uint64_t* batch, size_t count) {
            return endgame.solve_many(level, batch, count, view);
          });
      return solve_queued_entries<Endgame::kBatch>(current, from, to, solve);
    };
    if constexpr (kFiltered) {
      const uint64_t words = (entries + 7) / 8, whole = entries / 8;
      p.changed = parallel_chunks(
          0, words, threads,
          [&](uint64_t from, uint64_t to) {
            // The last, partial word is read byte by byte: the level may end inside it.
            uint64_t n = solve_words(from, std::min(to, whole));
            for (uint64_t i = std::max(from, whole) * 8; i < std::min(to * 8, entries); ++i)
              if (current[i] & kQueued) n += solve(&i, 1);
            return n;
          },
          [&](uint64_t w) { progress(queued * w / words); });
      continue;
    }
    p.changed = parallel_chunks(
        0, todo.words(), threads,
        [&](uint64_t from, uint64_t to) {
          uint64_t n = 0, batch[Endgame::kBatch];
          int count = 0;
          for (uint64_t w = from; w < to; ++w)
            for (uint64_t bits = todo.take(w); bits; bits &= bits - 1) {
              batch[count++] = w * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
              if (count == Endgame::kBatch) {
                n += solve(batch, count);
                count = 0;
              }
            }
          return n + solve(batch, count);
        },
        [&](uint64_t words) { progress(queued * words / todo.words()); });
  }
}

// Solves level `level` into `current` (its entries), the lower levels in `lower`, in this
// process (the divided cluster build is tablebase/divided_build.h). Returns the number of
// sweeps, the last of which changed nothing.
template <class Endgame>
int solve_level(const Endgame& endgame, int level, const std::vector<const uint8_t*>& lower, uint8_t* current,
                uint64_t entries, int threads, const SweepReport& report, const RoundKeeping* keeping = nullptr,
                uint64_t windowed_from = kWindowedEntries) {
  if constexpr (ListsParents<Endgame>) {
    return solve_level_by_parents(endgame, level, lower, current, entries, threads, report, keeping, windowed_from);
  } else {
    std::fill(current, current + entries, endgame.initial(level));
    std::vector<const uint8_t*> levels = lower;
    levels.resize(static_cast<size_t>(level) + 1, nullptr);
    LevelView view(levels, level, current);
    for (int sweep = 1;; ++sweep) {
      SweepProgress p{level, sweep, 0, entries, 0, false};
      p.changed = parallel_chunks(
          0, entries, threads, [&](uint64_t from, uint64_t to) { return endgame.solve_range(level, from, to, view); },
          [&](uint64_t done) {
            p.done = done;
            if (report) report(p);
          });
      p.done = p.total;
      p.sweep_finished = true;
      if (report) report(p);
      if (p.changed == 0) return sweep;
    }
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
