// A Hawalis move seed by seed, for the board's animation (core/move_trace.h).
#pragma once

#include "core/move_trace.h"
#include "games/hawalis/hawalis.h"

namespace manqala {

// `m` must be legal in `p`, and `after` what play() made of it (the captures are read there).
MoveTrace trace_move(const Hawalis& rules, const Hawalis::Position& p, Move m, const Hawalis::Position& after);

}  // namespace manqala
