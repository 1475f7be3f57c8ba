#include "server/accounts/account_schema.h"

#include "server/common/name_key_schema.h"

namespace manqala::accounts {

// Version 1: accounts and their sessions. It came with the archive's version 4, before
// each domain had its own version.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE sessions (
  digest TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions (account_id);
)sql", nullptr, 4},
// Version 2: the language the account reads the page in ("" until chosen).
{R"sql(
ALTER TABLE accounts ADD COLUMN language TEXT NOT NULL DEFAULT '';
)sql"},
// Version 3: names in every script, unique by their look (common/names.h): each account's
// name key, filled for the accounts there, under a unique index (common/name_key_schema.h says what
// becomes of two old names that look alike).
{R"sql(
ALTER TABLE accounts ADD COLUMN name_key TEXT;
)sql", [](Connection* db) { fill_name_keys(db, "accounts"); }},
// Version 4: name keys by NFKC with case folding (common/names.h: "Ｆiona" is "fiona"), made
// anew for every account.
{R"sql(
DROP INDEX accounts_by_name_key;
UPDATE accounts SET name_key = NULL;
)sql", [](Connection* db) { fill_name_keys(db, "accounts"); }}};

const DomainSchema kAccountsSchema{"accounts", kSteps};

}  // namespace manqala::accounts
