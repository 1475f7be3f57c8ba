// One connection to the server's database, whichever engine it is: SQLite (a file, the
// default) or PostgreSQL (a server several manqala processes share). Every store speaks to it
// through Statement and Transaction (db/statement.h) in one SQL: SQLite's, with `?` for each
// value; the PostgreSQL connection says it in PostgreSQL's words (db/postgres_dialect.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace manqala {

enum class Dialect { sqlite, postgres };

// What a stored value is, as SQLite's column types say it.
enum class Kind { null, integer, real, text, blob };

// One statement, prepared, with its values bound by position (from 1) and its rows read by
// column (from 0). Throws DatabaseError.
class Cursor {
 public:
  virtual ~Cursor() = default;
  virtual void bind_text(int i, std::string_view s) = 0;
  virtual void bind_int(int i, int64_t n) = 0;
  virtual void bind_real(int i, double x) = 0;
  virtual void bind_blob(int i, std::string_view bytes) = 0;
  virtual void bind_null(int i) = 0;
  // Runs the statement the first time; true while there is a row to read.
  virtual bool step() = 0;
  // Ready to run again, with the values bound so far.
  virtual void reset() = 0;
  virtual std::string text(int col) const = 0;
  virtual int64_t number(int col) const = 0;
  virtual double real(int col) const = 0;
  virtual std::string blob(int col) const = 0;
  virtual Kind kind(int col) const = 0;
  virtual int columns() const = 0;
  // The column of that name (its AS name); throws when the query has none.
  virtual int column(std::string_view name) const = 0;
};

class Connection {
 public:
  virtual ~Connection() = default;
  virtual Dialect dialect() const = 0;
  virtual std::unique_ptr<Cursor> prepare(std::string_view sql) = 0;
  // Statements without values, one or more (a schema step, BEGIN).
  virtual void exec(std::string_view sql) = 0;
  // The rows the last INSERT, UPDATE or DELETE changed.
  virtual int64_t changes() const = 0;
  // A write transaction; no other writer runs until commit or rollback.
  virtual void begin() = 0;
  virtual void commit() = 0;
  virtual void rollback() noexcept = 0;
  // Every write fails from now on, as with a full disk (tests); false lifts it.
  virtual void refuse_writes(bool refuse) = 0;
  // While migrating, within its transaction: no other process migrates the same database.
  virtual void lock_schema() = 0;
  // The lock that says server `server` of a shared database is alive (server/cluster/), held
  // for as long as the connection lasts and taken again on a new one; false when another
  // session holds it. SQLite, one process's, has no other server: true.
  virtual bool hold_server_lock(int64_t server) = 0;
  // A message to every process listening on this archive (db/notifications.h), sent at once
  // (or at the commit of a transaction under way). PostgreSQL only: throws on SQLite.
  virtual void notify(std::string_view payload) = 0;
  // The archive-wide schema version (SQLite's user_version: db/migrations.h).
  virtual int archive_version() = 0;
  virtual void set_archive_version(int version) = 0;
  // Runs a schema step written in SQLite's words.
  virtual void exec_schema(std::string_view sql) = 0;
  // What `manqala archive copy` reads of the tables (db/copy.h): their names (but
  // schema_versions), a table's columns (with `rowid` where PostgreSQL has one:
  // db/postgres_dialect.h), and the tables a table refers to.
  virtual std::vector<std::string> tables() = 0;
  virtual std::vector<std::string> columns(const std::string& table) = 0;
  virtual std::vector<std::string> references(const std::string& table) = 0;
  // After rows were copied in with their own ids: new rows get ids after theirs.
  virtual void after_copy(const std::string& table) = 0;
};

}  // namespace manqala
