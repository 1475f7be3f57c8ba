// Players' ratings in the server's database (ratings/rating_schema.h): one Glicko-2 rating
// (glicko2.h) per account, game and speed (speed.h), the rating after each rated game (its
// history), and leaderboards.
//
// A rated game's ratings are applied once, in one transaction with the mark that says so
// (games.rated 1 -> 2): a crash between the game's end and this leaves the mark, and
// apply_pending() at the next start finishes the work. Nothing is applied twice.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
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
  std::optional<double> before;  // the rating before this game (not known for the oldest games)
};

// What one rated game did to one player's rating.
struct RatingChange {
  int64_t account = 0;
  std::string side;  // "south" or "north"
  std::string game, speed;
  double before = 0, after = 0;
};

// A rating's change as people read it: the difference of the two ratings as shown (rounded),
// so that 1500 -> 1512 is +12 however the fractions fell.
inline long shown_change(double before, double after) { return std::lround(after) - std::lround(before); }

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
  // What game `game_id` did to its players' ratings (none before it is rated, or unrated).
  virtual std::vector<RatingChange> changes_of(const std::string& game_id) = 0;
  // Highest first; provisional ratings included (the caller marks them). `only` not null: those
  // accounts only (a club's members).
  virtual std::vector<BoardRow> leaderboard(const std::string& game, const std::string& speed, int limit,
                                    const std::vector<int64_t>* only = nullptr) = 0;
};

}  // namespace manqala::ratings
