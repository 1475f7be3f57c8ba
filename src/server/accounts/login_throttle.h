// Slows down password guessing before any password is checked (a check costs 64 MiB and a
// tenth of a second: letting every attempt reach it would let a flood exhaust the server).
// Failures are counted three ways, each with some free attempts and then a wait that doubles
// with every further failure:
//   - a name from one address: 3 free, then 1 s, 2 s, 4 s ... up to 5 minutes;
//   - an address, whatever the names: 10 free, then the same;
//   - a name, from any address: 20 free, then up to 1 minute only, so that someone guessing
//     another player's password from many addresses cannot lock that player out for long.
// A count is forgotten 15 minutes after its last failure, or at a successful login (the
// name's own counts). Memory is bounded: past `max_tracked` counts, the oldest are dropped.
//
// An attempt let through is counted as a failure at once (admit), before its password is
// checked, and taken back if it proves right (succeeded): guesses sent together, from as many
// addresses as one likes, then meet the wait that the first of them set, instead of all being
// checked before any failure is counted.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <unordered_map>

namespace manqala::accounts {

class LoginThrottle {
 public:
  using Clock = std::chrono::steady_clock;

  explicit LoginThrottle(size_t max_tracked = 100'000) : max_tracked_(max_tracked) {}

  // How long the caller must wait before an attempt may be checked (zero: at once).
  Clock::duration wait(std::string_view name, std::string_view address, Clock::time_point now);
  // wait(), and when it is zero the attempt is let through and counted as failed already.
  Clock::duration admit(std::string_view name, std::string_view address, Clock::time_point now);
  void failed(std::string_view name, std::string_view address, Clock::time_point now);
  // An admitted attempt was right: the name's counts are forgotten, and the address's count
  // loses the failure admit() counted in advance.
  void succeeded(std::string_view name, std::string_view address);

  size_t tracked() const { return counts_.size(); }

 private:
  struct Count {
    int failures = 0;
    Clock::time_point last{};
  };
  struct Kind {
    char tag;
    int free;
    std::chrono::seconds cap;
  };
  static constexpr Kind kPair{'p', 3, std::chrono::minutes(5)};
  static constexpr Kind kAddress{'a', 10, std::chrono::minutes(5)};
  static constexpr Kind kName{'n', 20, std::chrono::minutes(1)};

  static std::string key(const Kind& k, std::string_view name, std::string_view address);
  Clock::duration wait_for(const Kind& k, const std::string& key, Clock::time_point now);
  void prune(Clock::time_point now);

  size_t max_tracked_;
  std::unordered_map<std::string, Count> counts_;
};

}  // namespace manqala::accounts
