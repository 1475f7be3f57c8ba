// Solving one position with more seeds than the tables hold by a depth-first search down to
// them (`manqala tb solve`, docs/tablebases.md "Results"), as Kalah's small variants were
// solved: alpha-beta over proven bounds, the tables' values at its leaves, a transposition
// table of bounds. It holds a path and a table of fixed size, never a list of every position
// the start leads to (which for 28 seeds outgrew this machine's memory).
//
// The value is the tables' own: a game that would go on forever shares the board.
// - Bounds, not guesses. A search returns bounds that hold for the true value: a board past
//   the depth limit is worth anything from nothing to all of it (or what the transposition
//   table has proven of it), a board in the tables is worth its entry. Each question "is the
//   value at least t?" is searched with a window around t, deeper and deeper, until its
//   bounds answer it; a binary search over t finds the value. A bound is true whatever depth
//   proved it, so the table keeps bounds without depths.
// - Endless play. A board that repeats one on the current path, nothing taken since (a
//   capture leaves the level, so a repeat lies on the same level), is scored as the shared
//   board. Why that is exact: for a threshold, one side must reach ends worth it and endless
//   play counts for the other. A proof for the side that must reach them ends in boards
//   worth it, never in a repeat; a proof for the other may end in repeats, and playing on
//   from each repeat as from its first occurrence is a strategy that keeps it there forever.
// - The graph-history interaction. A result that used a repeat of a board above the one
//   searched holds only on this path, so it is not stored; one whose repeats all lie at or
//   below the board searched is a proof from that board alone, and is.
//
// For games whose tables count seeds and whose endgame class lists a board's successors
// (Al-manqala): see SolvesPositions.
#pragma once

#include <algorithm>
#include <bit>
#include <chrono>
#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tablebase/compositions.h"
#include "tablebase/probe.h"

namespace manqala::tablebase {

// What listing a board's successors reads of the values: nothing (successors only locate them).
struct NoValues {
  uint8_t at(const Entry&) const { return 0; }
  void prefetch(int, uint64_t) const {}
};

template <class Endgame>
concept SolvesPositions = Endgame::kKind == ValueKind::HalfSeeds &&
                          requires(const Endgame& e, const uint8_t* pits, typename Endgame::Successors& s) {
                            e.successors(pits, 1, NoValues{}, s);
                          };

struct SearchProgress {
  uint64_t nodes = 0;     // boards above the tables searched (a transposition hit counts)
  uint64_t tb_reads = 0;  // values read from the tables
  uint64_t stored = 0;    // bounds in the transposition table
  int low = 0, high = 0;  // what is proven of the value being solved, in half seeds
  int question = 0;       // is it at least this many half seeds?
  int depth = 0;          // searched this many plies deep so far for it
  double seconds = 0;
};

template <class Endgame>
  requires SolvesPositions<Endgame>
class ValueSearch {
 public:
  using Position = typename Endgame::Rules::Position;

  // `table_bytes`: memory for the transposition table (rounded down to a power of two).
  ValueSearch(const EndgameTables<Endgame>& tables, uint64_t table_bytes)
      : tables_(tables), endgame_(tables.endgame()),
        buckets_wanted_(std::bit_floor(std::max<uint64_t>(table_bytes / sizeof(Bucket), 1))) {}

  // Called about every million boards searched, and after each depth.
  void on_progress(std::function<void(const SearchProgress&)> report) { report_ = std::move(report); }
  SearchProgress progress() const {
    SearchProgress p = now_;
    p.nodes = nodes_, p.tb_reads = tb_reads_, p.stored = stored_, p.seconds = elapsed();
    return p;
  }

