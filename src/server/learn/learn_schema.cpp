#include "server/learn/learn_schema.h"

namespace manqala::learn {

// Version 1: the best stars of each stage an account has done.
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE learn_stars (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  stage TEXT NOT NULL,
  stars INTEGER NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (account_id, game, stage)
) WITHOUT ROWID;
)sql"}};

const DomainSchema kLearnSchema{"learn", kSteps};

}  // namespace manqala::learn
