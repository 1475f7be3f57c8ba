#include "tools/bot/http_client.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace manqala {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

struct HttpClient::Connection {
  boost::asio::io_context io;
  beast::tcp_stream stream{io};
  beast::flat_buffer buffer;
};

HttpClient::HttpClient(const std::string& url, std::string token) : token_(std::move(token)) {
  const std::string scheme = "http://";
  if (!url.starts_with(scheme))
    throw std::invalid_argument("the server's address must begin with http:// (reach an https:// one through a local proxy)");
  std::string rest = url.substr(scheme.size());
  rest = rest.substr(0, rest.find('/'));
  const size_t colon = rest.rfind(':');
  host_ = colon == std::string::npos ? rest : rest.substr(0, colon);
  port_ = colon == std::string::npos ? "80" : rest.substr(colon + 1);
  if (host_.empty() || port_.empty() || port_.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("not a server address: " + url);
}

HttpClient::~HttpClient() = default;

HttpAnswer HttpClient::get(const std::string& target, std::chrono::milliseconds timeout) {
  return request("GET", target, "", timeout);
}

HttpAnswer HttpClient::post(const std::string& target, const nlohmann::json& body, std::chrono::milliseconds timeout) {
  return request("POST", target, body.dump(), timeout);
}

HttpAnswer HttpClient::request(const std::string& method, const std::string& target, const std::string& body,
                               std::chrono::milliseconds timeout) {
  // A kept-alive connection the server closed meanwhile fails at once: then once more, afresh.
  for (int attempt = 0;; ++attempt) {
    const bool fresh = !conn_;
    try {
      if (!conn_) {
        conn_ = std::make_unique<Connection>();
        tcp::resolver resolver(conn_->io);
        conn_->stream.expires_after(timeout);
        conn_->stream.connect(resolver.resolve(host_, port_));
      }
      http::request<http::string_body> req{method == "GET" ? http::verb::get : http::verb::post, target, 11};
      req.set(http::field::host, host_);
      req.set(http::field::authorization, "Bearer " + token_);
      req.set(http::field::user_agent, "manqala-bot");
      if (method != "GET") {
        req.set(http::field::content_type, "application/json");
        req.body() = body;
      }
      req.prepare_payload();
      conn_->stream.expires_after(timeout);
      http::write(conn_->stream, req);
      http::response<http::string_body> res;
      http::read(conn_->stream, conn_->buffer, res);
      HttpAnswer a{static_cast<int>(res.result_int()), nlohmann::json::parse(res.body(), nullptr, false), res.body()};
      if (a.body.is_discarded()) a.body = nullptr;
      if (!res.keep_alive()) conn_.reset();
      return a;
    } catch (const std::exception& e) {
      conn_.reset();
      if (fresh || attempt > 0) throw HttpUnreachable(host_ + ":" + port_ + ": " + e.what());
    }
  }
}

}  // namespace manqala
