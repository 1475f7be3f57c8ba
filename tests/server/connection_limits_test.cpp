// Caps on open connections, the request-head timeout, the acceptor when descriptors run out,
// and WebSockets that fall silent (issue "The server under attack").
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <filesystem>

#include "raw_client.h"
#include "sanitized.h"
#include "test_server.h"

namespace manqala_test {
namespace {

using namespace std::chrono_literals;

const std::string kMeta = "GET /api/meta HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";

// The status of one GET /api/meta from `source` on a new connection (0: no answer).
int status_from(const TestServer& s, const std::string& source = "127.0.0.1") {
  RawClient c(s.port(), source);
  if (!c.connected() || !c.write(kMeta)) return 0;
  bool closed = false;
  auto answers = parse_responses(c.read_until_closed(5000, closed));
  return answers.empty() ? 0 : answers[0].status;
}

void expect_refused(const TestServer& s, const std::string& source) {
  RawClient c(s.port(), source);
  bool closed = false;
  auto answers = parse_responses(c.read_until_closed(5000, closed));
  EXPECT_TRUE(closed) << "closed at once";
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(answers[0].status, 503);
  EXPECT_EQ(json::parse(answers[0].body, nullptr, false).value("error", ""), "too many connections: try again later");
}

TEST(ServerConnectionLimits, OneAddressHasAtMostItsShare) {
  manqala::ServerOptions o;
  o.max_connections_per_address = 8;
  o.cap_loopback_per_address = true;  // the test's clients are all on this machine
  TestServer s(o);
  const std::string id = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  ASSERT_TRUE(s.wait_for_connections(0));
  // Seven idle connections and a WebSocket: the WebSocket counts as one too.
  std::vector<std::unique_ptr<RawClient>> idle;
  for (int i = 0; i < 7; ++i) idle.push_back(std::make_unique<RawClient>(s.port()));
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  ASSERT_TRUE(s.wait_for_connections(8));
  expect_refused(s, "127.0.0.1");
  EXPECT_EQ(status_from(s, "127.0.0.2"), 200) << "another address is served";
  // Two leave: two more may come.
  idle.resize(5);
  ASSERT_TRUE(s.wait_for_connections(6));
  EXPECT_EQ(status_from(s), 200);
  EXPECT_EQ(json::parse(ws.read())["type"], "state") << "the WebSocket is still served";
}

TEST(ServerConnectionLimits, ClientsOnThisMachineHaveOnlyTheGlobalCap) {
  // A reverse proxy on this machine speaks for all its clients (and the load test's 400
  // kept-alive connections come from 127.0.0.1).
  manqala::ServerOptions o;
  o.max_connections_per_address = 2;
  o.max_connections = 6;
  TestServer s(o);
  std::vector<std::unique_ptr<RawClient>> idle;
  for (int i = 0; i < 5; ++i) idle.push_back(std::make_unique<RawClient>(s.port()));
  ASSERT_TRUE(s.wait_for_connections(5));
  EXPECT_EQ(status_from(s), 200) << "the sixth";
  // That connection closes before the next comes; on a loaded machine the server may see the
  // close late, and would refuse the next one as the seventh.
  ASSERT_TRUE(s.wait_for_connections(5));
  idle.push_back(std::make_unique<RawClient>(s.port()));
  ASSERT_TRUE(s.wait_for_connections(6));
  expect_refused(s, "127.0.0.1");
}

TEST(ServerConnectionLimits, AllAddressesTogetherHaveTheGlobalCap) {
  manqala::ServerOptions o;
  o.max_connections = 8;
  TestServer s(o);
  EXPECT_EQ(s.server().max_connections(), 8);
  std::vector<std::unique_ptr<RawClient>> idle;
  for (int i = 0; i < 8; ++i) idle.push_back(std::make_unique<RawClient>(s.port(), i % 2 ? "127.0.0.2" : "127.0.0.1"));
  ASSERT_TRUE(s.wait_for_connections(8));
  expect_refused(s, "127.0.0.3");
  idle.pop_back();
  ASSERT_TRUE(s.wait_for_connections(7));
  EXPECT_EQ(status_from(s, "127.0.0.3"), 200);
}

// Lowers this process's soft limit on open descriptors while it lives.
class DescriptorLimit {
 public:
  explicit DescriptorLimit(rlim_t soft) {
    getrlimit(RLIMIT_NOFILE, &old_);
    rlimit low = old_;
    low.rlim_cur = soft;
    EXPECT_EQ(setrlimit(RLIMIT_NOFILE, &low), 0);
  }
  ~DescriptorLimit() { setrlimit(RLIMIT_NOFILE, &old_); }

