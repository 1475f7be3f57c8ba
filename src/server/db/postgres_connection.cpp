#include "server/db/postgres_connection.h"

#include <pqxx/pqxx>

#include <cstdlib>
#include <optional>
#include <unordered_map>
#include <vector>

#include "server/db/error.h"
#include "server/db/migrations.h"
#include "server/db/postgres_dialect.h"

namespace manqala {

namespace {

// The first line of what PostgreSQL said, after "archive: " as SQLite's errors are.
DatabaseError refused(const std::exception& e) {
  std::string why = e.what();
  if (const auto nl = why.find('\n'); nl != std::string::npos) why.erase(nl);
  if (why.rfind("ERROR:  ", 0) == 0) why.erase(0, 8);
  return DatabaseError("archive: " + why);
}

std::string hex_bytes(std::string_view bytes) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\\x";
  out.reserve(2 + bytes.size() * 2);
  for (const unsigned char b : bytes) {
    out += kHex[b >> 4];
    out += kHex[b & 15];
  }
  return out;
}

class PostgresConnection;

// A statement's values, sent as text (PostgreSQL gives each the type its place asks for);
// its rows all read at once when it runs.
class PostgresCursor final : public Cursor {
 public:
  PostgresCursor(PostgresConnection& db, std::string_view sql) : db_(db), sql_(postgres_placeholders(sql)) {}

  void bind_text(int i, std::string_view s) override { value(i) = postgres_text(s); }
  void bind_int(int i, int64_t n) override { value(i) = std::to_string(n); }
  void bind_real(int i, double x) override { value(i) = pqxx::to_string(x); }
  void bind_blob(int i, std::string_view bytes) override { value(i) = hex_bytes(bytes); }
  void bind_null(int i) override { value(i).reset(); }
  bool step() override;
  void reset() override { result_.reset(); }
  std::string text(int col) const override {
    const auto f = field(col);
    return f.is_null() ? "" : std::string(f.c_str(), f.size());
  }
  int64_t number(int col) const override {
    const auto f = field(col);
    if (f.is_null()) return 0;
    const char* s = f.c_str();
    if (*s == 't' || *s == 'f') return *s == 't';  // a comparison's boolean
    char* end = nullptr;
    const long long n = std::strtoll(s, &end, 10);
    return *end ? static_cast<int64_t>(std::strtod(s, nullptr)) : n;  // numeric: sum(), avg()
  }
  double real(int col) const override {
    const auto f = field(col);
    return f.is_null() ? 0 : std::strtod(f.c_str(), nullptr);
  }
  std::string blob(int col) const override {
    const auto f = field(col);
    if (f.is_null()) return "";
    if (result_->column_type(static_cast<pqxx::row::size_type>(col)) != kByteaOid) return text(col);
    const pqxx::binarystring b(f);
    return b.str();
  }
  Kind kind(int col) const override {
    if (field(col).is_null()) return Kind::null;
    switch (result_->column_type(static_cast<pqxx::row::size_type>(col))) {
      case kInt2Oid: case kInt4Oid: case kInt8Oid: case kBoolOid: return Kind::integer;
      case kFloat4Oid: case kFloat8Oid: case kNumericOid: return Kind::real;
      case kByteaOid: return Kind::blob;
      default: return Kind::text;
    }
  }
  int columns() const override { return result_ ? static_cast<int>(result_->columns()) : 0; }
  int column(std::string_view name) const override {
    if (!result_) throw DatabaseError("archive: the query has not run");
    const int count = static_cast<int>(result_->columns());
    for (int c = 0; c < count; ++c)
      if (name == result_->column_name(static_cast<pqxx::row::size_type>(c))) return c;
    throw DatabaseError("archive: the query has no column " + std::string(name));
  }

