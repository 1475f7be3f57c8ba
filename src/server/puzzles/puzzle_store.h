// Puzzle ratings in the server's database (puzzle_schema.h): a puzzle is rated like a player
// (Glicko-2, ratings/glicko2.h) each time an account tries it for the first time — a solve is
// the player's win and the puzzle's loss.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/db/store.h"
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

class PuzzleStore : public Store {
 public:
  static constexpr int kHistory = 50;  // tries listed

  static std::unique_ptr<PuzzleStore> open(Database& db);

  virtual ratings::Rating player(int64_t account, const std::string& game) = 0;
  virtual PuzzleRating puzzle(const std::string& game, const std::string& id, int starting_rating) = 0;
  // The account's latest tries of the game, latest first.
  virtual std::vector<Try> history(int64_t account, const std::string& game) = 0;
  // Rates the first try of a puzzle (both ratings, in one transaction); a later one changes nothing.
  virtual TryResult record(int64_t account, const std::string& game, const std::string& id, int starting_rating, bool solved) = 0;
};

}  // namespace manqala::puzzles
