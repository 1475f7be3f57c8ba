#include "server/http/http_session.h"

#include <sys/socket.h>

#include <boost/beast/websocket.hpp>

#include <cerrno>

#include "server/http/request_checks.h"
#include "server/http/security_headers.h"
#include "server/http/websocket_session.h"

namespace manqala::http_detail {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// Between requests on a kept-alive connection, and for a body or a response to go through.
constexpr auto kHttpTimeout = std::chrono::seconds(30);
// After the last response, how long the client's leftovers are read and thrown away.
constexpr auto kLinger = std::chrono::seconds(2);

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, std::unique_ptr<ConnectionSlot> slot, Handler& handler,
                         std::shared_ptr<const ServerOptions> options)
    : stream_(std::move(socket)), slot_(std::move(slot)), handler_(handler), options_(std::move(options)) {
  beast::error_code ec;
  peer_ = stream_.socket().remote_endpoint(ec).address();
  peer_socket_ = std::make_shared<PeerSocket>(stream_.socket().native_handle());
}

HttpSession::~HttpSession() { peer_socket_->open = false; }

// Whether the client is still connected, from any thread, while a request waits for its
// answer (no read is under way then): a peek that does not block sees an orderly close. It
// holds only this small record, not the session, which must not outlive the network.
bool HttpSession::PeerSocket::client_waiting() const {
  if (!open) return false;
  char byte;
  const ssize_t n = ::recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  return n > 0 || (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR));
}

void HttpSession::run() {
  net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->wait_for_request(); });
}

// A kept-alive connection may stay quiet for kHttpTimeout; once a request has begun (or on a
// new connection, which exists to send one), its head must be complete within the shorter
// request_head_timeout, so that clients trickling bytes cannot hold connections for long.
void HttpSession::wait_for_request() {
  if (buffer_.size() > 0 || first_request_) return read_head();
  stream_.expires_after(kHttpTimeout);
  stream_.async_read_some(buffer_.prepare(4096), [self = shared_from_this()](beast::error_code ec, size_t n) {
    if (ec) return self->on_error(ec);
    self->buffer_.commit(n);
    self->read_head();
  });
}


void HttpSession::read_head() {
  first_request_ = false;
  parser_.emplace();
  parser_->body_limit(handler_.max_body_limit());
  parser_->header_limit(16 * 1024);
  stream_.expires_after(options_->request_head_timeout);
  http::async_read_header(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
    self->on_head(ec);
  });
}

void HttpSession::on_head(beast::error_code ec) {
  if (ec) return on_error(ec);
  const auto& head = parser_->get();
  if (const std::string why = framing_error(head); !why.empty())
    return reply(error_response(400, why), head.version(), false);  // closed: where the next request starts is unknown
  if (parser_->is_done()) return on_read({});
  // The head was read under the largest limit of any route; this request's own holds now: a
  // declared length over it is refused at once, a chunked body as it passes the limit.
  const size_t limit = handler_.body_limit(std::string(head.target()));
  if (parser_->content_length() && *parser_->content_length() > limit)
    return reply(error_response(413, "the body is over " + std::to_string(limit / 1024) + " KiB"), head.version(), false);
  parser_->body_limit(limit);
  stream_.expires_after(kHttpTimeout);
  http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
    self->on_read(ec);
  });
}

void HttpSession::on_error(beast::error_code ec) {
  if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == net::error::operation_aborted ||
      ec == net::error::connection_reset || ec == net::error::eof)
    return close();
  if (ec == http::error::body_limit) return reply(error_response(413, "the body is over its route's limit"), 11, false);
  if (ec == http::error::header_limit) return reply(error_response(431, "the headers are too large"), 11, false);
  reply(error_response(400, "bad HTTP request: " + ec.message()), 11, false);
}

// Every Cookie header, joined as one: a second session cookie in another header is then refused
// by the session's parser instead of one of the two being picked.
static std::string cookie_header(const http::request<http::string_body>& req) {
  std::string all;
  for (auto [it, end] = req.equal_range(http::field::cookie); it != end; ++it)
    all += (all.empty() ? "" : "; ") + std::string(it->value());
  return all;
}

