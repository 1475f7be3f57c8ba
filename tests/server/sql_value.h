// One value of an archive file read straight from SQLite, as the server stored it ("" when
// there is no such row): the tests check what is (and is not) on disk with it.
#pragma once

#include <sqlite3.h>

#include <string>

namespace manqala_test {

inline std::string sql_value(const std::string& db, const std::string& sql) {
  sqlite3* h = nullptr;
  sqlite3_open(db.c_str(), &h);
  sqlite3_stmt* st = nullptr;
  std::string out;
  if (sqlite3_prepare_v2(h, sql.c_str(), -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW &&
      sqlite3_column_text(st, 0))
    out = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
  sqlite3_finalize(st);
  sqlite3_close(h);
  return out;
}

}  // namespace manqala_test
