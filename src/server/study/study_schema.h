// The study pages' tables, domain "study" of the migration runner (db/migrations.h): each
// finished game's review (study/review.h) and the positions of finished games for the
// explorer (study/explorer.h).
#pragma once

#include "server/db/migrations.h"

namespace manqala::study {

extern const DomainSchema kStudySchema;

}  // namespace manqala::study
