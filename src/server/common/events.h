// Typed events between the server's domains: a game's end, a correspondence player's turn, an
// imported game, an over-the-board event changed. The domain that makes an event declares its
// type (games/game_events.h, otb/otb_events.h) and publishes it; any other subscribes, without
// either naming the other, as lila's modules talk over its bus.
//
// Each event is plain data with a name (`kName`) and a JSON form (to_json/from_json), so that
// a bus between processes (PostgreSQL's LISTEN/NOTIFY: a channel, a JSON payload) can carry the
// same types tomorrow; today every subscriber is in this process.
#pragma once

#include <cstdio>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <typeindex>
#include <vector>

#include "server/common/work_lane.h"

namespace manqala {

class Events {
 public:
  // Where a subscriber runs: at once, on the publisher's thread (the games' pool: keep it
  // short), or later on the heavy-work lane, which never holds up a game. The heavy ones of an
  // event run one after another, in the order they subscribed.
  enum class Lane { now, heavy };

  explicit Events(WorkLane& heavy) : heavy_(heavy) {}

  // Subscribe before the server serves (at a module's making): the lists are read unlocked.
  template <class Event>
  void on(Lane lane, std::function<void(const Event&)> f) {
    subscribers_[typeid(Event)].push_back(
        {lane, [f = std::move(f)](const void* e) { f(*static_cast<const Event*>(e)); }});
  }

  // Every subscriber's failure is reported on stderr and stops none of the others.
  template <class Event>
  void publish(const Event& e) {
    const auto it = subscribers_.find(typeid(Event));
    if (it == subscribers_.end()) return;
    bool later = false;
    for (const Subscriber& s : it->second)
      if (s.lane == Lane::now) deliver(s, &e, Event::kName);
      else later = true;
    if (!later) return;
    heavy_.post_internal([this, copy = std::make_shared<const Event>(e), &list = it->second] {
      for (const Subscriber& s : list)
        if (s.lane == Lane::heavy) deliver(s, copy.get(), Event::kName);
    });
  }

 private:
  struct Subscriber {
    Lane lane;
    std::function<void(const void*)> run;
  };
  static void deliver(const Subscriber& s, const void* e, const char* name) {
    try {
      s.run(e);
    } catch (const std::exception& x) {
      std::fprintf(stderr, "manqala serve: after %s: %s\n", name, x.what());
    }
  }

  WorkLane& heavy_;
  std::map<std::type_index, std::vector<Subscriber>> subscribers_;
};

}  // namespace manqala
