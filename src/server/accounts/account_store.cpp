#include "server/accounts/account_store.h"

#include "server/common/names.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::accounts {

namespace {

class SqlAccountStore final : public SqlStore<AccountStore> {
 public:
  using SqlStore::SqlStore;

  Account create(const std::string& name, const std::string& password_hash) override;
  void refuse_look_alike(const std::string& name) override;
  std::optional<Account> find(const std::string& name) override;
  std::optional<Account> find(int64_t id) override;
  std::string password_hash(int64_t id) override;
  void set_password_hash(int64_t id, const std::string& hash) override;
  void set_language(int64_t id, const std::string& language) override;
  void open_session(const std::string& digest, int64_t account, std::chrono::seconds lifetime) override;
  std::optional<Account> session_account(const std::string& digest) override;
  void close_session(const std::string& digest) override;
  int close_other_sessions(int64_t account, const std::string& keep) override;
  int drop_expired_sessions() override;
};

}  // namespace

std::unique_ptr<AccountStore> AccountStore::open(Database& db) { return std::make_unique<SqlAccountStore>(db); }

namespace {

// The columns account_of() reads, in its order.
constexpr const char* kAccountColumns = "accounts.id, accounts.name, accounts.created, accounts.language";
Account account_of(const Statement& st) { return {st.number(0), st.text(1), st.text(2), st.text(3)}; }

}  // namespace

namespace {

void throw_if_looks_taken(Connection* db, const std::string& name, const std::string& key) {
  Statement taken(db, "SELECT name FROM accounts WHERE name_key = ? OR name = ?");
  taken.bind(1, key).bind(2, name);
  if (taken.step()) throw NameTaken(taken.text(0), folded_name(taken.text(0)) != folded_name(name));
}

}  // namespace

void SqlAccountStore::refuse_look_alike(const std::string& name) {
  db_.locked([&](Connection* db) { throw_if_looks_taken(db, name, name_key(name)); });
}

Account SqlAccountStore::create(const std::string& name, const std::string& password_hash) {
  return db_.locked([&](Connection* db) {
    const std::string key = name_key(name);
    try {
      Transaction t(db);
      throw_if_looks_taken(db, name, key);
      Statement st(db, "INSERT INTO accounts (name, password, created, name_key) VALUES (?, ?, ?, ?) RETURNING id");
      const std::string now = utc_now();
      st.bind(1, name).bind(2, password_hash).bind(3, now).bind(4, key).step();
      Account a{st.number(0), name, now, ""};
      st.reset();  // done with: SQLite commits no transaction while a statement is under way
      t.commit();
      return a;
    } catch (const NameTaken&) {
      throw;
    } catch (const DatabaseError&) {
      // Another process on the archive took the name in between: its unique index says so.
      throw_if_looks_taken(db, name, key);
      throw;
    }
  });
}

std::optional<Account> SqlAccountStore::find(const std::string& name) {
  return db_.locked([&](Connection* db) -> std::optional<Account> {
    Statement st(db, (std::string("SELECT ") + kAccountColumns +
                      " FROM accounts WHERE name = ?1 OR name_key = ?2 ORDER BY name = ?1 DESC, id LIMIT 1")
                         .c_str());
    st.bind(1, name).bind(2, name_key(name));
    if (!st.step()) return std::nullopt;
    return account_of(st);
  });
}

std::optional<Account> SqlAccountStore::find(int64_t id) {
  return db_.locked([&](Connection* db) -> std::optional<Account> {
    Statement st(db, (std::string("SELECT ") + kAccountColumns + " FROM accounts WHERE id = ?").c_str());
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return account_of(st);
  });
}

std::string SqlAccountStore::password_hash(int64_t id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT password FROM accounts WHERE id = ?");
    st.bind(1, id);
    return st.step() ? st.text(0) : std::string();
  });
}

void SqlAccountStore::set_password_hash(int64_t id, const std::string& hash) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE accounts SET password = ? WHERE id = ?");
    st.bind(1, hash).bind(2, id).run();
  });
}

void SqlAccountStore::set_language(int64_t id, const std::string& language) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE accounts SET language = ? WHERE id = ?");
    st.bind(1, language).bind(2, id).run();
  });
}

void SqlAccountStore::open_session(const std::string& digest, int64_t account, std::chrono::seconds lifetime) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    const auto now = std::chrono::system_clock::now();
    Statement st(db, "INSERT INTO sessions (digest, account_id, created, expires) VALUES (?, ?, ?, ?)");
    st.bind(1, digest).bind(2, account).bind(3, utc_time(now)).bind(4, utc_time(now + lifetime)).run();
    Statement trim(db,
                   "DELETE FROM sessions WHERE account_id = ?1 AND digest NOT IN "
                   "(SELECT digest FROM sessions WHERE account_id = ?1 ORDER BY created DESC LIMIT ?2)");
    trim.bind(1, account).bind(2, int64_t{kMaxSessions}).run();
    t.commit();
  });
}

std::optional<Account> SqlAccountStore::session_account(const std::string& digest) {
  return db_.locked([&](Connection* db) -> std::optional<Account> {
    Statement st(db, (std::string("SELECT ") + kAccountColumns +
                      " FROM sessions JOIN accounts ON accounts.id = sessions.account_id "
                      "WHERE sessions.digest = ? AND sessions.expires > ?")
                         .c_str());
    st.bind(1, digest).bind(2, utc_now());
    if (!st.step()) return std::nullopt;
    return account_of(st);
  });
}

void SqlAccountStore::close_session(const std::string& digest) {
  db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM sessions WHERE digest = ?");
    st.bind(1, digest).run();
  });
}

int SqlAccountStore::close_other_sessions(int64_t account, const std::string& keep) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM sessions WHERE account_id = ? AND digest != ?");
    st.bind(1, account).bind(2, keep).run();
    return db->changes();
  });
}

int SqlAccountStore::drop_expired_sessions() {
  return db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM sessions WHERE expires <= ?");
    st.bind(1, utc_now()).run();
    return db->changes();
  });
}

}  // namespace manqala::accounts
