#include "server/accounts/account_routes.h"

#include <algorithm>

#include <boost/asio/post.hpp>

#include "server/accounts/passwords.h"
#include "server/accounts/session_cookie.h"
#include "server/common/names.h"
#include "server/common/secrets.h"
#include "server/games/lobby.h"
#include "server/room/account_seat_token.h"

namespace manqala::accounts {

using nlohmann::json;

namespace {

json account_json(const Account& a, const std::string& session_token) {
  return {{"name", a.name}, {"csrf", csrf_token(session_token)}, {"language", a.language}};
}

// Register and log in read only a JSON body: another site's page cannot send one without the
// browser asking this server first (a CORS preflight, never granted), so it cannot log a
// visitor in to an account of its choosing.
// `what` the body holds, for the 415 when it is not JSON ("the name and password").
bool json_body(const HttpRequest& req, json& body, const Respond& respond, const std::string& what = "the name and password") {
  if (req.content_type.find("application/json") != 0) {
    respond(error(415, "send " + what + " as JSON (Content-Type: application/json)"));
    return false;
  }
  HttpResponse bad;
  if (!parse_object(req, body, bad)) {
    respond(bad);
    return false;
  }
  return true;
}

// 409 with the name taken, or the one the name asked for looks like, for the page to say.
HttpResponse taken(const NameTaken& e) {
  return error(409, e.what(), e.looks_like ? "name-looks-like" : "name-taken", {{"name", e.name}});
}

// A stored hash to check against when the name is unknown, so that a missing name takes as
// long to refuse as a wrong password.
const std::string& decoy_hash() {
  static const std::string hash = hash_password("not anyone's password");
  return hash;
}

}  // namespace

AccountRoutes::AccountRoutes(Archive& archive, bool secure_cookies)
    : archive_(archive), secure_(secure_cookies), store_(AccountStore::open(archive.database())) {
  store_->drop_expired_sessions();
}

AccountRoutes::~AccountRoutes() { checks_.join(); }

std::optional<AccountRoutes::Session> AccountRoutes::session_of(const HttpRequest& req) {
  if (req.cookie.empty()) return std::nullopt;
  auto token = session_from_cookie_header(req.cookie);
  if (!token) return std::nullopt;
  auto account = store_->session_account(token_digest(*token));
  if (!account) return std::nullopt;
  return Session{*token, *account};
}

SeatAccount AccountRoutes::acting(const HttpRequest& req) {
  auto s = session_of(req);
  if (!s) return {};
  const bool changes = req.method != "GET" && req.method != "HEAD";
  if (changes && !csrf_matches(s->token, req.csrf)) return {};
  return {s->account.id, s->account.name};
}

std::optional<SeatAccount> AccountRoutes::required(const HttpRequest& req, const Respond& respond) {
  auto s = session_of(req);
  if (!s) {
    respond(error(401, "log in first"));
    return std::nullopt;
  }
  const bool changes = req.method != "GET" && req.method != "HEAD";
  if (changes && !csrf_matches(s->token, req.csrf)) {
    respond(error(403, "the request lacks the session's X-CSRF-Token: use manqala's own pages"));
    return std::nullopt;
  }
  return SeatAccount{s->account.id, s->account.name};
}

SeatAccount AccountRoutes::of_cookie(const std::string& cookie) {
  HttpRequest req;
  req.method = "GET";
  req.cookie = cookie;
  return acting(req);
}

std::vector<Route> AccountRoutes::table() {
  const auto plain = [this](void (AccountRoutes::*f)(const HttpRequest&, const Respond&)) {
    return [this, f](const Call& c) { (this->*f)(c.req, c.respond); };
  };
  return {
      {"GET", "/api/account", Caller::anyone, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::me)},
      {"POST", "/api/account/register", Caller::anyone, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::register_account)},
      {"POST", "/api/account/login", Caller::anyone, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::login)},
      {"POST", "/api/account/logout", Caller::anyone, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::logout)},
      {"POST", "/api/account/password", Caller::account, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::change_password)},
      {"POST", "/api/account/language", Caller::account, kMaxBodyBytes, Pool::reads, plain(&AccountRoutes::set_language)},
      {"GET", "/api/players/{name}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { profile(c["name"], c.respond); }},
      {"POST", "/api/games/{id}/seat", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { seat(c.caller, c["id"], c.respond); }},
  };
}

