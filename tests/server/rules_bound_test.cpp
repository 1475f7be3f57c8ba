// Rules work the server bounds (issue "The server under attack", item 1, and the relay stall
// of "One codebase to build on"): with many seeds a pit one Hawalis relay sowing can run for
// minutes. Options that make that likely are refused; any position is judged within a lap
// budget, off the network threads and away from other rooms, so other games go on.
#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "sanitized.h"
#include "test_server.h"

namespace manqala_test {
namespace {

// Two of these froze the whole server: its relay sowings run for minutes before they end or
// repeat (`manqala engine` needs over 120 s for `position` on this board).
const char* kFreezer =
    R"({"game":"hawalis","options":"seeds=9","moves":[],"start":"6,1,4,6,10,0,7/13,7,11,3,1,11,1/29,2,20,0,3,8,27/9,21,18,2,9,17,6 S 0 0"})";

TEST(ServerRulesBound, OptionsThatMakeJudgingUnboundedAreRefusedWithTheReason) {
  TestServer s;
  const Reply many = s.post("/api/games", {{"game", "hawalis"}, {"options", {{"seeds", "9"}}}});
  EXPECT_EQ(many.status, 400);
  const std::string why = many.js()["error"];
  EXPECT_NE(why.find("this server does not offer these options"), std::string::npos) << why;
  EXPECT_NE(why.find("relay"), std::string::npos) << why;
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"options", {{"seeds", "4"}}}}).status, 201);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"options", {{"seeds", "9"}, {"relay", "false"}}}}).status, 201)
      << "without relay every move is one lap";
  EXPECT_EQ(s.post("/api/games", {{"game", "al-manqala"}, {"options", {{"seeds", "18"}}}}).status, 201);
}

TEST(ServerRulesBound, SlowPositionsAreRefusedInBoundsWhileOtherGamesGoOn) {
  TestServer s;
  const Reply created = s.post("/api/games", {{"game", "al-manqala"}, {"human", "both"}});
  const std::string id = created.js()["game"]["id"], token = created.js()["token"];
  auto freeze = [&] { return s.request("POST", "/api/import", kFreezer); };
  const auto start = std::chrono::steady_clock::now();
  auto first = std::async(std::launch::async, freeze), second = std::async(std::launch::async, freeze);
  // Meanwhile another game is played move by move, and the site answers.
  double slowest_ms = 0;
  for (int ply = 0; ply < 8; ++ply) {
    const auto t0 = std::chrono::steady_clock::now();
    const json state = s.get("/api/games/" + id).js()["game"];
    const Reply moved = s.post("/api/games/" + id + "/move", {{"token", token}, {"move", state["legal"][0]}, {"ply", ply}});
    ASSERT_EQ(moved.status, 200) << moved.body;
    ASSERT_EQ(s.get("/api/meta").status, 200);
    slowest_ms = std::max(slowest_ms, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  for (auto* f : {&first, &second}) {
    const Reply r = f->get();
    EXPECT_EQ(r.status, 422) << r.body;
    EXPECT_NE(r.body.find("laps"), std::string::npos) << r.body;
  }
  // A move held up behind an import would wait about as long as the imports took; the bound
  // grows with them on a slow machine.
  const double imports_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(slowest_ms, std::max(500.0, imports_ms / 2))
      << "another game's move, state and the meta while two slow imports run (" << imports_ms << " ms)";
  // The lap budget is about a second's work each in Release, several times that under the
  // sanitizers or on a busy machine (34 s for both: -j 4 beside two perft runs); judged to the
  // end they would take minutes (over 120 s in Release).
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(kSanitized ? 120 : 30))
      << "both answered in bounds";
}

}  // namespace
}  // namespace manqala_test
