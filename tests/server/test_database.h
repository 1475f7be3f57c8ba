// Where a test server keeps its archive. The server suite runs twice (tests/CMakeLists.txt):
// on SQLite, a file in the test's own folder; and on PostgreSQL, when MANQALA_TEST_POSTGRES
// names the test cluster that ctest's fixture started (tests/server/postgres.sh), a schema of
// its own in it, so that tests running side by side never meet.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "server/db/database.h"
#include "server/db/statement.h"

namespace manqala_test {

inline const char* postgres_cluster() { return std::getenv("MANQALA_TEST_POSTGRES"); }
inline bool on_postgres() { return postgres_cluster() && *postgres_cluster(); }

// A new archive's address: `dir`/archive.sqlite, or a new empty schema in the cluster.
inline std::string test_database(const std::filesystem::path& dir) {
  if (!on_postgres()) return (dir / "archive.sqlite").string();
  const std::string base = postgres_cluster();
  const std::string schema = "t" + std::to_string(std::random_device{}()) + std::to_string(std::random_device{}());
  manqala::Database cluster(base);
  cluster.locked([&](manqala::Connection* c) { manqala::exec_sql(c, "CREATE SCHEMA " + schema); });
  return base + (base.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + schema;
}

}  // namespace manqala_test

// A test of what only an SQLite file has (its journal, its bytes, archives from before
// PostgreSQL was there): skipped in the suite's PostgreSQL run.
#define SQLITE_ONLY()                                                     \
  do {                                                                    \
    if (::manqala_test::on_postgres()) GTEST_SKIP() << "an SQLite file"; \
  } while (0)
