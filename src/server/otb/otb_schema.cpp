#include "server/otb/otb_schema.h"

#include <string>
#include <vector>

#include "server/common/secrets.h"
#include "server/db/statement.h"

namespace manqala::otb {

namespace {

void give_hall_codes(Connection* db) {
  std::vector<std::string> ids;
  Statement read(db, "SELECT id FROM otb_tournaments WHERE hall_code = ''");
  while (read.step()) ids.push_back(read.text(0));
  Statement write(db, "UPDATE otb_tournaments SET hall_code = ? WHERE id = ?");
  for (const auto& id : ids) {
    write.reset();
    write.bind(1, random_hex(4)).bind(2, id).run();
  }
}

}  // namespace

// Version 1. Players are names, an account only when linked (account_id 0: none), so that a
// club night needs no registrations. Boards name players by their stable id (black_id 0: the
// pairing-allocated bye), so a late entry that shifts pairing numbers changes no board.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE otb_tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  director_id INTEGER NOT NULL REFERENCES accounts (id),
  club_id TEXT NOT NULL DEFAULT '',
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  format TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  tiebreaks TEXT NOT NULL,
  initial_colour TEXT NOT NULL,
  colour_seed INTEGER NOT NULL,
  drawn_colour TEXT NOT NULL DEFAULT '',
  time_control TEXT NOT NULL DEFAULT '',
  place TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL DEFAULT '',
  chief_arbiter TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'registering',
  round INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX otb_tournaments_by_club ON otb_tournaments (club_id, created);
CREATE INDEX otb_tournaments_by_created ON otb_tournaments (created);
CREATE TABLE otb_players (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  name TEXT NOT NULL,
  rating INTEGER NOT NULL DEFAULT 0,
  account_id INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  joined_round INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (tournament_id, id)
) WITHOUT ROWID;
CREATE TABLE otb_byes (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL,
  round INTEGER NOT NULL,
  kind TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id, round)
) WITHOUT ROWID;
CREATE TABLE otb_boards (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  white_id INTEGER NOT NULL,
  black_id INTEGER NOT NULL,
  result TEXT NOT NULL DEFAULT '',
  game_id TEXT NOT NULL DEFAULT '',
  paired_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
CREATE TABLE otb_proposals (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  result TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
CREATE TABLE otb_log (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  at TEXT NOT NULL,
  by TEXT NOT NULL,
  what TEXT NOT NULL,
  round INTEGER NOT NULL DEFAULT 0,
  board INTEGER NOT NULL DEFAULT 0,
  player TEXT NOT NULL DEFAULT '',
  from_value TEXT NOT NULL DEFAULT '',
  to_value TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, seq)
) WITHOUT ROWID;
)sql"},
// Version 2: who may propose a result from the hall ("code": anyone with the event's hall
// code, made here for the tournaments before it; "players": the board's own players, logged
// in), and a second, different proposal for a board kept beside the first for the director.
{R"sql(
ALTER TABLE otb_tournaments ADD COLUMN hall_code TEXT NOT NULL DEFAULT '';
ALTER TABLE otb_tournaments ADD COLUMN proposals TEXT NOT NULL DEFAULT 'code';
ALTER TABLE otb_proposals ADD COLUMN conflict TEXT NOT NULL DEFAULT '';
)sql", give_hall_codes},
// Version 3: a player's FIDE title, federation and FIDE ID, read and written in the TRF.
{R"sql(
ALTER TABLE otb_players ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE otb_players ADD COLUMN federation TEXT NOT NULL DEFAULT '';
ALTER TABLE otb_players ADD COLUMN fide_id TEXT NOT NULL DEFAULT '';
)sql"},
// Version 4: the pairing's own rules: acceleration ("none", "baku") and the forbidden pairs (a
// JSON list of {players: [ids], from, to, note}).
{R"sql(
ALTER TABLE otb_tournaments ADD COLUMN acceleration TEXT NOT NULL DEFAULT 'none';
ALTER TABLE otb_tournaments ADD COLUMN forbidden TEXT NOT NULL DEFAULT '[]';
)sql"},
// Version 5: team events (team_boards > 0: boards a match): the teams, each player's team and
// place in its board order; boards found by their game (a board played online takes its result).
{R"sql(
ALTER TABLE otb_tournaments ADD COLUMN team_boards INTEGER NOT NULL DEFAULT 0;
ALTER TABLE otb_players ADD COLUMN team_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE otb_players ADD COLUMN team_order INTEGER NOT NULL DEFAULT 0;
CREATE TABLE otb_teams (
  tournament_id TEXT NOT NULL REFERENCES otb_tournaments (id) ON DELETE CASCADE,
  id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  name TEXT NOT NULL,
  club_id TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, id)
) WITHOUT ROWID;
CREATE INDEX otb_boards_by_game ON otb_boards (game_id) WHERE game_id != '';
)sql"}};

const DomainSchema kOtbSchema{"otb", kSteps};

}  // namespace manqala::otb
