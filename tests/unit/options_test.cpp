// Rule options as name=value words (RULES.md "Options" of each game).
#include <gtest/gtest.h>

#include "core/notation.h"
#include "core/options.h"
#include "rules_helpers.h"

using namespace manqala;

namespace {

std::string hawalis_error(std::vector<std::string_view> words) {
  try {
    parse_hawalis_options(words);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}
std::string almanqala_error(std::vector<std::string_view> words) {
  try {
    parse_almanqala_options(words);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(Options, HawalisDefaults) {
  const HawalisOptions o = parse_hawalis_options({});
  EXPECT_TRUE(o.relay);
  EXPECT_TRUE(o.back_capture);
  EXPECT_TRUE(o.singleton_capture);
  EXPECT_FALSE(o.skip_origin);
  EXPECT_EQ(o.repetition, 2);
  EXPECT_EQ(o.seeds, 2);
  EXPECT_EQ(options_text(o), "relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2");
}

TEST(Options, HawalisEachOption) {
  const HawalisOptions o = parse_hawalis_options(
      {"relay=false", "back-capture=false", "singleton-capture=false", "skip-origin=true", "repetition=5", "seeds=9"});
  EXPECT_FALSE(o.relay);
  EXPECT_FALSE(o.back_capture);
  EXPECT_FALSE(o.singleton_capture);
  EXPECT_TRUE(o.skip_origin);
  EXPECT_EQ(o.repetition, 5);
  EXPECT_EQ(o.seeds, 9);
  EXPECT_EQ(parse_hawalis_options(split_words(options_text(o))), o);
  // A later word wins over an earlier one.
  EXPECT_TRUE(parse_hawalis_options({"relay=false", "relay=true"}).relay);
}

TEST(Options, AlManqalaDefaults) {
  const AlManqalaOptions o = parse_almanqala_options({});
  EXPECT_EQ(o.seeds, 7);
  EXPECT_EQ(o.capture, (std::vector<int>{2, 4}));
  EXPECT_FALSE(o.skip_origin);
  EXPECT_FALSE(o.feed_sown);
  EXPECT_EQ(o.win_at, 50);
  EXPECT_EQ(o.repetition, 2);
  EXPECT_EQ(options_text(o), "seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2");
}

TEST(Options, AlManqalaEachOption) {
  const AlManqalaOptions o = parse_almanqala_options(
      {"seeds=5", "capture=1,3,6", "skip-origin=true", "feed=sown", "win-at=36", "repetition=3"});
  EXPECT_EQ(o.seeds, 5);
  EXPECT_EQ(o.capture, (std::vector<int>{1, 3, 6}));
  EXPECT_TRUE(o.skip_origin);
  EXPECT_TRUE(o.feed_sown);
  EXPECT_EQ(o.win_at, 36);
  EXPECT_EQ(o.repetition, 3);
  EXPECT_EQ(parse_almanqala_options(split_words(options_text(o))), o);
  EXPECT_FALSE(parse_almanqala_options({"feed=after-capture"}).feed_sown);
  EXPECT_EQ(parse_almanqala_options({"capture=4"}).capture, (std::vector<int>{4}));
}

TEST(Options, UnknownOptionNamesTheKnownOnes) {
  const auto msg = hawalis_error({"feed=sown"});  // an Al-manqala option
  EXPECT_NE(msg.find("unknown option 'feed'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("relay"), std::string::npos) << msg;
  const auto m2 = almanqala_error({"relay=false"});
  EXPECT_NE(m2.find("unknown option 'relay'"), std::string::npos) << m2;
  EXPECT_NE(m2.find("win-at"), std::string::npos) << m2;
}

TEST(Options, NotNameEqualsValue) {
  for (const char* bad : {"relay", "=true", "relay=", "relay:false"}) {
    const auto msg = hawalis_error({bad});
    EXPECT_FALSE(msg.empty()) << bad;
  }
  EXPECT_NE(hawalis_error({"relay"}).find("name=value"), std::string::npos);
}

TEST(Options, BadBooleans) {
  for (const char* bad : {"relay=yes", "back-capture=1", "singleton-capture=False", "skip-origin=no"}) {
    const auto msg = hawalis_error({bad});
    const std::string name(std::string_view(bad).substr(0, std::string_view(bad).find('=')));
    EXPECT_NE(msg.find(name), std::string::npos) << msg;
    EXPECT_NE(msg.find("true or false"), std::string::npos) << msg;
  }
  EXPECT_NE(almanqala_error({"skip-origin=maybe"}).find("skip-origin"), std::string::npos);
}

TEST(Options, NumbersOutOfRange) {
  for (const char* bad : {"seeds=0", "seeds=10", "seeds=-1", "seeds=two", "repetition=1", "repetition=0"}) {
    const auto msg = hawalis_error({bad});
    EXPECT_NE(msg.find(std::string_view(bad).substr(0, std::string_view(bad).find('='))), std::string::npos)
        << bad << ": " << msg;
  }
  for (const char* bad : {"seeds=0", "seeds=19", "win-at=0", "win-at=x", "repetition=1"}) {
    const auto msg = almanqala_error({bad});
    EXPECT_FALSE(msg.empty()) << bad;
  }
  EXPECT_TRUE(hawalis_error({"seeds=1"}).empty());
  EXPECT_TRUE(almanqala_error({"seeds=18"}).empty());
}

TEST(Options, BadCaptureLists) {
  for (const char* bad : {"capture=2,,4", "capture=2,x", "capture=0", "capture=,2", "capture=2,", "capture=-2"}) {
    const auto msg = almanqala_error({bad});
    EXPECT_NE(msg.find("capture"), std::string::npos) << bad << ": " << msg;
  }
}

TEST(Options, BadFeed) {
  const auto msg = almanqala_error({"feed=never"});
  EXPECT_NE(msg.find("feed"), std::string::npos) << msg;
  EXPECT_NE(msg.find("sown"), std::string::npos) << msg;
}

TEST(Options, MakeGameAppliesOptions) {
  auto g = make_game("hawalis", {"seeds=3", "relay=false"});
  EXPECT_EQ(g->options_text(), "relay=false back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=3");
  EXPECT_EQ(g->total_seeds(), 84);
  auto m = make_game("al-manqala", {"win-at=30"});
  EXPECT_EQ(m->options_text(), "seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=30 repetition=2");
  EXPECT_THROW(make_game("hawalis", {"capture=2"}), ParseError);
  EXPECT_THROW(make_game("oware"), ParseError);
}
