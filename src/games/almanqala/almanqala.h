// Al-manqala (Palestine, Galilee; La'b Hakimi in Syria) — RULES.md, section "Al-manqala".
//
// Two rows of seven pits on one loop of 14, stored in sowing order: pits[0..6] are a1..g1
// (South's), pits[7..13] are g2..a2 (North's). Each rule of the section is one function
// below, in the section's order.
#pragma once

#include <array>
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
#include "games/almanqala/end_reasons.h"

namespace manqala {

struct AlManqalaOptions {
  enum class Feed { AfterCapture, Sown };  // what feeds an empty row
  int seeds = 7;                      // seeds per pit at the start
  std::vector<int> capture = {2, 4};  // counts that a last seed captures, and the chain too
  bool skip_origin = false;           // the sowing passes over the pit it was lifted from
  Feed feed = Feed::AfterCapture;     // sown: dropping a seed in the row is enough
  int win_at = 50;                    // captured seeds that win at once
  int repetition = 2;                 // the occurrence of a position that shares the loop
  bool operator==(const AlManqalaOptions&) const = default;
};

class AlManqala {
 public:
  using Options = AlManqalaOptions;
  static constexpr std::string_view kName = "al-manqala";
  static constexpr std::string_view kTitle = "Al-manqala";
  static constexpr std::string_view kFolder = "almanqala";  // src/games/almanqala/: its web files too
  static constexpr int kRows = 2;
  static constexpr int kColumns = 7;
  static constexpr int kCircuit = 14;
  static constexpr int kMaxMoves = kCircuit;  // a move is the circuit index of its pit
  static constexpr int kMaxSeeds = 18;  // 14 * 18 = 252 seeds still fit a byte per pit

  static const OptionSchema<Options>& option_schema();
  // Every Al-manqala move is one lap: judging one never takes long.
  static std::string unbounded_work(const Options&) { return ""; }

  struct Position {
    alignas(16) uint8_t pits[16];  // circuit order; bytes 14 and 15 stay 0
    Side to_move = Side::South;
    uint16_t captured[2] = {0, 0};  // seeds captured by South, by North

    bool same_placement(const Position& o) const {
      return to_move == o.to_move && std::memcmp(pits, o.pits, sizeof pits) == 0;
    }
    // Seeds in a row, and on the board: bytes summed by one multiplication (no sum of bytes
    // here reaches 256, so no partial sum carries). Called at every node of perft and search.
    int row_total(Side s) const { return row_total(Loop14::load(pits), s); }
    static int row_total(const Loop14& board, Side s) {
      if (s == Side::South) return byte_sum(board.lo & 0x00ff'ffff'ffff'ffffULL);  // pits 0..6
      return static_cast<int>(board.lo >> 56) + byte_sum(board.hi);                // pits 7..13
    }
    static int byte_sum(uint64_t bytes) { return static_cast<int>((bytes * 0x0101'0101'0101'0101ULL) >> 56); }
    uint64_t key() const {  // for the transposition table
      return zobrist::pits_key(pits, kCircuit, 0) ^ zobrist::state_key(captured, to_move == Side::North);
    }
    int board_total() const {
      const Loop14 board = Loop14::load(pits);
      return byte_sum(board.lo) + byte_sum(board.hi);
    }
  };

  explicit AlManqala(Options o = {});
  const Options& options() const { return opt_; }

  Position start() const;
  int total_seeds() const { return 14 * opt_.seeds; }
  static constexpr Side owner(int i) { return i < 7 ? Side::South : Side::North; }

  // --- A move (RULES.md "A move"): one lap from pit `from` (core/sowing.h); the last pit.
  // The board stays in two words from the sowing to the end of the move: writing bytes and
  // reading words back would stall each move.
  int sow(Loop14& board, int from) const { return sow_lap(board, from, opt_.skip_origin); }
  // --- Capture: takes the landing pit and the chain behind it; returns the seeds taken.
  int capture_chain(Loop14& board, int last) const;
  // Whether a landing pit holding `count` seeds once the last seed is in is taken.
  bool takes(int count) const { return captures_[static_cast<size_t>(count)]; }
  // --- Feeding: does this move (about to be played in p, giving `after`) feed the empty row?
  bool feeds(const Position& p, int from, const Position& after) const;
  // --- End: a player whose row is empty while the other's is not passes.
  static void pass_if_empty(Position& p);
  static void pass_if_empty(const Loop14& board, Side& to_move);

  // Legal moves of the side to move; with `after`, also the position after each of them.
  // Empty when the player must feed and cannot (starvation) or has no seeds. A move is one
  // lap, so `limit` is never needed.
  int generate(const Position& p, MoveList& moves, Position* after = nullptr, WorkLimit* limit = nullptr) const;

  // The number of legal moves alone (perft's leaves): without feeding to check, the player's
  // pits that are not empty, counted in one go.
  int count_moves(const Position& p) const;

  // Plays a legal move: sowing, chain capture, the turn passes (a player whose row is empty
  // passes, so the mover moves again). One lap: `limit` is never needed.
  void play(Position& p, Move m, WorkLimit* limit = nullptr) const;

  // --- End (RULES.md "End"), checked in PROTOCOL.md's order.
  bool over_before_moves(const Position& p) const;
  Result judge(const Position& p, int legal_moves, bool repeated) const;
  // Starvation and shared loops give the seeds left on the board to the captured counts.
  void settle(Position& p, const Result& r) const;
  // Loops: the players agree to end an endless chase by sharing the board.
  Result share_by_agreement(const Position& p) const { return ending(p, almanqala::kLoopShared); }
  static std::span<const EndReason> end_reasons() { return almanqala::kEndReasons; }

  // --- Notation (games/almanqala/position.cpp)
  static std::string pit_name(int circuit_index);
  static bool parse_pit(std::string_view name, int& circuit_index);
  std::string move_name(const Position&, Move m) const { return pit_name(m); }
  std::optional<Move> parse_move(std::string_view name, Side mover) const;
  static std::vector<std::string> pit_names(Side s);  // a side's row, in sowing order
  // One loop of both rows: South's row, then North's.
  static std::vector<std::vector<std::string>> circuits();

  PositionFields to_fields(const Position& p) const;  // the board as rows of counts
  std::string to_text(const Position& p) const;
  // Parses a position text; a side to move with an empty row has passed already.
  Position from_text(std::string_view text) const;

 private:
  // The game ends here for `reason`: the winner is the one with more seeds once settled.
  Result ending(const Position& p, EndReason reason) const;

  Options opt_;
  std::array<bool, 256> captures_{};  // captures_[n]: a pit of n seeds is taken
};

}  // namespace manqala