 private:
  // PostgreSQL's built-in types (pg_type.dat).
  static constexpr pqxx::oid kBoolOid = 16, kByteaOid = 17, kInt8Oid = 20, kInt2Oid = 21, kInt4Oid = 23,
                             kFloat4Oid = 700, kFloat8Oid = 701, kNumericOid = 1700;
  std::optional<std::string>& value(int i) {
    if (i < 1 || i > 999) throw DatabaseError("archive: cannot bind value " + std::to_string(i));
    if (values_.size() < static_cast<size_t>(i)) values_.resize(static_cast<size_t>(i));
    return values_[static_cast<size_t>(i) - 1];
  }
  pqxx::field field(int col) const {
    if (!result_ || row_ < 1 || static_cast<size_t>(row_) > result_->size() || col < 0 ||
        static_cast<size_t>(col) >= result_->columns())
      throw DatabaseError("archive: no such column " + std::to_string(col));
    return (*result_)[static_cast<pqxx::result::size_type>(row_ - 1)][static_cast<pqxx::row::size_type>(col)];
  }
  PostgresConnection& db_;
  std::string sql_;
  std::vector<std::optional<std::string>> values_;  // nullopt: NULL
  std::optional<pqxx::result> result_;
  long row_ = 0;  // the row step() stands on, from 1
};

class PostgresConnection final : public Connection {
 public:
  explicit PostgresConnection(const std::string& url) : url_(url) {
    try {
      connect();
    } catch (const pqxx::broken_connection& e) {
      throw DatabaseError("cannot open the archive " + without_password(url) + ": " + first_line(e.what()));
    }
  }

  Dialect dialect() const override { return Dialect::postgres; }
  std::unique_ptr<Cursor> prepare(std::string_view sql) override { return std::make_unique<PostgresCursor>(*this, sql); }
  void exec(std::string_view sql) override { run(std::string(sql), {}); }
  int64_t changes() const override { return changes_; }
  void begin() override {
    exec("BEGIN");
    in_transaction_ = true;
  }
  // Never sent again on a new connection: a COMMIT there would commit nothing and say so.
  void commit() override {
    exec("COMMIT");
    in_transaction_ = false;
  }
  void rollback() noexcept override {
    in_transaction_ = false;
    try {
      exec("ROLLBACK");
    } catch (...) {  // the connection is gone: so is its transaction
    }
  }
  void refuse_writes(bool refuse) override {
    exec(refuse ? "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"
                : "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE");
  }
  // Every manqala process that starts on the database takes this lock to migrate it.
  void lock_schema() override { exec("SELECT pg_advisory_xact_lock(7245001)"); }
  // Per schema (a test cluster holds many archives, each in a schema of its own); let go when
  // the connection closes, so that a process that died is seen as dead at once.
  bool hold_server_lock(int64_t server) override {
    server_ = server;
    return take_server_lock();
  }
  void notify(std::string_view payload) override {
    run("SELECT pg_notify(" + std::string(kChannel) + ", $1)", {postgres_text(payload)});
  }
  // A PostgreSQL archive was never at the archive-wide versions 1 to 4: it is at the domains'
  // versions (schema_versions) from its first migration.
  int archive_version() override {
    const pqxx::result r = run("SELECT to_regclass('schema_versions') IS NOT NULL", {});
    return r[0][0].as<bool>() ? kDomainVersions : 0;
  }
  void set_archive_version(int) override {}
  void exec_schema(std::string_view sql) override { exec(postgres_ddl(sql)); }
  std::vector<std::string> tables() override {
    return strings("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
                   "AND table_type = 'BASE TABLE' AND table_name != 'schema_versions' ORDER BY table_name");
  }
  std::vector<std::string> columns(const std::string& table) override {
    return strings("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
                   "AND table_name = $1 ORDER BY ordinal_position", table);
  }
  std::vector<std::string> references(const std::string& table) override {
    return strings("SELECT DISTINCT confrelid::regclass::text FROM pg_constraint "
                   "WHERE conrelid = to_regclass($1) AND contype = 'f'", table);
  }
  // Each identity (`id`, `rowid`: db/postgres_dialect.h) goes on after the largest copied.
  void after_copy(const std::string& table) override {
    for (const std::string& col : strings("SELECT column_name FROM information_schema.columns WHERE table_schema = "
                                          "current_schema() AND table_name = $1 AND is_identity = 'YES'", table))
      run("SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(" + col + ") FROM " + table + "), 1))",
          {table, col});
  }

  // A connection that broke (the database server restarted, a network cut) is made again at
  // the next statement, and the statement that met the break is sent again on the new one,
  // unless it was in a transaction (which went with the connection: the caller hears of it).
  // `prepared`: one statement, prepared on the server the first time this connection sends it
  // (db/statement.h's; most are sent thousands of times), rather than planned each time.
  pqxx::result run(const std::string& sql, const std::vector<std::optional<std::string>>& values,
                   bool prepared = false) {
    try {
      return run_once(sql, values, prepared);
    } catch (const pqxx::broken_connection& e) {
      if (in_transaction_) {
        in_transaction_ = false;
        throw refused(e);
      }
    }
    try {
      return run_once(sql, values, prepared);
    } catch (const pqxx::broken_connection& e) {
      throw refused(e);
    }
  }

