#include "games/hawalis/trace.h"

#include "games/hawalis/circuit.h"

namespace manqala {

MoveTrace trace_move(const Hawalis& rules, const Hawalis::Position& p, Move m, const Hawalis::Position& after) {
  MoveTrace t;
  const Side me = p.to_move, them = opponent(me);
  auto name = [me](int i) { return Hawalis::pit_name(me, i); };
  uint8_t c[16];
  std::memcpy(c, p.pits[index(me)], sizeof c);
  if (c[m] == 1) {  // a singleton: one seed into the next pit (Hawalis::singleton_may_move)
    t.events.push_back({TraceEvent::Kind::Lift, name(m), 1});
    t.events.push_back({TraceEvent::Kind::Drop, name(Hawalis::next_pit(m)), 1});
  } else {
    const bool skip = rules.options().skip_origin;
    int last = trace_lap(c, m, skip, t, name);
    while (rules.options().relay && c[last] > 1 && !t.full())  // relay: a new lap
      last = trace_lap(c, last, skip, t, name);
  }
  if (t.truncated) return t;
  // Captures come from play() itself: the opponent's pits it emptied, front pit first.
  for (bool front : {true, false})
    for (int i = 0; i < Hawalis::kCircuit; ++i) {
      const int taken = p.pits[index(them)][i] - after.pits[index(them)][i];
      if (hawalis::in_front_row(them, i) == front && taken > 0)
        t.events.push_back({TraceEvent::Kind::Capture, Hawalis::pit_name(them, i), taken});
    }
  return t;
}

}  // namespace manqala
