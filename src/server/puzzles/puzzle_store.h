// Puzzle ratings in the server's database (puzzle_schema.h): a puzzle is rated like a player
// (Glicko-2, ratings/glicko2.h) each time an account tries it for the first time — a solve is
// the player's win and the puzzle's loss.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/db/database.h"
#include "server/ratings/glicko2.h"

namespace manqala::puzzles {

// A puzzle's rating before its first try: the set's starting rating (the weakest engine level
// that finds the solution), fairly but not wholly sure.
inline constexpr double kPuzzleDeviation = 200;

struct PuzzleRating {
  ratings::Rating rating;
  int plays = 0;
};

struct Try {
  std::string puzzle;
  bool solved = false;
  double rating = 0;  // the player's after it
  std::string at;
};

struct TryResult {
  bool rated = false;  // false: the account had tried this puzzle before
  ratings::Rating player;
  PuzzleRating puzzle;
};

class PuzzleStore {
 public:
  static constexpr int kHistory = 50;  // tries listed

  explicit PuzzleStore(Database& db) : db_(db) {}

  ratings::Rating player(int64_t account, const std::string& game);
  PuzzleRating puzzle(const std::string& game, const std::string& id, int starting_rating);
  // The account's latest tries of the game, latest first.
  std::vector<Try> history(int64_t account, const std::string& game);
  // Rates the first try of a puzzle (both ratings, in one transaction); a later one changes nothing.
  TryResult record(int64_t account, const std::string& game, const std::string& id, int starting_rating, bool solved);

 private:
  Database& db_;
};

}  // namespace manqala::puzzles
