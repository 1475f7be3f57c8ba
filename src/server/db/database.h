// The server's database (the archive), shared by every domain's store, each with its own
// tables (db/migrations.h): an SQLite file by default, or a PostgreSQL server
// (postgresql://...) that several manqala processes share. One connection, used under a
// mutex: SQLite serialises writers anyway, and the server's writes are tiny.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "server/db/connection.h"
#include "server/db/error.h"

namespace manqala {

class Database {
 public:
  // `where`: a file's path (":memory:" for tests and the fuzzer) or a PostgreSQL address.
  // Throws DatabaseError saying why it cannot be opened.
  explicit Database(const std::string& where);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Runs `f(db)` on the connection under its lock (db/statement.h for what `f` does with it).
  template <class F>
  auto locked(F&& f) {
    std::lock_guard lock(mu_);
    return f(db_.get());
  }
  Dialect dialect() const { return db_->dialect(); }
  // The address it was opened with (another connection to it: db/notifications.h).
  const std::string& where() const { return where_; }
  // Every write fails from now on, as with a full disk (tests); false lifts it.
  void refuse_writes(bool refuse);

 private:
  const std::string where_;
  std::mutex mu_;
  std::unique_ptr<Connection> db_;
};

}  // namespace manqala
