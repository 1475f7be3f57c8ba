// What the load clients share (load_client.cpp, broadcast_load.cpp): `manqala serve` as a child
// process on a port of its own, a kept-alive HTTP connection, and percentiles.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace manqala_load {

namespace beast = boost::beast;
namespace http = beast::http;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

// The server as a child process; its first stdout line gives the port.
class ServerProcess {
 public:
  // `extra`: more options of `serve` (a limit raised for the test).
  ServerProcess(std::string binary, std::string db, std::vector<std::string> extra = {})
      : binary_(std::move(binary)), db_(std::move(db)), extra_(std::move(extra)) {}
  ~ServerProcess() { stop(SIGKILL); }

  void start(int port) {
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe");
    pid_ = fork();
    if (pid_ == 0) {
      dup2(out[1], 1);
      close(out[0]);
      close(out[1]);
      const std::string p = std::to_string(port);
      std::vector<std::string> args = {binary_, "serve", "--port", p, "--db", db_, "--max-games", "10000",
                                       "--max-games-per-address", "10000", "--games-per-minute", "100000", "--threads", "2"};
      args.insert(args.end(), extra_.begin(), extra_.end());
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(binary_.c_str(), argv.data());
      _exit(127);
    }
    close(out[1]);
    std::string line;
    char c;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    close(out[0]);  // the server writes little more; a closed pipe is fine for it
    const size_t colon = line.rfind(':');
    if (line.find("listening on") == std::string::npos || colon == std::string::npos)
      throw std::runtime_error("the server did not start: '" + line + "'");
    port_ = std::stoi(line.substr(colon + 1));
  }
  void stop(int sig) {
    if (pid_ <= 0) return;
    kill(pid_, sig);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  int port() const { return port_; }

 private:
  std::string binary_, db_;
  std::vector<std::string> extra_;
  pid_t pid_ = -1;
  int port_ = 0;
};

// HAProxy as a child process, in front of servers on this machine's `ports`, with a
// configuration that takes its addresses from the environment (deploy/haproxy.cfg): its port
// is a free one.
class ProxyProcess {
 public:
  ProxyProcess(const std::string& haproxy, const std::string& config, const std::vector<int>& ports) {
    port_ = free_port();
    pid_ = fork();
    if (pid_ == 0) {
      setenv("MANQALA_LISTEN", ("127.0.0.1:" + std::to_string(port_)).c_str(), 1);
      // The configuration's three servers: fewer processes stand in for more than one each.
      for (size_t i = 0; i < 3; ++i)
        setenv(("MANQALA_SERVER_" + std::to_string(i + 1)).c_str(),
               ("127.0.0.1:" + std::to_string(ports[i % ports.size()])).c_str(), 1);
      execl(haproxy.c_str(), haproxy.c_str(), "-db", "-f", config.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    for (int i = 0; i < 100 && !accepts(port_); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (!accepts(port_)) throw std::runtime_error("HAProxy did not start (" + haproxy + " -f " + config + ")");
  }
  ~ProxyProcess() {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  int port() const { return port_; }

 private:
  static int free_port() {
    boost::asio::io_context ioc;
    boost::asio::ip::tcp::acceptor a(ioc, {boost::asio::ip::make_address("127.0.0.1"), 0});
    return a.local_endpoint().port();
  }
  static bool accepts(int port) {
    boost::asio::io_context ioc;
    boost::asio::ip::tcp::socket s(ioc);
    boost::system::error_code ec;
    s.connect({boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)}, ec);
    return !ec;
  }
  pid_t pid_ = -1;
  int port_ = 0;
};

// One kept-alive HTTP connection; reconnects when the server went away.
class Connection {
 public:
  explicit Connection(const std::atomic<int>& port) : port_(port) {}
  std::string last_set_cookie;  // the last answer's Set-Cookie
  // Answers 429 (over a connection's rate limit) waited out and sent again, by all connections.
  static std::atomic<int>& slowed() {
    static std::atomic<int> count{0};
    return count;
  }

  using Headers = std::vector<std::pair<std::string, std::string>>;
  // The answer's status and JSON; throws beast::system_error when the server is unreachable.
  std::pair<int, json> post(const std::string& target, const json& body, const Headers& headers = {}) {
    auto [status, text] = request(http::verb::post, target, body.dump(), "application/json", headers);
    return {status, json::parse(text, nullptr, false)};
  }
  // The same for any method and body: the status and the body's text.
  std::pair<int, std::string> request(http::verb method, const std::string& target, const std::string& body,
                                      const std::string& content_type, const Headers& headers = {}) {
    for (int attempt = 0;; ++attempt) {
      try {
        if (!stream_) connect();
        http::request<http::string_body> req(method, target, 11);
        req.set(http::field::host, "127.0.0.1");
        req.set(http::field::content_type, content_type);
        for (const auto& [name, value] : headers) req.set(name, value);
        req.keep_alive(true);
        req.body() = body;
        req.prepare_payload();
        http::write(*stream_, req);
        beast::flat_buffer buffer;
        http::response<http::string_body> res;
        http::read(*stream_, buffer, res);
        if (!res.keep_alive()) stream_.reset();
        if (res.result_int() == 429) {  // over the connection's rate limit: wait, send again
          ++slowed();
          std::this_thread::sleep_for(std::chrono::milliseconds(100));
          --attempt;
          continue;
        }
        last_set_cookie = std::string(res[http::field::set_cookie]);
        return {res.result_int(), res.body()};
      } catch (const beast::system_error&) {
        stream_.reset();  // the server died or closed an idle connection: a new one
        if (attempt >= 1) throw;
      }
    }
  }

 private:
  void connect() {
    stream_.emplace(ioc_);
    stream_->connect({boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port_.load())});
  }
  const std::atomic<int>& port_;
  boost::asio::io_context ioc_;
  std::optional<beast::tcp_stream> stream_;
};

inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(p * v.size()))];
}

}  // namespace manqala_load
