// Hawalis's endgame databases (docs/tablebases.md): for every position with a seeds on the
// side to move's circuit and b on the other's, seen with the side to move as South, whether
// the side to move wins, draws or loses under perfect play by RULES.md (relay, the singleton
// rule, endless sowings refused, no legal move loses) and in how many plies the game ends.
// A game that would go on forever is a draw (the repetition rule). Level s holds the tables
// (a, s - a) for a = 1 .. s - 1, which reach each other by moves that take nothing.
#pragma once

#include <array>
#include <string>
#include <vector>

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
  uint8_t initial(int) const { return tablebase::kDrawByte; }
  uint64_t solve_range(int level, uint64_t begin, uint64_t end, tablebase::LevelView& view) const;

  // Where a position lies in the tables. The side to move must have seeds (with none it has
  // lost) and so must the other side (with none the game ended before this move).
  tablebase::Entry locate(const Hawalis::Position& p) const;
  int level_of(const Hawalis::Position& p) const { return p.board_total(); }
  bool in_tables(const Hawalis::Position& p) const { return p.seeds_of(Side::South) > 0 && p.seeds_of(Side::North) > 0; }
  // The position of an entry, South to move, the seeds off the board shared as captured.
  Hawalis::Position position_at(tablebase::Entry e) const;

 private:
  // Index of (mover's circuit with a seeds, opponent's with b) in level a + b.
  uint64_t index_of(const uint8_t* mover, int a, const uint8_t* opponent, int b) const;
  // The score (endgame_value.h's plies_score) of the side to move from its successors.
  int value(const uint8_t* mover, const uint8_t* opponent, const tablebase::LevelView& view) const;

  Hawalis rules_;
  // offset_[s][a]: where table (a, s - a) starts in level s.
  std::array<std::array<uint64_t, kMaxLevel + 1>, kMaxLevel + 1> offset_{};
};

}  // namespace manqala

#include "tablebase/endgame_of.h"
template <>
struct manqala::EndgameOf<manqala::Hawalis> {
  using type = HawalisEndgame;
};
