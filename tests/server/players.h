// Browsers of account holders for the server tests: each keeps the session cookie it was
// given and the CSRF token its page read, and sends them as a page of manqala would.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {

struct Player {
  const TestServer* server = nullptr;
  std::string name, cookie, csrf;

  Reply call(const std::string& method, const std::string& target, const json& body = json::object(),
             bool with_csrf = true) const {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!cookie.empty()) headers.emplace_back("Cookie", cookie);
    if (with_csrf && !csrf.empty()) headers.emplace_back("X-CSRF-Token", csrf);
    return server->request(method, target, method == "GET" ? "" : body.dump(), "application/json", headers);
  }
  Reply post(const std::string& target, const json& body = json::object(), bool with_csrf = true) const {
    return call("POST", target, body, with_csrf);
  }
  Reply get(const std::string& target) const { return call("GET", target); }
};

// "manqala_session=<token>; Path=/; ..." -> "manqala_session=<token>"
inline std::string cookie_of(const Reply& r) { return r.set_cookie.substr(0, r.set_cookie.find(';')); }

// Registers (or logs in, `route` "login") and returns the browser.
inline Player enter(const TestServer& s, const std::string& name, const std::string& route = "register",
                    const std::string& password = "a long secret") {
  const Reply r = s.post("/api/account/" + route, {{"name", name}, {"password", password}});
  if (r.status != (route == "register" ? 201 : 200)) return {&s, name, "", ""};
  return {&s, name, cookie_of(r), r.js()["account"]["csrf"]};
}

// The notices socket of `p`'s pages (/api/account/ws), once the server counts it: a notice
// sent before then would not reach it. The server keeps sockets under the account's number,
// read from the archive (the engine's levels are accounts made at start: not the order of
// registration).
inline std::unique_ptr<TestSocket> notices_socket(TestServer& s, const Player& p) {
  const std::string id = sql_value(s.db(), "SELECT id FROM accounts WHERE name = '" + p.name + "'");
  if (id.empty()) throw std::runtime_error("no account " + p.name);
  auto socket = std::make_unique<TestSocket>(s.port(), "/api/account/ws", 0,
                                             std::vector<std::pair<std::string, std::string>>{{"Cookie", p.cookie}});
  for (int i = 0; s.whole().notices().connected(std::stoll(id)) == 0; ++i) {
    if (i == 500) throw std::runtime_error("the server never counted " + p.name + "'s notices socket");
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return socket;
}

}  // namespace manqala_test