  // The value of `p` with best play (searched when it lies above the tables).
  EndgameValue value(const Position& p) {
    if (began_ == std::chrono::steady_clock::time_point{}) began_ = std::chrono::steady_clock::now();
    if (endgame_.level_of(p) > kMaxTableSeeds)  // the index, and so the search's keys, stop there
      throw TableError("tb solve ranks boards of at most " + std::to_string(kMaxTableSeeds) + " seeds, not " +
                       std::to_string(endgame_.level_of(p)));
    const Entry e = endgame_.locate(p);
    const int twice = e.level <= tables_.max_level() ? read(e) : solve(e);
    return EndgameValue::decode(Endgame::kKind, static_cast<uint8_t>(twice), e.level);
  }
  // The value of the move from `p` to `child` for the side that plays it.
  EndgameValue after_move(const Position& p, const Position& child) {
    return *value_after_move(endgame_, p, child, [&](const Position& c) { return std::optional(value(c)); });
  }

 private:
  // What a search returns: bounds of the value, and the lowest ply of the path that a repeat
  // used for them went back to (kNoRepeat: none).
  static constexpr int kNoRepeat = INT_MAX;
  struct Bounds {
    int low, high;
    int repeat_ply;
  };
  // Proven bounds of an entry's value, twice the seeds the mover ends up with.
  struct Stored {
    uint64_t key = 0;  // the rank and the level, plus one (0: empty)
    uint8_t low = 0, high = 0;
    uint8_t work = 0;  // about log2 of the boards its search took: the cheapest is replaced
  };
  struct alignas(64) Bucket {
    Stored slot[4];
  };

  uint8_t read(const Entry& e) {
    ++tb_reads_;
    return tables_.at(e);
  }
  static uint64_t key_of(const Entry& e) { return (e.index << 6 | static_cast<uint64_t>(e.level)) + 1; }
  Bucket& bucket_of(uint64_t key) { return buckets_[(key * 0x9E3779B97F4A7C15ull >> 20) & mask_]; }
  const Stored* find(uint64_t key) {
    for (const Stored& s : bucket_of(key).slot)
      if (s.key == key) return &s;
    return nullptr;
  }
  void store(uint64_t key, int low, int high, uint64_t boards) {
    const uint8_t work = static_cast<uint8_t>(std::bit_width(boards));
    Bucket& b = bucket_of(key);
    Stored* victim = &b.slot[0];
    for (Stored& s : b.slot) {
      if (s.key == key) {  // both bounds hold: keep the tighter of each
        s.low = static_cast<uint8_t>(std::max<int>(s.low, low));
        s.high = static_cast<uint8_t>(std::min<int>(s.high, high));
        s.work = std::max(s.work, work);
        return;
      }
      if (s.key == 0 || (victim->key != 0 && s.work < victim->work)) victim = &s;
    }
    stored_ += victim->key == 0;
    *victim = {key, static_cast<uint8_t>(low), static_cast<uint8_t>(high), work};
  }

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count();
  }

  // The exact value of `e`, above the tables: twice the seeds the mover ends up with.
  int solve(const Entry& e) {
    if (buckets_.empty()) {  // allocated at the first search, not for a board in the tables
      buckets_.assign(buckets_wanted_, Bucket{});
      mask_ = buckets_wanted_ - 1;
    }
    int& low = now_.low = 0;
    int& high = now_.high = 2 * e.level;
    while (low < high) {
      const int t = now_.question = (low + high + 1) / 2;  // is the value at least t?
      Bounds b{0, 2 * e.level, kNoRepeat};
      for (now_.depth = 1; b.low < t && b.high >= t; ++now_.depth) {
        b = search(e, t - 1, t, 0, now_.depth);
        if (report_) report_(progress());
      }
      low = std::max(low, b.low);
      high = std::min(high, b.high);
    }
    return low;
  }

