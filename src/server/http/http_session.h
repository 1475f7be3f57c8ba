// One HTTP connection: read a request, answer it (maybe later), read the next; or hand the
// connection over to a WebSocket session.
#pragma once

#include <utility>  // first: Boost 1.74's asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <atomic>
#include <memory>
#include <optional>

#include "server/http/connection_limits.h"
#include "server/http/handler.h"
#include "server/http/http_server.h"
#include "server/http/rate_limit.h"

namespace manqala::http_detail {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket&& socket, std::unique_ptr<ConnectionSlot> slot, Handler& handler,
              std::shared_ptr<const ServerOptions> options);
  ~HttpSession();
  void run();

 private:
  void wait_for_request();
  void read_head();
  void on_head(boost::beast::error_code ec);
  void on_read(boost::beast::error_code ec);
  void on_error(boost::beast::error_code ec);
  void upgrade(boost::beast::http::request<boost::beast::http::string_body>&& req);
  void reply(HttpResponse res, unsigned version, bool keep_alive);
  struct PeerSocket {
    explicit PeerSocket(int fd) : fd(fd) {}
    bool client_waiting() const;
    const int fd;
    std::atomic<bool> open{true};
  };
  void close();
  void drain();

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  std::unique_ptr<ConnectionSlot> slot_;
  Handler& handler_;
  std::shared_ptr<const ServerOptions> options_;
  RateLimit limit_;
  bool first_request_ = true;
  boost::asio::ip::address peer_;
  std::shared_ptr<PeerSocket> peer_socket_;
};

}  // namespace manqala::http_detail
