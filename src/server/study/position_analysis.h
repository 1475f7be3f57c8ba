// POST /api/analysis (docs/web-api.md, "Analysis"): the engine's best lines for any position
// of a game, as the analysis board and the position editor ask. The position is judged on the
// jobs queue (within the server's bound), then searched on the engine pool's analysis queue
// with `multipv` lines for as long as asked (`ms`, at most the server's engine time); the
// endgame tables' verdict comes with it when the server has tables that hold the position.
#pragma once

#include <nlohmann/json.hpp>

#include "server/http/message.h"
#include "server/engine/engine_pool.h"
#include "server/engine/live_positions.h"

namespace manqala {

class PositionAnalysis {
 public:
  static constexpr int kMaxLines = 5;
  static constexpr int64_t kMaxMs = 2000;

  PositionAnalysis(EnginePool& pool, const LivePositions& live, int64_t engine_ms)
      : pool_(pool), live_(live), ms_(std::min(engine_ms, kMaxMs)) {}

  // The judged position (ParseError, RulesInterrupted for a bad one; Refused, 409, for one of
  // a game between people going on): called on the jobs queue.
  // Answers through `respond` from an engine thread, or at once when there is nothing to search.
  void analyse(const nlohmann::json& body, const Respond& respond);

 private:
  EnginePool& pool_;
  const LivePositions& live_;
  int64_t ms_;
};

}  // namespace manqala