  // Bounds of the value of the entry `e` at `ply` of the path, searched `depth` plies deep
  // with the window (alpha, beta): the search stops once they fall outside it.
  Bounds search(const Entry& e, int alpha, int beta, int ply, int depth) {
    if (e.level <= tables_.max_level()) {
      const int v = read(e);
      return {v, v, kNoRepeat};
    }
    const uint64_t key = key_of(e);
    // A repeat on the path, with nothing taken since: endless play, the board shared.
    for (int k = ply - 1; k >= 0 && path_[static_cast<size_t>(k)].level == e.level; --k)
      if (path_[static_cast<size_t>(k)].key == key) return {e.level, e.level, k};
    if (++nodes_ % (1 << 20) == 0 && report_) report_(progress());
    int known_low = 0, known_high = 2 * e.level;
    if (const Stored* s = find(key)) known_low = s->low, known_high = s->high;
    if (depth == 0 || known_low == known_high || known_low >= beta || known_high <= alpha)
      return {known_low, known_high, kNoRepeat};
    const uint64_t nodes_before = nodes_;
    if (path_.size() <= static_cast<size_t>(ply)) path_.resize(static_cast<size_t>(ply) + 1);
    path_[static_cast<size_t>(ply)] = {key, e.level};

    uint8_t pits[16] = {};
    compositions().unrank(e.index, e.level, pits);
    typename Endgame::Successors s;
    endgame_.successors(pits, e.level, NoValues{}, s);
    // The moves in the order of what is known of them: exact in the tables, bounds stored
    // above them, else the shared board.
    struct Move {
      int index, guess;
    };
    Move order[Endgame::Rules::kMaxMoves];
    for (int i = 0; i < s.count; ++i) {
      const Entry& c = s.child[i];
      int child = c.level;
      if (c.level <= tables_.max_level()) child = read(c);
      else if (const Stored* t = find(key_of(c))) child = (t->low + t->high) / 2;
      order[i] = {i, mover_value(s, i, child)};
    }
    for (int i = 1; i < s.count; ++i)  // insertion sort: at most seven, nearly always fewer
      for (int k = i; k > 0 && order[k - 1].guess < order[k].guess; --k) std::swap(order[k - 1], order[k]);

    // No move: the opponent is starved and takes the board, so the value is 0 exactly.
    Bounds b{0, 0, kNoRepeat};
    for (int k = 0; k < s.count; ++k) {
      const int i = order[k].index;
      const Entry& c = s.child[i];
      const int base = 2 * s.taken[i], both = 2 * c.level;
      const int a = std::max(alpha, b.low);
      Bounds m;  // the move's, for the mover
      if (s.moves_again[i]) {
        const Bounds r = search(c, a - base, beta - base, ply + 1, depth - 1);
        m = {base + r.low, base + r.high, r.repeat_ply};
      } else {
        const Bounds r = search(c, both - (beta - base), both - (a - base), ply + 1, depth - 1);
        m = {base + both - r.high, base + both - r.low, r.repeat_ply};
      }
      if (m.low >= beta) {  // proven on its own; the moves not searched leave the top open
        b = {m.low, 2 * e.level, m.repeat_ply};
        break;
      }
      b = {std::max(b.low, m.low), std::max(b.high, m.high), std::min(b.repeat_ply, m.repeat_ply)};
    }
    b.low = std::max(b.low, known_low);
    b.high = std::min(b.high, known_high);
    if (b.repeat_ply >= ply) store(key, b.low, b.high, nodes_ - nodes_before);
    return b;
  }

  // The value of move i for the mover, the child's own value being `child`.
  static int mover_value(const typename Endgame::Successors& s, int i, int child) {
    return 2 * s.taken[i] + (s.moves_again[i] ? child : 2 * s.child[i].level - child);
  }

  struct OnPath {
    uint64_t key;
    int level;
  };

  const EndgameTables<Endgame>& tables_;
  const Endgame& endgame_;
  uint64_t buckets_wanted_;
  std::vector<Bucket> buckets_;
  uint64_t mask_ = 0;
  std::vector<OnPath> path_;
  uint64_t nodes_ = 0, tb_reads_ = 0, stored_ = 0;
  std::function<void(const SearchProgress&)> report_;
  SearchProgress now_;
  std::chrono::steady_clock::time_point began_{};
};

}  // namespace manqala::tablebase
