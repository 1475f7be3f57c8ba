// Hawalis (Oman; Bao Kiarabu in Zanzibar) — RULES.md, section "Hawalis".
//
// Four rows of seven pits. Each player sows only around their own 14 pits, so the board is
// stored as two circuits, pits[side][0..13] in sowing order:
//   South: a1..g1 are 0..6, g2..a2 are 7..13     North: a3..g3 are 0..6, g4..a4 are 7..13
// In both circuits indices 0..6 hold column i and 7..13 hold column 13-i; South's front row
// (row 2) is 7..13, North's front row (row 3) is 0..6.
#pragma once

#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"
#include "core/sowing.h"
#include "core/zobrist.h"
#include "core/types.h"

namespace manqala {

struct HawalisOptions {
  bool relay = true;              // a lap ending in an occupied pit starts a new lap
  bool back_capture = true;       // the back pit of the file is taken with the front pit
  bool singleton_capture = true;  // a singleton move may capture
  bool skip_origin = false;       // each lap passes over the pit it was lifted from
  int repetition = 2;             // the occurrence of a position that draws
  int seeds = 2;                  // seeds per pit at the start
  bool operator==(const HawalisOptions&) const = default;
};

class Hawalis {
 public:
  using Options = HawalisOptions;
  static constexpr std::string_view kName = "hawalis";
  static constexpr int kRows = 4;
  static constexpr int kCircuit = 14;
  static constexpr int kMaxSeeds = 9;  // 28 * 9 = 252 seeds still fit a byte per pit

  struct Position {
    alignas(16) uint8_t pits[2][16];  // [side][circuit index]; bytes 14 and 15 stay 0
    Side to_move = Side::South;
    uint16_t captured[2] = {0, 0};  // seeds captured by South, by North

    // Same placement of seeds and same side to move: what repetition compares.
    bool same_placement(const Position& o) const {
      return to_move == o.to_move && std::memcmp(pits, o.pits, sizeof pits) == 0;
    }
    int seeds_of(Side s) const;
    uint64_t key() const {  // for the transposition table
      return zobrist::pits_key(pits[0], kCircuit, 0) ^ zobrist::pits_key(pits[1], kCircuit, kCircuit) ^
             zobrist::state_key(captured, to_move == Side::North);
    }
    int board_total() const { return seeds_of(Side::South) + seeds_of(Side::North); }
  };

  explicit Hawalis(Options o = {}) : opt_(o) {}
  const Options& options() const { return opt_; }

  Position start() const;
  int total_seeds() const { return 28 * opt_.seeds; }

  // Legal moves of the side to move (empty once it has no seeds). When `after` is given, it
  // receives the position after each move, so a caller that plays them sows only once.
  int generate(const Position& p, MoveList& moves, Position* after = nullptr) const;

  // Plays a legal move: sowing, relay, capture, and the turn passes.
  void play(Position& p, Move m) const;

  // True when the game is already over without looking at moves or history.
  bool over_before_moves(const Position& p) const { return p.seeds_of(p.to_move) == 0; }

  // The result given the number of legal moves and whether the position is a repetition.
  Result judge(const Position& p, int legal_moves, bool repeated) const;
  void settle(Position&, const Result&) const {}  // nothing is shared out at the end

  // Pit names, rows from South's edge: a1..g1, a2..g2 are South's, a3..g4 North's.
  static std::string pit_name(Side owner, int circuit_index);
  static bool parse_pit(std::string_view name, Side& owner, int& circuit_index);
  std::string move_name(const Position& p, Move m) const { return pit_name(p.to_move, m); }

  // Position text of RULES.md; parse throws ParseError naming the wrong part.
  PositionFields to_fields(const Position& p) const;  // the board as rows of counts
  std::string to_text(const Position& p) const;
  Position from_text(std::string_view text) const;

  // Sowing of the mover's circuit `c` from pit `from` (RULES.md "A move", steps 1-3 and 5).
  // Returns the pit where the move ends, or -1 when the relay sowing never ends.
  int sow(uint8_t c[16], int from) const;

 private:
  int sow(Loop14& c, int from) const;
  // RULES.md "Capture": the move ended in `last`, a pit of the mover that was empty.
  void capture_file(Position& p, int last) const;
  void finish_move(Position& p, int last, bool singleton) const;

  Options opt_;
};

}  // namespace manqala
