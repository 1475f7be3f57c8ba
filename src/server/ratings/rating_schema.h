// The ratings' tables, domain "ratings" of the migration runner (db/migrations.h): each
// account's rating per game and speed, and the rating after each rated game
// (ratings/rating_store.h).
#pragma once

#include "server/db/migrations.h"

namespace manqala::ratings {

extern const DomainSchema kRatingsSchema;

}  // namespace manqala::ratings
