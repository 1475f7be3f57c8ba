#include "server/ratings/rating_schema.h"

namespace manqala::ratings {

// Version 1: ratings and their history. It came with the archive's version 4, before
// each domain had its own version.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE ratings (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  updated TEXT NOT NULL,
  PRIMARY KEY (account_id, game, speed)
) WITHOUT ROWID;
CREATE INDEX ratings_by_board ON ratings (game, speed, rating);
CREATE TABLE rating_history (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (account_id, game_id)
) WITHOUT ROWID;
)sql", nullptr, 4},
// Version 2: each point's rating before its game, so that a game's change is shown (+12, -9)
// wherever the game is (NULL: a game rated before).
{R"sql(
ALTER TABLE rating_history ADD COLUMN rating_before REAL;
)sql"}};

const DomainSchema kRatingsSchema{"ratings", kSteps};

}  // namespace manqala::ratings
