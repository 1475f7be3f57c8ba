#include "server/db/sqlite_connection.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <limits>

#include "server/db/error.h"

namespace manqala {

namespace {

// No text the server stores comes near this (request bodies are at most 64 KiB); a bigger
// one is refused when bound instead of making a huge row.
constexpr int kMaxTextBytes = 16 << 20;

class SqliteCursor final : public Cursor {
 public:
  SqliteCursor(sqlite3* db, std::string_view sql) : db_(db) {
    if (sql.size() > static_cast<size_t>(std::numeric_limits<int>::max()) ||
        sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &st_, nullptr) != SQLITE_OK)
      throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db));
  }
  ~SqliteCursor() override { sqlite3_finalize(st_); }

  // A value that cannot be bound (too big, a wrong index) would otherwise be NULL: a lookup
  // that silently finds nothing, or a row stored wrong.
  void bind_text(int i, std::string_view s) override {
    if (s.size() > static_cast<size_t>(std::numeric_limits<int>::max())) return bound(i, SQLITE_TOOBIG);
    bound(i, sqlite3_bind_text(st_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT));
  }
  void bind_int(int i, int64_t n) override { bound(i, sqlite3_bind_int64(st_, i, n)); }
  void bind_real(int i, double x) override { bound(i, sqlite3_bind_double(st_, i, x)); }
  void bind_blob(int i, std::string_view bytes) override {
    if (bytes.size() > static_cast<size_t>(std::numeric_limits<int>::max())) return bound(i, SQLITE_TOOBIG);
    bound(i, sqlite3_bind_blob(st_, i, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT));
  }
  void bind_null(int i) override { bound(i, sqlite3_bind_null(st_, i)); }
  bool step() override {
    const int rc = sqlite3_step(st_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db_));
  }
  void reset() override { sqlite3_reset(st_); }
  std::string text(int col) const override {
    const auto* p = sqlite3_column_text(st_, col);
    return p ? std::string(reinterpret_cast<const char*>(p), sqlite3_column_bytes(st_, col)) : "";
  }
  int64_t number(int col) const override { return sqlite3_column_int64(st_, col); }
  double real(int col) const override { return sqlite3_column_double(st_, col); }
  std::string blob(int col) const override {
    const auto* p = static_cast<const char*>(sqlite3_column_blob(st_, col));
    return p ? std::string(p, sqlite3_column_bytes(st_, col)) : "";
  }
  Kind kind(int col) const override {
    switch (sqlite3_column_type(st_, col)) {
      case SQLITE_NULL: return Kind::null;
      case SQLITE_INTEGER: return Kind::integer;
      case SQLITE_FLOAT: return Kind::real;
      case SQLITE_BLOB: return Kind::blob;
      default: return Kind::text;
    }
  }
  int columns() const override { return sqlite3_column_count(st_); }
  int column(std::string_view name) const override {
    const int count = sqlite3_column_count(st_);
    for (int c = 0; c < count; ++c)
      if (const char* n = sqlite3_column_name(st_, c); n && name == n) return c;
    throw DatabaseError("archive: the query has no column " + std::string(name));
  }

 private:
  void bound(int i, int rc) {
    if (rc != SQLITE_OK)
      throw DatabaseError("archive: cannot bind value " + std::to_string(i) + ": " + sqlite3_errstr(rc));
  }
  sqlite3* db_;
  sqlite3_stmt* st_ = nullptr;
};

class SqliteConnection final : public Connection {
 public:
  explicit SqliteConnection(const std::string& path);
  ~SqliteConnection() override { sqlite3_close(db_); }

