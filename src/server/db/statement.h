// SQL as every domain's store uses it, on either database (db/connection.h): a prepared
// statement that binds by position, reads columns by position or by name and throws
// DatabaseError, and a write transaction that rolls back unless committed.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>

#include "server/db/connection.h"
#include "server/db/error.h"

namespace manqala {

// One prepared statement; binds by position, steps, finalizes itself.
class Statement {
 public:
  Statement(Connection* db, std::string_view sql) : st_(db->prepare(sql)) {}

  Statement& bind(int i, const std::string& s) {
    st_->bind_text(i, s);
    return *this;
  }
  Statement& bind(int i, int64_t n) {
    st_->bind_int(i, n);
    return *this;
  }
  Statement& bind(int i, double x) {
    st_->bind_real(i, x);
    return *this;
  }
  // Bytes as a blob (an image), where bind() binds text.
  Statement& bind_blob(int i, std::string_view bytes) {
    st_->bind_blob(i, bytes);
    return *this;
  }
  Statement& bind_null(int i) {
    st_->bind_null(i);
    return *this;
  }
  // True while there is a row to read.
  bool step() { return st_->step(); }
  void run() { step(); }
  void reset() { st_->reset(); }
  std::string text(int col) const { return st_->text(col); }
  int64_t number(int col) const { return st_->number(col); }
  double real(int col) const { return st_->real(col); }
  // A blob's bytes (a text's, read as bytes).
  std::string blob(int col) const { return st_->blob(col); }
  Kind kind(int col) const { return st_->kind(col); }
  int columns() const { return st_->columns(); }
  // By the result column's name (its AS name, which a query with expressions should give):
  // no list of positions to keep in step with the query's columns.
  int column(std::string_view name) const { return st_->column(name); }
  std::string text(std::string_view name) const { return text(column(name)); }
  int64_t number(std::string_view name) const { return number(column(name)); }
  double real(std::string_view name) const { return real(column(name)); }

 private:
  std::unique_ptr<Cursor> st_;
};

// A write transaction, rolled back if anything throws before commit().
class Transaction {
 public:
  explicit Transaction(Connection* db) : db_(db) { db_->begin(); }
  ~Transaction() {
    if (!done_) db_->rollback();
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit() {
    db_->commit();
    done_ = true;
  }

 private:
  Connection* db_;
  bool done_ = false;
};

// Runs SQL text of one or more statements; throws DatabaseError saying why not.
inline void exec_sql(Connection* db, std::string_view sql) { db->exec(sql); }

}  // namespace manqala
