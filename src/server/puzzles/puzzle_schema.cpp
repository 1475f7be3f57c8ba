#include "server/puzzles/puzzle_schema.h"

namespace manqala::puzzles {

// Version 1. A puzzle's row appears with its first rated try; before that its rating is the
// set's starting rating. One try a puzzle and account: only the first is rated.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE puzzle_ratings (
  game TEXT NOT NULL,
  puzzle TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  plays INTEGER NOT NULL,
  PRIMARY KEY (game, puzzle)
) WITHOUT ROWID;
CREATE TABLE puzzle_players (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  PRIMARY KEY (account_id, game)
) WITHOUT ROWID;
CREATE TABLE puzzle_tries (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  puzzle TEXT NOT NULL,
  solved INTEGER NOT NULL,
  rating REAL NOT NULL,
  at TEXT NOT NULL,
  UNIQUE (account_id, game, puzzle)
);
)sql"}};

const DomainSchema kPuzzleSchema{"puzzles", kSteps};

}  // namespace manqala::puzzles
