#include "server/room/audience.h"

#include <algorithm>

namespace manqala {

void Audience::remove(const Watcher* w) {
  std::erase_if(watchers_, [&](const Entry& e) {
    auto live = e.watcher.lock();
    return !live || live.get() == w;
  });
}

bool Audience::seat(const Watcher* w, std::optional<Side> side) {
  for (auto& e : watchers_)
    if (e.watcher.lock().get() == w) {
      if (side) came_[index(*side)] = true;
      if (e.side == side) return false;
      e.side = side;
      return true;
    }
  return false;
}

bool Audience::connected(Side s) const {
  return std::any_of(watchers_.begin(), watchers_.end(),
                     [&](const Entry& e) { return e.side == s && !e.watcher.expired(); });
}

int Audience::spectators() const {
  return static_cast<int>(std::count_if(watchers_.begin(), watchers_.end(),
                                        [](const Entry& e) { return !e.side && !e.watcher.expired(); }));
}

bool Audience::empty() const {
  return std::none_of(watchers_.begin(), watchers_.end(), [](const Entry& e) { return !e.watcher.expired(); });
}

void Audience::send_state(const std::shared_ptr<const std::string>& message) {
  std::erase_if(watchers_, [&](const Entry& e) {
    auto live = e.watcher.lock();
    if (live) live->send_state(message);
    return !live;
  });
}

void Audience::send_to(const Watcher* w, const std::shared_ptr<const std::string>& message) const {
  for (const auto& e : watchers_)
    if (auto live = e.watcher.lock(); live && live.get() == w) live->send(message);
}

void Audience::send_to_players(const std::shared_ptr<const std::string>& message) const {
  for (const auto& e : watchers_)
    if (auto live = e.watcher.lock(); live && e.side) live->send(message);
}

void Audience::close_all() {
  for (const Entry& e : watchers_)
    if (const auto w = e.watcher.lock()) w->close();
  watchers_.clear();
}

}  // namespace manqala