void AccountRoutes::me(const HttpRequest& req, const Respond& respond) {
  auto s = session_of(req);
  respond(json_response(200, {{"account", s ? account_json(s->account, s->token) : json(nullptr)}}));
}

HttpResponse AccountRoutes::logged_in(const Account& account, int status) {
  const std::string token = new_session_token();
  store_->open_session(token_digest(token), account.id, kSessionLifetime);
  HttpResponse r = json_response(status, {{"account", account_json(account, token)}});
  r.headers.emplace_back("Set-Cookie", session_set_cookie(token, kSessionLifetime, secure_));
  return r;
}

void AccountRoutes::check_password(const std::string& client, const Respond& respond,
                                   std::function<HttpResponse()> check) {
  {
    std::lock_guard lock(throttle_mu_);
    // "": this machine, not told apart (as ClientQuota); a proxy here names the client.
    if (!client.empty() && checking_[client] >= kChecksPerAddress)
      return respond(error(429, "a password from this address is being checked; wait for its answer"));
    if (++checks_waiting_ > kMaxWaitingChecks) {
      --checks_waiting_;
      return respond(error(503, "the server is busy checking passwords; try again in a moment"));
    }
    ++checking_[client];
  }
  boost::asio::post(checks_, [this, client, respond, check = std::move(check)] {
    --checks_waiting_;
    HttpResponse answer;
    try {
      answer = check();
    } catch (const NameTaken& e) {
      answer = taken(e);
    } catch (...) {
      answer = error_of(std::current_exception());
    }
    {
      std::lock_guard lock(throttle_mu_);
      if (--checking_[client] <= 0) checking_.erase(client);
    }
    respond(answer);
  });
}

bool AccountRoutes::admitted(const std::string& name, const std::string& client, const std::string& what,
                             const Respond& respond) {
  std::chrono::steady_clock::duration wait;
  {
    std::lock_guard lock(throttle_mu_);
    wait = throttle_.admit(name, client, std::chrono::steady_clock::now());  // counted as failed until right
  }
  if (wait <= std::chrono::steady_clock::duration::zero()) return true;
  const auto seconds = std::chrono::ceil<std::chrono::seconds>(wait).count();
  HttpResponse r = error(429, what + "; try again in " + std::to_string(seconds) + " s", "throttled",
                         {{"seconds", seconds}});
  r.headers.emplace_back("Retry-After", std::to_string(seconds));
  respond(r);
  return false;
}

void AccountRoutes::register_account(const HttpRequest& req, const Respond& respond) {
  json body;
  if (!json_body(req, body, respond)) return;
  const NameCheck checked = check_name(string_field(body, "name"), NameKind::Account);
  if (!checked.accepted()) return respond(error(400, checked.text, checked.code));
  const std::string name = checked.name, password = string_field(body, "password");
  if (auto why = why_password_refused(password, name); !why.empty()) return respond(error(400, why, rule_code(why)));
  try {
    store_->refuse_look_alike(name);
  } catch (const NameTaken& e) {
    return respond(taken(e));
  }
  if (!registrations_.allow(req.client))
    return respond(error(429, "too many new accounts from this address; wait a minute"));
  check_password(req.client, respond, [this, name, password] { return logged_in(store_->create(name, hash_password(password)), 201); });
}

void AccountRoutes::login(const HttpRequest& req, const Respond& respond) {
  json body;
  if (!json_body(req, body, respond)) return;
  const std::string name = string_field(body, "name"), password = string_field(body, "password");
  if (name.size() > 256 || password.size() > 256) return respond(error(401, "wrong name or password", "wrong-login"));
  // The throttle counts by the name's key: "Salim" and "salim" are one account's tries.
  const std::string who = name_key(name).empty() ? name : name_key(name);
  if (!admitted(who, req.client, "too many failed logins", respond)) return;
  check_password(req.client, respond, [this, name, who, password, client = req.client] {
    const auto account = store_->find(name);
    const std::string stored = account ? store_->password_hash(account->id) : decoy_hash();
    const bool right = password_matches(password, stored) && account;
    std::lock_guard lock(throttle_mu_);
    if (!right) return error(401, "wrong name or password", "wrong-login");  // admit() counted it already
    throttle_.succeeded(who, client);
    for (const auto& rule : login_rules_)
      if (const auto refused = rule(*account)) return error(403, refused->words, refused->code);
    if (needs_rehash(stored)) store_->set_password_hash(account->id, hash_password(password));
    return logged_in(*account, 200);
  });
}

