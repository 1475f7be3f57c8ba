// Hawalis options (RULES.md "Hawalis", "Options"): the defaults, each option, their ranges, and
// which options make judging a move unbounded.
#include <gtest/gtest.h>

#include "games/hawalis/hawalis.h"
#include "option_words.h"

using namespace manqala;

namespace {
auto parse = [](std::vector<std::string_view> words) { return manqala_test::parse_options<Hawalis>(words); };
auto error_of = [](std::vector<std::string_view> words) { return manqala_test::options_error<Hawalis>(words); };
}  // namespace

TEST(HawalisOptions, Defaults) {
  const HawalisOptions o = parse({});
  EXPECT_TRUE(o.relay);
  EXPECT_TRUE(o.back_capture);
  EXPECT_TRUE(o.singleton_capture);
  EXPECT_FALSE(o.skip_origin);
  EXPECT_EQ(o.repetition, 2);
  EXPECT_EQ(o.seeds, 2);
  EXPECT_EQ(Hawalis::option_schema().text(o),
            "relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2");
}

TEST(HawalisOptions, EachOption) {
  const HawalisOptions o =
      parse({"relay=false", "back-capture=false", "singleton-capture=false", "skip-origin=true", "repetition=5", "seeds=9"});
  EXPECT_FALSE(o.relay);
  EXPECT_FALSE(o.back_capture);
  EXPECT_FALSE(o.singleton_capture);
  EXPECT_TRUE(o.skip_origin);
  EXPECT_EQ(o.repetition, 5);
  EXPECT_EQ(o.seeds, 9);
  EXPECT_EQ(parse(split_words(Hawalis::option_schema().text(o))), o);
}

TEST(HawalisOptions, RangesAndBadWords) {
  for (const char* bad : {"seeds=0", "seeds=10", "seeds=two", "repetition=1", "relay=yes", "singleton-capture=False"})
    EXPECT_FALSE(error_of({bad}).empty()) << bad;
  EXPECT_NE(error_of({"feed=sown"}).find("unknown option 'feed' for hawalis"), std::string::npos);
  EXPECT_TRUE(error_of({"seeds=1"}).empty());
  EXPECT_TRUE(error_of({"repetition=1000"}).empty());
}

// RULES.md "Endless sowing": with relay and many seeds a pit, a relay sowing can run for
// minutes before it ends or repeats (README "Endless relay sowing" has the measurements).
TEST(HawalisOptions, ManySeedsWithRelayMakeJudgingUnbounded) {
  EXPECT_EQ(Hawalis::unbounded_work(parse({})), "");
  EXPECT_EQ(Hawalis::unbounded_work(parse({"seeds=4"})), "");
  EXPECT_NE(Hawalis::unbounded_work(parse({"seeds=5"})), "");
  EXPECT_NE(Hawalis::unbounded_work(parse({"seeds=9"})).find("relay"), std::string::npos);
  EXPECT_EQ(Hawalis::unbounded_work(parse({"seeds=9", "relay=false"})), "") << "without relay a move is one lap";
}
