// `manqala pair`: a tournament report file's next round, --check, and bad files refused with
// their line and field.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "engine_session.h"

namespace manqala::test {
namespace {

// Four players after round 1 (1 beat 3, 2 beat 4 with Black), five rounds.
const char* const kAfterRoundOne =
    "012 Club night\n"
    "XXR 5\n"
    "001    1      One                               1900                             1.0    1     3 w 1\n"
    "001    2      Two                               1800                             1.0    2     4 b 1\n"
    "001    3      Three                             1700                             0.0    3     1 b 0\n"
    "001    4      Four                              1600                             0.0    4     2 w 0\n";

std::string write_file(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("manqala-pair-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

RunResult pair(std::vector<std::string> args) {
  args.insert(args.begin(), {binary(), "pair"});
  return run_command(args);
}

TEST(PairCli, PrintsTheNextRoundAsPairingEnginesDo) {
  const auto r = pair({write_file("next.trf", kAfterRoundOne)});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 0) << r.err;
  // Winners meet, 2 (Black before) has White; 3 (Black before) has White against 4.
  EXPECT_EQ(r.out, "2\n2 1\n3 4\n");
}

TEST(PairCli, ChecksARoundAndNamesWhatItBreaks) {
  std::string text = kAfterRoundOne;
  // Round 2 entered as the Dutch system pairs it: accepted.
  std::string good = text;
  auto add = [](std::string& t, const std::string& player_line_start, const std::string& round) {
    const auto at = t.find(player_line_start);
    const auto end = t.find('\n', at);
    t.insert(end, round);
  };
  add(good, "001    1", "     2 b 1");
  add(good, "001    2", "     1 w 0");
  add(good, "001    3", "     4 w 1");
  add(good, "001    4", "     3 b 0");
  for (auto [from, to] : {std::pair{"  1.0    1", "  2.0    1"}, std::pair{"  0.0    3", "  1.0    3"}}) good.replace(good.find(from), 10, to);
  auto r = pair({write_file("good.trf", good), "--check"});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("the pairing is the Dutch system's"), std::string::npos) << r.out;

  // The same round with a rematch: C1.
  std::string rematch = text;
  add(rematch, "001    1", "     3 w 1");
  add(rematch, "001    3", "     1 b 0");
  add(rematch, "001    2", "     4 w 1");
  add(rematch, "001    4", "     2 b 0");
  for (auto [from, to] : {std::pair{"  1.0    1", "  2.0    1"}, std::pair{"  1.0    2", "  2.0    2"}}) rematch.replace(rematch.find(from), 10, to);
  r = pair({write_file("rematch.trf", rematch), "--check"});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("round 2: C1:"), std::string::npos) << r.out;
}

TEST(PairCli, BadFilesAreRefusedWithTheirLineAndField) {
  std::string text = kAfterRoundOne;
  text.replace(text.find("1700"), 4, "17x0");
  auto r = pair({write_file("bad.trf", text)});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 2);
  EXPECT_NE(r.err.find("line 5"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("rating"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());

  r = pair({"/nonexistent/file.trf"});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 2);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;

  r = pair({write_file("early.trf", kAfterRoundOne), "--check", "--round", "3"});
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 2);
  EXPECT_NE(r.err.find("has not been paired"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace manqala::test
