// The course's routes (docs/web-api.md, "Learn"): the stars a logged-in player has earned on the
// stages of each game's course, read (GET /api/learn/progress) and kept (POST, one stage).
#pragma once

#include <memory>
#include "server/common/route_table.h"
#include "server/learn/learn_store.h"

namespace manqala::learn {

class LearnRoutes {
 public:
  explicit LearnRoutes(Database& db) : store_(LearnStore::open(db)) {}

  // GET and POST /api/learn/progress, an account's.
  std::vector<Route> table();

 private:
  void record(const HttpRequest& req, int64_t account, const Respond& respond);

  std::unique_ptr<LearnStore> store_;
};

}  // namespace manqala::learn
