// A rated game's speed, from its clock: each game has a rating per speed, as a player of
// five-minute games is not the same player with an hour. The estimate is the clock plus 40
// increments (about the moves each side makes); no clock at all is "untimed", and days a
// move (a correspondence game) "correspondence". Games with a bot are rated in a pool of their
// own, "bot" (server/bots/), whatever their clock.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace manqala::ratings {

inline constexpr std::array<std::string_view, 7> kSpeeds = {"bullet",  "blitz",          "rapid", "classical",
                                                            "untimed", "correspondence", "bot"};

inline std::string_view speed_of(int64_t initial_ms, int64_t increment_ms, int days_per_move = 0) {
  if (days_per_move > 0) return "correspondence";
  if (initial_ms == 0 && increment_ms == 0) return "untimed";
  const int64_t estimate_s = (initial_ms + 40 * increment_ms) / 1000;
  if (estimate_s < 180) return "bullet";
  if (estimate_s < 480) return "blitz";
  if (estimate_s < 1500) return "rapid";
  return "classical";
}

inline bool is_speed(std::string_view s) {
  for (auto k : kSpeeds)
    if (k == s) return true;
  return false;
}

}  // namespace manqala::ratings
