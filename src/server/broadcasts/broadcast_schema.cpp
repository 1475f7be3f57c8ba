#include "server/broadcasts/broadcast_schema.h"

namespace manqala::broadcasts {

// Version 1. A broadcast is an over-the-board tournament's (one each): eval_delay -1 keeps the
// engine off a game until it ends. A board's live game keeps its moves as words and the time
// each came in (ms since 1970), so that the delay is counted from each position's own time.
// A follow names what it follows by kind and id (an account's name, a club's, an event's).
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE broadcasts (
  tournament_id TEXT PRIMARY KEY REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  live INTEGER NOT NULL,
  eval_delay INTEGER NOT NULL,
  token_digest TEXT NOT NULL DEFAULT '',
  started TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE broadcast_boards (
  tournament_id TEXT NOT NULL REFERENCES broadcasts (tournament_id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  moves TEXT NOT NULL,
  times TEXT NOT NULL,
  south_clock INTEGER NOT NULL DEFAULT -1,
  north_clock INTEGER NOT NULL DEFAULT -1,
  result TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
CREATE TABLE follows (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  target TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, target)
) WITHOUT ROWID;
CREATE INDEX follows_by_target ON follows (kind, target);
)sql"}};

const DomainSchema kBroadcastSchema{"broadcasts", kSteps};

}  // namespace manqala::broadcasts
