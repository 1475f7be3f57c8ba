// A plain TCP connection to the test server, for what a well-behaved client library never
// sends: smuggled requests, half-written heads, many idle connections from chosen addresses.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace manqala_test {

class RawClient {
 public:
  // Connects to 127.0.0.1:port from `source` (on Linux any 127.x.y.z is a loopback address
  // of this machine, so tests can play several clients). connected() says whether it worked.
  explicit RawClient(uint16_t port, const std::string& source = "127.0.0.1") {
    fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd_ < 0) return;
    sockaddr_in from{}, to{};
    from.sin_family = to.sin_family = AF_INET;
    ::inet_pton(AF_INET, source.c_str(), &from.sin_addr);
    ::inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    to.sin_port = htons(port);
    const int one = 1;
    ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
        ::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0)
      close();
  }
  ~RawClient() { close(); }
  RawClient(const RawClient&) = delete;
  RawClient& operator=(const RawClient&) = delete;

  bool connected() const { return fd_ >= 0; }
  void close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

  bool write(std::string_view data) {
    while (!data.empty()) {
      const ssize_t n = ::send(fd_, data.data(), data.size(), MSG_NOSIGNAL);
      if (n <= 0) return false;
      data.remove_prefix(static_cast<size_t>(n));
    }
    return true;
  }

  // Reads until the server ends the connection (then `closed` is true: a FIN or a reset) or
  // until `timeout_ms` passes, and returns what came.
  std::string read_until_closed(int timeout_ms, bool& closed) {
    std::string out;
    closed = false;
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (fd_ >= 0 && !closed) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
      char buf[4096];
      const ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
      if (n <= 0) closed = true;
      else out.append(buf, static_cast<size_t>(n));
    }
    return out;
  }
  // True when the server ends the connection within `timeout_ms`.
  bool closed_within(int timeout_ms) {
    bool closed = false;
    read_until_closed(timeout_ms, closed);
    return closed;
  }

 private:
  int fd_ = -1;
};

struct RawResponse {
  int status = 0;
  std::string body, content_type, connection;
};

// The HTTP responses one after the other in `data` (a response cut short is left out).
std::vector<RawResponse> parse_responses(std::string_view data);

}  // namespace manqala_test
