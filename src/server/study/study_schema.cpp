#include "server/study/study_schema.h"

namespace manqala::study {

// Version 1: reviews, and the explorer's index of finished games. It came with the
// archive's version 4, before each domain had its own version.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE reviews (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  mover TEXT NOT NULL,
  best TEXT NOT NULL,
  best_seeds REAL NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE TABLE explorer_positions (
  variant TEXT NOT NULL,
  position TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (variant, position, game_id, ply)
) WITHOUT ROWID;
CREATE TABLE explorer_games (game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE);
)sql", nullptr, 4}};

const DomainSchema kStudySchema{"study", kSteps};

}  // namespace manqala::study
