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

WsSession::WsSession(net::ip::tcp::socket&& socket, std::shared_ptr<Room> room, std::unique_ptr<ConnectionSlot> slot,
                     std::chrono::milliseconds silence)
    : ws_(std::move(socket)),
      queue_(kMaxWsQueue),
      room_(std::move(room)),
      slot_(std::move(slot)),
      silence_(silence),
      silence_timer_(ws_.get_executor()) {}

WsSession::WsSession(net::ip::tcp::socket&& socket, accounts::Notices& notices, int64_t account,
                     std::unique_ptr<ConnectionSlot> slot, std::chrono::milliseconds silence)
    : ws_(std::move(socket)),
      queue_(kMaxWsQueue),
      notices_(&notices),
      account_(account),
      slot_(std::move(slot)),
      silence_(silence),
      silence_timer_(ws_.get_executor()) {}

void WsSession::attach() {
  if (room_) room_->watch(shared_from_this());
  else notices_->add(account_, shared_from_this());
}

void WsSession::detach() {
  if (room_) room_->unwatch(this);
  else notices_->remove(account_, this);
}

void WsSession::run(http::request<http::string_body> req) {
  // A connection idle at the TCP level is pinged after half a minute and dropped if the ping
  // goes unanswered: that finds dead peers. watch_silence() finds live ones that say nothing.
  ws_.set_option(websocket::stream_base::timeout{std::chrono::seconds(30), std::chrono::seconds(60), true});
  ws_.read_message_max(kMaxWsMessage);
  ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
    if (ec) return;
    self->attach();
    self->last_heard_ = std::chrono::steady_clock::now();
    self->read();
    self->watch_silence();
  });
}

void WsSession::send(std::shared_ptr<const std::string> message) { enqueue(std::move(message), false); }

void WsSession::send_state(std::shared_ptr<const std::string> message) { enqueue(std::move(message), true); }

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
      self->detach();
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
    self->ws_.async_close({websocket::close_code::policy_error, "no message from the client for too long"},
                          [self](beast::error_code) {});
  });
}

void WsSession::reply(const json& message) { send(std::make_shared<const std::string>(json_text(message))); }

// Client messages (docs/web-api.md "Real time"): ping, hello (who I am), move.
void WsSession::answer(const std::string& text) {
  if (!limit_.allow()) return reply({{"type", "error"}, {"status", 429}, {"error", kSlowDown}});
  const json msg = json::parse(text, nullptr, false);
  const json type = msg.is_object() ? msg.value("type", json()) : json();
  const json id = msg.is_object() ? msg.value("id", json()) : json();
  auto field = [&](const char* name) {
    return msg.contains(name) && msg[name].is_string() ? msg[name].get<std::string>() : std::string();
  };
  if (type == "ping") return reply({{"type", "pong"}});
  if (!room_) return reply({{"type", "error"}, {"id", id}, {"status", 400}, {"error", "this socket carries notices: send only pings"}});
  if (type == "hello") {
    token_ = field("token");
    room_->identify(this, token_);
    return;
  }
  if (type == "move") {
    MoveCommand command;
    try {
      command = MoveCommand::from_json(msg, token_);
    } catch (const ParseError& e) {
      return reply({{"type", "error"}, {"id", id}, {"status", 400}, {"error", e.what()}});
    }
    room_->move(command, [self = shared_from_this(), id](Outcome o) {
      if (o.status == 200) return self->reply({{"type", "ack"}, {"id", id}, {"ply", o.body["game"]["ply"]}});
      self->reply({{"type", "error"}, {"id", id}, {"status", o.status}, {"error", o.body.value("error", "")}});
    });
    return;
  }
  reply({{"type", "error"}, {"id", id}, {"status", 400},
         {"error", "unknown message: send {\"type\": \"ping\" | \"hello\" | \"move\", ...}"}});
}

}  // namespace manqala::http_detail
