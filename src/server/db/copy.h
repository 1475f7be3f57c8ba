// `manqala archive copy FROM TO`: every row of every table of one archive into another, of
// the same schema (both opened, so migrated, first): SQLite to PostgreSQL to move a server onto
// a database server, or back. Then every table is read again on both sides, row by row in
// the same order, and compared.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "server/db/database.h"

namespace manqala {

struct TableCopied {
  std::string table;
  int64_t rows = 0;
};

// Copies in one transaction: `to` gets all or nothing. `to` must hold no rows yet but those
// its migrations wrote (the `server` table's, replaced). `copied` hears of each table as it is
// done. Throws DatabaseError saying which table and row differ, or why the copy cannot be made.
std::vector<TableCopied> copy_archive(Database& from, Database& to,
                                      const std::function<void(const TableCopied&)>& copied = {});

}  // namespace manqala
