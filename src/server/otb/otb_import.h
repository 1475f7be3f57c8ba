// A tournament report file as an over-the-board tournament's rows: its players with their
// numbers, its rounds as boards (games by their White, the pairing-allocated bye as a board
// without Black), its byes and absences. The file's unrated games (W, D, L) come in as rated
// ones and its point system must be FIDE's 1, ½, 0: the server keeps no other.
#pragma once

#include "pairing/tournament.h"
#include "server/common/event_limits.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

inline constexpr int kMaxSwissRounds = 20;
inline constexpr size_t kMaxTrfBytes = 1u << 20;  // the body of POST /api/otb/import

// `t` holds the tournament's own fields (name, game, director, ...); the rest comes from the
// file. Throws ParseError for what the server cannot hold (too many players or rounds, a
// point system of its own, a game whose two players' entries disagree).
OtbData import_of(const pairing::Tournament& file, OtbTournament t);

}  // namespace manqala::otb
