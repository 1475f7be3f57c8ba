// A tournament's scheduled start and registration deadline (docs/tournaments.md, "Scheduled
// start"): the times the organiser gives, read strictly, and what they mean now — whether a
// registering tournament is due to start, and whether registration is still open.
#pragma once

#include <optional>
#include <string>

#include "server/tournaments/round_clock.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

// "2026-12-03T14:00Z", "2026-12-03T14:00:00Z" or with milliseconds ("...:00.000Z", as a
// browser's toISOString() writes it): UTC only, every field in range; none otherwise.
std::optional<Clock::time_point> parse_start_time(const std::string& text);

// The registration deadline, if any, has passed (whether the tournament's status still takes
// players is the routes' to say).
bool registration_closed_by_deadline(const Tournament& t, Clock::time_point now);

// A running (or paused) Swiss takes late players: the round being played is before its
// late_entry_until_round, so they are paired from the next round, at the latest that one.
bool late_entry_open(const Tournament& t);

// The scheduled start has come and the tournament is still registering.
bool start_due(const Tournament& t, Clock::time_point now);

}  // namespace manqala::tournaments
