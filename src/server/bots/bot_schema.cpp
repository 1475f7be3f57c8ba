#include "server/bots/bot_schema.h"

namespace manqala::bots {

// Version 1: bots and their tokens.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE bots (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  engine TEXT NOT NULL DEFAULT '',
  engine_version TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0,
  since TEXT NOT NULL
);
CREATE TABLE bot_tokens (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  digest TEXT NOT NULL UNIQUE,
  created TEXT NOT NULL,
  last_used TEXT NOT NULL DEFAULT '',
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bot_tokens_by_account ON bot_tokens (account_id);
)sql"}};

const DomainSchema kBotSchema{"bots", kSteps};

}  // namespace manqala::bots
