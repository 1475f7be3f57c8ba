#include "core/move_trace.h"

namespace manqala {

namespace {

constexpr int kLoop = 14;

// Sows one lap of circuit `c` from `from` seed by seed, as RULES.md says it; returns the last pit.
template <class Name>
int sow_lap_traced(uint8_t c[16], int from, bool skip_origin, MoveTrace& t, const Name& name) {
  int hand = c[from];
  c[from] = 0;
  t.events.push_back({TraceEvent::Kind::Lift, name(from), hand});
  int pit = from;
  while (hand > 0) {
    pit = (pit + 1) % kLoop;
    if (skip_origin && pit == from) continue;
    ++c[pit];
    --hand;
    t.events.push_back({TraceEvent::Kind::Drop, name(pit), 1});
  }
  return pit;
}

bool full(MoveTrace& t) {
  if (t.events.size() < kMaxTraceEvents) return false;
  t.truncated = true;
  return true;
}

}  // namespace

MoveTrace trace_move(const Hawalis& rules, const Hawalis::Position& p, Move m) {
  MoveTrace t;
  const Side me = p.to_move, them = opponent(me);
  auto name = [me](int i) { return Hawalis::pit_name(me, i); };
  uint8_t c[16];
  std::memcpy(c, p.pits[index(me)], sizeof c);
  if (c[m] == 1) {  // a singleton: one seed into the next pit
    t.events.push_back({TraceEvent::Kind::Lift, name(m), 1});
    t.events.push_back({TraceEvent::Kind::Drop, name((m + 1) % kLoop), 1});
  } else {
    int last = sow_lap_traced(c, m, rules.options().skip_origin, t, name);
    while (rules.options().relay && c[last] > 1 && !full(t))  // relay: a new lap
      last = sow_lap_traced(c, last, rules.options().skip_origin, t, name);
  }
  if (t.truncated) return t;
  // Captures come from play() itself: the opponent's pits it emptied, front pit first.
  Hawalis::Position after = p;
  rules.play(after, m);
  auto in_front = [them](int i) { return them == Side::South ? i >= 7 : i < 7; };
  for (bool front : {true, false})
    for (int i = 0; i < kLoop; ++i) {
      const int taken = p.pits[index(them)][i] - after.pits[index(them)][i];
      if (in_front(i) == front && taken > 0)
        t.events.push_back({TraceEvent::Kind::Capture, Hawalis::pit_name(them, i), taken});
    }
  return t;
}

MoveTrace trace_move(const AlManqala& rules, const AlManqala::Position& p, Move m) {
  MoveTrace t;
  uint8_t c[16];
  std::memcpy(c, p.pits, sizeof c);
  const int last = sow_lap_traced(c, m, rules.options().skip_origin, t, AlManqala::pit_name);
  // The capture chain runs backwards from the last pit; play() says which pits it took.
  AlManqala::Position after = p;
  rules.play(after, m);
  for (int k = 0; k < kLoop; ++k) {
    const int i = (last - k + kLoop) % kLoop;
    const int taken = c[i] - after.pits[i];
    if (taken > 0) t.events.push_back({TraceEvent::Kind::Capture, AlManqala::pit_name(i), taken});
  }
  return t;
}

std::string_view to_string(TraceEvent::Kind k) {
  switch (k) {
    case TraceEvent::Kind::Lift: return "lift";
    case TraceEvent::Kind::Drop: return "drop";
    case TraceEvent::Kind::Capture: return "capture";
  }
  return "";
}

}  // namespace manqala
