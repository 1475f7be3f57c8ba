#include "server/http/http_server.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <cstdio>
#include <thread>

#include "server/http/connection_limits.h"
#include "server/http/http_session.h"
#include "server/http/security_headers.h"

namespace manqala {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using http_detail::ConnectionLimits;

namespace {

// After a failed accept (above all EMFILE/ENFILE: no descriptor for the connection, which
// then stays in the backlog and fails again at once) the acceptor waits, doubling the wait.
constexpr auto kFirstAcceptDelay = std::chrono::milliseconds(50);
constexpr auto kMostAcceptDelay = std::chrono::seconds(1);

// Sent to a connection over a cap, without waiting for its request.
const std::string kBusy = [] {
  const std::string body = R"({"error":"too many connections: try again later"})";
  std::string head = "HTTP/1.1 503 Service Unavailable\r\nServer: manqala\r\nContent-Type: application/json\r\n";
  for (const auto& [name, value] : http_detail::kSecurityHeaders) head += std::string(name) + ": " + std::string(value) + "\r\n";
  return head + "Content-Length: " + std::to_string(body.size()) + "\r\nRetry-After: 1\r\nConnection: close\r\n\r\n" + body;
}();

// Closes a connection over a cap at once: the 503 goes out if the socket takes it now, and what
// the client already sent is read first, lest closing with unread bytes reset the connection.
void refuse(tcp::socket& socket) {
  beast::error_code ignored;
  socket.non_blocking(true, ignored);
  socket.write_some(net::buffer(kBusy), ignored);
  socket.shutdown(tcp::socket::shutdown_send, ignored);
  char sink[4096];
  for (int i = 0; i < 16 && socket.read_some(net::buffer(sink), ignored) > 0;) ++i;
  socket.close(ignored);
}

// An exception that escapes a handler would end ioc.run(), and with it the server. The
// handlers catch what they expect; this reports what they missed and serves on.
void run_io(net::io_context& ioc) {
  for (;;) {
    try {
      ioc.run();
      return;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: internal error in a connection, which is dropped: %s\n", e.what());
    }
  }
}

}  // namespace

struct HttpServer::Impl {
  // The acceptor has a strand of its own: its handlers, its timer and stop() never run at once.
  Impl(Handler& h, const ServerOptions& o)
      : handler(h),
        options(std::make_shared<const ServerOptions>(o)),
        limits(std::make_shared<ConnectionLimits>(http_detail::fit_descriptor_limit(std::max(1, o.max_connections)),
                                                  std::max(1, o.max_connections_per_address),
                                                  o.cap_loopback_per_address)),
        acceptor(net::make_strand(ioc)),
        accept_timer(acceptor.get_executor()),
        signals(ioc, SIGINT, SIGTERM) {}

  void accept() {
    acceptor.async_accept(net::make_strand(ioc), [this](beast::error_code ec, tcp::socket socket) {
      if (!acceptor.is_open()) return;  // stopped
      if (ec) return back_off(ec);
      accept_delay = {};
      admit(std::move(socket));
      accept();
    });
  }

  void back_off(const beast::error_code& ec) {
    if (accept_delay.count() == 0)  // said once a spell
      std::fprintf(stderr, "manqala serve: cannot accept connections (%s); waiting\n", ec.message().c_str());
    accept_delay = accept_delay.count() == 0 ? kFirstAcceptDelay : std::min<std::chrono::milliseconds>(2 * accept_delay, kMostAcceptDelay);
    accept_timer.expires_after(accept_delay);
    accept_timer.async_wait([this](beast::error_code ec) {
      if (!ec && acceptor.is_open()) accept();
    });
  }

  void admit(tcp::socket socket) {
    beast::error_code ec;
    // Small writes go out at once: with Nagle's algorithm an ack written after a state waited
    // for the client's delayed ACK of the state, some 40 ms.
    socket.set_option(tcp::no_delay(true), ec);
    const auto remote = socket.remote_endpoint(ec);
    if (ec) return;  // already gone
    auto slot = limits->acquire(remote.address());
    if (!slot) return refuse(socket);
    std::make_shared<http_detail::HttpSession>(std::move(socket), std::move(slot), handler, options)->run();
  }

  Handler& handler;
  std::shared_ptr<const ServerOptions> options;
  std::shared_ptr<ConnectionLimits> limits;
  net::io_context ioc;
  tcp::acceptor acceptor;
  net::steady_timer accept_timer;
  std::chrono::milliseconds accept_delay{0};
  net::signal_set signals;
};

HttpServer::HttpServer(Handler& handler, const ServerOptions& options)
    : impl_(std::make_unique<Impl>(handler, options)) {
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

int HttpServer::max_connections() const { return static_cast<int>(impl_->limits->max_total()); }

int HttpServer::open_connections() const { return static_cast<int>(impl_->limits->open()); }

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
  for (int i = 1; i < std::max(1, impl_->options->threads); ++i) threads.emplace_back([this] { run_io(impl_->ioc); });
  run_io(impl_->ioc);
  for (auto& t : threads) t.join();
}

void HttpServer::stop() {
  net::post(impl_->acceptor.get_executor(), [this] {
    beast::error_code ignored;
    impl_->acceptor.close(ignored);
    impl_->accept_timer.cancel();
    impl_->signals.cancel(ignored);
    impl_->ioc.stop();
  });
}

}  // namespace manqala
