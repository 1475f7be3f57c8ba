#include "server/cluster/cluster_schema.h"

namespace manqala::cluster {

// Version 1. A server's row is written at its start; whether it is alive is its lock's
// (Connection::hold_server_lock), never a column, so that a process killed is seen as gone at
// once. A game's owner row goes when its room leaves memory; a game handed over with its
// clock running keeps it, with no server, for the running turn's start (Unix milliseconds).
constexpr SchemaStep kSteps[] = {{R"sql(
CREATE TABLE servers (
  id INTEGER PRIMARY KEY,
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  started TEXT NOT NULL
);
CREATE TABLE game_owners (
  game_id TEXT PRIMARY KEY,
  server INTEGER,
  turn_from_ms INTEGER
) WITHOUT ROWID;
CREATE INDEX game_owners_by_server ON game_owners (server);
)sql"}};

DomainSchema schema() { return {"cluster", kSteps}; }

}  // namespace manqala::cluster
