// Per-client limits: each client (an address) has a bucket of `burst` actions of one kind,
// refilled at `per_minute`; a client over it is refused (429) and nothing is done, so one
// that floods slows only itself. Buckets of clients not seen for a while are forgotten.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace manqala {

class ClientQuota {
 public:
  ClientQuota(double per_minute, double burst) : per_second_(per_minute / 60), burst_(burst) {}
  // Takes one action from the client's bucket; false when it is empty. Thread-safe. An empty
  // client ("": one the server cannot tell apart, on this machine) is not limited here.
  bool allow(const std::string& client);

 private:
  struct Bucket {
    double tokens;
    std::chrono::steady_clock::time_point last;
  };
  double per_second_, burst_;
  std::mutex mu_;
  std::map<std::string, Bucket> buckets_;
  std::chrono::steady_clock::time_point last_sweep_ = std::chrono::steady_clock::now();
};

}  // namespace manqala
