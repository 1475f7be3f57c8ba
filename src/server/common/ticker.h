// A thread that calls `tick` every `period` until it is stopped (or destroyed): the games'
// housekeeping, the tournament director's look for no-shows. What `tick` throws is reported
// on stderr as `what`'s, and the ticking goes on.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace manqala {

class Ticker {
 public:
  Ticker(std::string what, std::chrono::milliseconds period, std::function<void()> tick);
  ~Ticker() { stop(); }
  Ticker(const Ticker&) = delete;
  Ticker& operator=(const Ticker&) = delete;
  // Returns once a tick under way has ended; no tick after it.
  void stop();

 private:
  void run();

  const std::string what_;
  const std::chrono::milliseconds period_;
  const std::function<void()> tick_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace manqala
