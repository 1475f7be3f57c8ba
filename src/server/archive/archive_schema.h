// The game archive's tables, domain "games" of the migration runner (db/migrations.h): games
// and their moves, the server's start count, and the server's own keys.
#pragma once

#include "server/db/migrations.h"

namespace manqala {

extern const DomainSchema kArchiveSchema;

}  // namespace manqala
