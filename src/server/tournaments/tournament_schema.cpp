#include "server/tournaments/tournament_schema.h"

namespace manqala::tournaments {

// Version 1: tournaments, their players and their boards. It came with the archive's
// version 4, before each domain had its own version.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  organiser_id INTEGER NOT NULL REFERENCES accounts (id),
  club_id TEXT NOT NULL DEFAULT '',
  format TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  clock_initial_ms INTEGER NOT NULL,
  clock_increment_ms INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  forfeit_after_s INTEGER NOT NULL,
  status TEXT NOT NULL,
  round INTEGER NOT NULL DEFAULT 0,
  round_started TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX tournaments_by_status ON tournaments (status, created);
CREATE INDEX tournaments_by_club ON tournaments (club_id, created);
CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  seed INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  joined TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id)
) WITHOUT ROWID;
CREATE TABLE tournament_games (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  south_id INTEGER NOT NULL,
  north_id INTEGER NOT NULL,
  game_id TEXT NOT NULL DEFAULT '',
  result TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
)sql", nullptr, 4},
// Version 2: whether the players of a tournament's games may chat (the director's choice).
{R"sql(
ALTER TABLE tournaments ADD COLUMN chat INTEGER NOT NULL DEFAULT 1;
)sql"},
// Version 3: a pause between rounds (the seconds between the end of a round, when it is noted,
// and the pairing of the next), and each board's players' ratings when it was paired (NULL:
// not known, for boards paired before).
{R"sql(
ALTER TABLE tournaments ADD COLUMN pause_s INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN round_ended TEXT NOT NULL DEFAULT '';
ALTER TABLE tournament_games ADD COLUMN south_rating REAL;
ALTER TABLE tournament_games ADD COLUMN north_rating REAL;
)sql"},
// Version 4: a scheduled start (the director starts the tournament then, given two players)
// and a registration deadline; "" for none, utc_time() text otherwise.
{R"sql(
ALTER TABLE tournaments ADD COLUMN starts_at TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN registration_closes_at TEXT NOT NULL DEFAULT '';
CREATE INDEX tournaments_by_start ON tournaments (status, starts_at);
)sql"},
// Version 5: late entry into a running Swiss, while the round being played is before the
// tournament's late_entry_until_round (0: none); a late player is marked, so that the rounds
// before their first count as zero-point absences (Z).
{R"sql(
ALTER TABLE tournaments ADD COLUMN late_entry_until_round INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN late INTEGER NOT NULL DEFAULT 0;
)sql"},
// Version 6: half-point byes asked for in advance (a Swiss's players, at most max_byes each;
// 0: none), one row a player and round, kept after the round is paired (they count to the
// limit; the round's board says "half-bye").
{R"sql(
ALTER TABLE tournaments ADD COLUMN max_byes INTEGER NOT NULL DEFAULT 0;
CREATE TABLE tournament_byes (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL,
  round INTEGER NOT NULL,
  asked TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id, round)
) WITHOUT ROWID;
)sql"},
// Version 7: a description (plain text, the organiser's, editable) and the organiser's
// announcements, newest last by id.
{R"sql(
ALTER TABLE tournaments ADD COLUMN description TEXT NOT NULL DEFAULT '';
CREATE TABLE tournament_announcements (
  id INTEGER PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  posted TEXT NOT NULL
);
CREATE INDEX tournament_announcements_by_tournament ON tournament_announcements (tournament_id, posted);
)sql"},
// Version 8: the tie-breaks the organiser chose (C.07 acronyms in order, "" for the format's
// default), and the pairing the organiser wrote by hand for the next round ("" for none: the
// Dutch system's).
{R"sql(
ALTER TABLE tournaments ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN manual_pairings TEXT NOT NULL DEFAULT '';
)sql"},
// Version 9: whether a board was paired from the organiser's hand-made pairing (its round's
// page says so), 0 for every board paired before.
{R"sql(
ALTER TABLE tournament_games ADD COLUMN by_hand INTEGER NOT NULL DEFAULT 0;
)sql"},
// Version 10: whether bots may enter (server/bots/; its people agree to play them by entering).
{R"sql(
ALTER TABLE tournaments ADD COLUMN bots INTEGER NOT NULL DEFAULT 0;
)sql"}};

const DomainSchema kTournamentsSchema{"tournaments", kSteps};

}  // namespace manqala::tournaments
