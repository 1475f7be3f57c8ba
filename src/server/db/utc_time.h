// Times as the database keeps them: ISO 8601 UTC with milliseconds, e.g.
// 2026-11-30T03:04:05.678Z, which sort as text in the order they happened.
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace manqala {

std::string utc_now();
std::string utc_time(std::chrono::system_clock::time_point t);
// utc_time()'s text back to a time; none when it is not such a text.
std::optional<std::chrono::system_clock::time_point> parse_utc_time(const std::string& text);

}  // namespace manqala
