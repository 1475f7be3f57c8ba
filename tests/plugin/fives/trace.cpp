#include "engine.h"

namespace manqala {

MoveTrace trace_move(const Fives&, const Fives::Position& p, Move m, const Fives::Position& after) {
  MoveTrace t;
  t.events.push_back({TraceEvent::Kind::Lift, Fives::pit_name(m), p.pits[m]});
  int at = m;
  for (int k = 0; k < p.pits[m]; ++k) {
    at = (at + 1) % Fives::kPits;
    t.events.push_back({TraceEvent::Kind::Drop, Fives::pit_name(at), 1});
  }
  if (after.captured[index(p.to_move)] > p.captured[index(p.to_move)])
    t.events.push_back({TraceEvent::Kind::Capture, Fives::pit_name(at),
                        after.captured[index(p.to_move)] - p.captured[index(p.to_move)]});
  return t;
}

}  // namespace manqala
