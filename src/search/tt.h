// The transposition table: what the search learnt about a position (best move, score and how
// far it looked), shared by every search thread and by both games (entries hold only a key).
//
// Threads read and write without locks. Each slot keeps key ^ data beside data, so a slot
// torn by two writers fails the key check instead of giving one position another's score.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "core/types.h"

namespace manqala {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTHit {
  int score = 0;
  int depth = -1;
  Bound bound = Bound::None;
  int move = -1;  // -1: none stored
};

class TranspositionTable {
 public:
  // The memory is taken on first use (allocate()), so an engine that never searches, or
  // whose size is set before it does, costs nothing.
  explicit TranspositionTable(size_t megabytes = 16) { resize(megabytes); }

  void resize(size_t megabytes) {
    size_t slots = (megabytes << 20) / sizeof(Slot);
    size_t n = 1;
    while (n * 2 <= slots) n *= 2;  // a power of two, so a key maps by masking
    slots_.reset();
    mask_ = n - 1;
  }

  // Called before a search, from one thread: probe and store need the memory.
  void allocate() {
    if (!slots_) slots_ = std::make_unique<Slot[]>(mask_ + 1);
  }

  void clear() {
    if (!slots_) return;
    for (size_t i = 0; i <= mask_; ++i) {
      slots_[i].check.store(0, std::memory_order_relaxed);
      slots_[i].data.store(0, std::memory_order_relaxed);
    }
  }

  size_t megabytes() const { return ((mask_ + 1) * sizeof(Slot)) >> 20; }

  bool probe(uint64_t key, TTHit& hit) const {
    const Slot& s = slots_[key & mask_];
    const uint64_t data = s.data.load(std::memory_order_relaxed);
    if ((s.check.load(std::memory_order_relaxed) ^ data) != key || data == 0) return false;
    hit.score = static_cast<int16_t>(data & 0xffff);
    hit.depth = static_cast<int>((data >> 16) & 0xff);
    hit.bound = static_cast<Bound>((data >> 24) & 0x3);
    const int move = static_cast<int>((data >> 32) & 0xff);
    hit.move = move == 0xff ? -1 : move;
    return true;
  }

  // Keeps the deeper result for the same position; a different position always replaces.
  void store(uint64_t key, int score, int depth, Bound bound, int move) {
    Slot& s = slots_[key & mask_];
    const uint64_t old = s.data.load(std::memory_order_relaxed);
    const bool same = (s.check.load(std::memory_order_relaxed) ^ old) == key;
    if (same && static_cast<int>((old >> 16) & 0xff) > depth && bound != Bound::Exact) return;
    const uint64_t data = static_cast<uint16_t>(score) | (static_cast<uint64_t>(depth & 0xff) << 16) |
                          (static_cast<uint64_t>(bound) << 24) |
                          (static_cast<uint64_t>(move < 0 ? 0xff : move) << 32) | (uint64_t{1} << 40);
    s.check.store(key ^ data, std::memory_order_relaxed);
    s.data.store(data, std::memory_order_relaxed);
  }

 private:
  struct Slot {
    std::atomic<uint64_t> check{0};
    std::atomic<uint64_t> data{0};
  };
  std::unique_ptr<Slot[]> slots_;
  size_t mask_ = 0;
};

}  // namespace manqala
