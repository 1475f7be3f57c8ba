// The seed-by-seed story of one move, for a board that animates it (the web page): each lift
// of a hand, each seed dropped, each pit captured. The engine never needs this; a game's
// trace_move(rules, before, move, after) (games/<name>/trace.cpp) follows its rules seed by
// seed where its play() sows whole laps at once, and reads the captures from the position
// play() made (`after`), so a trace can never disagree with the rules and the move is sown by
// the rules once (AnyGame::play_traced).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

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

  // True (and marks the trace truncated) once it holds kMaxTraceEvents events.
  bool full();
};

// A browser animates a few thousand seeds at most; longer relay sowings exist (RULES.md).
constexpr size_t kMaxTraceEvents = 3000;

// One lap of a loop of 14 pits (core/sowing.h) sown seed by seed from `from` into `c`, each
// lift and drop recorded under the pit names that `name` gives; returns the last pit.
int trace_lap(uint8_t c[16], int from, bool skip_origin, MoveTrace& t, const std::function<std::string(int)>& name);

std::string_view to_string(TraceEvent::Kind k);  // "lift", "drop", "capture"

}  // namespace manqala
