#include "server/tournaments/round_clock.h"

#include <cstdio>
#include <ctime>

namespace manqala::tournaments {

Clock::time_point parse_utc(const std::string& text) {
  std::tm tm{};
  int ms = 0;
  if (std::sscanf(text.c_str(), "%d-%d-%dT%d:%d:%d.%dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
                  &tm.tm_sec, &ms) != 7)
    return Clock::now();
  tm.tm_year -= 1900, tm.tm_mon -= 1;
  return Clock::from_time_t(timegm(&tm)) + std::chrono::milliseconds(ms);
}

std::optional<Clock::time_point> next_pairing_at(const Tournament& t) {
  if (t.pause_s <= 0 || t.round <= 0 || t.round >= t.rounds || t.round_ended.empty() || t.status == "finished")
    return std::nullopt;
  return parse_utc(t.round_ended) + std::chrono::seconds(t.pause_s);
}

}  // namespace manqala::tournaments