// The current password is checked as a login's is (the same throttle, on the checking
// threads); the new one meets the rules of registration. The session asking stays; every
// other session of the account ends (a browser someone else may hold).
void AccountRoutes::change_password(const HttpRequest& req, const Respond& respond) {
  const auto session = session_of(req);
  if (!session) return respond(error(401, "log in first"));
  json body;
  if (!json_body(req, body, respond, "the current and the new password")) return;
  const std::string current = string_field(body, "current_password"), fresh = string_field(body, "new_password");
  if (current.empty()) return respond(error(400, "say your current password (current_password)"));
  if (auto why = why_password_refused(fresh, session->account.name); !why.empty())
    return respond(error(400, "the new password: " + why, rule_code(why)));
  if (fresh == current) return respond(error(400, "the new password is the one you have; choose another"));
  if (current.size() > 256) return respond(error(403, "the current password is wrong"));  // none is that long
  const Account account = session->account;
  if (!admitted(name_key(account.name), req.client, "too many wrong passwords", respond)) return;
  check_password(req.client, respond, [this, account, current, fresh, token = session->token, client = req.client] {
    const bool right = password_matches(current, store_->password_hash(account.id));
    if (!right) return error(403, "the current password is wrong", "wrong-password");  // admit() counted it already
    {
      std::lock_guard lock(throttle_mu_);
      throttle_.succeeded(name_key(account.name), client);
    }
    store_->set_password_hash(account.id, hash_password(fresh));
    const int ended = store_->close_other_sessions(account.id, token_digest(token));
    return json_response(200, {{"account", account_json(account, token)}, {"sessions_ended", ended}});
  });
}

// The page's language, kept with the account: a language code of two or three small letters
// (the page knows which it has; "" forgets the choice).
void AccountRoutes::set_language(const HttpRequest& req, const Respond& respond) {
  const auto session = session_of(req);
  if (!session) return respond(error(401, "log in first"));
  json body;
  if (!json_body(req, body, respond, "the language")) return;
  const std::string language = string_field(body, "language");
  const bool code = language.size() <= 3 && std::all_of(language.begin(), language.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  if (!code || language.size() == 1) return respond(error(400, "language must be a code of two or three small letters, like ar"));
  store_->set_language(session->account.id, language);
  Account account = session->account;
  account.language = language;
  respond(json_response(200, {{"account", account_json(account, session->token)}}));
}

void AccountRoutes::logout(const HttpRequest& req, const Respond& respond) {
  auto s = session_of(req);
  if (s && !csrf_matches(s->token, req.csrf))
    return respond(error(403, "log out from manqala's own pages (the request lacks the session's X-CSRF-Token)"));
  if (s) store_->close_session(token_digest(s->token));
  HttpResponse r = json_response(200, {{"account", nullptr}});
  r.headers.emplace_back("Set-Cookie", session_clear_cookie(secure_));
  respond(r);
}

void AccountRoutes::profile(const std::string& name, const Respond& respond) {
  const auto account = name.size() <= 256 ? store_->find(name) : std::nullopt;
  if (!account) return respond(error(404, "no player " + name.substr(0, 40)));
  json games = json::array();
  for (const auto& g : archive_.games_of(account->id, 100)) games.push_back(summary_json(g));
  // The games waiting for this player's move, the nearest correspondence deadline first.
  json awaiting = json::array();
  for (const auto& g : archive_.awaiting(account->id, 50)) awaiting.push_back(summary_json(g));
  json page = {{"name", account->name}, {"created", account->created}, {"games", games}, {"your_move", awaiting}};
  for (const ProfilePart& part : profile_parts_) part(*account, page);
  respond(json_response(200, page));
}

void AccountRoutes::seat(const SeatAccount& me, const std::string& game_id, const Respond& respond) {
  if (game_id.size() != 16) return respond(error(404, "no game " + game_id.substr(0, 40)));
  const auto g = archive_.load(game_id);
  if (!g) return respond(error(404, "no game " + game_id));
  const bool south = g->south_account == me.id, north = g->north_account == me.id;
  if (!south && !north) return respond(error(403, "you hold no seat in this game"));
  const Side side = south ? Side::South : Side::North;
  respond(json_response(200, {{"token", account_seat_token(archive_.database(), game_id, side)},
                              {"side", south && north ? "both" : south ? "south" : "north"}}));
}

}  // namespace manqala::accounts
