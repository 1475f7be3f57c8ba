#include "server/http_server.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <iostream>
#include <optional>
#include <thread>

namespace manqala {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using nlohmann::json;

namespace {

constexpr size_t kMaxWsMessage = 4096;
constexpr size_t kMaxWsQueue = 256;  // messages waiting for a slow reader before it is dropped
constexpr auto kHttpTimeout = std::chrono::seconds(30);  // to send a request, and between requests

// Per-connection rate limit: a bucket of kBurst requests (or WebSocket messages), refilled at
// kRate a second. A client over it is answered 429 / an error message, and nothing is done.
class RateLimit {
 public:
  static constexpr double kBurst = 60, kRate = 20;
  bool allow() {
    const auto now = std::chrono::steady_clock::now();
    tokens_ = std::min(kBurst, tokens_ + kRate * std::chrono::duration<double>(now - last_).count());
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

 private:
  double tokens_ = kBurst;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

const std::string kSlowDown = "too many requests on this connection: at most 20 a second";

// A WebSocket watching one game: every new state is queued and written in order.
class WsSession : public Watcher, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, std::shared_ptr<Room> room) : ws_(std::move(socket)), room_(std::move(room)) {}
  ~WsSession() override = default;

  void run(http::request<http::string_body> req) {
    // An idle connection is pinged after half a minute and dropped if the ping goes unanswered.
    websocket::stream_base::timeout timeouts{std::chrono::seconds(30), std::chrono::seconds(60), true};
    ws_.set_option(timeouts);
    ws_.read_message_max(kMaxWsMessage);
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return;
      self->room_->watch(self);
      self->read();
    });
  }

  void send(std::shared_ptr<const std::string> message) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), message] {
      if (self->queue_.size() >= kMaxWsQueue) {  // a reader this slow is dropped; it can reconnect
        beast::get_lowest_layer(self->ws_).close();
        return;
      }
      self->queue_.push_back(message);
      if (self->queue_.size() == 1) self->write();
    });
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) {
        self->room_->unwatch(self.get());
        return;
      }
      try {
        self->answer(beast::buffers_to_string(self->buffer_.data()));
      } catch (const std::exception& e) {  // a bug, not the client's fault: say so, stay up
        self->reply({{"type", "error"}, {"status", 500}, {"error", std::string("internal error: ") + e.what()}});
      }
      self->buffer_.consume(self->buffer_.size());
      self->read();
    });
  }

  void reply(const json& message) { send(std::make_shared<const std::string>(json_text(message))); }

  // Client messages (docs/web-api.md "Real time"): ping, hello (who I am), move.
  void answer(const std::string& text) {
    if (!limit_.allow()) return reply({{"type", "error"}, {"status", 429}, {"error", kSlowDown}});
    const json msg = json::parse(text, nullptr, false);
    const json type = msg.is_object() ? msg.value("type", json()) : json();
    const json id = msg.is_object() ? msg.value("id", json()) : json();
    auto field = [&](const char* name) {
      return msg.contains(name) && msg[name].is_string() ? msg[name].get<std::string>() : std::string();
    };
    if (type == "ping") return reply({{"type", "pong"}});
    if (type == "hello") {
      token_ = field("token");
      room_->identify(this, token_);
      return;
    }
    if (type == "move") {
      if (!msg.contains("ply") || !msg["ply"].is_number_integer())
        return reply({{"type", "error"}, {"id", id}, {"status", 400}, {"error", "'ply' must be a whole number"}});
      const std::string token = msg.contains("token") ? field("token") : token_;
      const Outcome o = room_->move(token, field("move"), msg["ply"].get<int64_t>());
      if (o.status == 200) return reply({{"type", "ack"}, {"id", id}, {"ply", o.body["game"]["ply"]}});
      return reply({{"type", "error"}, {"id", id}, {"status", o.status}, {"error", o.body.value("error", "")}});
    }
    reply({{"type", "error"}, {"id", id}, {"status", 400},
           {"error", "unknown message: send {\"type\": \"ping\" | \"hello\" | \"move\", ...}"}});
  }

  void write() {
    ws_.text(true);
    ws_.async_write(net::buffer(*queue_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return;
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write();
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::shared_ptr<Room> room_;
  std::string token_;  // from hello: the seat this connection plays
  RateLimit limit_;
};

// One HTTP connection: read a request, answer it (maybe later), read the next.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Api& api, Games& games) : stream_(std::move(socket)), api_(api), games_(games) {}

  void run() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read(); });
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    parser_->header_limit(16 * 1024);
    stream_.expires_after(kHttpTimeout);
    http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
      self->on_read(ec);
    });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == net::error::operation_aborted ||
        ec == net::error::connection_reset || ec == net::error::eof)
      return close();
    if (ec == http::error::body_limit) return reply(error(413, "the body is over 64 KiB"), 11, false);
    if (ec == http::error::header_limit) return reply(error(431, "the headers are too large"), 11, false);
    if (ec) return reply(error(400, "bad HTTP request: " + ec.message()), 11, false);
    http::request<http::string_body> req = parser_->release();
    if (!limit_.allow()) return reply(error(429, kSlowDown), req.version(), req.keep_alive());
    if (websocket::is_upgrade(req)) {
      const std::string id = Api::websocket_game(std::string(req.target()));
      auto room = id.empty() ? nullptr : games_.find(id);
      if (!room) return reply(error(404, "no game to watch at " + std::string(req.target()).substr(0, 100)), req.version(), false);
      stream_.expires_never();
      std::make_shared<WsSession>(stream_.release_socket(), room)->run(std::move(req));
      return;
    }
    HttpRequest r{std::string(req.method_string()), std::string(req.target()),
                  std::string(req[http::field::content_type]), std::move(req.body())};
    const unsigned version = req.version();
    const bool keep_alive = req.keep_alive();
    const bool head = req.method() == http::verb::head;
    api_.handle(r, [self = shared_from_this(), version, keep_alive, head](HttpResponse res) {
      if (head) res.body.clear();
      net::post(self->stream_.get_executor(),
                [self, res = std::move(res), version, keep_alive]() mutable { self->reply(std::move(res), version, keep_alive); });
    });
  }

  static HttpResponse error(int status, const std::string& message) {
    return {status, "application/json", json_text({{"error", message}}), {}};
  }

  void reply(HttpResponse res, unsigned version, bool keep_alive) {
    auto out = std::make_shared<http::response<http::string_body>>(static_cast<http::status>(res.status), version);
    out->set(http::field::server, "manqala");
    out->set(http::field::content_type, res.content_type);
    for (const auto& [name, value] : res.headers) out->set(name, value);
    out->keep_alive(keep_alive);
    out->body() = std::move(res.body);
    out->prepare_payload();
    stream_.expires_after(kHttpTimeout);
    http::async_write(stream_, *out, [self = shared_from_this(), out](beast::error_code ec, size_t) {
      if (ec || !out->keep_alive()) return self->close();
      self->read();
    });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Api& api_;
  Games& games_;
  RateLimit limit_;
};

}  // namespace

