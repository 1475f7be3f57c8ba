#include "server/tournaments/start_time.h"

#include <cctype>
#include <ctime>

namespace manqala::tournaments {
namespace {

// Exactly `n` digits at `at` (no sign, no space: sscanf would take both).
bool digits(const std::string& s, size_t at, size_t n, int& out) {
  if (at + n > s.size()) return false;
  out = 0;
  for (size_t i = at; i < at + n; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    out = out * 10 + (s[i] - '0');
  }
  return true;
}

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

}  // namespace

std::optional<Clock::time_point> parse_start_time(const std::string& s) {
  if (s.size() > 40) return std::nullopt;
  int year, month, day, hour, minute, second = 0, ms = 0;
  if (!digits(s, 0, 4, year) || s.size() < 17 || s[4] != '-' || !digits(s, 5, 2, month) || s[7] != '-' ||
      !digits(s, 8, 2, day) || s[10] != 'T' || !digits(s, 11, 2, hour) || s[13] != ':' || !digits(s, 14, 2, minute))
    return std::nullopt;
  size_t at = 16;
  if (at < s.size() && s[at] == ':') {
    if (!digits(s, at + 1, 2, second)) return std::nullopt;
    at += 3;
    if (at < s.size() && s[at] == '.') {
      if (!digits(s, at + 1, 3, ms)) return std::nullopt;
      at += 4;
    }
  }
  if (at + 1 != s.size() || s[at] != 'Z') return std::nullopt;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (year < 2000 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return std::nullopt;
  if (day < 1 || day > kDays[month - 1] + (month == 2 && leap(year) ? 1 : 0)) return std::nullopt;
  std::tm tm{};
  tm.tm_year = year - 1900, tm.tm_mon = month - 1, tm.tm_mday = day;
  tm.tm_hour = hour, tm.tm_min = minute, tm.tm_sec = second;
  return Clock::from_time_t(timegm(&tm)) + std::chrono::milliseconds(ms);
}

bool registration_closed_by_deadline(const Tournament& t, Clock::time_point now) {
  return !t.registration_closes_at.empty() && now >= parse_utc(t.registration_closes_at);
}

bool late_entry_open(const Tournament& t) {
  return t.format == "swiss" && (t.status == "running" || t.status == "paused") && t.round < t.late_entry_until_round;
}

bool start_due(const Tournament& t, Clock::time_point now) {
  return t.status == "registering" && !t.starts_at.empty() && now >= parse_utc(t.starts_at);
}

}  // namespace manqala::tournaments
