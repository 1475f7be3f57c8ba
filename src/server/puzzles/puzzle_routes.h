// The puzzles' routes (docs/web-api.md, "Puzzles"): a logged-in player's puzzle rating and
// history per game (GET /api/puzzles/rating?game=G) and a try of a puzzle (POST
// /api/puzzles/attempt), rated when it is the account's first of that puzzle. The puzzles are
// each game's shipped set, the file the page itself plays (games/<folder>/puzzles.jsonl).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "server/common/route_table.h"
#include "server/puzzles/puzzle_store.h"

namespace manqala::puzzles {

// A served file's text by URL path, or nothing.
using ReadFile = std::function<std::optional<std::string>(const std::string& path)>;

class PuzzleRoutes {
 public:
  // Reads each game's set through `read` once, now.
  PuzzleRoutes(Database& db, const ReadFile& read);

  // GET /api/puzzles/rating and POST /api/puzzles/attempt, an account's.
  std::vector<Route> table();

 private:
  void rating(const Target& t, int64_t account, const Respond& respond);
  void attempt(const HttpRequest& req, int64_t account, const Respond& respond);

  std::unique_ptr<PuzzleStore> store_;
  std::map<std::string, std::map<std::string, int>> starting_;  // game -> puzzle id -> starting rating
};

}  // namespace manqala::puzzles
