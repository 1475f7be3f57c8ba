// Threads that run engine searches for the server (engine moves, hints, evaluations), each
// with its own transposition table, so that a search never blocks the network threads.
#pragma once

#include <condition_variable>
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

  explicit EnginePool(int threads, size_t hash_mb = 16);
  ~EnginePool() { shutdown(); }
  // Finishes the running tasks, drops the queued ones, and takes no more. The network must
  // outlive this: a finishing task may still send to a connection.
  void shutdown();
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  void submit(Task task);
  // Returns once no task is queued or running (tests, fuzzing, orderly shutdown).
  void wait_idle();

 private:
  void work(TranspositionTable& tt);
  std::mutex mu_;
  std::condition_variable wake_, idle_;
  int running_ = 0;
  std::deque<Task> queue_;
  bool closing_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace manqala
