#include "server/common/ticker.h"

#include <cstdio>
#include <exception>

namespace manqala {

Ticker::Ticker(std::string what, std::chrono::milliseconds period, std::function<void()> tick)
    : what_(std::move(what)), period_(period), tick_(std::move(tick)), thread_([this] { run(); }) {}

void Ticker::stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Ticker::run() {
  std::unique_lock lock(mu_);
  while (!wake_.wait_for(lock, period_, [this] { return stopping_; })) {
    lock.unlock();
    try {
      tick_();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: %s: %s\n", what_.c_str(), e.what());
    }
    lock.lock();
  }
}

}  // namespace manqala
