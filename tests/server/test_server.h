// A real `manqala serve` on an ephemeral loopback port, in this process, over a temporary
// archive file; and a small blocking HTTP / WebSocket client (Boost.Beast) to talk to it.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "server/api.h"
#include "server/http_server.h"

namespace manqala_test {

using nlohmann::json;

struct Reply {
  int status = 0;
  std::string body, content_type, disposition;
  json js() const { return json::parse(body, nullptr, false); }
};

class TestServer {
 public:
  // A fresh archive in a new temporary folder. `options` (limits, timeouts) is used as given
  // but for the address, port and threads, which the test server chooses.
  explicit TestServer(int max_games = 1000) : TestServer(manqala::ServerOptions{}, max_games) {}
  explicit TestServer(manqala::ServerOptions options, int max_games = 1000)
      : dir_(make_dir()), max_games_(max_games), options_(std::move(options)) {
    start();
  }
  ~TestServer() {
    stop();
    std::filesystem::remove_all(dir_);
  }

  void start(uint16_t port = 0) {
    archive_ = std::make_unique<manqala::Archive>(db());
    pool_ = std::make_unique<manqala::EnginePool>(1, 4);
    games_ = std::make_unique<manqala::Games>(*archive_, *pool_, manqala::RoomSettings{20}, max_games_);
    api_ = std::make_unique<manqala::Api>(*games_);
    options_.host = "127.0.0.1";
    options_.port = port;
    options_.threads = 2;
    server_ = std::make_unique<manqala::HttpServer>(*api_, *games_, options_);
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    games_->shutdown();  // as run_serve does: nothing sends to a connection after this
    pool_->shutdown();
    server_.reset();
    api_.reset();
    games_.reset();
    pool_.reset();
    archive_.reset();
  }
  // Stops and starts again on the same archive and port, as a restarted process would.
  void restart() {
    const uint16_t p = port();
    stop();
    start(p);
  }

  uint16_t port() const { return server_->port(); }
  manqala::HttpServer& server() { return *server_; }
  // Waits until the server counts `n` open connections (it learns of an accepted or closed
  // one a moment after the client does); false if it does not within the timeout.
  bool wait_for_connections(int n, int timeout_ms = 5000) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (server_->open_connections() != n) {
      if (std::chrono::steady_clock::now() > until) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
  }
  std::string db() const { return (dir_ / "archive.sqlite").string(); }
  manqala::Archive& archive() { return *archive_; }

  Reply request(const std::string& method, const std::string& target, const std::string& body = "",
                const std::string& content_type = "application/json") const {
    namespace http = boost::beast::http;
    boost::asio::io_context ioc;
    boost::beast::tcp_stream stream(ioc);
    stream.connect({boost::asio::ip::make_address("127.0.0.1"), port()});
    http::request<http::string_body> req(http::string_to_verb(method), target, 11);
    req.set(http::field::host, "127.0.0.1");
    if (!body.empty()) req.set(http::field::content_type, content_type);
    req.body() = body;
    req.prepare_payload();
    http::write(stream, req);
    boost::beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(64 << 20);
    http::read(stream, buffer, parser);
    auto res = parser.release();
    return {static_cast<int>(res.result_int()), res.body(), std::string(res[http::field::content_type]),
            std::string(res[http::field::content_disposition])};
  }
  Reply get(const std::string& target) const { return request("GET", target); }
  Reply post(const std::string& target, const json& body) const { return request("POST", target, body.dump()); }

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
  int max_games_;
  manqala::ServerOptions options_;
  std::unique_ptr<manqala::Archive> archive_;
  std::unique_ptr<manqala::EnginePool> pool_;
  std::unique_ptr<manqala::Games> games_;
  std::unique_ptr<manqala::Api> api_;
  std::unique_ptr<manqala::HttpServer> server_;
  std::thread thread_;
};

// A blocking WebSocket client with a read timeout.
class TestSocket {
 public:
  // `receive_buffer` (bytes, 0: the system's) makes a small TCP window: a client that does
  // not read then backs the server up after a few messages.
  TestSocket(uint16_t port, const std::string& target, int receive_buffer = 0) : ws_(ioc_) {
    auto& socket = boost::beast::get_lowest_layer(ws_).socket();
    socket.open(boost::asio::ip::tcp::v4());
    if (receive_buffer > 0) socket.set_option(boost::asio::socket_base::receive_buffer_size(receive_buffer));
    boost::beast::get_lowest_layer(ws_).connect({boost::asio::ip::make_address("127.0.0.1"), port});
    ws_.handshake("127.0.0.1", target);
  }
  void send(const std::string& text) { ws_.write(boost::asio::buffer(text)); }
  // The next message, or "" when none came within the timeout or the socket closed. (A
  // blocking read ignores the stream's timeout, so this runs an asynchronous one for a while.)
  std::string read(int timeout_ms = 5000) {
    boost::beast::flat_buffer buffer;
    boost::beast::error_code ec;
    bool done = false;
    ws_.async_read(buffer, [&](boost::beast::error_code e, size_t) {
      ec = e;
      done = true;
    });
    ioc_.restart();
    ioc_.run_for(std::chrono::milliseconds(timeout_ms));
    if (!done) {
      boost::beast::get_lowest_layer(ws_).cancel();
      ioc_.restart();
      ioc_.run();
      return "";
    }
    if (ec) {
      closed_ = true;
      return "";
    }
    return boost::beast::buffers_to_string(buffer.data());
  }
  // A read ended because the connection closed (not because nothing came in time).
  bool closed() const { return closed_; }

 private:
  boost::asio::io_context ioc_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  bool closed_ = false;
};

}  // namespace manqala_test
