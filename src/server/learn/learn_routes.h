// The course's routes (docs/web-api.md, "Learn"): the stars a logged-in player has earned on the
// stages of each game's course, read (GET /api/learn/progress) and kept (POST, one stage).
#pragma once

#include "server/accounts/account_routes.h"
#include "server/learn/learn_store.h"

namespace manqala::learn {

class LearnRoutes {
 public:
  LearnRoutes(Database& db, accounts::AccountRoutes& accounts) : store_(db), accounts_(accounts) {}

  // Answers /api/learn/progress; false for any other target.
  bool handle(const HttpRequest& req, const Target& t, const Respond& respond);

 private:
  void record(const HttpRequest& req, int64_t account, const Respond& respond);

  LearnStore store_;
  accounts::AccountRoutes& accounts_;
};

}  // namespace manqala::learn
