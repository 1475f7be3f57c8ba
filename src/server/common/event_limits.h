// The size of an event the server holds, the same wherever players come in: an online
// tournament's registrations, an over-the-board one's players added at the door, and a TRF
// file imported. A field of this size pairs within seconds (the pairing runs as heavy work,
// bounded in time: otb/otb_routes.h).
#pragma once

namespace manqala {

inline constexpr int kMaxEventPlayers = 256;
// A round robin over the board: its schedule is printed, and a club night has so many rounds.
inline constexpr int kMaxRoundRobinPlayers = 24;

}  // namespace manqala
