// The routes of accounts (docs/web-api.md, "Accounts and ratings"): register, log in and out,
// change one's password (ending the account's other sessions), who is logged in, a player's
// page, and the seat token of an account's game. Later domains add their parts to the
// player's page (ratings, clubs) with add_profile_part().
//
// A logged-in request carries the session cookie (session_cookie.h). A request that changes
// anything for an account must also carry the session's CSRF token in X-CSRF-Token; register
// and log in take only a JSON body, which another site's form cannot send. Password checks
// (a tenth of a second and 64 MiB each) run on their own two threads behind the login
// throttle, at most kChecksPerAddress at once from one address and kMaxWaitingChecks waiting in
// all: a flood of logins slows only logins.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/thread_pool.hpp>

#include "server/accounts/account_store.h"
#include "server/accounts/login_throttle.h"
#include "server/archive/archive.h"
#include "server/common/client_quota.h"
#include "server/common/route_table.h"
#include "server/common/route_helpers.h"

namespace manqala::accounts {

class AccountRoutes {
 public:
  static constexpr int kMaxWaitingChecks = 32;
  static constexpr std::chrono::hours kSessionLifetime{24 * 30};

  AccountRoutes(Archive& archive, bool secure_cookies);
  ~AccountRoutes();
  // Waits for the password checks under way (and those waiting) to answer.
  void shutdown() { checks_.join(); }

  // A part of every player's page (GET /api/players/<name>): it adds its fields to `page`.
  using ProfilePart = std::function<void(const Account& account, nlohmann::json& page)>;
  // Before the server serves: the parts are read without a lock.
  void add_profile_part(ProfilePart part) { profile_parts_.push_back(std::move(part)); }
  // A later domain's rule that keeps an account from logging in (a bot acts with its tokens
  // only): the refusal (403) when it does, nothing when it does not. Added before serving.
  struct LoginRefusal {
    std::string words, code;
  };
  using LoginRule = std::function<std::optional<LoginRefusal>(const Account& account)>;
  void add_login_rule(LoginRule rule) { login_rules_.push_back(std::move(rule)); }
  // Ends every session of the account (it may no longer log in).
  void end_sessions(int64_t account) { store_->close_other_sessions(account, ""); }

  // /api/account..., /api/players/<name> and POST /api/games/<id>/seat.
  std::vector<Route> table();

  // The account acting in a request: logged in, and (for a state-changing request) with the
  // session's CSRF token. A guest (id 0) otherwise.
  SeatAccount acting(const HttpRequest& req);
  // The acting account of a request that needs one; nothing, having answered 401 (nobody is
  // logged in) or 403 (the CSRF token is missing), when there is none.
  std::optional<SeatAccount> required(const HttpRequest& req, const Respond& respond);
  // The account of a session cookie, CSRF aside (a WebSocket of notices); id 0 if none.
  SeatAccount of_cookie(const std::string& cookie);
  std::optional<Account> find(const std::string& name) { return store_->find(name); }

 private:
  struct Session {
    std::string token;
    Account account;
  };
  std::optional<Session> session_of(const HttpRequest& req);
  void me(const HttpRequest& req, const Respond& respond);
  void register_account(const HttpRequest& req, const Respond& respond);
  void login(const HttpRequest& req, const Respond& respond);
  void logout(const HttpRequest& req, const Respond& respond);
  void change_password(const HttpRequest& req, const Respond& respond);
  void set_language(const HttpRequest& req, const Respond& respond);
  // The login throttle's admit() for a password check of `name` from `client`: true to go on
  // (the attempt already counted as failed until it proves right), or false having answered
  // 429 with Retry-After ("<what>; try again in N s").
  bool admitted(const std::string& name, const std::string& client, const std::string& what, const Respond& respond);
  void profile(const std::string& name, const Respond& respond);
  void seat(const SeatAccount& me, const std::string& game_id, const Respond& respond);
  // A new session for `account`: the answer of register and login, with its cookie.
  HttpResponse logged_in(const Account& account, int status);
  // Runs a password check on the checking threads; answers 429 when this address has
  // kChecksPerAddress under way, 503 when too many wait in all.
  void check_password(const std::string& client, const Respond& respond, std::function<HttpResponse()> check);

  Archive& archive_;
  const bool secure_;
  std::unique_ptr<AccountStore> store_;
  std::vector<ProfilePart> profile_parts_;
  std::vector<LoginRule> login_rules_;
  std::mutex throttle_mu_;
  LoginThrottle throttle_;
  ClientQuota registrations_{6, 10};  // a minute per address
  std::atomic<int> checks_waiting_{0};
  std::map<std::string, int> checking_;  // password checks under way per address (under throttle_mu_)
  static constexpr int kChecksPerAddress = 2;
  boost::asio::thread_pool checks_{2};
};

}  // namespace manqala::accounts
