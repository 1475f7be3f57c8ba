// When a tournament's rounds move on by the clock, from the times its store keeps: the
// no-show forfeits some time after a round began, and the pause between the end of a round and
// the pairing of the next (docs/tournaments.md).
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

using Clock = std::chrono::system_clock;

// utc_time()'s text back to a time ("" or unreadable: now, so nothing happens early).
Clock::time_point parse_utc(const std::string& text);

// When the next round is to be paired, while a pause holds it back: the round being played
// seen over, a pause set, and a round still to come; none otherwise.
std::optional<Clock::time_point> next_pairing_at(const Tournament& t);

}  // namespace manqala::tournaments
