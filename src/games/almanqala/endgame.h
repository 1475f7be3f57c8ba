// Al-manqala's endgame databases (docs/tablebases.md): for every board of n seeds, with the
// side to move seen as South, twice the seeds of the n that the side to move ends up with
// under perfect play by RULES.md: captures, feeding, starvation, passes, an empty board. A
// game that would go on forever shares the board equally (the tables know no history).
// One table per n, indexed by the 14 pits along the loop from the mover's first pit.
#pragma once

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "games/almanqala/almanqala.h"
#include "tablebase/compositions.h"
#include "tablebase/endgame_value.h"
#include "tablebase/level_view.h"

namespace manqala {

class AlManqalaEndgame {
 public:
  using Rules = AlManqala;
  static constexpr tablebase::ValueKind kKind = tablebase::ValueKind::HalfSeeds;
  static constexpr int kMaxLevel = 36;

  explicit AlManqalaEndgame(const AlManqalaOptions& o) : rules_(o) {}
  const AlManqala& rules() const { return rules_; }

  // The options that change the values, as the tables record them.
  std::string options_key() const;
  // Why these tables cannot say who wins under these options ("" when they can).
  std::string refusal() const;

  // The board totals a game under these options can have, reachable[L] for L = 0..max_level
  // (docs/tablebases.md, "Only the levels a game reaches"). Seeds leave the board only by
  // capture, and a capture takes pits holding one of the `capture` counts, so a total L occurs
  // only when the seeds gone, 14 x seeds - L, are a sum of capture counts. The set is closed
  // under captures (a capture from a reachable level lands on one), so a build of these levels
  // alone reads no level it left out.
  std::vector<bool> reachable_levels(int max_level) const;
  // Why the others never occur, in words ("" when every level up to the start does).
  std::string unreachable_reason() const;

  // Level n holds one table: every board of n seeds.
  std::vector<tablebase::TablePart> tables(int level) const;
  uint8_t initial(int level) const { return static_cast<uint8_t>(level); }  // the shared board
  // Solves (or checks) entries [begin, end) of level `level` from their successors.
  uint64_t solve_range(int level, uint64_t begin, uint64_t end, tablebase::LevelView& view) const;
  // Solves the `count` entries `index[]` (at most kBatch); returns how many that changed.
  static constexpr int kBatch = 16;
  // View: a LevelView, or a DividedView in the divided cluster build (instantiated for both).
  template <class View>
  uint64_t solve_entries(int level, const uint64_t* index, int count, View& view) const;
  // Solves the `count` entries `index[]`, any number, their successors' values read together
  // in the order of the memory (LevelView::gather): how the solver solves a round's queued
  // entries in a level too large for the page walks' caches (tablebase/window_order.h).
  uint64_t solve_many(int level, const uint64_t* index, size_t count, tablebase::LevelView& view) const;
  // The entries of the same level whose value depends on entry `index` (moves that take
  // nothing, and passes), into `out`; returns how many (at most kMaxParents). The solver
  // re-solves only these when an entry changes (tablebase/solver.h).
  static constexpr int kMaxParents = 7 * (kMaxLevel + 1) + 1;
  int parents(int level, uint64_t index, uint64_t* out, uint8_t* moves_again = nullptr) const;
  // Whether a parent valued `parent` can change when the entry it reaches (moving again when
  // `moves_again`, the opponent's pass) goes from `before` to `after`: a parent takes the best
  // of its moves, so only when this move was its best or is now better than it.
  static bool may_change(int level, uint8_t moves_again, uint8_t before, uint8_t after, uint8_t parent) {
    const auto through = [&](int v) { return moves_again ? v : 2 * level - v; };  // nothing taken
    return through(after) > parent || through(before) == parent;
  }

  // Where a position of the game lies in the tables.
  tablebase::Entry locate(const AlManqala::Position& p) const;
  int level_of(const AlManqala::Position& p) const { return p.board_total(); }
  bool in_tables(const AlManqala::Position&) const { return true; }
  // The position of an entry, South to move, the seeds off the board shared as captured.
  AlManqala::Position position_at(tablebase::Entry e) const;

