#include "server/room/engine_driver.h"

#include <algorithm>
#include <mutex>

namespace manqala {

namespace {
constexpr int64_t kAnalysisMs = 500;  // hints, evaluations, share decisions: a short look
}  // namespace

// Whether anyone still waits for an analysis: read by the engine thread before it searches.
struct EngineDriver::Askers {
  std::mutex mu;
  std::vector<Alive> alive;
  void add(Alive a) {
    std::lock_guard lock(mu);
    alive.push_back(std::move(a));
  }
  bool any() {
    std::lock_guard lock(mu);
    return std::any_of(alive.begin(), alive.end(), [](const Alive& a) { return !a || a(); });
  }
};

void EngineDriver::think(std::unique_ptr<AnyGame> game, int level, bool blind, std::function<void(std::string)> then) {
  cancel();
  thinking_ = true;
  stop_ = std::make_shared<std::atomic<bool>>(false);
  const uint64_t search = ++search_;
  const PlayerOptions player{blind ? PlayerKind::Random : PlayerKind::AlphaBeta, level, 1, 0, 0};
  SearchLimits limits;
  limits.movetime_ms = engine_ms_;
  std::shared_ptr<const AnyGame> snapshot(std::move(game));
  pool_.submit(EnginePool::Priority::Move,
               [this, post = post_, snapshot, player, limits, stop = stop_, search, then](TranspositionTable& tt) {
                 if (*stop) return;
                 tt.clear();
                 const AnyGame::Report r = snapshot->think(player, limits, tt, *stop, {});
                 const std::string move = r.pv.empty() ? snapshot->legal_moves().front() : r.pv.front();
                 post([this, search, then, move] {
                   if (search != search_ || !thinking_) return;  // cancelled meanwhile
                   thinking_ = false;
                   then(move);
                 });
               });
}

void EngineDriver::cancel() {
  if (stop_) *stop_ = true;
  thinking_ = false;
}

void EngineDriver::analyse(std::unique_ptr<AnyGame> game, uint64_t generation, Alive alive, Analysed then) {
  if (generation == analysis_generation_ && analysis_) return then(analysis_);
  if (generation == analysis_generation_) {  // under way: wait for it with the others
    askers_->add(alive);
    waiters_.push_back({std::move(alive), std::move(then)});
    return;
  }
  auto askers = std::make_shared<Askers>();
  askers->add(alive);
  std::shared_ptr<const AnyGame> snapshot(std::move(game));
  if (!submit_analysis(snapshot, generation, askers)) return then(std::nullopt);
  // Whoever asked about an older state was answered by the room's own checks, or not at all:
  // the game moved on under them.
  analysis_generation_ = generation;
  analysis_game_ = snapshot;
  analysis_.reset();
  askers_ = askers;
  waiters_.clear();
  waiters_.push_back({std::move(alive), std::move(then)});
}

bool EngineDriver::submit_analysis(std::shared_ptr<const AnyGame> snapshot, uint64_t generation,
                                   std::shared_ptr<Askers> askers) {
  SearchLimits limits;
  limits.movetime_ms = std::min(engine_ms_, kAnalysisMs);
  return pool_.submit(EnginePool::Priority::Analysis,
                      [this, post = post_, snapshot, limits, generation, askers](TranspositionTable& tt) {
                        if (!askers->any()) {  // everyone who asked has gone: no search
                          post([this, generation] { analysed(generation, std::nullopt); });
                          return;
                        }
                        std::atomic<bool> stop{false};
                        tt.clear();
                        const AnyGame::Report r = snapshot->think(PlayerOptions{}, limits, tt, stop, {});
                        post([this, generation, r] { analysed(generation, r); });
                      });
}

void EngineDriver::analysed(uint64_t generation, const std::optional<AnyGame::Report>& report) {
  if (generation != analysis_generation_) return;  // the game changed meanwhile
  std::erase_if(waiters_, [](const Waiter& w) { return w.alive && !w.alive(); });
  if (!report && !waiters_.empty() && submit_analysis(analysis_game_, generation, askers_))
    return;  // dropped unrun, but someone has asked since: search after all
  analysis_ = report;
  if (!report) analysis_generation_ = UINT64_MAX;  // the next asker starts afresh
  auto waiters = std::move(waiters_);
  waiters_.clear();
  for (auto& w : waiters) w.then(report);  // nothing: the pool refused it (busy)
}

}  // namespace manqala
