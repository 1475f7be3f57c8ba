// Al-manqala options (RULES.md "Al-manqala", "Options"): the defaults, each option, their ranges.
#include <gtest/gtest.h>

#include "games/almanqala/almanqala.h"
#include "option_words.h"

using namespace manqala;

namespace {
auto parse = [](std::vector<std::string_view> words) { return manqala_test::parse_options<AlManqala>(words); };
auto error_of = [](std::vector<std::string_view> words) { return manqala_test::options_error<AlManqala>(words); };
}  // namespace

TEST(AlManqalaOptions, Defaults) {
  const AlManqalaOptions o = parse({});
  EXPECT_EQ(o.seeds, 7);
  EXPECT_EQ(o.capture, (std::vector<int>{2, 4}));
  EXPECT_FALSE(o.skip_origin);
  EXPECT_EQ(o.feed, AlManqalaOptions::Feed::AfterCapture);
  EXPECT_EQ(o.win_at, 50);
  EXPECT_EQ(o.repetition, 2);
  EXPECT_EQ(AlManqala::option_schema().text(o),
            "seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2");
}

TEST(AlManqalaOptions, EachOption) {
  const AlManqalaOptions o = parse({"seeds=5", "capture=1,3,6", "skip-origin=true", "feed=sown", "win-at=36", "repetition=3"});
  EXPECT_EQ(o.seeds, 5);
  EXPECT_EQ(o.capture, (std::vector<int>{1, 3, 6}));
  EXPECT_TRUE(o.skip_origin);
  EXPECT_EQ(o.feed, AlManqalaOptions::Feed::Sown);
  EXPECT_EQ(o.win_at, 36);
  EXPECT_EQ(o.repetition, 3);
  EXPECT_EQ(parse(split_words(AlManqala::option_schema().text(o))), o);
  EXPECT_EQ(parse({"capture=4"}).capture, (std::vector<int>{4}));
}

TEST(AlManqalaOptions, RangesAndBadWords) {
  for (const char* bad : {"seeds=0", "seeds=19", "win-at=0", "win-at=x", "repetition=1", "skip-origin=maybe"})
    EXPECT_FALSE(error_of({bad}).empty()) << bad;
  for (const char* bad : {"capture=2,,4", "capture=2,x", "capture=0", "capture=,2", "capture=2,", "capture=-2"})
    EXPECT_NE(error_of({bad}).find("capture"), std::string::npos) << bad;
  const auto feed = error_of({"feed=never"});
  EXPECT_NE(feed.find("after-capture or sown"), std::string::npos) << feed;
  EXPECT_NE(error_of({"relay=false"}).find("unknown option 'relay' for al-manqala"), std::string::npos);
  EXPECT_TRUE(error_of({"seeds=18"}).empty());
  EXPECT_EQ(AlManqala::unbounded_work(parse({"seeds=18"})), "") << "a move is one lap";
}
