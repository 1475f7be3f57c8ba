// A real `manqala serve` on an ephemeral loopback port, in this process, over a temporary
// archive file; and a small blocking HTTP / WebSocket client to talk to it (test_server.cpp:
// Boost.Beast is compiled there once, not in every test file).
#pragma once

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/server.h"
#include "test_database.h"

namespace manqala_test {

using nlohmann::json;

struct Reply {
  int status = 0;
  std::string body, content_type, disposition;
  std::string set_cookie, retry_after, etag;
  json js() const { return json::parse(body, nullptr, false); }
};

class TestServer {
 public:
  // A fresh archive in a new temporary folder. `config` (limits, timeouts) is used as given
  // but for the archive, the address, the port and the threads, which the test server chooses.
  explicit TestServer(int max_games = 1000) : TestServer(with_max_games(max_games)) {}
  explicit TestServer(manqala::ServeConfig config)
      : dir_(make_dir()), db_(test_database(dir_)), config_(std::move(config)) {
    start();
  }
  explicit TestServer(manqala::ServerOptions options, int max_games = 1000)
      : TestServer(with_network(std::move(options), max_games)) {}
  ~TestServer() {
    stop();
    std::filesystem::remove_all(dir_);
  }

  // A test server's usual settings: a fast engine, one engine thread, two of each kind.
  static manqala::ServeConfig with_max_games(int max_games) {
    manqala::ServeConfig c;
    c.limits.max_games = max_games;
    c.limits.max_games_per_client = max_games;
    c.limits.creates_per_minute = 100000;  // tests create many games from one address
    c.limits.imports_per_minute = 100000;
    c.room.engine_ms = 20;
    return c;
  }
  static manqala::ServeConfig with_network(manqala::ServerOptions options, int max_games) {
    manqala::ServeConfig c = with_max_games(max_games);
    c.network = std::move(options);
    return c;
  }

  void start(uint16_t port = 0) {
    config_.db = db();
    config_.network.host = "127.0.0.1";
    config_.network.port = port;
    config_.network.threads = 2;
    config_.engine_threads = 1;
    config_.work_threads = 2;
    server_ = std::make_unique<manqala::Server>(config_);
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    server_.reset();  // as run_serve does: nothing sends to a connection after this
  }
  // Stops and starts again on another archive (a copy of this one, say).
  void move_to(const std::string& db) {
    stop();
    db_ = db;
    start();
  }
  // Stops and starts again on the same archive and port, as a restarted process would.
  void restart() {
    const uint16_t p = port();
    stop();
    start(p);
  }

  // The settings the next start() or restart() takes (a lane's limits, say).
  manqala::ServeConfig& config() { return config_; }
  uint16_t port() const { return server_->port(); }
  manqala::HttpServer& server() { return server_->network(); }
  manqala::Server& whole() { return *server_; }
  // Waits until the server counts `n` open connections (it learns of an accepted or closed
  // one a moment after the client does); false if it does not within the timeout.
  bool wait_for_connections(int n, int timeout_ms = 15000) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (server_->network().open_connections() != n) {
      if (std::chrono::steady_clock::now() > until) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
  }
  // The archive's address: a file, or a PostgreSQL schema (test_database.h).
  std::string db() const { return db_; }
  manqala::Archive& archive() { return server_->archive(); }

  Reply request(const std::string& method, const std::string& target, const std::string& body = "",
                const std::string& content_type = "application/json",
                const std::vector<std::pair<std::string, std::string>>& headers = {}) const;
  Reply get(const std::string& target) const { return request("GET", target); }
  Reply post(const std::string& target, const json& body) const { return request("POST", target, body.dump()); }
  // As from `client`: a reverse proxy on this machine says so in X-Forwarded-For.
  Reply post_as(const std::string& client, const std::string& target, const json& body) const {
    return request("POST", target, body.dump(), "application/json", {{"X-Forwarded-For", client}});
  }

  // Polls the game until `done(state)` or the time runs out; returns the last state.
  template <class Pred>
  json wait_for(const std::string& id, Pred done, int timeout_ms = 10000) const {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    json g;
    do {
      g = get("/api/games/" + id).js()["game"];
      if (done(g)) return g;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    } while (std::chrono::steady_clock::now() < until);
    return g;
  }

 private:
  static std::filesystem::path make_dir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "manqala-server-XXXXXX").string();
    return mkdtemp(pattern.data());
  }
  std::filesystem::path dir_;
  std::string db_;
  manqala::ServeConfig config_;
  std::unique_ptr<manqala::Server> server_;
  std::thread thread_;
};

// A blocking WebSocket client with a read timeout. The handshake throws (a std::runtime_error)
// when the server refuses the upgrade.
class TestSocket {
 public:
  // `receive_buffer` (bytes, 0: the system's) makes a small TCP window: a client that does
  // not read then backs the server up after a few messages.
  TestSocket(uint16_t port, const std::string& target, int receive_buffer = 0,
             const std::vector<std::pair<std::string, std::string>>& headers = {});
  ~TestSocket();
  void send(const std::string& text);
  // The next message, or "" when none came within the timeout or the socket closed.
  std::string read(int timeout_ms = 5000);
  // A read ended because the connection closed (not because nothing came in time).
  bool closed() const;

 private:
  struct Connection;
  std::unique_ptr<Connection> connection_;
};

}  // namespace manqala_test
