#include "server/games/housekeeping.h"

#include <algorithm>
#include <chrono>

namespace manqala {

namespace {

constexpr auto kTick = std::chrono::milliseconds(100);  // flag falls are seen within that

}  // namespace

Housekeeping::Housekeeping(RoomCache& rooms, int sweep_ms)
    : rooms_(rooms), ticks_between_sweeps_(std::max(1, sweep_ms / 100)), thread_([this] { run(); }) {}

void Housekeeping::stop() {
  {
    std::lock_guard lock(mu_);
    closing_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Housekeeping::run() {
  std::unique_lock lock(mu_);
  for (int tick = 1; !wake_.wait_for(lock, kTick, [this] { return closing_; }); ++tick) {
    lock.unlock();
    if (tick % ticks_between_sweeps_ == 0) rooms_.let_go();
    for (const auto& room : rooms_.clocked()) room->tick();  // posts to each room's strand
    lock.lock();
  }
}

}  // namespace manqala
