#include "server/http/websocket_session.h"

namespace manqala::http_detail {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using nlohmann::json;

namespace {

constexpr size_t kMaxWsMessage = 4096;
// Ordered messages (acks, errors, pongs) waiting for a slow reader before it is dropped; it
// can reconnect. States do not count: only the newest one waits.
constexpr size_t kMaxWsQueue = 256;

}  // namespace

WsSession::WsSession(net::ip::tcp::socket&& socket, std::shared_ptr<SocketEndpoint> endpoint,
                     std::unique_ptr<ConnectionSlot> slot, std::chrono::milliseconds silence)
    : ws_(std::move(socket)),
      queue_(kMaxWsQueue),
      endpoint_(std::move(endpoint)),
      slot_(std::move(slot)),
      silence_(silence),
      silence_timer_(ws_.get_executor()) {}

void WsSession::run(http::request<http::string_body> req) {
  // A connection idle at the TCP level is pinged after half a minute and dropped if the ping
  // goes unanswered: that finds dead peers. watch_silence() finds live ones that say nothing.
  ws_.set_option(websocket::stream_base::timeout{std::chrono::seconds(30), std::chrono::seconds(60), true});
  ws_.read_message_max(kMaxWsMessage);
  ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
    if (ec) return;
    self->endpoint_->attach(self);
    self->last_heard_ = std::chrono::steady_clock::now();
    self->read();
    self->watch_silence();
  });
}

void WsSession::send(std::shared_ptr<const std::string> message) { enqueue(std::move(message), false); }

void WsSession::send_state(std::shared_ptr<const std::string> message) { enqueue(std::move(message), true); }

void WsSession::close() {
  net::post(ws_.get_executor(), [self = shared_from_this()] {
    if (std::exchange(self->closing_, true)) return;
    self->ws_.async_close({websocket::close_code::service_restart, "the game moved to another server"},
                          [self](beast::error_code) {});
  });
}

void WsSession::enqueue(std::shared_ptr<const std::string> message, bool state) {
  net::post(ws_.get_executor(), [self = shared_from_this(), message = std::move(message), state]() mutable {
    if (state) {
      self->queue_.push_state(std::move(message));
    } else if (!self->queue_.push(std::move(message))) {
      beast::get_lowest_layer(self->ws_).close();  // reads nothing, or far too slowly
      return;
    }
    self->write();
  });
}

void WsSession::write() {
  auto message = queue_.next();
  if (!message) return;  // nothing to write, or a write under way (which calls write() again)
  ws_.text(true);
  ws_.async_write(net::buffer(*message), [self = shared_from_this(), message](beast::error_code ec, size_t) {
    if (ec) return;
    self->queue_.written();
    self->write();
  });
}

void WsSession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
    if (ec) {
      self->silence_timer_.cancel();
      self->endpoint_->detach(self.get());
      return;
    }
    self->last_heard_ = std::chrono::steady_clock::now();
    try {
      self->answer(beast::buffers_to_string(self->buffer_.data()));
    } catch (const std::exception& e) {  // a bug, not the client's fault: say so, stay up
      self->reply({{"type", "error"}, {"status", 500}, {"error", std::string("internal error: ") + e.what()}});
    }
    self->buffer_.consume(self->buffer_.size());
    self->read();
  });
}

// The page pings every 25 s (web/lib/live.js), so a client silent for much longer is gone or
// hostile. Beast's own pings do not tell: a browser answers them even for a forgotten page.
void WsSession::watch_silence() {
  silence_timer_.expires_at(last_heard_ + silence_);
  silence_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec) return;  // cancelled: the connection has ended
    if (std::chrono::steady_clock::now() < self->last_heard_ + self->silence_) return self->watch_silence();
    // Sent after any write under way; the pending read then ends, and with it the session.
    if (std::exchange(self->closing_, true)) return;
    self->ws_.async_close({websocket::close_code::policy_error, "no message from the client for too long"},
                          [self](beast::error_code) {});
  });
}

void WsSession::reply(const json& message) { send_json(message); }

// A client's message (docs/web-api.md "Real time"): pings are answered here, the rest is the
// endpoint's.
void WsSession::answer(const std::string& text) {
  if (!limit_.allow()) return reply({{"type", "error"}, {"status", 429}, {"error", kSlowDown}});
  const json msg = json::parse(text, nullptr, false);
  if (msg.is_object() && msg.value("type", json()) == "ping") return reply({{"type", "pong"}});
  endpoint_->receive(shared_from_this(), msg);
}

}  // namespace manqala::http_detail
