// Random reads of a level far larger than the caches, in an order that keeps them close.
//
// Measured here (`BM_LevelReads`, bench/bench_window_order.cpp): a byte read at random, 16
// asked of the memory at a time, costs about 20 ns within 256 MB and 70 ns within 4 GB, with
// 2 MiB pages or without. This is a virtual machine: its page walks, not the memory, set the
// price, so huge pages alone do not help; reads close to each other share the walks. Level 24
// is 3.5 GB. Reads that may be made in any order are therefore sorted by the 4 MB window they
// fall in first: 4 million reads of a 4 GB level so sorted cost 16 ns each, the sort included.
// It pays with many reads a window: the parents a round queues, a few million a batch, sorted
// as indices; the successors of entries solved 8,192 at a time (LevelView::gather) gain about
// a tenth. (Batches of 2^18 entries were slower at 20 seeds: their successors' lists outgrow
// the caches, and gather reaches each read's place in the batch through them.)
#pragma once

#include <cstdint>
#include <vector>

namespace manqala::tablebase {

// Entries a window: 2^22 bytes of a level, one byte an entry.
inline constexpr int kWindowBits = 22;
// Levels of fewer entries (Al-manqala up to 19 seeds) are read in their own order: the walks
// of a few hundred MB mostly hit the caches. (Only a game whose solver filters parents and
// solves many entries at once reads in window order: Al-manqala; Hawalis as before.)
inline constexpr uint64_t kWindowedEntries = uint64_t{1} << 29;

// Entries a game solves together when their successors are read in window order (a few MB of
// successors a thread).
inline constexpr size_t kManyEntries = 8192;

// Sorts `records` into `sorted` by window(record) (0..windows-1), stably; `counts` is scratch.
template <class Window>
void sort_by_window(const std::vector<uint64_t>& records, std::vector<uint64_t>& sorted, std::vector<uint64_t>& counts,
                    uint64_t windows, Window window) {
  counts.assign(windows + 1, 0);
  for (uint64_t r : records) ++counts[window(r) + 1];
  for (uint64_t w = 1; w <= windows; ++w) counts[w] += counts[w - 1];
  sorted.resize(records.size());
  for (uint64_t r : records) sorted[counts[window(r)]++] = r;
}

}  // namespace manqala::tablebase