 private:
  pqxx::result run_once(const std::string& sql, const std::vector<std::optional<std::string>>& values,
                        bool prepared = false) {
    if (!conn_) connect();
    if (usurped_) throw DatabaseError("archive: the connection broke, and another manqala serve has the database now");
    try {
      pqxx::nontransaction w(*conn_);
      std::vector<const char*> texts;
      texts.reserve(values.size());
      for (const auto& v : values) texts.push_back(v ? v->c_str() : nullptr);
      const std::string name = prepared ? prepared_name(sql) : "";
      pqxx::result r = !name.empty()    ? w.exec_prepared(name, pqxx::prepare::make_dynamic_params(texts))
                       : values.empty() ? w.exec(sql)
                                        : w.exec_params(sql, pqxx::prepare::make_dynamic_params(texts));
      changes_ = static_cast<int64_t>(r.affected_rows());
      return r;
    } catch (const pqxx::broken_connection&) {
      conn_.reset();
      throw;
    } catch (const pqxx::failure& e) {
      throw refused(e);
    }
  }
  // What each session of the connection begins with: an idle transaction left open by a
  // caller that died cannot hold its locks for ever; and a server takes its lock again, or
  // says that another server has the database now.
  void connect() {
    prepared_.clear();
    conn_ = std::make_unique<pqxx::connection>(url_);
    run_once("SET idle_in_transaction_session_timeout = '60s'", {});
    usurped_ = server_ && !take_server_lock();
  }
  // The name a statement is prepared under; "" past a bound (statements made for their values,
  // such as an IN list a value each, are not kept for ever).
  std::string prepared_name(const std::string& sql) {
    if (const auto it = prepared_.find(sql); it != prepared_.end()) return it->second;
    if (prepared_.size() >= kMostPrepared) return "";
    std::string name = "s" + std::to_string(prepared_.size());
    conn_->prepare(name, sql);
    return prepared_.emplace(sql, std::move(name)).first->second;
  }
  bool take_server_lock() {
    return run_once("SELECT pg_try_advisory_lock(" + std::string(kServerLockClass) + ", $1)", {std::to_string(server_)})[0][0]
        .as<bool>();
  }
  std::vector<std::string> strings(const std::string& sql, const std::string& value = "") {
    std::vector<std::string> out;
    for (const auto& row : value.empty() ? run(sql, {}) : run(sql, {value}))
      out.push_back(row[0].is_null() ? "" : row[0].c_str());
    return out;
  }
  static std::string first_line(std::string s) {
    if (const auto nl = s.find('\n'); nl != std::string::npos) s.erase(nl);
    return s;
  }
  static constexpr size_t kMostPrepared = 2000;
  const std::string url_;
  std::unique_ptr<pqxx::connection> conn_;  // none after it broke, until the next statement
  std::unordered_map<std::string, std::string> prepared_;  // a statement's text: its name
  int64_t changes_ = 0;
  int64_t server_ = 0;  // the server this connection's process is, once it said so
  bool in_transaction_ = false, usurped_ = false;
};

bool PostgresCursor::step() {
  if (!result_) {
    result_ = db_.run(sql_, values_, true);
    row_ = 0;
  }
  return static_cast<size_t>(++row_) <= result_->size();
}

}  // namespace

std::string without_password(const std::string& where) {
  if (!is_postgres_url(where)) return where;
  std::string url = where;
  const auto scheme = url.find("://");
  const auto at = url.find('@', scheme + 3);
  const auto colon = url.find(':', scheme + 3);
  if (at != std::string::npos && colon < at) url.erase(colon, at - colon);
  if (const auto p = url.find("password="); p != std::string::npos) url.erase(p + 9, url.find('&', p) - (p + 9));
  return url;
}

bool is_postgres_url(const std::string& url) {
  return url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0;
}

std::unique_ptr<Connection> open_postgres(const std::string& url) { return std::make_unique<PostgresConnection>(url); }

}  // namespace manqala
