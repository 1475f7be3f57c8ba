// Times as the database keeps them: ISO 8601 UTC with milliseconds, e.g.
// 2026-11-30T03:04:05.678Z, which sort as text in the order they happened.
#pragma once

#include <chrono>
#include <string>

namespace manqala {

std::string utc_now();
std::string utc_time(std::chrono::system_clock::time_point t);

}  // namespace manqala
