// Players' ratings in the server's database (ratings/rating_schema.h): one Glicko-2 rating
// (glicko2.h) per account, game and speed (speed.h), the rating after each rated game (its
// history), and leaderboards.
//
// A rated game's ratings are applied once, in one transaction with the mark that says so
// (games.rated 1 -> 2): a crash between the game's end and this leaves the mark, and
// apply_pending() at the next start finishes the work. Nothing is applied twice.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "server/db/store.h"
#include "server/ratings/glicko2.h"

namespace manqala::ratings {

struct PlayerRating {
  std::string game, speed;
  Rating rating;
  int games = 0;
  std::string updated;
};

struct RatingPoint {
  std::string game, speed, game_id, at;
  double rating = 0, deviation = 0;
};

struct BoardRow {
  std::string name;
  PlayerRating rating;
};

class RatingStore : public Store {
 public:
  static std::unique_ptr<RatingStore> open(Database& db);

  // Rates game `id` if it is a rated game between two accounts, over, and not rated yet;
  // whether it did.
  virtual bool apply(const std::string& game_id) = 0;
  // Every rated game that is over and not yet applied, oldest first; how many.
  virtual int apply_pending() = 0;

  virtual std::vector<PlayerRating> ratings_of(int64_t account) = 0;
  // Oldest first, the last `limit` points.
  virtual std::vector<RatingPoint> history_of(int64_t account, int limit) = 0;
  // Highest first; provisional ratings included (the caller marks them). `only` not null: those
  // accounts only (a club's members).
  virtual std::vector<BoardRow> leaderboard(const std::string& game, const std::string& speed, int limit,
                                    const std::vector<int64_t>* only = nullptr) = 0;
};

}  // namespace manqala::ratings
