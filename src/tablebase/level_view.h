// What a game's endgame class reads and writes while a level is solved or verified: the
// finished tables of lower levels, and the level being solved, which every thread updates in
// place (a byte each, relaxed atomics: any value read is one some thread wrote).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "tablebase/level_bytes.h"
#include "tablebase/relaxed_byte.h"
#include "tablebase/window_order.h"

namespace manqala::tablebase {

// A level's place in its tables: the level (its seed total) and the index inside it.
struct Entry {
  int level = 0;
  uint64_t index = 0;
};

// One table of a level, in the level's order.
struct TablePart {
  int mover_seeds = 0;
  int opponent_seeds = -1;  // -1: a table by board total
  uint64_t entries = 0;
};

// One bit an entry, set by any thread.
class EntryBits {
 public:
  explicit EntryBits(uint64_t entries) : words_((entries + 63) / 64) {}
  // True when the bit was clear.
  bool set(uint64_t i) {
    const uint64_t bit = uint64_t{1} << (i % 64);
    return !(words_[i / 64].fetch_or(bit, std::memory_order_relaxed) & bit);
  }
  uint64_t words() const { return words_.size(); }
  bool test(uint64_t i) const { return words_[i / 64].load(std::memory_order_relaxed) >> (i % 64) & 1; }
  uint64_t peek(uint64_t w) const { return words_[w].load(std::memory_order_relaxed); }
  uint64_t take(uint64_t w) { return words_[w].exchange(0, std::memory_order_relaxed); }  // and clear
  void put(uint64_t w, uint64_t bits) { words_[w].store(bits, std::memory_order_relaxed); }  // a whole word (a saved round)

 private:
  std::vector<std::atomic<uint64_t>, HugePageAllocator<std::atomic<uint64_t>>> words_;
};

class LevelView {
 public:
  // levels[l]: the bytes of level l (lower levels finished); `current` is level `level`.
  // When checking, updates are counted, not written (tb verify); `changes`, when given, gets
  // the bit of every entry an update changes, and `before`, when given, that entry's value
  // before the change (the solver changes an entry at most once a round).
  // `flag`: a bit of the current level's bytes that is not part of the value (the solver's
  // queued mark): at() leaves it out, and an update clears it.
  LevelView(std::vector<const uint8_t*> levels, int level, uint8_t* current, bool checking = false,
            EntryBits* changes = nullptr, uint8_t* before = nullptr, uint8_t flag = 0)
      : levels_(std::move(levels)),
        level_(level),
        current_(current),
        checking_(checking),
        changes_(changes),
        before_(before),
        value_bits_(static_cast<uint8_t>(~flag)) {}

  uint8_t at(int level, uint64_t i) const {
    if (level == level_) {
      if (current_as_ >= 0) return static_cast<uint8_t>(current_as_);
      return relaxed_load(current_[i]) & value_bits_;
    }
    return levels_[static_cast<size_t>(level)][i];
  }
  uint8_t at(const Entry& e) const { return at(e.level, e.index); }
  // Asks the memory for an entry that at() will read soon (tables far larger than the caches).
  void prefetch(int level, uint64_t i) const {
    if (level == level_ && current_as_ >= 0) return;
    __builtin_prefetch((level == level_ ? current_ : levels_[static_cast<size_t>(level)]) + i);
  }
  // Reads the entries `wanted` into `values`, in the order of the memory windows they lie in
  // (tablebase/window_order.h): for a batch of thousands of entries of levels that outgrow
  // the page walks' caches, where reading them in the asked order costs three times as much.
  void gather(const std::vector<Entry>& wanted, std::vector<uint8_t>& values) const {
    thread_local std::vector<uint64_t> at, order, by_window, counts;
    values.resize(wanted.size());
    at.resize(wanted.size());
    order.clear();  // the places in `wanted` to read, then sorted by the window of their address
    for (size_t k = 0; k < wanted.size(); ++k) {
      const Entry& e = wanted[k];
      if (e.level == level_ && current_as_ >= 0) {
        values[k] = static_cast<uint8_t>(current_as_);
        continue;
      }
      at[k] = reinterpret_cast<uintptr_t>((e.level == level_ ? current_ : levels_[static_cast<size_t>(e.level)]) + e.index);
      order.push_back(k);
    }
    sort_by_window(order, by_window, counts, kWindowSlots, [&](uint64_t k) { return (at[k] >> kWindowBits) % kWindowSlots; });
    constexpr size_t kAhead = 16;
    for (size_t j = 0; j < by_window.size(); ++j) {
      if (j + kAhead < by_window.size()) __builtin_prefetch(reinterpret_cast<const uint8_t*>(at[by_window[j + kAhead]]));
      const uint64_t k = by_window[j];
      const uint8_t byte = relaxed_load(*reinterpret_cast<const uint8_t*>(at[k]));
      values[k] = wanted[k].level == level_ ? byte & value_bits_ : byte;
    }
  }
  // Whether the game should read successors with gather() (the solver says, by the level's size).
  void set_windowed(bool on) { windowed_ = on; }
  bool windowed() const { return windowed_; }
  // While `value` is 0 or more, the current level reads as `value` without touching memory
  // (-1: as it is). The solver's first pass solves every entry from the value all entries
  // start with, reading only the lower levels: one random read a capture instead of one a move.
  void read_current_as(int value) { current_as_ = value; }

  // Sets entry i of the current level to `v`; true when that changed it.
  bool update(uint64_t i, uint8_t v) {
    uint8_t& entry = current_[i];
    const uint8_t byte = relaxed_load(entry), old = byte & value_bits_;
    if (old == v) {
      if (byte != old && !checking_) relaxed_store(entry, v);  // the flag cleared
      return false;
    }
    if (before_) before_[i] = old;
    if (!checking_) relaxed_store(entry, v);
    else note_mismatch(i);
    if (changes_) changes_->set(i);
    return true;
  }

  // While checking: the first entry found wrong, if any.
  bool mismatch(uint64_t& index) const {
    index = first_mismatch_.load();
    return index != kNone;
  }

 private:
  static constexpr uint64_t kNone = ~uint64_t{0};
  // Windows of the address space a gather sorts into: arrays 64 GB apart share one, rarely.
  static constexpr uint64_t kWindowSlots = 4096;
  void note_mismatch(uint64_t i) {
    uint64_t seen = first_mismatch_.load();
    while (i < seen && !first_mismatch_.compare_exchange_weak(seen, i)) {
    }
  }

  std::vector<const uint8_t*> levels_;
  int level_;
  uint8_t* current_;
  bool checking_;
  EntryBits* changes_;
  uint8_t* before_;
  uint8_t value_bits_;
  int current_as_ = -1;
  bool windowed_ = false;
  std::atomic<uint64_t> first_mismatch_{kNone};
};

}  // namespace manqala::tablebase
