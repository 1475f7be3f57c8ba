// Routes' work on a lane of its own (common/work_lane.h), answered through the route's
// Respond: what the work throws before it answers is answered as error_of() says, and a lane
// or an owner's line that is full is answered at once (503, 429) without doing anything.
//
// The server has two such queues besides the games' pool (README "Which work waits where"):
// reads and everyday changes outside the games, and heavy jobs (imports, reviews, analyses,
// pairings, the views of large events, exports), so that neither ever holds up a move.
#pragma once

#include <functional>
#include <string>

#include "server/common/work_lane.h"
#include "server/http/message.h"

namespace manqala {

class JobQueue {
 public:
  explicit JobQueue(WorkLane& lane) : lane_(lane) {}

  // Runs `work` for `owner` (an account, else the client's address); it answers through the
  // Respond it is given, maybe later.
  void run(const std::string& owner, const Respond& respond, std::function<void(const Respond&)> work);
  // The same for work that answers with what it returns.
  void answer(const std::string& owner, const Respond& respond, std::function<HttpResponse()> job);
  // The server's own work, never refused.
  void internal(std::function<void()> work) { lane_.post_internal(std::move(work)); }
  WorkLane& lane() { return lane_; }

 private:
  WorkLane& lane_;
};

}  // namespace manqala
