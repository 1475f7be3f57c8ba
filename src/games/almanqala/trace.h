// An Al-manqala move seed by seed, for the board's animation (core/move_trace.h).
#pragma once

#include "core/move_trace.h"
#include "games/almanqala/almanqala.h"

namespace manqala {

// `m` must be legal in `p`.
MoveTrace trace_move(const AlManqala& rules, const AlManqala::Position& p, Move m);

}  // namespace manqala
