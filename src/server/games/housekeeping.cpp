#include "server/games/housekeeping.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace manqala {

namespace {

constexpr auto kTick = std::chrono::milliseconds(100);  // flag falls are seen within that
constexpr int kTicksBetweenLooks = 10;                   // at the other processes: every second

}  // namespace

Housekeeping::Housekeeping(RoomCache& rooms, Archive& archive, Cluster& cluster, int64_t day_ms, int sweep_ms)
    : rooms_(rooms),
      archive_(archive),
      cluster_(cluster),
      day_ms_(day_ms),
      ticks_between_sweeps_(std::max(1, sweep_ms / static_cast<int>(kTick.count()))),
      ticker_("games' housekeeping", kTick, [this] { tick(); }) {}

void Housekeeping::tick() {
  if (ticks_++ % ticks_between_sweeps_ == 0) {  // at once, then every sweep
    rooms_.let_go();
    end_overdue();
  }
  if (cluster_.shared() && ticks_ % kTicksBetweenLooks == 0) look_at_cluster();
  for (const auto& room : rooms_.clocked()) room->tick();  // posts to each room's strand
}

void Housekeeping::end_overdue() {
  try {
    // A batch a sweep: a server back after a long time ends them all, a few at a time.
    for (const auto& id : archive_.overdue(wall_ms(), day_ms_, 50))
      rooms_.adopt(id, [](std::shared_ptr<Room> room, RoomAnswer) {
        if (room) room->tick();
      });
  } catch (const DatabaseError& e) {
    std::fprintf(stderr, "manqala serve: correspondence timeouts: %s\n", e.what());  // next sweep
  }
}

void Housekeeping::look_at_cluster() {
  try {
    rooms_.forget_not_held();
    if (!cluster_.lease("orphans")) return orphans_.clear();
    std::set<std::string> now;
    for (std::string& id : cluster_.orphans()) {
      if (orphans_.count(id)) rooms_.adopt(id, [](std::shared_ptr<Room>, RoomAnswer) {});
      else now.insert(std::move(id));
    }
    orphans_ = std::move(now);
  } catch (const DatabaseError& e) {
    std::fprintf(stderr, "manqala serve: the other servers: %s\n", e.what());  // next look
  }
}

}  // namespace manqala
