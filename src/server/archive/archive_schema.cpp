#include "server/archive/archive_schema.h"


#include <array>
#include <string>
#include <vector>

#include "server/common/secrets.h"
#include "server/db/statement.h"

namespace manqala {

namespace {

// Version 1: the games and their moves.
constexpr const char* kGamesV1 = R"sql(
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  start TEXT NOT NULL,
  south TEXT NOT NULL,
  north TEXT NOT NULL,
  south_token TEXT NOT NULL,
  north_token TEXT NOT NULL,
  level INTEGER NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT NOT NULL,
  shared INTEGER NOT NULL,
  plies INTEGER NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX games_by_status ON games (status, updated);
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms INTEGER NOT NULL,
  played TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";

// Version 2: games between two people (issue "online play"): invitations and clocks.
constexpr const char* kGamesV2 = R"sql(
ALTER TABLE games ADD COLUMN opponent TEXT NOT NULL DEFAULT 'engine';
ALTER TABLE games ADD COLUMN invite TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_initial_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_increment_ms INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_opponent ON games (opponent, status, updated);
)sql";

// Version 3: seat tokens and invitation codes are kept as digests (common/secrets.h;
// digest_secrets turns the ones stored in clear into digests), and the server counts its starts.
constexpr const char* kGamesV3 = R"sql(
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO server (key, value) VALUES ('starts', 0);
)sql";

// Version 4: a game's seats held by accounts (their ids; accounts/account_schema.h) and whether
// it is rated: 0 casual, 1 rated, 2 rated and its ratings applied (ratings/rating_store.h); and
// the server's own keys (archive/server_key_store.h).
constexpr const char* kGamesV4 = R"sql(
ALTER TABLE games ADD COLUMN south_account INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN north_account INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_south_account ON games (south_account, updated);
CREATE INDEX games_by_north_account ON games (north_account, updated);
CREATE INDEX games_by_rated ON games (rated, status);
CREATE TABLE server_keys (name TEXT PRIMARY KEY, key TEXT NOT NULL);
)sql";

// Version 5: correspondence games (room/move_deadline.h): days a move and when the running
// turn began; whose turn it is, for the "your move" lists ('' for games stored before, which
// those lists leave out); and each player's conditional moves, kept private (JSON lines).
constexpr const char* kGamesV5 = R"sql(
ALTER TABLE games ADD COLUMN days_per_move INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN turn_since_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN to_move TEXT NOT NULL DEFAULT '';
CREATE INDEX games_by_days ON games (days_per_move, status);
CREATE TABLE conditional_moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  side TEXT NOT NULL,
  lines TEXT NOT NULL,
  PRIMARY KEY (game_id, side)
) WITHOUT ROWID;
)sql";

// Version 6: games played in a browser without the server (web/lib/local/), imported once
// each: the id the page gave a game, and the archive's id it got.
constexpr const char* kGamesV6 = R"sql(
CREATE TABLE offline_games (
  offline_id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE
) WITHOUT ROWID;
)sql";

// Version 7: a game continued from another after its end (an undo after the end against the
// engine: the first game stays as it ended); and who sent a game played offline and what its
// moves were, so that its offline_id answers only the same game from the same sender.
constexpr const char* kGamesV7 = R"sql(
ALTER TABLE games ADD COLUMN continued_from TEXT NOT NULL DEFAULT '';
ALTER TABLE offline_games ADD COLUMN sender TEXT NOT NULL DEFAULT '';
ALTER TABLE offline_games ADD COLUMN moves TEXT NOT NULL DEFAULT '';
)sql";

// Version 8: an imported game's record headers (a JSON object: Event, Site, Date, Round), and
// its players named as people rather than "engine" when neither side is the engine.
constexpr const char* kGamesV8 = R"sql(
ALTER TABLE games ADD COLUMN headers TEXT NOT NULL DEFAULT '';
UPDATE games SET opponent = 'people' WHERE source = 'import' AND south <> 'engine' AND north <> 'engine';
)sql";

// Version 9: the rating pool of a game that is not rated by its speed ("bot": a game with a
// bot, rated apart from the games between people: server/bots/).
constexpr const char* kGamesV9 = R"sql(
ALTER TABLE games ADD COLUMN pool TEXT NOT NULL DEFAULT '';
)sql";

void digest_secrets(Connection* db) {
  std::vector<std::array<std::string, 4>> rows;  // id, south, north, invite
  Statement read(db, "SELECT id, south_token, north_token, invite FROM games");
  while (read.step()) rows.push_back({read.text(0), read.text(1), read.text(2), read.text(3)});
  Statement write(db, "UPDATE games SET south_token = ?, north_token = ?, invite = ? WHERE id = ?");
  for (const auto& r : rows) {
    write.reset();
    write.bind(1, token_digest(r[1])).bind(2, token_digest(r[2])).bind(3, token_digest(r[3])).bind(4, r[0]).run();
  }
}

// Before each domain had its own version, these were the archive's versions 1 to 4.
constexpr SchemaStep kSteps[] = {
    {kGamesV1, nullptr, 1},
    {kGamesV2, nullptr, 2},
    {kGamesV3, digest_secrets, 3},
    {kGamesV4, nullptr, 4},
    {kGamesV5, nullptr, 5},
    {kGamesV6, nullptr, 6},
    {kGamesV7},
    {kGamesV8},
    {kGamesV9},
};

}  // namespace

const DomainSchema kArchiveSchema{"games", kSteps};

}  // namespace manqala
