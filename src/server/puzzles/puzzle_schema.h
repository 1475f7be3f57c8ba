// The puzzles' tables, domain "puzzles" of the migration runner (db/migrations.h): each
// puzzle's rating, each account's puzzle rating per game, and the puzzles an account has tried.
#pragma once

#include "server/db/migrations.h"

namespace manqala::puzzles {

extern const DomainSchema kPuzzleSchema;

}  // namespace manqala::puzzles
