#include "games/almanqala/trace.h"

namespace manqala {

MoveTrace trace_move(const AlManqala& rules, const AlManqala::Position& p, Move m, const AlManqala::Position& after) {
  constexpr int kLoop = AlManqala::kCircuit;
  MoveTrace t;
  uint8_t c[16];
  std::memcpy(c, p.pits, sizeof c);
  const int last = trace_lap(c, m, rules.options().skip_origin, t, AlManqala::pit_name);
  // The capture chain runs backwards from the last pit; play() said which pits it took.
  for (int k = 0; k < kLoop; ++k) {
    const int i = (last - k + kLoop) % kLoop;
    const int taken = c[i] - after.pits[i];
    if (taken > 0) t.events.push_back({TraceEvent::Kind::Capture, AlManqala::pit_name(i), taken});
  }
  return t;
}

}  // namespace manqala
