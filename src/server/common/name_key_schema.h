// The migration step that gives a table of names (accounts, clubs) its column of name keys
// (common/names.h) with a unique index, filled for the rows already there.
#pragma once

#include "server/db/connection.h"

namespace manqala {

// Fills `table`.name_key from `table`.name, oldest row (rowid) first, then makes the key unique
// (index <table>_by_name_key). The table has the column already, NULL.
void fill_name_keys(Connection* db, const char* table);

}  // namespace manqala
