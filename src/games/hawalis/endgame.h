// Hawalis's endgame databases (docs/tablebases.md): for every position with a seeds on the
// side to move's circuit and b on the other's, seen with the side to move as South, whether
// the side to move wins, draws or loses under perfect play by RULES.md (relay, the singleton
// rule, endless sowings refused, no legal move loses) and in how many plies the game ends.
// A game that would go on forever is a draw (the repetition rule). Level s holds the tables
// (a, s - a) for a = 1 .. s - 1, which reach each other by moves that take nothing.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "games/hawalis/circuit_moves.h"
#include "games/hawalis/hawalis.h"
#include "tablebase/endgame_value.h"
#include "tablebase/level_view.h"

namespace manqala {

class HawalisEndgame {
 public:
  using Rules = Hawalis;
  static constexpr tablebase::ValueKind kKind = tablebase::ValueKind::PliesToEnd;
  static constexpr int kMaxLevel = 24;

  explicit HawalisEndgame(const HawalisOptions& o);
  const Hawalis& rules() const { return rules_; }

  std::string options_key() const;
  std::string refusal() const { return ""; }  // the tables hold whole outcomes under every option

  std::vector<tablebase::TablePart> tables(int level) const;
  // Every level is reachable: a capture takes a whole file, whatever it holds.
  std::vector<bool> reachable_levels(int max_level) const { return std::vector<bool>(static_cast<size_t>(max_level) + 1, true); }
  std::string unreachable_reason() const { return ""; }
  uint8_t initial(int) const { return tablebase::kDrawByte; }
  // Solves (or checks) entries [begin, end) of level `level` from their successors.
  uint64_t solve_range(int level, uint64_t begin, uint64_t end, tablebase::LevelView& view) const;
  // Solves the `count` entries `index[]` (at most kBatch); returns how many that changed.
  static constexpr int kBatch = 16;
  // View: a LevelView, or a DividedView in the divided cluster build (instantiated for both).
  template <class View>
  uint64_t solve_entries(int level, const uint64_t* index, int count, View& view) const;
  // The entries of the same level whose value depends on entry `index` (the moves that take
  // nothing), into `out`; returns how many (at most kMaxParents). The solver re-solves only
  // these when an entry changes (tablebase/solver.h).
  static constexpr int kMaxParents = 2048;
  int parents(int level, uint64_t index, uint64_t* out) const;

  // Where a position lies in the tables. The side to move must have seeds (with none it has
  // lost) and so must the other side (with none the game ended before this move).
  tablebase::Entry locate(const Hawalis::Position& p) const;
  int level_of(const Hawalis::Position& p) const { return p.board_total(); }
  bool in_tables(const Hawalis::Position& p) const { return p.seeds_of(Side::South) > 0 && p.seeds_of(Side::North) > 0; }
  // The position of an entry, South to move, the seeds off the board shared as captured.
  Hawalis::Position position_at(tablebase::Entry e) const;

 private:
  // Where an entry lies: table (a, b), the rank of the mover's circuit among those of a seeds
  // and of the opponent's among those of b.
  struct Place {
    int a = 0, b = 0;
    uint64_t mover = 0, opponent = 0;
  };
  Place place(int level, uint64_t index) const;
  // Index of (mover's circuit with a seeds, opponent's with b) in level a + b.
  uint64_t index_of(const uint8_t* mover, int a, const uint8_t* opponent, int b) const;

  // A position's successors: where each lies in the tables, or that the move took the
  // opponent's last seeds. The solver finds those of a batch of positions and asks the memory
  // for them all before it reads any.
  struct Successors {
    int count = 0;
    tablebase::Entry child[Hawalis::kMaxMoves];
    bool won[Hawalis::kMaxMoves];
  };
  template <class View>
  void successors(int a, int b, uint64_t mover, const uint8_t* opponent, const View& view, Successors& out) const;
  // The byte of the side to move from its successors' current values.
  template <class View>
  static uint8_t value(const Successors& s, const View& view);

  // The moves of the circuits of `seeds` seeds, worked out on first use (by any thread).
  const hawalis::CircuitMoves& circuit_moves(int seeds) const;

  Hawalis rules_;
  // offset_[s][a]: where table (a, s - a) starts in level s.
  std::array<std::array<uint64_t, kMaxLevel + 1>, kMaxLevel + 1> offset_{};
  struct MovesCache;
  std::shared_ptr<MovesCache> moves_;  // shared by copies
};

}  // namespace manqala

#include "tablebase/endgame_of.h"
template <>
struct manqala::EndgameOf<manqala::Hawalis> {
  using type = HawalisEndgame;
};
