// Every kind of answer carries the security headers (http/security_headers.h): files, JSON,
// text, errors of the routes, refusals of malformed requests, and the 503 sent to a
// connection over the cap before its request is read.
#include <gtest/gtest.h>

#include <memory>

#include "raw_client.h"
#include "server/http/security_headers.h"
#include "test_server.h"

namespace manqala_test {
namespace {

// The head of the answer to `request`, sent on a connection of its own.
std::string head_of(const TestServer& s, const std::string& request) {
  RawClient c(s.port());
  EXPECT_TRUE(c.connected());
  c.write(request);
  bool closed = false;
  const std::string answer = c.read_until_closed(5000, closed);
  return answer.substr(0, answer.find("\r\n\r\n"));
}

void expect_security_headers(const std::string& head) {
  SCOPED_TRACE(head.substr(0, head.find("\r\n")));
  EXPECT_NE(head.find("\r\nContent-Security-Policy: " + std::string(manqala::http_detail::kContentSecurityPolicy) + "\r\n"),
            std::string::npos)
      << head;
  EXPECT_NE(head.find("frame-ancestors 'none'"), std::string::npos);
  EXPECT_NE(head.find("\r\nX-Frame-Options: DENY"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nX-Content-Type-Options: nosniff"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nReferrer-Policy: same-origin"), std::string::npos) << head;
  // Cross-origin isolated, so that the engine's threaded WebAssembly build can run (web/engine/).
  EXPECT_NE(head.find("\r\nCross-Origin-Opener-Policy: same-origin"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nCross-Origin-Embedder-Policy: require-corp"), std::string::npos) << head;
  EXPECT_NE(head.find("'wasm-unsafe-eval'"), std::string::npos) << head;
}

std::string get(const std::string& target) {
  return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
}

TEST(SecurityHeaders, OnEveryKindOfAnswer) {
  TestServer s;
  const Reply game = s.post("/api/games", {{"game", "hawalis"}});
  ASSERT_EQ(game.status, 201);
  const std::string id = game.js()["game"]["id"];
  const std::vector<std::pair<std::string, std::string>> requests = {
      {"HTTP/1.1 200", get("/")},                                  // the page
      {"HTTP/1.1 200", get("/app.js")},                            // a script
      {"HTTP/1.1 200", get("/api/meta")},                          // JSON
      {"HTTP/1.1 200", get("/api/games/" + id + "/record")},       // text
      {"HTTP/1.1 404", get("/api/no-such-route")},                 // a route's error
      {"HTTP/1.1 404", get("/no-such-file.js")},                   // no such file
      {"HTTP/1.1 405", "DELETE /api/meta HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"},
      {"HTTP/1.1 400", "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd"},
      {"HTTP/1.1 431", "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(20000, 'a') + "\r\n\r\n"},
  };
  for (const auto& [status, request] : requests) {
    const std::string head = head_of(s, request);
    EXPECT_EQ(head.rfind(status, 0), 0u) << head;
    expect_security_headers(head);
  }
}

TEST(SecurityHeaders, OnTheBusyAnswerOfAConnectionOverTheCap) {
  manqala::ServerOptions o;
  o.max_connections = 1;
  TestServer s(o);
  RawClient idle(s.port());
  ASSERT_TRUE(s.wait_for_connections(1));
  const std::string head = head_of(s, get("/"));
  EXPECT_EQ(head.rfind("HTTP/1.1 503", 0), 0u) << head;
  expect_security_headers(head);
}

// A broadcast's embedded board (/embed/...) is the one page another site may frame; it keeps
// every other header.
TEST(SecurityHeaders, OnlyTheEmbeddedBoardMayBeFramed) {
  TestServer s;
  const std::string head =
      head_of(s, "GET /embed/broadcast/0123456789abcdef?board=2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_NE(head.find(" 200 "), std::string::npos) << head;
  EXPECT_NE(head.find("frame-ancestors *"), std::string::npos) << head;
  EXPECT_EQ(head.find("frame-ancestors 'none'"), std::string::npos) << head;
  EXPECT_EQ(head.find("X-Frame-Options"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nX-Content-Type-Options: nosniff"), std::string::npos) << head;
  EXPECT_NE(head.find("script-src 'self'"), std::string::npos) << head;
  const std::string other = head_of(s, "GET /embed/other HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_NE(other.find(" 404 "), std::string::npos) << other;
  expect_security_headers(other);
  expect_security_headers(head_of(s, "GET /api/broadcast/0123456789abcdef HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
}

}  // namespace
}  // namespace manqala_test
