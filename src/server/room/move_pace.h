// How long the pages take to show a move in a game with a clock, and so how long the next
// turn goes uncharged (room/clock.h): each lift and capture counts two steps, each seed
// dropped one, a step is kStepMs, and the whole move at most kMaxAnimationMs. The board
// widget animates a timed game's move in the time given (web/board/board.js, `duration`),
// speeding its steps up to fit. The turn's grace adds kDeliveryMs, for the state to reach the
// pages. A page that shows the move at once gains at most the grace (README "Clocks").
#pragma once

#include <cstdint>

#include "core/move_trace.h"

namespace manqala {

constexpr int64_t kStepMs = 100;
constexpr int64_t kMaxAnimationMs = 2500;
constexpr int64_t kDeliveryMs = 250;

inline int64_t animation_ms(const MoveTrace& t) {
  int64_t steps = 0;
  for (const auto& e : t.events) steps += e.kind == TraceEvent::Kind::Drop ? 1 : 2;
  return steps * kStepMs < kMaxAnimationMs ? steps * kStepMs : kMaxAnimationMs;
}

// The time the next turn of a timed game goes uncharged after a move shown in `animation`.
inline int64_t grace_ms(int64_t animation) { return animation + kDeliveryMs; }

}  // namespace manqala
