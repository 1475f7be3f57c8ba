// The broadcasts' tables, domain "broadcasts" of the migration runner (db/migrations.h): a
// tournament's broadcast (its settings and push token's digest), each board's live game as it
// came in, and the follows whose notices a round's start sends.
#pragma once

#include "server/db/migrations.h"

namespace manqala::broadcasts {

extern const DomainSchema kBroadcastSchema;

}  // namespace manqala::broadcasts
