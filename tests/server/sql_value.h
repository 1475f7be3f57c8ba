// One value of a test server's archive read straight from its database, as the server stored
// it ("" when there is no such row), and SQL run on it as an older server or a damaged disk
// would leave it: the tests check what is (and is not) stored with these, on SQLite and on
// PostgreSQL alike (tests/server/test_database.h).
#pragma once

#include <string>

#include "server/db/database.h"
#include "server/db/statement.h"

namespace manqala_test {

inline std::string sql_value(const std::string& db, const std::string& sql) {
  manqala::Database d(db);
  return d.locked([&](manqala::Connection* c) {
    manqala::Statement st(c, sql);
    return st.step() ? st.text(0) : std::string();
  });
}

inline void sql_exec(const std::string& db, const std::string& sql) {
  manqala::Database d(db);
  d.locked([&](manqala::Connection* c) { manqala::exec_sql(c, sql); });
}

}  // namespace manqala_test
