// Per-connection rate limit: a bucket of kBurst requests (or WebSocket messages), refilled at
// kRate a second. A client over it is answered 429 / an error message, and nothing is done.
#pragma once

#include <algorithm>
#include <chrono>
#include <string>

namespace manqala::http_detail {

class RateLimit {
 public:
  static constexpr double kBurst = 60, kRate = 20;
  bool allow() {
    const auto now = std::chrono::steady_clock::now();
    tokens_ = std::min(kBurst, tokens_ + kRate * std::chrono::duration<double>(now - last_).count());
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

 private:
  double tokens_ = kBurst;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

inline const std::string kSlowDown = "too many requests on this connection: at most 20 a second";

}  // namespace manqala::http_detail
