// Game review (docs/web-api.md, "Review"): every move of a finished game judged against the
// engine's best. Each position of the game is searched once (the position after a move is the
// next one searched, so its score is the move's), on the engine's analysis queue one position
// a task, so that engine moves in games go between them. The results are kept in the archive:
// a game is reviewed once.
//
// Marks, by the seeds a move gives away against the best (scores past ±1000 are forced wins or
// losses): an inaccuracy from 1 seed, a mistake from 3, a blunder from 6 or when a forced win
// is let go or a forced loss walked into. A player's average loss caps each move at 20 seeds.
//
// Fair play: a game with a position on the board of a game between people going on (an
// edited copy of it imported, say) is not reviewed while that game goes on
// (engine/live_positions.h).
// One address has at most one review running at a time, so that nobody takes every slot.
#pragma once

#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "server/archive/archive.h"
#include "server/engine/engine_pool.h"
#include "server/engine/live_positions.h"

namespace manqala::study {

inline constexpr double kInaccuracy = 1, kMistake = 3, kBlunder = 6, kDecisive = 1000, kLossCap = 20;

// "inaccuracy", "mistake", "blunder" or "" for a move whose best and played values (seeds,
// from the mover's view) are these.
std::string mark_of(double best, double played);

class Reviewer {
 public:
  static constexpr int kMaxRunning = 4;        // games reviewed at once; more wait their turn (503)
  static constexpr int kRunningPerClient = 1;  // of them, asked for by one address (429)
  static constexpr size_t kKeptPositions = 64;  // games whose positions are kept for the check

  Reviewer(Archive& archive, EnginePool& pool, const LivePositions& live, int64_t ms_per_position)
      : archive_(archive), pool_(pool), live_(live), ms_(ms_per_position) {}

  // The review of finished game `id` for `client` (an address; "" this machine, not told
  // apart): {"status": "done", "moves", "summary", "graph"}, or {"status": "running", "done":
  // k, "of": n} having started it. Throws Refused (404: no such game; 409: not over, or a
  // position of it is in a game between people going on; 429: this client's review is
  // running; 503: too many reviews running or the engine's queue is full). It replays the
  // game: call it on the jobs queue.
  nlohmann::json review(const std::string& id, const std::string& client);

 private:
  // Queues the search of the first position without its row; the last one ends the review.
  bool search_next(const std::string& id);
  void stop_running(const std::string& id);
  // Whether a position the review judges is protected now.
  bool touches_live(const StoredGame& g);

  Archive& archive_;
  EnginePool& pool_;
  const LivePositions& live_;
  int64_t ms_;
  std::mutex mu_;
  std::map<std::string, std::string> running_;  // game -> the client that asked
  // The positions of recently reviewed games (game -> its moves' count and keys), oldest first.
  std::deque<std::pair<std::string, std::pair<size_t, std::vector<LivePositions::Key>>>> positions_;
};

}  // namespace manqala::study