  Dialect dialect() const override { return Dialect::sqlite; }
  std::unique_ptr<Cursor> prepare(std::string_view sql) override { return std::make_unique<SqliteCursor>(db_, sql); }
  void exec(std::string_view sql) override {
    const std::string text(sql);
    char* err = nullptr;
    if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
      std::string why = err ? err : sqlite3_errmsg(db_);
      sqlite3_free(err);
      throw DatabaseError("archive: " + why);
    }
  }
  int64_t changes() const override { return sqlite3_changes(db_); }
  // IMMEDIATE: the write lock at once, so that a read in the transaction never meets a
  // writer that came between.
  void begin() override { exec("BEGIN IMMEDIATE"); }
  void commit() override { exec("COMMIT"); }
  void rollback() noexcept override { sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr); }
  void refuse_writes(bool refuse) override { exec(refuse ? "PRAGMA query_only = ON" : "PRAGMA query_only = OFF"); }
  void lock_schema() override {}  // BEGIN IMMEDIATE is the lock
  bool hold_server_lock(int64_t) override { return true; }  // a file is one machine's: the operator's care
  void notify(std::string_view) override { throw DatabaseError("archive: an SQLite archive has one server, nobody to tell"); }
  int archive_version() override {
    SqliteCursor st(db_, "PRAGMA user_version");
    st.step();
    return static_cast<int>(st.number(0));
  }
  void set_archive_version(int version) override { exec("PRAGMA user_version = " + std::to_string(version)); }
  void exec_schema(std::string_view sql) override { exec(sql); }
  std::vector<std::string> tables() override {
    return strings("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                   "AND name != 'schema_versions' ORDER BY name");
  }
  std::vector<std::string> columns(const std::string& table) override {
    return strings("SELECT name FROM pragma_table_info(?) ORDER BY cid", table);
  }
  std::vector<std::string> references(const std::string& table) override {
    return strings("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?)", table);
  }
  void after_copy(const std::string&) override {}  // SQLite's next rowid follows the largest

 private:
  std::vector<std::string> strings(const char* sql, const std::string& value = "") {
    SqliteCursor st(db_, sql);
    if (!value.empty()) st.bind_text(1, value);
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  }
  void check_integrity(const std::string& path);
  void use_wal(const std::string& path);
  sqlite3* db_ = nullptr;
};

// Creates a missing archive file readable and writable by its owner only: it holds the seat
// tokens. SQLite gives the -wal and -shm files the permissions of the database file.
void create_private(const std::string& path) {
  if (path.empty() || path == ":memory:") return;
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd >= 0) ::close(fd);  // else it exists already, or sqlite3_open_v2 says why it cannot be made
}

SqliteConnection::SqliteConnection(const std::string& path) {
  create_private(path);
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw DatabaseError("cannot open the archive " + path + ": " + why);
  }
  try {
    sqlite3_busy_timeout(db_, 5000);
    sqlite3_limit(db_, SQLITE_LIMIT_LENGTH, kMaxTextBytes);
    check_integrity(path);
    use_wal(path);
    // synchronous=FULL: a commit survives power loss too.
    exec("PRAGMA synchronous = FULL");
    exec("PRAGMA foreign_keys = ON");
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

// A damaged file is refused before anything is written to it: the operator restores a backup
// rather than the server finding the damage game by game, or adding to it.
void SqliteConnection::check_integrity(const std::string& path) {
  std::string damage;
  try {
    SqliteCursor check(db_, "PRAGMA quick_check(5)");
    while (check.step()) {
      std::string row = check.text(0);  // "ok", or "*** in database main ***\nPage 12: ..."
      if (row == "ok") continue;
      if (row.rfind("*** ", 0) == 0) row.erase(0, row.find('\n') + 1);
      std::replace(row.begin(), row.end(), '\n', ' ');
      damage += (damage.empty() ? "" : "; ") + row;
    }
  } catch (const DatabaseError&) {  // too damaged to check: "file is not a database", "malformed"
    const int code = sqlite3_errcode(db_) & 0xff;
    if (code != SQLITE_CORRUPT && code != SQLITE_NOTADB) throw;  // busy, out of memory: no verdict
    damage = sqlite3_errmsg(db_);
  }
  if (!damage.empty()) throw DatabaseError("the archive " + path + " is damaged: " + damage + "; restore a backup");
}

// WAL: readers never block the writer. Where WAL cannot work (some network file systems, a
// temporary database) SQLite stays in its old mode and says so only in the mode it answers.
void SqliteConnection::use_wal(const std::string& path) {
  SqliteCursor st(db_, "PRAGMA journal_mode = WAL");
  const std::string mode = st.step() ? st.text(0) : "";
  if (mode == "wal" || (path == ":memory:" && mode == "memory")) return;  // memory: nothing to journal
  throw DatabaseError("the archive '" + path + "' cannot use WAL mode (SQLite keeps journal mode '" + mode +
                      "'): put it on a local file system");
}

}  // namespace

std::unique_ptr<Connection> open_sqlite(const std::string& path) { return std::make_unique<SqliteConnection>(path); }

}  // namespace manqala
