// Al-manqala (Palestine, Galilee; La'b Hakimi in Syria) — RULES.md, section "Al-manqala".
//
// Two rows of seven pits on one loop of 14, stored in sowing order: pits[0..6] are a1..g1
// (South's), pits[7..13] are g2..a2 (North's).
#pragma once

#include <array>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"
#include "core/sowing.h"
#include "core/zobrist.h"
#include "core/types.h"

namespace manqala {

struct AlManqalaOptions {
  int seeds = 7;                    // seeds per pit at the start
  std::vector<int> capture = {2, 4};  // counts that a last seed captures, and the chain too
  bool skip_origin = false;         // the sowing passes over the pit it was lifted from
  bool feed_sown = false;           // feed=sown: dropping a seed in the row is enough
  int win_at = 50;                  // captured seeds that win at once
  int repetition = 2;               // the occurrence of a position that shares the loop
  bool operator==(const AlManqalaOptions&) const = default;
};

class AlManqala {
 public:
  using Options = AlManqalaOptions;
  static constexpr std::string_view kName = "al-manqala";
  static constexpr int kRows = 2;
  static constexpr int kCircuit = 14;
  static constexpr int kMaxSeeds = 18;  // 14 * 18 = 252 seeds still fit a byte per pit

  struct Position {
    alignas(16) uint8_t pits[16];  // circuit order; bytes 14 and 15 stay 0
    Side to_move = Side::South;
    uint16_t captured[2] = {0, 0};  // seeds captured by South, by North

    bool same_placement(const Position& o) const {
      return to_move == o.to_move && std::memcmp(pits, o.pits, sizeof pits) == 0;
    }
    int row_total(Side s) const;
    uint64_t key() const {  // for the transposition table
      return zobrist::pits_key(pits, kCircuit, 0) ^ zobrist::state_key(captured, to_move == Side::North);
    }
    int board_total() const { return row_total(Side::South) + row_total(Side::North); }
  };

  explicit AlManqala(Options o = {});
  const Options& options() const { return opt_; }

  Position start() const;
  int total_seeds() const { return 14 * opt_.seeds; }

  // Legal moves of the side to move; with `after`, also the position after each of them.
  // Empty when the player must feed and cannot (starvation) or has no seeds.
  int generate(const Position& p, MoveList& moves, Position* after = nullptr) const;

  // Plays a legal move: sowing, chain capture, the turn passes (a player whose row is empty
  // passes, so the mover moves again).
  void play(Position& p, Move m) const;

  bool over_before_moves(const Position& p) const;
  Result judge(const Position& p, int legal_moves, bool repeated) const;
  // Starvation and shared loops give the seeds left on the board to the captured counts.
  void settle(Position& p, const Result& r) const;
  // RULES.md "Loops": the players agree to end an endless chase by sharing the board.
  Result share_by_agreement(const Position& p) const { return ending(p, EndReason::LoopShared); }

  // A player whose row is empty while the other's is not passes (RULES.md "End").
  static void pass_if_empty(Position& p);

  static std::string pit_name(int circuit_index);
  static bool parse_pit(std::string_view name, int& circuit_index);
  std::string move_name(const Position&, Move m) const { return pit_name(m); }

  PositionFields to_fields(const Position& p) const;  // the board as rows of counts
  std::string to_text(const Position& p) const;
  // Parses a position text; a side to move with an empty row has passed already.
  Position from_text(std::string_view text) const;

  static constexpr Side owner(int i) { return i < 7 ? Side::South : Side::North; }

 private:
  // RULES.md "A move": one lap from pit `from` (core/sowing.h); returns the last pit.
  int sow(uint8_t pits[16], int from) const;
  // RULES.md "Capture": takes the landing pit and the chain behind it; returns the seeds.
  int capture_chain(uint8_t pits[16], int last) const;
  // RULES.md "Feeding": does this move (about to be played in p) feed the empty row?
  bool feeds(const Position& p, int from, const Position& after) const;
  // The game ends here for `reason`: the winner is the one with more seeds once settled.
  Result ending(const Position& p, EndReason reason) const;

  Options opt_;
  std::array<bool, 256> captures_{};  // captures_[n]: a pit of n seeds is taken
};

}  // namespace manqala