void HttpSession::on_read(beast::error_code ec) {
  if (ec) return on_error(ec);
  http::request<http::string_body> req = parser_->release();
  if (!limit_.allow()) return reply(error_response(429, kSlowDown), req.version(), req.keep_alive());
  if (websocket::is_upgrade(req)) return upgrade(std::move(req));
  HttpRequest r{std::string(req.method_string()), std::string(req.target()),
                std::string(req[http::field::content_type]), std::move(req.body()),
                request_client(peer_, std::string(req["X-Forwarded-For"]), options_->cap_loopback_per_address),
                [peer = std::shared_ptr<const PeerSocket>(peer_socket_)] { return peer->client_waiting(); },
                cookie_header(req), std::string(req["X-CSRF-Token"]), std::string(req[http::field::accept_language]),
                std::string(req[http::field::if_none_match]), std::string(req[http::field::authorization])};
  const unsigned version = req.version();
  const bool keep_alive = req.keep_alive();
  const bool head = req.method() == http::verb::head;
  handler_.handle(r, [self = shared_from_this(), version, keep_alive, head](HttpResponse res) {
    if (head) res.body.clear();
    net::post(self->stream_.get_executor(),
              [self, res = std::move(res), version, keep_alive]() mutable { self->reply(std::move(res), version, keep_alive); });
  });
}

// Every refusal closes the connection: whatever the client sends next is not a request. What
// the socket is for (a game's, an account's notices) the handler says, maybe after loading a
// room on the work pool; then back here.
void HttpSession::upgrade(http::request<http::string_body>&& req) {
  if (auto refused = upgrade_refusal(req)) return reply(std::move(*refused), req.version(), false);
  SocketRequest socket{std::string(req.target()), cookie_header(req), std::string(req[http::field::origin]),
                       std::string(req[http::field::host])};
  auto request = std::make_shared<http::request<http::string_body>>(std::move(req));
  handler_.open_socket(std::move(socket), [self = shared_from_this(), request](SocketAnswer answer) {
    net::post(self->stream_.get_executor(), [self, request, answer = std::move(answer)]() mutable {
      if (!answer.endpoint) return self->reply(std::move(answer.refusal), request->version(), false);
      self->stream_.expires_never();
      std::make_shared<WsSession>(self->stream_.release_socket(), std::move(answer.endpoint), std::move(self->slot_),
                                  self->options_->websocket_silence_timeout)
          ->run(std::move(*request));
    });
  });
}

void HttpSession::reply(HttpResponse res, unsigned version, bool keep_alive) {
  auto out = std::make_shared<http::response<http::string_body>>(static_cast<http::status>(res.status), version);
  out->set(http::field::server, "manqala");
  out->set(http::field::content_type, res.content_type);
  for (const auto& [name, value] : kSecurityHeaders) out->set(beast::string_view(name.data(), name.size()), beast::string_view(value.data(), value.size()));
  for (const auto& [name, value] : res.headers) {
    if (value.empty()) out->erase(name);
    else out->set(name, value);
  }
  out->keep_alive(keep_alive);
  out->body() = std::move(res.body);
  out->prepare_payload();
  stream_.expires_after(kHttpTimeout);
  http::async_write(stream_, *out, [self = shared_from_this(), out](beast::error_code ec, size_t) {
    if (ec || !out->keep_alive()) return self->close();
    self->wait_for_request();
  });
}

// Our side ends first (FIN); then what the client still sends is read and thrown away for a
// moment, because closing a socket with unread bytes resets the connection, and a reset can
// destroy the last response before the client has read it.
void HttpSession::close() {
  beast::error_code ignored;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream_.expires_after(kLinger);
  drain();
}

void HttpSession::drain() {
  buffer_.clear();
  stream_.async_read_some(buffer_.prepare(4096), [self = shared_from_this()](beast::error_code ec, size_t) {
    if (!ec) self->drain();
  });
}

}  // namespace manqala::http_detail
