#include "server/db/database.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>

#include "server/db/statement.h"

namespace manqala {

namespace {

// No text the server stores comes near this (request bodies are at most 64 KiB); a bigger
// one is refused when bound instead of making a huge row.
constexpr int kMaxTextBytes = 16 << 20;

// Creates a missing archive file readable and writable by its owner only: it holds the seat
// tokens. SQLite gives the -wal and -shm files the permissions of the database file.
void create_private(const std::string& path) {
  if (path.empty() || path == ":memory:") return;
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd >= 0) ::close(fd);  // else it exists already, or sqlite3_open_v2 says why it cannot be made
}

// A damaged file is refused before anything is written to it: the operator restores a backup
// rather than the server finding the damage game by game, or adding to it.
void check_integrity(sqlite3* db, const std::string& path) {
  std::string damage;
  try {
    Statement check(db, "PRAGMA quick_check(5)");
    while (check.step()) {
      std::string row = check.text(0);  // "ok", or "*** in database main ***\nPage 12: ..."
      if (row == "ok") continue;
      if (row.rfind("*** ", 0) == 0) row.erase(0, row.find('\n') + 1);
      std::replace(row.begin(), row.end(), '\n', ' ');
      damage += (damage.empty() ? "" : "; ") + row;
    }
  } catch (const DatabaseError&) {  // too damaged to check: "file is not a database", "malformed"
    const int code = sqlite3_errcode(db) & 0xff;
    if (code != SQLITE_CORRUPT && code != SQLITE_NOTADB) throw;  // busy, out of memory: no verdict
    damage = sqlite3_errmsg(db);
  }
  if (!damage.empty()) throw DatabaseError("the archive " + path + " is damaged: " + damage + "; restore a backup");
}

// WAL: readers never block the writer. Where WAL cannot work (some network file systems, a
// temporary database) SQLite stays in its old mode and says so only in the mode it answers.
void use_wal(sqlite3* db, const std::string& path) {
  Statement st(db, "PRAGMA journal_mode = WAL");
  const std::string mode = st.step() ? st.text(0) : "";
  if (mode == "wal" || (path == ":memory:" && mode == "memory")) return;  // memory: nothing to journal
  throw DatabaseError("the archive '" + path + "' cannot use WAL mode (SQLite keeps journal mode '" + mode +
                      "'): put it on a local file system");
}

}  // namespace

void exec_sql(sqlite3* db, const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string why = err ? err : sqlite3_errmsg(db);
    sqlite3_free(err);
    throw DatabaseError("archive: " + why);
  }
}

Database::Database(const std::string& path) {
  create_private(path);
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw DatabaseError("cannot open the archive " + path + ": " + why);
  }
  try {
    sqlite3_busy_timeout(db_, 5000);
    sqlite3_limit(db_, SQLITE_LIMIT_LENGTH, kMaxTextBytes);
    check_integrity(db_, path);
    use_wal(db_, path);
    // synchronous=FULL: a commit survives power loss too.
    exec_sql(db_, "PRAGMA synchronous = FULL");
    exec_sql(db_, "PRAGMA foreign_keys = ON");
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

Database::~Database() { sqlite3_close(db_); }

void Database::refuse_writes(bool refuse) {
  std::lock_guard lock(mu_);
  exec_sql(db_, refuse ? "PRAGMA query_only = ON" : "PRAGMA query_only = OFF");
}

}  // namespace manqala
