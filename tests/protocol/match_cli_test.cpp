// `manqala match` from the command line: a real external engine through cmd=, the summary and
// the exit status of bad input.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "child_process.h"

namespace manqala::test {
namespace {

const std::string kBinary = MANQALA_BINARY;

RunResult match(std::vector<std::string> args) {
  args.insert(args.begin(), {kBinary, "match"});
  return run_command(args, Millis(60000));
}

TEST(MatchCli, SubprocessPlayerAgainstInternal) {
  auto r = match({"--game", "al-manqala", "--player", "ext:cmd=" + kBinary + " engine", "--player", "in:internal",
                  "--games", "4", "--depth", "2", "--random-plies", "2", "--seed", "5"});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 0) << r.err;
  EXPECT_NE(r.out.find("ext vs in"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("games     4 of 4"), std::string::npos) << r.out;
  // The same engine on both sides of every pair: no faults, every game ended by the rules.
  for (const char* fault : {"illegal-move", "timeout", "engine-error"}) EXPECT_EQ(r.out.find(fault), std::string::npos) << r.out;
}

TEST(MatchCli, Deterministic) {
  std::vector<std::string> args = {"--game", "hawalis", "--player", "a:internal", "--player",
                                   "b:cmd=" + kBinary + " engine", "--games", "4", "--depth", "1",
                                   "--random-plies", "3", "--seed", "11"};
  auto one = match(args);
  args.insert(args.end(), {"-j", "2"});
  auto two = match(args);
  ASSERT_TRUE(one.status && two.status);
  EXPECT_EQ(*one.status, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
}

TEST(MatchCli, BadInputExitsWithStatus2) {
  const std::vector<std::vector<std::string>> cases = {
      {"--player", "a:internal"},                                              // one player
      {"--player", "a:internal", "--player", "b:internal", "--player", "c:internal"},
      {"--player", "a:nonsense", "--player", "b:internal"},                    // bad spec
      {"--player", "a:internal,level", "--player", "b:internal"},
      {"--player", "a:internal", "--player", "a:internal"},                    // same names
      {"--player", "a:internal", "--player", "b:internal", "--games", "3"},   // odd
      {"--player", "a:internal", "--player", "b:internal", "--game", "chess"},
      {"--player", "a:internal", "--player", "b:internal", "-o", "seeds=99"},
      {"--player", "a:internal", "--player", "b:internal", "--sprt", "5,0"},
      {"--player", "a:internal", "--player", "b:internal", "--depth", "2", "--movetime", "5"},
      {"--player", "a:internal", "--player", "b:internal", "--no-such-flag"},
      {"--player", "a:cmd=/nonexistent/engine", "--player", "b:internal", "--games", "2", "--depth", "1"},
      {"--player", "a:internal,no-such-option=1", "--player", "b:internal", "--games", "2", "--depth", "1"},
  };
  for (const auto& args : cases) {
    auto r = match(args);
    std::string shown;
    for (const auto& a : args) shown += a + " ";
    ASSERT_TRUE(r.status.has_value()) << shown;
    EXPECT_EQ(*r.status, 2) << shown << "\n" << r.err;
    EXPECT_FALSE(r.err.empty()) << shown;
    EXPECT_TRUE(r.out.empty()) << shown << "\n" << r.out;
  }
  auto refused = match({"--player", "a:internal,no-such-option=1", "--player", "b:internal", "--games", "2"});
  EXPECT_NE(refused.err.find("player a"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("no-such-option"), std::string::npos) << refused.err;
}

}  // namespace
}  // namespace manqala::test
