// The study pages' routes (docs/web-api.md, "Analysis", "Review", "Explorer"): the engine's
// lines for any position, a line of moves played from one, a finished game's review and the
// explorer. Positions are judged on the server's jobs queue (common/job_queue.h), never on a
// network thread or a room's strand; searches run on the engine's analysis queue.
#pragma once

#include <functional>

#include "server/common/client_quota.h"
#include "server/common/job_queue.h"
#include "server/common/route_helpers.h"
#include "server/common/route_table.h"
#include "server/games/games.h"
#include "server/study/explorer.h"
#include "server/study/position_analysis.h"
#include "server/study/review.h"

namespace manqala::study {

class StudyRoutes {
 public:
  static constexpr int64_t kReviewMsPerPosition = 250;  // a review's search of each position

  StudyRoutes(Games& games, JobQueue& jobs);

  // POST /api/analysis, /api/play, /api/explorer and GET /api/games/<id>/review.
  std::vector<Route> table();
  // A game just imported: its positions for the explorer (on the caller's thread).
  void imported(const std::string& id) { explorer_.index(id); }

 private:
  void position_work(const Call& c, const std::string& what);

  JobQueue& jobs_;
  PositionAnalysis analysis_;
  Reviewer reviewer_;
  Explorer explorer_;
  ClientQuota analyses_{120, 40};  // engine analyses a minute per client
};

}  // namespace manqala::study
