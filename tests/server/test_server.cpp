// The test client's Boost.Beast code, compiled once for all the server tests.
#include "test_server.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>

#include "raw_client.h"

namespace manqala_test {

namespace beast = boost::beast;
namespace http = boost::beast::http;

Reply TestServer::request(const std::string& method, const std::string& target, const std::string& body,
                          const std::string& content_type,
                          const std::vector<std::pair<std::string, std::string>>& headers) const {
  boost::asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect({boost::asio::ip::make_address("127.0.0.1"), port()});
  http::request<http::string_body> req(http::string_to_verb(method), target, 11);
  req.set(http::field::host, "127.0.0.1");
  for (const auto& [name, value] : headers) req.insert(name, value);  // a header may come twice
  if (!body.empty()) req.set(http::field::content_type, content_type);
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 << 20);
  http::read(stream, buffer, parser);
  auto res = parser.release();
  return {static_cast<int>(res.result_int()), res.body(), std::string(res[http::field::content_type]),
          std::string(res[http::field::content_disposition]), std::string(res[http::field::set_cookie]),
          std::string(res[http::field::retry_after]), std::string(res[http::field::etag])};
}

struct TestSocket::Connection {
  boost::asio::io_context ioc;
  beast::websocket::stream<beast::tcp_stream> ws{ioc};
  bool closed = false;
};

TestSocket::TestSocket(uint16_t port, const std::string& target, int receive_buffer,
                       const std::vector<std::pair<std::string, std::string>>& headers)
    : connection_(std::make_unique<Connection>()) {
  auto& socket = beast::get_lowest_layer(connection_->ws).socket();
  socket.open(boost::asio::ip::tcp::v4());
  if (receive_buffer > 0) socket.set_option(boost::asio::socket_base::receive_buffer_size(receive_buffer));
  beast::get_lowest_layer(connection_->ws).connect({boost::asio::ip::make_address("127.0.0.1"), port});
  connection_->ws.set_option(beast::websocket::stream_base::decorator([headers](beast::websocket::request_type& req) {
    for (const auto& [name, value] : headers) req.set(name, value);
  }));
  connection_->ws.handshake("127.0.0.1", target);
}

TestSocket::~TestSocket() = default;

void TestSocket::send(const std::string& text) { connection_->ws.write(boost::asio::buffer(text)); }

// A blocking read ignores the stream's timeout, so this runs an asynchronous one for a while.
std::string TestSocket::read(int timeout_ms) {
  Connection& c = *connection_;
  beast::flat_buffer buffer;
  beast::error_code ec;
  bool done = false;
  c.ws.async_read(buffer, [&](beast::error_code e, size_t) {
    ec = e;
    done = true;
  });
  c.ioc.restart();
  c.ioc.run_for(std::chrono::milliseconds(timeout_ms));
  if (!done) {
    beast::get_lowest_layer(c.ws).cancel();
    c.ioc.restart();
    c.ioc.run();
    return "";
  }
  if (ec) {
    c.closed = true;
    return "";
  }
  return beast::buffers_to_string(buffer.data());
}

bool TestSocket::closed() const { return connection_->closed; }

std::vector<RawResponse> parse_responses(std::string_view data) {
  std::vector<RawResponse> out;
  while (!data.empty()) {
    http::response_parser<http::string_body> parser;
    parser.eager(true);
    beast::error_code ec;
    while (!parser.is_done() && !ec && !data.empty())
      data.remove_prefix(parser.put(boost::asio::buffer(data.data(), data.size()), ec));
    if (!parser.is_done()) break;
    const auto& res = parser.get();
    out.push_back({static_cast<int>(res.result_int()), res.body(), std::string(res[http::field::content_type]),
                   std::string(res[http::field::connection])});
  }
  return out;
}

}  // namespace manqala_test
