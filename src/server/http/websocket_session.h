// A WebSocket connection: what it sends and reads, and its limits (message size, rate, silence,
// a slow reader). It answers pings itself; what it is for (a game's states, an account's
// notices) is its endpoint's (http/handler.h), which sends through it as a SocketPeer.
#pragma once

#include <utility>  // first: Boost 1.74's asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "server/http/connection_limits.h"
#include "server/http/handler.h"
#include "server/http/outgoing_queue.h"
#include "server/http/rate_limit.h"

namespace manqala::http_detail {

class WsSession : public SocketPeer, public std::enable_shared_from_this<WsSession> {
 public:
  // `silence`: how long the client may send nothing of its own before it is closed.
  WsSession(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<SocketEndpoint> endpoint,
            std::unique_ptr<ConnectionSlot> slot, std::chrono::milliseconds silence);

  // Completes the handshake of `req` (already checked: upgrade_refusal()), then serves.
  void run(boost::beast::http::request<boost::beast::http::string_body> req);

  // Both may be called from any thread.
  void send(std::shared_ptr<const std::string> message) override;
  void send_state(std::shared_ptr<const std::string> message) override;
  void close() override;

 private:
  void enqueue(std::shared_ptr<const std::string> message, bool state);
  void write();
  void read();
  void answer(const std::string& text);
  void reply(const nlohmann::json& message);
  void watch_silence();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  OutgoingQueue queue_;

  const std::shared_ptr<SocketEndpoint> endpoint_;
  std::unique_ptr<ConnectionSlot> slot_;
  RateLimit limit_;
  const std::chrono::milliseconds silence_;
  std::chrono::steady_clock::time_point last_heard_;  // the client's last message of its own
  boost::asio::steady_timer silence_timer_;
  bool closing_ = false;  // a close frame is on its way (one at most: Beast's rule)
};

}  // namespace manqala::http_detail
