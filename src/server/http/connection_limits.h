// Caps on open connections (HTTP and WebSocket together): in all, and from one client. Each
// connection holds a slot from the moment it is accepted until its socket is closed; one
// over a cap is refused at once, before it costs more than its descriptor.
#pragma once

#include <boost/asio/ip/address.hpp>

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace manqala::http_detail {

// Descriptors kept for everything but client connections: standard streams, the listening
// socket, the event loop's own (epoll, eventfd, timerfd, signal pipe), the archive and its
// -wal, -shm and temporary files, and the one a connection over the cap needs to be refused.
constexpr size_t kReservedDescriptors = 64;

// `wanted`, lowered to fit the process's descriptor limit (RLIMIT_NOFILE) less the reserve:
// beyond it accept() fails with EMFILE, and the archive could not open a file either.
size_t fit_descriptor_limit(size_t wanted);

// The client a connection counts against: its IPv4 address, or the /64 of an IPv6 one (one
// machine usually has a whole /64 to pick addresses from).
std::string client_of(const boost::asio::ip::address& address);

// The client that per-client limits (new games, imports, engine requests) count against: the
// peer's client_of(); for a peer on this machine (loopback), the last address of its
// X-Forwarded-For header (a reverse proxy saying for whom it speaks), else "" (only the
// server's global limits apply) unless loopback clients are to be capped as any other.
std::string request_client(const boost::asio::ip::address& peer, std::string_view forwarded_for, bool cap_loopback);

class ConnectionLimits;

// A connection's place under the caps, given back when it is destroyed.
class ConnectionSlot {
 public:
  ConnectionSlot(std::shared_ptr<ConnectionLimits> limits, std::string client);
  ~ConnectionSlot();
  ConnectionSlot(const ConnectionSlot&) = delete;
  ConnectionSlot& operator=(const ConnectionSlot&) = delete;

 private:
  std::shared_ptr<ConnectionLimits> limits_;
  std::string client_;
};

class ConnectionLimits : public std::enable_shared_from_this<ConnectionLimits> {
 public:
  // `cap_loopback`: whether clients on this machine have the per-client cap too. By default
  // they do not: the usual one is a reverse proxy, which speaks for every client behind it.
  ConnectionLimits(size_t max_total, size_t max_per_client, bool cap_loopback)
      : max_total_(max_total), max_per_client_(max_per_client), cap_loopback_(cap_loopback) {}
  // A slot for a new connection from `address`, or null when a cap is reached.
  std::unique_ptr<ConnectionSlot> acquire(const boost::asio::ip::address& address);
  size_t max_total() const { return max_total_; }
  size_t open() const {
    std::lock_guard lock(mu_);
    return total_;
  }

 private:
  friend class ConnectionSlot;
  void release(const std::string& client);

  const size_t max_total_, max_per_client_;
  const bool cap_loopback_;
  mutable std::mutex mu_;  // slots are taken on the acceptor's strand, given back on the connections'
  size_t total_ = 0;
  std::unordered_map<std::string, size_t> per_client_;
};

}  // namespace manqala::http_detail
