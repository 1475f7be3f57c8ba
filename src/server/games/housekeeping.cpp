#include "server/games/housekeeping.h"

#include <algorithm>
#include <chrono>

namespace manqala {

namespace {

constexpr auto kTick = std::chrono::milliseconds(100);  // flag falls are seen within that

}  // namespace

Housekeeping::Housekeeping(RoomCache& rooms, int sweep_ms)
    : rooms_(rooms),
      ticks_between_sweeps_(std::max(1, sweep_ms / static_cast<int>(kTick.count()))),
      ticker_("games' housekeeping", kTick, [this] { tick(); }) {}

void Housekeeping::tick() {
  if (++ticks_ % ticks_between_sweeps_ == 0) rooms_.let_go();
  for (const auto& room : rooms_.clocked()) room->tick();  // posts to each room's strand
}

}  // namespace manqala
