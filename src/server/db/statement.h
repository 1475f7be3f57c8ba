// SQLite as every domain's store uses it: a prepared statement that binds by position, reads
// columns by position or by name and throws DatabaseError, and a write transaction that rolls
// back unless committed.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "server/db/error.h"

namespace manqala {

// One prepared statement; binds by position, steps, finalizes itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &st_, nullptr) != SQLITE_OK)
      throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(st_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // A value that cannot be bound (too big, a wrong index) would otherwise be NULL: a lookup
  // that silently finds nothing, or a row stored wrong.
  Statement& bind(int i, const std::string& s) {
    if (s.size() > static_cast<size_t>(std::numeric_limits<int>::max())) return bound(i, SQLITE_TOOBIG);
    return bound(i, sqlite3_bind_text(st_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT));
  }
  Statement& bind(int i, int64_t n) { return bound(i, sqlite3_bind_int64(st_, i, n)); }
  Statement& bind(int i, double x) { return bound(i, sqlite3_bind_double(st_, i, x)); }
  // Bytes as a blob (an image), where bind() binds text.
  Statement& bind_blob(int i, std::string_view bytes) {
    if (bytes.size() > static_cast<size_t>(std::numeric_limits<int>::max())) return bound(i, SQLITE_TOOBIG);
    return bound(i, sqlite3_bind_blob(st_, i, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT));
  }
  // True while there is a row to read.
  bool step() {
    const int rc = sqlite3_step(st_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db_));
  }
  void run() { step(); }
  void reset() { sqlite3_reset(st_); }
  std::string text(int col) const {
    const auto* p = sqlite3_column_text(st_, col);
    return p ? std::string(reinterpret_cast<const char*>(p), sqlite3_column_bytes(st_, col)) : "";
  }
  int64_t number(int col) const { return sqlite3_column_int64(st_, col); }
  double real(int col) const { return sqlite3_column_double(st_, col); }
  // A blob's bytes (a text's, read as bytes).
  std::string blob(int col) const {
    const auto* p = static_cast<const char*>(sqlite3_column_blob(st_, col));
    return p ? std::string(p, sqlite3_column_bytes(st_, col)) : "";
  }
  // By the result column's name (its AS name, which a query with expressions should give):
  // no list of positions to keep in step with the query's columns.
  int column(std::string_view name) const {
    const int count = sqlite3_column_count(st_);
    for (int c = 0; c < count; ++c)
      if (const char* n = sqlite3_column_name(st_, c); n && name == n) return c;
    throw DatabaseError("archive: the query has no column " + std::string(name));
  }
  std::string text(std::string_view name) const { return text(column(name)); }
  int64_t number(std::string_view name) const { return number(column(name)); }
  double real(std::string_view name) const { return real(column(name)); }

 private:
  Statement& bound(int i, int rc) {
    if (rc != SQLITE_OK)
      throw DatabaseError("archive: cannot bind value " + std::to_string(i) + ": " + sqlite3_errstr(rc));
    return *this;
  }
  sqlite3* db_;
  sqlite3_stmt* st_ = nullptr;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back if anything throws before commit().
class Transaction {
 public:
  explicit Transaction(sqlite3* db) : db_(db) { exec("BEGIN IMMEDIATE"); }
  ~Transaction() {
    if (!done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  void commit() {
    exec("COMMIT");
    done_ = true;
  }

 private:
  void exec(const char* sql) {
    if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
      throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  bool done_ = false;
};

}  // namespace manqala
