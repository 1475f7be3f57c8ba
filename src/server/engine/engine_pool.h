// Threads that run engine searches for the server, each with its own transposition table, so
// that a search never holds up the network or a room. Two queues: the engine's moves in games
// come first and are never refused (a room thinks about one move at a time); analysis for
// hints, evaluations and share decisions waits behind them in a bounded queue (a task looks
// whether its askers still wait before it searches: room/engine_driver.cpp).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "search/tt.h"

namespace manqala {

class EnginePool {
 public:
  using Task = std::function<void(TranspositionTable&)>;
  enum class Priority { Move, Analysis };
  static constexpr size_t kMaxAnalysis = 64;  // queued analysis tasks; more are refused

  explicit EnginePool(int threads, size_t hash_mb = 16);
  ~EnginePool() { shutdown(); }
  // Finishes the running tasks, drops the queued ones, and takes no more. The network must
  // outlive this: a finishing task may still send to a connection.
  void shutdown();
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  // Queues a task; false when the pool refuses it (the analysis queue is full, or the pool is
  // shutting down).
  bool submit(Priority priority, Task task);
  // Returns once no task is queued or running (tests, fuzzing, orderly shutdown).
  void wait_idle();
  size_t queued() const;
  uint64_t tasks_run() const;  // since the start: searches done (tests)

 private:
  void work(TranspositionTable& tt);
  Task next();  // under mu_, with a task queued
  mutable std::mutex mu_;
  std::condition_variable wake_, idle_;
  int running_ = 0;
  uint64_t run_ = 0;
  std::deque<Task> moves_, analysis_;
  bool closing_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace manqala
