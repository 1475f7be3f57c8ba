// The server's SQLite file (the archive): opened once, checked, in WAL mode, and shared by
// every domain's store, each with its own tables (db/migrations.h). One connection, used under
// a mutex: SQLite serialises writers anyway, and the server's writes are tiny.
#pragma once

#include <mutex>
#include <string>

#include "server/db/error.h"

struct sqlite3;

namespace manqala {

class Database {
 public:
  // Opens or creates the file (":memory:" for tests and the fuzzer), readable by its owner
  // only; refuses a damaged file and one that cannot be in WAL mode. Throws DatabaseError.
  explicit Database(const std::string& path);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Runs `f(db)` on the connection under its lock (db/statement.h for what `f` does with it).
  template <class F>
  auto locked(F&& f) {
    std::lock_guard lock(mu_);
    return f(db_);
  }
  // Every write fails from now on, as with a full disk (tests); false lifts it.
  void refuse_writes(bool refuse);

 private:
  std::mutex mu_;
  sqlite3* db_ = nullptr;
};

// Runs SQL text of one or more statements (a schema step); throws DatabaseError saying why not.
void exec_sql(sqlite3* db, const char* sql);

}  // namespace manqala
