// Vocabulary every game shares: sides, moves, move lists and results.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/end_reason.h"

namespace manqala {

enum class Side : uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) { return s == Side::South ? Side::North : Side::South; }
constexpr int index(Side s) { return static_cast<int>(s); }
constexpr char side_letter(Side s) { return s == Side::South ? 'S' : 'N'; }

// A move is a number below its game's Rules::kMaxMoves (each game maps its moves to pit
// names); MoveList holds a position's legal moves. kMaxMoves here is the engine's limit, as
// Stockfish's MAX_MOVES is: no game may number its moves beyond it (core/game_rules.h checks).
using Move = uint8_t;
constexpr int kMaxMoves = 32;

struct MoveList {
  std::array<Move, kMaxMoves> moves{};
  int size = 0;

  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }
};

// Endings from outside the rules, which a game between people can also have, written
// `over <winner> <reason>` in records and the archive like the rules' own (each game's
// end_reasons.h): the loser resigned, ran out of time, forfeited a tournament game (withdrew,
// or did not come in time), or left the game and the other claimed it (kAbandoned).
constexpr std::array<std::string_view, 4> kOffBoardReasons = {"resigned", "time", "forfeit", "abandoned"};
// A player left a game between people and the one who stayed claimed it (README "Leaving a
// game"): a win (`over S abandoned`), or a draw he called (`over draw abandoned`), in any game.
constexpr std::string_view kAbandoned = "abandoned";
constexpr bool is_off_board_reason(std::string_view reason) {
  for (auto r : kOffBoardReasons)
    if (r == reason) return true;
  return false;
}

enum class Winner : uint8_t { None, South, North, Draw };

struct Result {
  EndReason reason;  // none while the game goes on
  Winner winner = Winner::None;
  bool over() const { return !reason.none(); }
  bool operator==(const Result&) const = default;
};

constexpr Winner winner_of(Side s) { return s == Side::South ? Winner::South : Winner::North; }

std::string_view to_string(EndReason r);  // its word, "none" for none
std::string_view to_string(Winner w);  // "S", "N", "draw" ("" when none)
// PROTOCOL.md's `status` wording without "status ": "ongoing", "over S captured-all".
std::string status_text(const Result& r);

}  // namespace manqala
