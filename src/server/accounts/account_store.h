// Accounts and their logged-in sessions, in the server's database (accounts/account_schema.h).
// A session is kept only as the digest of its cookie's token (common/secrets.h) with the time
// it expires; an account keeps at most kMaxSessions, the oldest going first.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "server/db/store.h"

namespace manqala::accounts {

struct Account {
  int64_t id = 0;
  std::string name;  // as registered, NFC (names are compared by their look: common/names.h)
  std::string created;
  std::string language;  // the page's language chosen with the account ("ar"), "" if none
};

// The name asked for is taken: by `name` itself (another case of it), or by a name it only
// looks like (looks_like: "SaIim" for Salim, "ѕаlim" in Cyrillic letters).
struct NameTaken : std::runtime_error {
  NameTaken(const std::string& taken, bool looks_like)
      : std::runtime_error(looks_like ? "the name looks like " + taken + ", which is taken" : "the name " + taken + " is taken"),
        name(taken), looks_like(looks_like) {}
  std::string name;
  bool looks_like;
};

class AccountStore : public Store {
 public:
  static std::unique_ptr<AccountStore> open(Database& db);

  static constexpr int kMaxSessions = 20;

  // A new account with this (checked, NFC) name and password hash; NameTaken if an account
  // has a name that looks the same (the same name_key: common/names.h).
  virtual Account create(const std::string& name, const std::string& password_hash) = 0;
  // Throws NameTaken when an account's name looks like `name`: registration asks before the
  // slow hashing of the password.
  virtual void refuse_look_alike(const std::string& name) = 0;
  // The account of this name or of one that looks the same ("salim" finds Salim); an account
  // of exactly this name first (two old accounts may share a key: account_schema.cpp).
  virtual std::optional<Account> find(const std::string& name) = 0;
  virtual std::optional<Account> find(int64_t id) = 0;
  virtual std::string password_hash(int64_t id) = 0;
  virtual void set_password_hash(int64_t id, const std::string& hash) = 0;
  virtual void set_language(int64_t id, const std::string& language) = 0;

  virtual void open_session(const std::string& digest, int64_t account, std::chrono::seconds lifetime) = 0;
  // The account of a session that has not expired.
  virtual std::optional<Account> session_account(const std::string& digest) = 0;
  virtual void close_session(const std::string& digest) = 0;
  // Ends every session of the account but the one of `keep` (a digest; "" ends them all);
  // how many ended.
  virtual int close_other_sessions(int64_t account, const std::string& keep) = 0;
  // Forgets expired sessions; how many.
  virtual int drop_expired_sessions() = 0;
};

}  // namespace manqala::accounts
