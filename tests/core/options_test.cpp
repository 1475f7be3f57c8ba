// The option schema (core/options.h), on a schema of its own: every kind of option parses,
// writes back and describes itself, and every bad word is refused with a message that names
// the option and the values it takes.
#include <gtest/gtest.h>

#include "coded_refusal.h"
#include "core/options.h"

using namespace manqala;

namespace {

struct ToyOptions {
  enum class Colour { Red, Green, Blue };
  bool fast = true;
  int size = 3;
  Colour colour = Colour::Green;
  std::vector<int> marks = {2, 4};
  bool operator==(const ToyOptions&) const = default;
};

const OptionSchema<ToyOptions>& toy() {
  static const auto schema = OptionSchema<ToyOptions>()
                                 .flag("fast", &ToyOptions::fast, "goes fast")
                                 .number("size", &ToyOptions::size, 1, 9, "how big")
                                 .choice("colour", &ToyOptions::colour, {"red", "green", "blue"}, "which colour")
                                 .number_list("marks", &ToyOptions::marks, 1, 20, "which marks");
  return schema;
}

std::string error_of(std::vector<std::string_view> words) {
  try {
    toy().parse(words, "toy");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(OptionSchema, DefaultsComeFromTheOptionsStruct) {
  EXPECT_EQ(toy().parse({}, "toy"), ToyOptions{});
  EXPECT_EQ(toy().text(ToyOptions{}), "fast=true size=3 colour=green marks=2,4");
  const auto& info = toy().info();
  ASSERT_EQ(info.size(), 4u);
  EXPECT_EQ(info[0].default_value, "true");
  EXPECT_EQ(info[1].default_value, "3");
  EXPECT_EQ(info[2].default_value, "green");
  EXPECT_EQ(info[3].default_value, "2,4");
}

TEST(OptionSchema, EveryKindParsesAndWritesBack) {
  const ToyOptions o = toy().parse({"fast=false", "size=9", "colour=blue", "marks=7"}, "toy");
  EXPECT_FALSE(o.fast);
  EXPECT_EQ(o.size, 9);
  EXPECT_EQ(o.colour, ToyOptions::Colour::Blue);
  EXPECT_EQ(o.marks, std::vector<int>{7});
  EXPECT_EQ(toy().parse(split_words(toy().text(o)), "toy"), o);
  EXPECT_EQ(toy().parse({"size=2", "size=5"}, "toy").size, 5) << "a later word wins";
}

TEST(OptionSchema, InfoDescribesKindsRangesAndChoices) {
  const auto& info = toy().info();
  EXPECT_EQ(info[0].kind, OptionInfo::Kind::Flag);
  EXPECT_EQ(info[0].choices, (std::vector<std::string>{"true", "false"}));
  EXPECT_EQ(info[1].kind, OptionInfo::Kind::Number);
  EXPECT_EQ(info[1].min, 1);
  EXPECT_EQ(info[1].max, 9);
  EXPECT_EQ(info[2].kind, OptionInfo::Kind::Choice);
  EXPECT_EQ(info[2].values_text(), "red or green or blue");
  EXPECT_EQ(info[3].kind, OptionInfo::Kind::NumberList);
  EXPECT_EQ(info[3].help, "which marks");
}

TEST(OptionSchema, UnknownOptionNamesTheKnownOnes) {
  const auto msg = error_of({"speed=1"});
  EXPECT_NE(msg.find("unknown option 'speed' for toy"), std::string::npos) << msg;
  EXPECT_NE(msg.find("fast, size, colour, marks"), std::string::npos) << msg;
}

TEST(OptionSchema, NotNameEqualsValue) {
  for (const char* bad : {"fast", "=true", "fast=", "fast:false"}) EXPECT_FALSE(error_of({bad}).empty()) << bad;
  EXPECT_NE(error_of({"fast"}).find("name=value"), std::string::npos);
}

TEST(OptionSchema, BadValuesNameTheOptionAndWhatItTakes) {
  EXPECT_EQ(error_of({"fast=yes"}), "option fast: 'yes' is not true or false");
  EXPECT_EQ(error_of({"size=10"}), "option size: '10' is not a number from 1 to 9");
  EXPECT_EQ(error_of({"size=0"}), "option size: '0' is not a number from 1 to 9");
  EXPECT_EQ(error_of({"size=-1"}), "option size: '-1' is not a number from 1 to 9");
  EXPECT_EQ(error_of({"colour=pink"}), "option colour: 'pink' is not red or green or blue");
  for (const char* bad : {"marks=2,,4", "marks=2,x", "marks=0", "marks=,2", "marks=2,", "marks=21"})
    EXPECT_NE(error_of({bad}).find("option marks:"), std::string::npos) << bad;
  EXPECT_EQ(error_of({"size=1"}), "");
}

TEST(OptionSchema, LongValuesAreCutInMessages) {
  const std::string word = "size=" + std::string(5000, '7');
  EXPECT_LT(error_of({word}).size(), 200u);
}

// Each refused option word carries a code and the values a page words it with.
TEST(Options, RefusalsCarryACodeAndValuesForThePage) {
  const auto refusal = [](std::vector<std::string_view> words) { return coded_refusal([&] { toy().parse(words, "toy"); }); };
  EXPECT_EQ(refusal({"size=10"}), "option-number option=size value=10 min=1 max=9");
  EXPECT_EQ(refusal({"marks=2,30"}), "option-number option=marks value=30 min=1 max=20") << "the number out of range";
  EXPECT_EQ(refusal({"colour=pink"}), "option-choice option=colour value=pink choices=red, green, blue");
  EXPECT_EQ(refusal({"fast=maybe"}), "option-flag option=fast value=maybe");
  EXPECT_EQ(refusal({"fast"}), "option-word word=fast");
  EXPECT_EQ(refusal({"speed=1"}), "option-unknown option=speed game=toy options=fast, size, colour, marks");
  EXPECT_EQ(refusal({"size=4"}), "") << "accepted";
}
