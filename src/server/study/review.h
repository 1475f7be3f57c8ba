// Game review (docs/web-api.md, "Review"): every move of a finished game judged against the
// engine's best. Each position of the game is searched once (the position after a move is the
// next one searched, so its score is the move's), on the engine's analysis queue one position
// a task, so that engine moves in games go between them. The results are kept in the archive:
// a game is reviewed once.
//
// Marks, by the seeds a move gives away against the best (scores past ±1000 are forced wins or
// losses): an inaccuracy from 1 seed, a mistake from 3, a blunder from 6 or when a forced win
// is let go or a forced loss walked into. A player's average loss caps each move at 20 seeds.
#pragma once

#include <map>
#include <mutex>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "server/archive.h"
#include "server/engine_pool.h"

namespace manqala::study {

inline constexpr double kInaccuracy = 1, kMistake = 3, kBlunder = 6, kDecisive = 1000, kLossCap = 20;

// "inaccuracy", "mistake", "blunder" or "" for a move whose best and played values (seeds,
// from the mover's view) are these.
std::string mark_of(double best, double played);

class Reviewer {
 public:
  static constexpr int kMaxRunning = 4;  // games reviewed at once; more wait their turn (503)

  Reviewer(Archive& archive, EnginePool& pool, int64_t ms_per_position)
      : archive_(archive), pool_(pool), ms_(ms_per_position) {}

  // The review of finished game `id`: {"status": "done", "moves", "summary", "graph"}, or
  // {"status": "running", "done": k, "of": n} having started it. Throws Refused (404: no such
  // game; 409: not over; 503: too many reviews running or the engine's queue is full).
  nlohmann::json review(const std::string& id);

 private:
  // Queues the search of the first position without its row; the last one ends the review.
  bool search_next(const std::string& id);
  void stop_running(const std::string& id);

  Archive& archive_;
  EnginePool& pool_;
  int64_t ms_;
  std::mutex mu_;
  std::set<std::string> running_;
};

}  // namespace manqala::study
