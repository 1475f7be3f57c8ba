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

  // Level n holds one table: every board of n seeds.
  std::vector<tablebase::TablePart> tables(int level) const;
  uint8_t initial(int level) const { return static_cast<uint8_t>(level); }  // the shared board
  // Solves (or checks) entries [begin, end) of level `level` from their successors.
  uint64_t solve_range(int level, uint64_t begin, uint64_t end, tablebase::LevelView& view) const;
  // Solves the `count` entries `index[]` (at most kBatch); returns how many that changed.
  static constexpr int kBatch = 16;
  uint64_t solve_entries(int level, const uint64_t* index, int count, tablebase::LevelView& view) const;
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

  AlManqala rules_;
};

template <class View>
void AlManqalaEndgame::successors(const uint8_t* pits, int seeds, const View& view, Successors& out) const {
  using tablebase::compositions;
  out.count = 0;
  if (seeds == 0) return;
  uint8_t other[16] = {};
  if (row_total(pits) == 0) {  // the mover passes: the other side moves on the same board
    tablebase::half_turn(pits, other);
    out.child[0] = {seeds, compositions().rank(other, seeds)};
    out.taken[0] = 0;
    out.moves_again[0] = false;
    out.count = 1;
    view.prefetch(out.child[0].level, out.child[0].index);
    return;
  }
  AlManqala::Position p{};
  std::memcpy(p.pits, pits, 14);
  MoveList moves;
  AlManqala::Position after[AlManqala::kMaxMoves];
  out.count = rules_.generate(p, moves, after);
  for (int i = 0; i < out.count; ++i) {
    const AlManqala::Position& q = after[i];
    const int left = seeds - q.captured[0];
    out.taken[i] = q.captured[0];
    out.moves_again[i] = q.to_move == Side::South;  // North's row is empty: North passed
    if (out.moves_again[i]) {
      out.child[i] = {left, compositions().rank(q.pits, left)};
    } else {
      tablebase::half_turn(q.pits, other);  // the board as the next mover sees it
      out.child[i] = {left, compositions().rank(other, left)};
    }
    view.prefetch(out.child[i].level, out.child[i].index);
  }
}

}  // namespace manqala

#include "tablebase/endgame_of.h"
template <>
struct manqala::EndgameOf<manqala::AlManqala> {
  using type = AlManqalaEndgame;
};
