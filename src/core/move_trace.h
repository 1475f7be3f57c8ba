// The seed-by-seed story of one move, for a board that animates it (the web page): each lift
// of a hand, each seed dropped, each pit captured. The engine never needs this; it follows the
// rules seed by seed where the games' own play() sows whole laps at once, and the final board
// is taken from play() itself, so a trace can never disagree with the rules.
#pragma once

#include <string>
#include <vector>

#include "core/almanqala.h"
#include "core/hawalis.h"

namespace manqala {

struct TraceEvent {
  enum class Kind : uint8_t { Lift, Drop, Capture };
  Kind kind;
  std::string pit;  // pit name
  int count = 1;    // seeds lifted or captured (1 for a drop)
};

struct MoveTrace {
  std::vector<TraceEvent> events;
  bool truncated = false;  // cut at kMaxTraceEvents: a very long relay sowing
};

// A browser animates a few thousand seeds at most; longer relay sowings exist (RULES.md step 5).
constexpr size_t kMaxTraceEvents = 3000;

// `m` must be legal in `p`.
MoveTrace trace_move(const Hawalis& rules, const Hawalis::Position& p, Move m);
MoveTrace trace_move(const AlManqala& rules, const AlManqala::Position& p, Move m);

std::string_view to_string(TraceEvent::Kind k);  // "lift", "drop", "capture"

}  // namespace manqala
