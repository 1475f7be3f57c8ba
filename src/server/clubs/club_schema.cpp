#include "server/clubs/club_schema.h"

#include "server/common/name_key_schema.h"

namespace manqala::clubs {

// Version 1: clubs and their members. It came with the archive's version 4, before
// each domain had its own version.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE clubs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id INTEGER NOT NULL REFERENCES accounts (id),
  invite_generation INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);
CREATE TABLE club_members (
  club_id TEXT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  joined TEXT NOT NULL,
  PRIMARY KEY (club_id, account_id)
) WITHOUT ROWID;
CREATE INDEX club_members_by_account ON club_members (account_id);
)sql", nullptr, 4},
// Version 2: club names in every script, unique by their look (common/names.h), as accounts'
// version 3.
{R"sql(
ALTER TABLE clubs ADD COLUMN name_key TEXT;
)sql", [](Connection* db) { fill_name_keys(db, "clubs"); }},
// Version 3: where a club is (a line of text, its admins'), and its logo (club_logo.h), one a
// club, its bytes as uploaded.
{R"sql(
ALTER TABLE clubs ADD COLUMN place TEXT NOT NULL DEFAULT '';
CREATE TABLE club_logos (
  club_id TEXT PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  updated TEXT NOT NULL
) WITHOUT ROWID;
)sql"},
// Version 4: name keys made anew, as accounts' version 4.
{R"sql(
DROP INDEX clubs_by_name_key;
UPDATE clubs SET name_key = NULL;
)sql", [](Connection* db) { fill_name_keys(db, "clubs"); }}};

const DomainSchema kClubsSchema{"clubs", kSteps};

}  // namespace manqala::clubs
