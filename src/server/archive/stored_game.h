// A game as the archive keeps it: who sat where, its options and clock, its moves with the
// time each took, and how it stands; and the summary a list of games shows.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "server/common/seat_account.h"

namespace manqala {

struct StoredMove {
  std::string move;  // pit name
  int64_t ms = 0;    // time taken to choose it
};

// How a game stands, as stored: status "ongoing", "over" (or called off), and the result words of
// record.h ("over S captured-all", "over N resigned"; "ongoing" while going on).
// A game ended with no result (its status; result "ongoing"): aborted before both players
// moved, an invitation cancelled before anyone took it, or a tournament game neither player
// came to ("forfeited": both lose; docs/tournaments.md).
inline bool is_called_off(const std::string& status) {
  return status == "aborted" || status == "cancelled" || status == "forfeited";
}

struct StoredOutcome {
  std::string status = "ongoing";
  std::string result = "ongoing";
  bool shared = false;  // ended by an agreed Al-manqala loop share
  std::string to_move = "south";  // the side whose turn it is ("your move" lists)
  // The game was never played (a forfeit before the loser's first move, or by both): storing
  // this outcome makes the game unrated, for good.
  bool unrated = false;
};

struct StoredGame {
  std::string id, game, options, start;  // start: position text where the moves begin
  std::string south, north;              // "human", "engine", or an imported player's name
  // The digests of the seat tokens (common/secrets.h): "" for an engine, imported or open seat.
  std::string south_token, north_token;
  int level = 0;
  // "engine", "friend" (two people, each with a seat) or "people" (an imported game between
  // two named players: a sheet's, or any record whose sides are not the engine).
  std::string opponent = "engine";
  std::string invite;               // the digest of a friend game's code that claims its open seat
  bool listed = false;              // the invitation is shown in the lobby
  int64_t clock_initial_ms = 0;     // time control (0: none)
  int64_t clock_increment_ms = 0;
  // A correspondence game (room/move_deadline.h): days a move (0: none), and when the
  // running turn began (Unix ms; 0 before both are seated).
  int days_per_move = 0;
  int64_t turn_since_ms = 0;
  std::string source = "play";  // "play" or "import"
  // The accounts holding the seats (0: none) and whether the game changes their ratings.
  int64_t south_account = 0, north_account = 0;
  bool rated = false;
  // The rating pool of a rated game rated apart from its speed's ("bot"), "" for its speed's.
  std::string pool;
  StoredOutcome outcome;
  std::string created, updated;  // ISO 8601 UTC, set by the archive
  // The game this one goes on from (an undo after its end, against the engine), "" if none.
  std::string continued_from;
  // An imported game's record headers (Event, Site, Date, Round), kept for its record and export.
  std::map<std::string, std::string> headers;
  std::vector<StoredMove> moves;
};

struct GameSummary {
  std::string id, game, options, south, north, status, result, created, updated, source, opponent;
  int level = 0, plies = 0;
  std::string open_side;  // a friend game's seat nobody holds yet ("south", "north" or "")
  bool listed = false, rated = false;
  int64_t clock_initial_ms = 0, clock_increment_ms = 0;
  int days_per_move = 0;
  int64_t turn_since_ms = 0;
  std::string to_move;
  int64_t south_account = 0, north_account = 0;  // the accounts holding the seats (0: none)
};

}  // namespace manqala
