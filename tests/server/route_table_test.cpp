// The table of routes (src/server/common/route_table.h): which route a path and method reach,
// the methods a path takes, the segments a pattern names, the body limits, and the mistakes it
// refuses as the server starts (two domains claiming one route).
#include <stdexcept>

#include <gtest/gtest.h>

#include "server/common/route_table.h"

namespace manqala_test {
namespace {

using manqala::Caller;
using manqala::Pool;
using manqala::Route;
using manqala::RouteTable;

Route route(std::string method, std::string pattern, size_t limit = manqala::kMaxBodyBytes) {
  return {std::move(method), std::move(pattern), Caller::anyone, limit, Pool::reads, [](const manqala::Call&) {}};
}

std::vector<std::string> path(const std::string& p) { return manqala::parse_target(p).segments; }

TEST(RouteTable, APathReachesItsRouteWithItsNamedSegments) {
  RouteTable table;
  table.add(route("GET", "/api/clubs"));
  table.add(route("GET", "/api/clubs/{club}/logo"));
  const auto m = table.find("GET", path("/api/clubs/abc/logo"));
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(m.route->pattern, "/api/clubs/{club}/logo");
  ASSERT_EQ(m.params.size(), 1u);
  EXPECT_EQ(m.params[0].first, "club");
  EXPECT_EQ(m.params[0].second, "abc");
  EXPECT_EQ(table.find("GET", path("/api/clubs/abc")).route, nullptr) << "no route has that path";
  EXPECT_EQ(table.find("GET", path("/api/clubs/abc")).allowed, "");
  EXPECT_EQ(table.find("GET", path("/api/clubs/abc/logo/x")).route, nullptr) << "a pattern matches its own length only";
}

TEST(RouteTable, AKnownPathWithAnotherMethodSaysWhichItTakes) {
  RouteTable table;
  table.add(route("GET", "/api/learn/progress"));
  table.add(route("POST", "/api/learn/progress"));
  const auto m = table.find("DELETE", path("/api/learn/progress"));
  EXPECT_EQ(m.route, nullptr);
  EXPECT_EQ(m.allowed, "GET or POST");
  EXPECT_EQ(table.find("POST", path("/api/learn/progress")).route->method, "POST");
}

TEST(RouteTable, ALiteralSegmentWinsOverANamedOneWhateverTheOrder) {
  RouteTable table;
  table.add(route("GET", "/api/otb/{id}"));
  table.add(route("POST", "/api/otb/import"));
  EXPECT_EQ(table.find("POST", path("/api/otb/import")).route->pattern, "/api/otb/import");
  EXPECT_EQ(table.find("GET", path("/api/otb/import")).allowed, "POST") << "the literal path takes POST only";
  EXPECT_EQ(table.find("GET", path("/api/otb/0123456789abcdef")).route->pattern, "/api/otb/{id}");
}

TEST(RouteTable, NamesOfSegmentsMayDifferBetweenAPathsMethods) {
  RouteTable table;
  table.add(route("POST", "/api/bot/challenge/{name}"));
  table.add(route("GET", "/api/bot/challenge/{id}"));
  const auto get = table.find("GET", path("/api/bot/challenge/x1"));
  ASSERT_NE(get.route, nullptr);
  EXPECT_EQ(get.params[0].first, "id");
  const auto post = table.find("POST", path("/api/bot/challenge/x1"));
  ASSERT_NE(post.route, nullptr);
  EXPECT_EQ(post.params[0].first, "name");
  EXPECT_EQ(table.find("PUT", path("/api/bot/challenge/x1")).allowed, "POST or GET");
}

TEST(RouteTable, TwoDomainsClaimingOneRouteStopTheServer) {
  RouteTable table;
  table.add(route("GET", "/api/games/{id}"));
  EXPECT_THROW(table.add(route("GET", "/api/games/{game}")), std::logic_error);
  EXPECT_NO_THROW(table.add(route("POST", "/api/games/{game}")));
  EXPECT_THROW(table.add(route("GET", "/games")), std::logic_error) << "outside /api/";
}

TEST(RouteTable, ABodysLimitIsItsPathsLargestRoute) {
  RouteTable table;
  table.add(route("GET", "/api/clubs/{club}/logo"));
  table.add(route("POST", "/api/clubs/{club}/logo", 128 * 1024));
  table.add(route("POST", "/api/otb/import", 4 << 20));
  EXPECT_EQ(table.body_limit("/api/clubs/abc/logo"), 128u * 1024);
  EXPECT_EQ(table.body_limit("/api/clubs/abc"), manqala::kMaxBodyBytes);
  EXPECT_EQ(table.body_limit("/api/otb/import"), 4u << 20);
  EXPECT_EQ(table.max_body_limit(), 4u << 20);
}

TEST(RouteTable, AHandlerIsToldItsSegmentsByName) {
  const manqala::HttpRequest req;
  const manqala::Target t;
  const manqala::Respond respond = [](manqala::HttpResponse) {};
  const manqala::Call c{req, t, respond, {{"club", "abc"}, {"member", "7"}}, {}};
  EXPECT_EQ(c["club"], "abc");
  EXPECT_EQ(c["member"], "7");
  EXPECT_EQ(c["other"], "");
}

}  // namespace
}  // namespace manqala_test
