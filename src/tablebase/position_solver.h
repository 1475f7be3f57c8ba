// Solving one position with more seeds than the tables hold (`manqala tb solve`,
// docs/tablebases.md "Results"), as Kalah's small variants were solved: a search over the
// tables. The search here is exhaustive and exact: every position reachable from the start
// with more seeds than the tables hold is listed, level by level from the top (a capture goes
// down a level), then the levels are solved from the bottom up exactly as a table's level is
// (solver.h: every entry starts at the value of endless play and is recomputed from its
// successors until nothing changes), reading the tables below. The value is by the tables'
// definition: a game that would go on forever shares the board.
//
// For games whose tables count seeds and whose endgame class lists a board's successors
// (Al-manqala): see SolvesPositions.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <vector>

#include "tablebase/compositions.h"
#include "tablebase/probe.h"
#include "tablebase/solver.h"

namespace manqala::tablebase {

// What listing the boards reads of the values: nothing (successors only locate them).
struct NoValues {
  uint8_t at(const Entry&) const { return 0; }
  void prefetch(int, uint64_t) const {}
};

template <class Endgame>
concept SolvesPositions = Endgame::kKind == ValueKind::HalfSeeds &&
                          requires(const Endgame& e, const uint8_t* pits, typename Endgame::Successors& s) {
                            e.successors(pits, 1, NoValues{}, s);
                            Endgame::value(s, NoValues{});
                          };

// The boards of one level reached from the start: their ranks in the order found, an index
// from rank to that order (open addressing), and their values once solved.
class ReachedLevel {
 public:
  static constexpr uint32_t kAbsent = ~uint32_t{0};

  uint64_t size() const { return ranks_.size(); }
  uint64_t rank(uint64_t slot) const { return ranks_[slot]; }
  // Adds a board; true when it was new.
  bool add(uint64_t rank) {
    if (2 * (ranks_.size() + 1) > slots_.size()) grow();
    for (uint64_t h = hash(rank);; h = (h + 1) & (slots_.size() - 1)) {
      if (slots_[h] == kAbsent) {
        slots_[h] = static_cast<uint32_t>(ranks_.size());
        ranks_.push_back(rank);
        return true;
      }
      if (ranks_[slots_[h]] == rank) return false;
    }
  }
  uint32_t find(uint64_t rank) const {
    if (slots_.empty()) return kAbsent;
    for (uint64_t h = hash(rank);; h = (h + 1) & (slots_.size() - 1)) {
      if (slots_[h] == kAbsent || ranks_[slots_[h]] == rank) return slots_[h];
    }
  }

  std::vector<uint8_t> values;  // by slot, once the level is solved

 private:
  // Fibonacci hashing: the product's top bits.
  uint64_t hash(uint64_t rank) const { return rank * 0x9E3779B97F4A7C15ull >> shift_; }
  void grow() {
    if (ranks_.size() >= kAbsent - 1) throw std::length_error("tb solve: more than 4e9 positions on one level");
    const size_t size = std::max<size_t>(1024, slots_.size() * 2);
    shift_ = 64 - std::countr_zero(size);
    slots_.assign(size, kAbsent);
    for (uint32_t slot = 0; slot < ranks_.size(); ++slot)
      for (uint64_t h = hash(ranks_[slot]);; h = (h + 1) & (slots_.size() - 1))
        if (slots_[h] == kAbsent) {
          slots_[h] = slot;
          break;
        }
  }
  std::vector<uint64_t> ranks_;
  std::vector<uint32_t> slots_;
  int shift_ = 64;
};

struct SolveProgress {
  enum Stage { Listing, Solving } stage = Listing;
  int level = 0;
  uint64_t positions = 0;  // listed on this level (so far, while listing)
  int sweeps = 0;          // solving: sweeps of this level so far
  double seconds = 0;      // since the solve began
  bool finished = false;   // the level is listed, or solved
};

template <class Endgame>
  requires SolvesPositions<Endgame>
class PositionSolver {
 public:
  using Position = typename Endgame::Rules::Position;

  explicit PositionSolver(const EndgameTables<Endgame>& tables) : tables_(tables), endgame_(tables.endgame()) {}

  // Lists and solves everything reachable from `start` above the tables. `threads` solve.
  void solve(const Position& start, int threads, const std::function<void(const SolveProgress&)>& report = {}) {
    began_ = std::chrono::steady_clock::now();
    const Entry root = endgame_.locate(start);
    top_ = root.level;
    reached_.assign(static_cast<size_t>(std::max(top_, tables_.max_level())) + 1, {});
    if (top_ <= tables_.max_level()) return;
    list(root, report);
    for (int level = tables_.max_level() + 1; level <= top_; ++level) solve_level(level, threads, report);
  }

