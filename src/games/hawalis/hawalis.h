// Hawalis (Oman; Bao Kiarabu in Zanzibar) — RULES.md, section "Hawalis".
//
// Four rows of seven pits. Each player sows only around their own 14 pits, so the board is
// stored as two circuits, pits[side][0..13] in sowing order (games/hawalis/circuit.h maps them
// to rows and columns). Each rule of the section is one function below, in the section's order.
#pragma once

#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"
#include "core/options.h"
#include "core/sowing.h"
#include "core/types.h"
#include "core/work_limit.h"
#include "core/zobrist.h"
#include "games/hawalis/end_reasons.h"

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
  static constexpr std::string_view kTitle = "Hawalis";
  static constexpr std::string_view kFolder = "hawalis";  // src/games/hawalis/: its web files too
  static constexpr bool kAgreedDraws = true;  // players may agree a draw (repetition draws anyway)
  static constexpr int kRows = 4;
  static constexpr int kColumns = 7;
  static constexpr int kCircuit = 14;
  static constexpr int kMaxMoves = kCircuit;  // a move is the circuit index of the mover's pit
  static constexpr int kMaxSeeds = 9;  // 28 * 9 = 252 seeds still fit a byte per pit
  static constexpr int kEndless = -1;  // what sow() returns for a relay sowing that never ends

  // The options of RULES.md with their ranges and help (games/hawalis/options.cpp).
  static const OptionSchema<Options>& option_schema();
  // Why judging a move can take unbounded time under these options, or "" when it cannot.
  static std::string unbounded_work(const Options& o);

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

  // --- A move (RULES.md "A move", steps 1-5) ---
  // The next pit of a circuit: counterclockwise seen from above, back row then front row.
  static constexpr int next_pit(int i) { return i == kCircuit - 1 ? 0 : i + 1; }
  // Steps 1-3 and 5: lifts pit `from` of the mover's circuit `c` and sows it, relaying while
  // a lap ends in an occupied pit. Returns the pit where the move ends, or kEndless when the
  // relay sowing never ends. A long sowing reports its laps to `limit` (which may throw
  // RulesInterrupted, leaving `c` half sown).
  int sow(Loop14& c, int from, WorkLimit* limit = nullptr) const;
  // Step 4: a single seed moves only into the next pit of its circuit, and only if that pit
  // is empty; such moves are legal only when no pit of two or more seeds has a legal move.
  static bool singleton_may_move(const uint8_t* circuit, int i) {
    return circuit[i] == 1 && circuit[next_pit(i)] == 0;
  }

  // Legal moves of the side to move (empty once it has no seeds). When `after` is given, it
  // receives the position after each move, so a caller that plays them sows only once. Long
  // relay sowings report to `limit`, which may throw RulesInterrupted.
  int generate(const Position& p, MoveList& moves, Position* after = nullptr, WorkLimit* limit = nullptr) const;

  // Plays a legal move: sowing, relay, capture, and the turn passes. A long relay sowing
  // reports to `limit`, which may throw RulesInterrupted, leaving `p` unchanged.
  void play(Position& p, Move m, WorkLimit* limit = nullptr) const;

  // --- Capture (RULES.md "Capture") ---
  // The move ended in `last`, a pit of the mover's front row that was empty: the opponent's
  // file in that column is taken if its front pit holds seeds.
  void capture_file(Position& p, int last) const;
  // The file in `column` taken from the circuit `theirs` of side `them`: nothing when its
  // front pit is empty, else the front pit (and the back pit with back-capture). Returns the
  // seeds taken.
  int take_file(uint8_t* theirs, Side them, int column) const;

  // --- End (RULES.md "End") ---
  // True when the game is already over without looking at moves or history.
  bool over_before_moves(const Position& p) const { return p.seeds_of(p.to_move) == 0; }
  // The result given the number of legal moves and whether the position is a repetition.
  Result judge(const Position& p, int legal_moves, bool repeated) const;
  void settle(Position&, const Result&) const {}  // nothing is shared out at the end
  static std::span<const EndReason> end_reasons() { return hawalis::kEndReasons; }

  // --- Notation (games/hawalis/position.cpp) ---
  // Pit names, rows from South's edge: a1..g1, a2..g2 are South's, a3..g4 North's.
  static std::string pit_name(Side owner, int circuit_index);
  static bool parse_pit(std::string_view name, Side& owner, int& circuit_index);
  std::string move_name(const Position& p, Move m) const { return pit_name(p.to_move, m); }
  // The move of `mover` from the pit with this name, if it is one of the mover's pits.
  std::optional<Move> parse_move(std::string_view name, Side mover) const;
  // The pit names of a side in the order of its circuit.
  static std::vector<std::string> pit_names(Side s);
  // Each player's circuit is a loop of its own.
  static std::vector<std::vector<std::string>> circuits() { return {pit_names(Side::South), pit_names(Side::North)}; }

  // Position text of RULES.md; parse throws ParseError naming the wrong part.
  PositionFields to_fields(const Position& p) const;  // the board as rows of counts
  std::string to_text(const Position& p) const;
  Position from_text(std::string_view text) const;

 private:
  // Step 2 and 5: the laps after the first, from `last`, until one ends in an empty pit.
  int relay(Loop14& c, int last, WorkLimit* limit) const;
  // The end of a move that ended in `last` (a singleton's included): capture, then the turn.
  void finish_move(Position& p, int last, bool singleton) const;
  // Step 4's moves, when no larger pit can move.
  int singleton_moves(const Position& p, MoveList& moves, Position* after) const;

  Options opt_;
};

}  // namespace manqala
