// An Al-manqala move seed by seed, for the board's animation (core/move_trace.h).
#pragma once

#include "core/move_trace.h"
#include "games/almanqala/almanqala.h"

namespace manqala {

// `m` must be legal in `p`, and `after` what play() made of it (the captures are read there).
MoveTrace trace_move(const AlManqala& rules, const AlManqala::Position& p, Move m, const AlManqala::Position& after);

}  // namespace manqala
