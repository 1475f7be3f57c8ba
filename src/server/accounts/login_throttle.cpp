#include "server/accounts/login_throttle.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace manqala::accounts {
namespace {

constexpr auto kForget = std::chrono::minutes(15);

}  // namespace

std::string LoginThrottle::key(const Kind& k, std::string_view name, std::string_view address) {
  std::string out(1, k.tag);
  if (k.tag != 'a')  // names compare without case
    for (char c : name) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  out += '\n';
  if (k.tag != 'n') out += address;
  return out;
}

LoginThrottle::Clock::duration LoginThrottle::wait_for(const Kind& k, const std::string& key, Clock::time_point now) {
  const auto it = counts_.find(key);
  if (it == counts_.end() || it->second.failures < k.free || now - it->second.last >= kForget)
    return Clock::duration::zero();
  const int doublings = std::min(it->second.failures - k.free, 20);
  const auto delay = std::min<Clock::duration>(std::chrono::seconds(1) * (int64_t{1} << doublings), k.cap);
  return std::max(Clock::duration::zero(), it->second.last + delay - now);
}

LoginThrottle::Clock::duration LoginThrottle::wait(std::string_view name, std::string_view address,
                                                   Clock::time_point now) {
  return std::max({wait_for(kPair, key(kPair, name, address), now), wait_for(kAddress, key(kAddress, name, address), now),
                   wait_for(kName, key(kName, name, address), now)});
}

LoginThrottle::Clock::duration LoginThrottle::admit(std::string_view name, std::string_view address,
                                                    Clock::time_point now) {
  const auto delay = wait(name, address, now);
  if (delay == Clock::duration::zero()) failed(name, address, now);
  return delay;
}

void LoginThrottle::failed(std::string_view name, std::string_view address, Clock::time_point now) {
  for (const Kind* k : {&kPair, &kAddress, &kName}) {
    Count& c = counts_[key(*k, name, address)];
    if (now - c.last >= kForget) c.failures = 0;
    ++c.failures;
    c.last = now;
  }
  if (counts_.size() > max_tracked_) prune(now);
}

void LoginThrottle::succeeded(std::string_view name, std::string_view address) {
  counts_.erase(key(kPair, name, address));
  counts_.erase(key(kName, name, address));
  if (const auto it = counts_.find(key(kAddress, name, address)); it != counts_.end() && --it->second.failures <= 0)
    counts_.erase(it);
}

void LoginThrottle::prune(Clock::time_point now) {
  std::erase_if(counts_, [&](const auto& kv) { return now - kv.second.last >= kForget; });
  if (counts_.size() <= max_tracked_ * 9 / 10) return;
  // Still too many: drop the oldest tenth and more, down to 90% of the bound.
  std::vector<Clock::time_point> times;
  times.reserve(counts_.size());
  for (const auto& kv : counts_) times.push_back(kv.second.last);
  const size_t drop = counts_.size() - max_tracked_ * 9 / 10;
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(drop - 1), times.end());
  const auto cutoff = times[drop - 1];
  std::erase_if(counts_, [&](const auto& kv) { return kv.second.last <= cutoff; });
}

}  // namespace manqala::accounts
