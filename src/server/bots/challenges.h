// Challenges to bots (docs/bots.md): a bot may challenge another bot or a server level, a
// person may challenge a bot, and nobody challenges a person through here, so a bot never
// plays someone who did not ask for it. A challenge waits for the bot's answer for at most
// kLifetime; they live in memory (a restart forgets those not answered).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace manqala::bots {

struct ChallengeTerms {
  std::string game;
  std::vector<std::string> options;  // name=value
  int clock_minutes = 0, clock_seconds = 0, clock_increment_s = 0;
  bool rated = false;
  std::string side = "random";  // the challenger's: "south", "north" or "random"
};

struct Challenge {
  std::string id;
  int64_t from = 0, to = 0;  // accounts
  std::string from_name, to_name;
  bool from_bot = false;
  ChallengeTerms terms;
  std::string status = "open";  // "open", "accepted", "declined", "canceled"
  std::string game;             // once accepted
  std::string reason;           // a decline's
  std::chrono::steady_clock::time_point made;
};

// The terms of a JSON body: game, options (a list or words), clock {minutes, seconds,
// increment}, rated, side. ParseError for a field of the wrong kind.
ChallengeTerms terms_of(const nlohmann::json& body);
nlohmann::json challenge_json(const Challenge& c);

class Challenges {
 public:
  static constexpr std::chrono::minutes kLifetime{10};
  static constexpr size_t kOpenPerChallenger = 20;
  static constexpr size_t kOpenTo = 100;  // waiting for one bot

  // A new open challenge, numbered; Refused (429) when its challenger or its bot has too
  // many waiting.
  Challenge add(Challenge c);
  std::optional<Challenge> find(const std::string& id);
  std::vector<Challenge> open_to(int64_t account);
  // The open challenge to `to` (or from `from`, for a cancel) becomes `status`; nothing when
  // there is no such open challenge.
  std::optional<Challenge> settle(const std::string& id, int64_t account, bool as_challenger, const std::string& status,
                                  const std::string& reason = "");
  void set_game(const std::string& id, const std::string& game);
  // An accepted challenge whose game could not be made is open again.
  void reopen(const std::string& id);

 private:
  void forget_old();  // under mu_
  std::mutex mu_;
  std::map<std::string, Challenge> all_;
};

}  // namespace manqala::bots
