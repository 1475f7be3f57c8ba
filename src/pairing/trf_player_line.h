// The 001 player line of a TRF: its columns, read and written in one place.
#pragma once

#include <string>

#include "pairing/tournament.h"
#include "pairing/trf_text.h"

namespace manqala::pairing::trf_text {

// A 001 line as a player: every field in its columns, each round's entry checked on its own
// (a bye has no opponent and no colour, a game has w or b, nobody plays itself). What needs
// the other lines (opponents' mirror entries, the points against the point system) is the
// reader's. Trailing blank rounds are dropped. Throws TrfError.
Player read_player_line(const Line& line);

// The line of a player with its points and rank. Throws TrfError (line 0) when a number does
// not fit its columns.
std::string write_player_line(const Player& player, Points score, int rank);

// An entry as its 8 columns ("0003 w 1", "0000 - H", blanks for Entry{}).
std::string entry_text(const Entry& e);

// The columns of round r's entry (opponent to result), for messages.
std::string round_columns(int round);

}  // namespace manqala::pairing::trf_text
