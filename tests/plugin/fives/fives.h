// Fives, a game that exists only in the tests, to show that a game is a plug-in
// (docs/architecture.md, "What a new game touches"): its folder and one line (register.cpp),
// and the engine protocol, records, the library, the server and the board page play it
// without a change anywhere else. It is built unlike either real game on purpose: two rows of
// five pits (not seven), one loop of ten, and ways to end of its own.
//
// Rules. Each player owns a row: South a1..e1, North a2..e2; the loop runs a1..e1, e2..a2 and
// back to a1 (counterclockwise seen from above). A move lifts every seed of one of the mover's
// pits and sows them one a pit along the loop (a hand of ten or more comes round, the lifted
// pit too). If the last seed falls in the opponent's row and makes 2 or 3 there, the mover
// takes that pit. The game ends, checked in this order, when
//   - a player has captured more than half of the seeds: "majority", that player wins;
//   - the player to move has no seeds: "exhausted", each player takes the seeds of their own
//     row and more captured wins (equal: a draw);
//   - a position occurs for the repetition-th time: "cycle", a draw.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"
#include "core/options.h"
#include "core/types.h"
#include "core/work_limit.h"
#include "core/zobrist.h"

namespace manqala {

struct FivesOptions {
  int seeds = 3;       // seeds per pit at the start
  int repetition = 3;  // the occurrence of a position that ends the game in a draw
  bool operator==(const FivesOptions&) const = default;
};

class Fives {
 public:
  using Options = FivesOptions;
  static constexpr std::string_view kName = "fives";
  static constexpr std::string_view kTitle = "Fives";
  static constexpr std::string_view kFolder = "fives";  // it has no web files of its own
  static constexpr int kRows = 2;
  static constexpr int kColumns = 5;
  static constexpr int kPits = 10;            // the loop: 0..4 are a1..e1, 5..9 are e2..a2
  static constexpr int kMaxMoves = kPits;     // a move is the loop index of the mover's pit
  static constexpr int kMaxSeeds = 6;

  static const OptionSchema<Options>& option_schema();
  static std::string unbounded_work(const Options&) { return ""; }  // a move is one short sowing

  struct Position {
    uint8_t pits[kPits] = {};
    Side to_move = Side::South;
    uint16_t captured[2] = {0, 0};

    bool same_placement(const Position& o) const {
      return to_move == o.to_move && std::memcmp(pits, o.pits, sizeof pits) == 0;
    }
    uint64_t key() const {
      return zobrist::pits_key(pits, kPits, 0) ^ zobrist::state_key(captured, to_move == Side::North);
    }
    int row_total(Side s) const;
    int board_total() const { return row_total(Side::South) + row_total(Side::North); }
  };

  explicit Fives(Options o = {}) : opt_(o) {}
  const Options& options() const { return opt_; }
  Position start() const;
  int total_seeds() const { return kPits * opt_.seeds; }
  static constexpr Side owner(int i) { return i < kColumns ? Side::South : Side::North; }

  // Sows the seeds of pit `from`; returns the pit of the last seed.
  static int sow(uint8_t pits[kPits], int from);
  // The pit the last seed fell in is taken when it is the opponent's and holds 2 or 3.
  static bool takes(Side mover, int last, const uint8_t pits[kPits]);

  int generate(const Position& p, MoveList& moves, Position* after = nullptr, WorkLimit* limit = nullptr) const;
  void play(Position& p, Move m, WorkLimit* limit = nullptr) const;
  bool over_before_moves(const Position& p) const;
  Result judge(const Position& p, int legal_moves, bool repeated) const;
  void settle(Position& p, const Result& r) const;  // exhausted: each row to its owner
  static std::span<const EndReason> end_reasons();

  static std::string pit_name(int i);
  std::string move_name(const Position&, Move m) const { return pit_name(m); }
  std::optional<Move> parse_move(std::string_view name, Side mover) const;
  static std::vector<std::string> pit_names(Side s);  // a side's row in sowing order
  static std::vector<std::vector<std::string>> circuits();
  PositionFields to_fields(const Position& p) const;
  std::string to_text(const Position& p) const { return format_position_fields(to_fields(p)); }
  Position from_text(std::string_view text) const;

 private:
  Options opt_;
};

}  // namespace manqala
