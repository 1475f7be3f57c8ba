// The stars of the course's stages, kept with an account (learn_schema.h): the best of each
// stage, so the page of any browser the player logs in from shows what they have done.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "server/db/store.h"

namespace manqala::learn {

// game -> stage -> stars (1 to 3).
using Progress = std::map<std::string, std::map<std::string, int>>;

class LearnStore : public Store {
 public:
  // An account keeps at most this many stages (every course's, with room to grow).
  static constexpr int kMaxStages = 500;

  static std::unique_ptr<LearnStore> open(Database& db);

  virtual Progress progress_of(int64_t account) = 0;
  // Keeps `stars` for the stage where they are more than it had; false (nothing kept) when the
  // account already has kMaxStages other stages.
  virtual bool record(int64_t account, const std::string& game, const std::string& stage, int stars) = 0;
};

}  // namespace manqala::learn
