// The tournaments' tables, domain "tournaments" of the migration runner (db/migrations.h):
// tournaments, their players, and each round's boards with their games
// (tournaments/tournament_store.h).
#pragma once

#include "server/db/migrations.h"

namespace manqala::tournaments {

extern const DomainSchema kTournamentsSchema;

}  // namespace manqala::tournaments