struct HttpServer::Impl {
  // The acceptor has a strand of its own: its handlers and stop() never run at once.
  Impl(Api& a, Games& g, const ServerOptions& o)
      : api(a), games(g), options(o), acceptor(net::make_strand(ioc)), signals(ioc, SIGINT, SIGTERM) {}

  void accept() {
    acceptor.async_accept(net::make_strand(ioc), [this](beast::error_code ec, tcp::socket socket) {
      if (!ec) std::make_shared<HttpSession>(std::move(socket), api, games)->run();
      if (acceptor.is_open()) accept();
    });
  }

  Api& api;
  Games& games;
  ServerOptions options;
  net::io_context ioc;
  tcp::acceptor acceptor;
  net::signal_set signals;
};

HttpServer::HttpServer(Api& api, Games& games, const ServerOptions& options)
    : impl_(std::make_unique<Impl>(api, games, options)) {
  beast::error_code ec;
  const auto address = net::ip::make_address(options.host, ec);
  if (ec) throw std::runtime_error("'" + options.host + "' is not an IP address (try 127.0.0.1 or 0.0.0.0)");
  const tcp::endpoint endpoint(address, options.port);
  auto& a = impl_->acceptor;
  a.open(endpoint.protocol(), ec);
  if (!ec) a.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(endpoint, ec);
  if (!ec) a.listen(net::socket_base::max_listen_connections, ec);
  if (ec) throw std::runtime_error("cannot listen on " + options.host + ":" + std::to_string(options.port) + ": " + ec.message());
}

HttpServer::~HttpServer() = default;

uint16_t HttpServer::port() const { return impl_->acceptor.local_endpoint().port(); }

std::string HttpServer::url() const {
  const auto address = impl_->acceptor.local_endpoint().address();
  const std::string host = address.is_v6() ? "[" + address.to_string() + "]" : address.to_string();
  return "http://" + host + ":" + std::to_string(port()) + "/";
}

void HttpServer::run() {
  impl_->signals.async_wait([this](beast::error_code ec, int) {
    if (!ec) stop();
  });
  impl_->accept();
  std::vector<std::thread> threads;
  for (int i = 1; i < std::max(1, impl_->options.threads); ++i) threads.emplace_back([this] { impl_->ioc.run(); });
  impl_->ioc.run();
  for (auto& t : threads) t.join();
}

void HttpServer::stop() {
  net::post(impl_->acceptor.get_executor(), [this] {
    beast::error_code ignored;
    impl_->acceptor.close(ignored);
    impl_->signals.cancel(ignored);
    impl_->ioc.stop();
  });
}

}  // namespace manqala
