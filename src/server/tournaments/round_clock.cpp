#include "server/tournaments/round_clock.h"

#include "server/db/utc_time.h"

namespace manqala::tournaments {

Clock::time_point parse_utc(const std::string& text) { return parse_utc_time(text).value_or(Clock::now()); }

std::optional<Clock::time_point> next_pairing_at(const Tournament& t) {
  if (t.pause_s <= 0 || t.round <= 0 || t.round >= t.rounds || t.round_ended.empty() || t.status == "finished")
    return std::nullopt;
  return parse_utc(t.round_ended) + std::chrono::seconds(t.pause_s);
}

}  // namespace manqala::tournaments
