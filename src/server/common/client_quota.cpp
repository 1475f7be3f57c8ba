#include "server/common/client_quota.h"

#include <algorithm>

namespace manqala {

bool ClientQuota::allow(const std::string& client) {
  if (client.empty()) return true;  // a client the server cannot tell apart: global limits only
  using namespace std::chrono;
  const auto now = steady_clock::now();
  std::lock_guard lock(mu_);
  if (now - last_sweep_ > minutes(1)) {  // a full bucket is as good as none
    std::erase_if(buckets_, [&](const auto& entry) {
      return entry.second.tokens + per_second_ * duration<double>(now - entry.second.last).count() >= burst_;
    });
    last_sweep_ = now;
  }
  auto [it, fresh] = buckets_.try_emplace(client, Bucket{burst_, now});
  Bucket& b = it->second;
  b.tokens = std::min(burst_, b.tokens + per_second_ * duration<double>(now - b.last).count());
  b.last = now;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

}  // namespace manqala
