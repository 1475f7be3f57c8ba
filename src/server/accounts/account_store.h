// Accounts and their logged-in sessions, in the server's database (accounts/account_schema.h).
// A session is kept only as the digest of its cookie's token (common/secrets.h) with the time
// it expires; an account keeps at most kMaxSessions, the oldest going first.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "server/db/database.h"

namespace manqala::accounts {

struct Account {
  int64_t id = 0;
  std::string name;  // as registered (names are compared without case)
  std::string created;
  std::string language;  // the page's language chosen with the account ("ar"), "" if none
};

struct NameTaken : std::runtime_error {
  explicit NameTaken(const std::string& taken) : std::runtime_error("the name " + taken + " is taken"), name(taken) {}
  std::string name;
};

class AccountStore {
 public:
  explicit AccountStore(Database& db) : db_(db) {}

  static constexpr int kMaxSessions = 20;

  // A new account with this (checked) name and password hash; NameTaken if the name is used,
  // whatever its case.
  Account create(const std::string& name, const std::string& password_hash);
  std::optional<Account> find(const std::string& name);
  std::optional<Account> find(int64_t id);
  std::string password_hash(int64_t id);
  void set_password_hash(int64_t id, const std::string& hash);
  void set_language(int64_t id, const std::string& language);

  void open_session(const std::string& digest, int64_t account, std::chrono::seconds lifetime);
  // The account of a session that has not expired.
  std::optional<Account> session_account(const std::string& digest);
  void close_session(const std::string& digest);
  // Ends every session of the account but the one of `keep` (a digest; "" ends them all);
  // how many ended.
  int close_other_sessions(int64_t account, const std::string& keep);
  // Forgets expired sessions; how many.
  int drop_expired_sessions();

 private:
  Database& db_;
};

}  // namespace manqala::accounts
