#include "server/engine/engine_pool.h"

#include <cstdio>
#include <memory>

namespace manqala {

EnginePool::EnginePool(int threads, size_t hash_mb) {
  for (int i = 0; i < std::max(1, threads); ++i)
    threads_.emplace_back([this, hash_mb] {
      TranspositionTable tt(hash_mb);
      work(tt);
    });
}

void EnginePool::shutdown() {
  {
    std::lock_guard lock(mu_);
    closing_ = true;
    moves_.clear();
    analysis_.clear();
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

bool EnginePool::submit(Priority priority, Task task) {
  {
    std::lock_guard lock(mu_);
    if (closing_) return false;
    auto& queue = priority == Priority::Move ? moves_ : analysis_;
    if (priority == Priority::Analysis && queue.size() >= kMaxAnalysis) return false;
    queue.push_back(std::move(task));
  }
  wake_.notify_one();
  return true;
}

uint64_t EnginePool::tasks_run() const {
  std::lock_guard lock(mu_);
  return run_;
}

size_t EnginePool::queued() const {
  std::lock_guard lock(mu_);
  return moves_.size() + analysis_.size();
}

void EnginePool::wait_idle() {
  std::unique_lock lock(mu_);
  idle_.wait(lock, [this] { return running_ == 0 && ((moves_.empty() && analysis_.empty()) || closing_); });
}

EnginePool::Task EnginePool::next() {
  auto& queue = !moves_.empty() ? moves_ : analysis_;
  Task task = std::move(queue.front());
  queue.pop_front();
  return task;
}

void EnginePool::work(TranspositionTable& tt) {
  for (;;) {
    Task task;
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [this] { return closing_ || !moves_.empty() || !analysis_.empty(); });
      if (closing_) return;
      task = next();
      ++running_;
      ++run_;
    }
    try {
      task(tt);
    } catch (const std::exception& e) {  // a failed search must not take the server down
      std::fprintf(stderr, "engine task failed: %s\n", e.what());
    }
    task = nullptr;  // what it captured goes before anyone hears the pool is idle
    std::lock_guard lock(mu_);
    if (--running_ == 0 && moves_.empty() && analysis_.empty()) idle_.notify_all();
  }
}

}  // namespace manqala