  // A board's successors: where each lies in the tables and how to read its value. The
  // solver finds those of a batch of boards and asks the memory for all of them before it
  // reads any (the tables outgrow the caches; one board's seven reads alone leave the core
  // waiting).
  struct Successors {
    int count = 0;
    tablebase::Entry child[AlManqala::kMaxMoves];
    int taken[AlManqala::kMaxMoves];       // seeds the move captured
    bool moves_again[AlManqala::kMaxMoves];  // the opponent passes: the child's mover is this mover
  };
  // `View` reads entries (at) and asks for them early (prefetch): a LevelView while the tables
  // are built, NoValues when only where the successors lie is wanted (tablebase/value_search.h).
  template <class View>
  void successors(const uint8_t* pits, int seeds, const View& view, Successors& out) const;
  // A board's successors as boards (tb solve, above the index that ranks them): the pits as
  // the child's mover sees them, its seeds, the seeds the move took, whether the mover moves
  // again. Returns how many (at most kMaxMoves).
  struct Child {
    uint8_t pits[14];
    int level, taken;
    bool moves_again;
  };
  int children(const uint8_t* pits, int seeds, Child* out) const;
  // The pits of `p` as its side to move sees them (the mover's row first).
  void mover_pits(const AlManqala::Position& p, uint8_t* out) const {
    if (p.to_move == Side::South) std::memcpy(out, p.pits, 14);
    else tablebase::half_turn(p.pits, out);
  }
  // Twice the seeds the side to move (South) ends up with, from the successors' current values.
  template <class View>
  static int value(const Successors& s, const View& view) {
    int best = 0;  // no move: the opponent is starved and takes the board
    for (int i = 0; i < s.count; ++i) {
      const int left = s.child[i].level, v = view.at(s.child[i]);
      best = std::max(best, 2 * s.taken[i] + (s.moves_again[i] ? v : 2 * left - v));
    }
    return best;
  }

 private:
  // solve_many of index[0..count), or (index null) of the `count` entries from `first` on.
  uint64_t solve_gathered(int level, const uint64_t* index, uint64_t first, size_t count,
                          tablebase::LevelView& view) const;
  static int row_total(const uint8_t* pits) {
    int sum = 0;
    for (int i = 0; i < 7; ++i) sum += pits[i];
    return sum;
  }
  // Boards from which the mover's move from some pit (0..6) gives `after` without a capture:
  // each seed count the sowing could have had is undone, keeping those whose last seed takes
  // nothing and that feed where they must. `passed`: the opponent's row is empty in `after`,
  // so the mover moves again.
  int unsow(const uint8_t* after, int level, bool passed, uint64_t* out, uint8_t* moves_again) const;
  // Calls visit(board, seeds, taken, moves_again) for each move of the mover of `pits` (a pass
  // when its row is empty), the board as the next mover sees it.
  template <class Visit>
  void for_each_child(const uint8_t* pits, int seeds, Visit&& visit) const;

  AlManqala rules_;
};

template <class Visit>
void AlManqalaEndgame::for_each_child(const uint8_t* pits, int seeds, Visit&& visit) const {
  if (seeds == 0) return;
  uint8_t other[16] = {};
  if (row_total(pits) == 0) {  // the mover passes: the other side moves on the same board
    tablebase::half_turn(pits, other);
    visit(other, seeds, 0, false);
    return;
  }
  AlManqala::Position p{};
  std::memcpy(p.pits, pits, 14);
  MoveList moves;
  AlManqala::Position after[AlManqala::kMaxMoves];
  const int n = rules_.generate(p, moves, after);
  for (int i = 0; i < n; ++i) {
    const AlManqala::Position& q = after[i];
    const int taken = q.captured[0];
    if (q.to_move == Side::South) {  // North's row is empty: North passed, South moves again
      visit(q.pits, seeds - taken, taken, true);
    } else {
      tablebase::half_turn(q.pits, other);  // the board as the next mover sees it
      visit(other, seeds - taken, taken, false);
    }
  }
}

template <class View>
void AlManqalaEndgame::successors(const uint8_t* pits, int seeds, const View& view, Successors& out) const {
  out.count = 0;
  for_each_child(pits, seeds, [&](const uint8_t* board, int left, int taken, bool moves_again) {
    const int i = out.count++;
    out.child[i] = {left, tablebase::compositions().rank(board, left)};
    out.taken[i] = taken;
    out.moves_again[i] = moves_again;
    view.prefetch(out.child[i].level, out.child[i].index);
  });
}

inline int AlManqalaEndgame::children(const uint8_t* pits, int seeds, Child* out) const {
  int n = 0;
  for_each_child(pits, seeds, [&](const uint8_t* board, int left, int taken, bool moves_again) {
    Child& c = out[n++];
    std::memcpy(c.pits, board, 14);
    c.level = left, c.taken = taken, c.moves_again = moves_again;
  });
  return n;
}

}  // namespace manqala

#include "tablebase/endgame_of.h"
template <>
struct manqala::EndgameOf<manqala::AlManqala> {
  using type = AlManqalaEndgame;
};
