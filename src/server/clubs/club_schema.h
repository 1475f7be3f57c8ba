// The clubs' tables, domain "clubs" of the migration runner (db/migrations.h): clubs and their
// members (clubs/club_store.h).
#pragma once

#include "server/db/migrations.h"

namespace manqala::clubs {

extern const DomainSchema kClubsSchema;

}  // namespace manqala::clubs
