// The course's table, domain "learn" of the migration runner (db/migrations.h): the stars each
// account has earned on each stage of a game's course (docs/learn.md).
#pragma once

#include "server/db/migrations.h"

namespace manqala::learn {

extern const DomainSchema kLearnSchema;

}  // namespace manqala::learn
