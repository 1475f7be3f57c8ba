#include "core/move_trace.h"

namespace manqala {

bool MoveTrace::full() {
  if (events.size() < kMaxTraceEvents) return false;
  truncated = true;
  return true;
}

int trace_lap(uint8_t c[16], int from, bool skip_origin, MoveTrace& t, const std::function<std::string(int)>& name) {
  constexpr int kLoop = 14;
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

std::string_view to_string(TraceEvent::Kind k) {
  switch (k) {
    case TraceEvent::Kind::Lift: return "lift";
    case TraceEvent::Kind::Drop: return "drop";
    case TraceEvent::Kind::Capture: return "capture";
  }
  return "";
}

}  // namespace manqala