 private:
  rlimit old_{};
};

TEST(ServerConnectionLimits, TheCapFitsTheDescriptorLimit) {
  DescriptorLimit limit(256);
  TestServer s;  // 4000 asked for
  EXPECT_EQ(s.server().max_connections(), 256 - 64) << "a reserve for the archive, the event loop and a refusal";
}

TEST(ServerConnectionLimits, AHalfSentRequestHeadTimesOut) {
  manqala::ServerOptions o;
  o.request_head_timeout = 1s;
  TestServer s(o);
  RawClient trickle(s.port());
  trickle.write("GET /api/meta HTTP/1.1\r\nHost: x\r\n");  // and never the blank line
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(trickle.closed_within(15000));
  EXPECT_GE(std::chrono::steady_clock::now() - start, 900ms);
  // Between requests a kept-alive connection may idle longer (30 s).
  RawClient kept(s.port());
  const std::string request = "GET /api/meta HTTP/1.1\r\nHost: x\r\n\r\n";
  bool closed = false;
  kept.write(request);
  EXPECT_EQ(parse_responses(kept.read_until_closed(2500, closed)).size(), 1u);
  EXPECT_FALSE(closed);
  kept.write(request);
  auto second = parse_responses(kept.read_until_closed(1000, closed));
  ASSERT_EQ(second.size(), 1u) << "served after 2.5 s of quiet";
  EXPECT_EQ(second[0].status, 200);
}

int open_descriptors() {
  return static_cast<int>(std::distance(std::filesystem::directory_iterator("/proc/self/fd"), {}));
}

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

TEST(ServerConnectionLimits, TheAcceptorWaitsWhenDescriptorsRunOut) {
  if (kSanitized)
    GTEST_SKIP() << "UBSan's first check of each dynamic type opens a pipe; in a process out of "
                    "descriptors that fails and is reported as a bad vptr";
  TestServer s;
  auto limit = std::make_unique<DescriptorLimit>(open_descriptors() + 40);
  // Connect until no descriptor is left (each connection costs two in this process: ours and
  // the server's); then one more, which waits in the backlog where accept() fails, EMFILE.
  std::vector<std::unique_ptr<RawClient>> clients;
  while (clients.size() < 100) {
    clients.push_back(std::make_unique<RawClient>(s.port()));
    if (!clients.back()->connected()) break;
  }
  clients.pop_back();  // the one that found no descriptor
  // Free a descriptor and take it at once for a new connection, which the server then cannot
  // accept (if the server took the descriptor first, to accept a connection, try again).
  bool waiting = false;
  for (int tries = 0; tries < 20 && !waiting; ++tries) {
    clients.erase(clients.begin());
    auto c = std::make_unique<RawClient>(s.port());
    if ((waiting = c->connected())) clients.push_back(std::move(c));
  }
  ASSERT_TRUE(waiting);
  // Accepting again at once would fail again at once: a busy loop of 100% CPU.
  const double cpu_before = cpu_seconds();
  std::this_thread::sleep_for(1s);
  EXPECT_LT(cpu_seconds() - cpu_before, 0.3) << "seconds of CPU in one second of waiting";
  clients.clear();
  limit.reset();
  // Descriptors are back: so is the server.
  int status = 0;
  for (int i = 0; i < 50 && status != 200; ++i, std::this_thread::sleep_for(100ms)) status = status_from(s);
  EXPECT_EQ(status, 200);
}

TEST(ServerConnectionLimits, ASilentWebSocketIsClosed) {
  manqala::ServerOptions o;
  o.websocket_silence_timeout = 2s;
  TestServer s(o);
  const std::string id = s.post("/api/games", {{"game", "hawalis"}}).js()["game"]["id"];
  TestSocket quiet(s.port(), "/api/games/" + id + "/ws"), chatty(s.port(), "/api/games/" + id + "/ws");
  // The chatty client pings three times a second for four seconds (its pongs come among
  // the states that tell of the quiet one leaving), and stays.
  const auto until = std::chrono::steady_clock::now() + 4s;
  while (std::chrono::steady_clock::now() < until) {
    chatty.send(R"({"type":"ping"})");
    std::string text;
    while (!(text = chatty.read()).empty() && json::parse(text)["type"] != "pong") {}
    ASSERT_FALSE(text.empty()) << "a pong";
    std::this_thread::sleep_for(300ms);
  }
  // The quiet one, connected all along (it would answer the server's pings) but silent, has
  // been closed.
  while (!quiet.read().empty()) {}
  EXPECT_TRUE(quiet.closed());
  // The room counts the leaving a moment after the socket closes (longer on a busy machine).
  EXPECT_EQ(s.wait_for(id, [](const json& g) { return g["spectators"] == 1; })["spectators"], 1);
}

}  // namespace
}  // namespace manqala_test
