// Vocabulary shared by both games: sides, moves, move lists and results.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace manqala {

enum class Side : uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) { return s == Side::South ? Side::North : Side::South; }
constexpr int index(Side s) { return static_cast<int>(s); }
constexpr char side_letter(Side s) { return s == Side::South ? 'S' : 'N'; }

// A move is the circuit index (0..13) of the mover's pit it starts from; each game maps
// circuit indices to pit names. Neither game ever offers more than 14 moves.
using Move = uint8_t;
constexpr int kMaxMoves = 14;

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

// Why a game ended; the protocol's `status over <winner> <reason>` words.
enum class EndReason : uint8_t {
  None,
  CapturedAll,  // Hawalis: the player to move has no seeds left
  NoMoves,      // Hawalis: the player to move has no legal move
  Repetition,   // Hawalis: a position occurred for the repetition-th time (draw)
  Score,        // Al-manqala: a player reached win-at
  BoardEmpty,   // Al-manqala: captures emptied the board
  LoopShared,   // Al-manqala: a repeated position; the seeds left were shared
  Starved,      // Al-manqala: nobody could feed; the starved player took the seeds left
};

// Every reason the rules can give (None aside).
constexpr std::array<EndReason, 7> kEndReasons = {EndReason::CapturedAll, EndReason::NoMoves,    EndReason::Repetition,
                                                  EndReason::Score,       EndReason::BoardEmpty, EndReason::LoopShared,
                                                  EndReason::Starved};

// Endings from outside the rules, which a game between people can also have, written
// `over <winner> <reason>` in records and the archive like the rules' own: the loser resigned,
// ran out of time, or forfeited a tournament game (withdrew, or did not come in time).
constexpr std::array<std::string_view, 3> kOffBoardReasons = {"resigned", "time", "forfeit"};
constexpr bool is_off_board_reason(std::string_view reason) {
  for (auto r : kOffBoardReasons)
    if (r == reason) return true;
  return false;
}

enum class Winner : uint8_t { None, South, North, Draw };

struct Result {
  EndReason reason = EndReason::None;
  Winner winner = Winner::None;
  bool over() const { return reason != EndReason::None; }
  bool operator==(const Result&) const = default;
};

constexpr Winner winner_of(Side s) { return s == Side::South ? Winner::South : Winner::North; }

std::string_view to_string(EndReason r);
std::string_view to_string(Winner w);  // "S", "N", "draw" ("" when none)
// PROTOCOL.md's `status` wording without "status ": "ongoing", "over S captured-all".
std::string status_text(const Result& r);

}  // namespace manqala
