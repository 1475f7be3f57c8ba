// A board's live game and what it means: its moves replayed under the tournament's game
// (stopping at the first that is not legal), the record a tool pushes merged into it, its
// result as a tournament counts it, and which of its positions the engine may judge (fair play:
// never the position on the board, nor one reached within the director's delay).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "facade/any_game.h"
#include "record/record.h"
#include "server/broadcasts/broadcast_store.h"
#include "server/engine/live_positions.h"

namespace manqala::broadcasts {

// Now, as the live games keep their moves' times: ms since 1970.
inline int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

struct Replayed {
  std::unique_ptr<AnyGame> game;  // after the legal moves
  int at = -1;                    // the first move that is not legal, -1: none
  std::string error;              // why not
  std::vector<LivePositions::Key> keys;  // the position before each move, and after the last legal one
  bool ok() const { return at < 0; }
};
// Throws ParseError for options the game does not know; RulesInterrupted past the server's bound.
Replayed replay_live(const std::string& game, const std::string& options, const std::vector<std::string>& moves);

// One move more on a game replayed (the board's next, entered at the board), within the same
// bound; false, with `at` and `error` said, when it is not legal there.
bool play_live(Replayed& r, const std::string& move);

// "1-0", "0-1", "1/2" for a game over (the record's ending when it has one, else the rules'),
// "" while it is played.
std::string result_of(const LiveGame& g, const AnyGame& after);

// The merge of a pushed record into the board's game: "unchanged", or "updated" (the record's
// moves, ending and clocks are the game's; moves it shares with the game keep their times, the
// others come in `now`). ParseError for a record that is not legal (naming its move).
std::string merge_record(LiveGame& g, const Record& r, const Replayed& replayed, int64_t now);

// A clock tag's time left ("1:02:03", "4:31") in ms; ParseError otherwise.
int64_t clock_ms(const std::string& text);

// The last ply whose position the engine may judge for spectators, -1 none: every position of a
// game over; otherwise those reached at least `delay` seconds ago (kUntilEnd: none), never the
// one on the board.
int judgeable(const LiveGame& g, bool over, int delay, int64_t now);

}  // namespace manqala::broadcasts
