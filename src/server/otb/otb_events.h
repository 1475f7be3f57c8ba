// What the over-the-board events tell the other domains (common/events.h): an event changed
// (a pairing, a result, a board's move), so that its broadcast is built again.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace manqala::otb {

struct EventChanged {
  static constexpr const char* kName = "otb-event-changed";
  std::string event_id;
};

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(EventChanged, event_id)

}  // namespace manqala::otb