  // The byte of an entry: from the tables, or solved above them (an entry reached from the start).
  uint8_t at(const Entry& e) const {
    if (e.level <= tables_.max_level()) return tables_.at(e);
    const ReachedLevel& r = reached_[static_cast<size_t>(e.level)];
    const uint32_t slot = r.find(e.index);
    if (slot == ReachedLevel::kAbsent) throw std::logic_error("tb solve: a position was not reached");
    return r.values[slot];
  }
  void prefetch(int, uint64_t) const {}

  std::optional<EndgameValue> probe(const Position& p) const {
    return EndgameValue::decode(Endgame::kKind, at(endgame_.locate(p)), endgame_.level_of(p));
  }
  std::optional<EndgameValue> after_move(const Position& p, const Position& child) const {
    return value_after_move(endgame_, p, child, [&](const Position& c) { return probe(c); });
  }
  // Boards listed above the tables, by level.
  uint64_t listed(int level) const { return reached_[static_cast<size_t>(level)].size(); }

 private:
  // Every board reachable from `root`, level after level from the top: a level's boards are
  // complete once the levels above it are, since a capture only goes down.
  void list(Entry root, const std::function<void(const SolveProgress&)>& report) {
    reached_[static_cast<size_t>(top_)].add(root.index);
    for (int level = top_; level > tables_.max_level(); --level) {
      ReachedLevel& here = reached_[static_cast<size_t>(level)];
      uint8_t pits[16] = {};
      typename Endgame::Successors s;
      for (uint64_t slot = 0; slot < here.size(); ++slot) {
        compositions().unrank(here.rank(slot), level, pits);
        endgame_.successors(pits, level, NoValues{}, s);
        for (int i = 0; i < s.count; ++i)
          if (s.child[i].level > tables_.max_level()) reached_[static_cast<size_t>(s.child[i].level)].add(s.child[i].index);
        if (report && slot % (1 << 20) == 0) report({SolveProgress::Listing, level, slot, 0, elapsed(), false});
      }
      if (report) report({SolveProgress::Listing, level, here.size(), 0, elapsed(), true});
    }
  }

  // One level, its lower ones solved: each board's moves that leave the level are worth what
  // they are once and for all; those that stay in it are kept as edges to the other boards,
  // and the boards are updated along them until a sweep changes nothing.
  void solve_level(int level, int threads, const std::function<void(const SolveProgress&)>& report) {
    ReachedLevel& here = reached_[static_cast<size_t>(level)];
    const uint64_t n = here.size();
    here.values.assign(n, static_cast<uint8_t>(level));  // endless play: the board shared
    std::vector<uint8_t> fixed(n, 0);
    std::vector<uint64_t> first(n + 1, 0);
    std::vector<uint32_t> edges;  // slot << 1 | the mover moves again
    {
      uint8_t pits[16] = {};
      typename Endgame::Successors s, staying, leaving;
      for (uint64_t slot = 0; slot < n; ++slot) {
        compositions().unrank(here.rank(slot), level, pits);
        endgame_.successors(pits, level, *this, s);
        staying.count = leaving.count = 0;
        for (int i = 0; i < s.count; ++i) {
          auto& to = s.child[i].level == level ? staying : leaving;
          to.child[to.count] = s.child[i];
          to.taken[to.count] = s.taken[i];
          to.moves_again[to.count++] = s.moves_again[i];
        }
        fixed[slot] = static_cast<uint8_t>(Endgame::value(leaving, *this));
        for (int i = 0; i < staying.count; ++i)
          edges.push_back(here.find(staying.child[i].index) << 1 | (staying.moves_again[i] ? 1u : 0u));
        first[slot + 1] = edges.size();
      }
    }
    const int both = 2 * level;
    for (int sweep = 1;; ++sweep) {
      const uint64_t changed = parallel_chunks(
          0, n, threads,
          [&](uint64_t from, uint64_t to) {
            uint64_t c = 0;
            for (uint64_t slot = from; slot < to; ++slot) {
              int best = fixed[slot];
              for (uint64_t k = first[slot]; k < first[slot + 1]; ++k) {
                const int v = std::atomic_ref<uint8_t>(here.values[edges[k] >> 1]).load(std::memory_order_relaxed);
                best = std::max(best, edges[k] & 1 ? v : both - v);
              }
              std::atomic_ref<uint8_t> entry(here.values[slot]);
              if (entry.load(std::memory_order_relaxed) != best) {
                entry.store(static_cast<uint8_t>(best), std::memory_order_relaxed);
                ++c;
              }
            }
            return c;
          },
          {});
      if (report) report({SolveProgress::Solving, level, n, sweep, elapsed(), changed == 0});
      if (changed == 0) break;
    }
  }

  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count(); }

  const EndgameTables<Endgame>& tables_;
  const Endgame& endgame_;
  int top_ = 0;
  std::vector<ReachedLevel> reached_;
  std::chrono::steady_clock::time_point began_;
};

}  // namespace manqala::tablebase
