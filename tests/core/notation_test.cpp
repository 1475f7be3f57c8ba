// Notation (RULES.md "Coordinates and notation"): pit labels, words, counts, and position text,
// including the rejection of each kind of bad text with a message naming the wrong part.
#include <gtest/gtest.h>

#include "games/almanqala/plugin.h"
#include "games/hawalis/plugin.h"
#include "coded_refusal.h"
#include "core/notation.h"
#include "rules_helpers.h"

using namespace manqala;

namespace {

// The ParseError message for `text` parsed as `game`'s position ("" when it is accepted).
std::string rejection(const std::string& game, const std::string& text) {
  try {
    if (game == "hawalis")
      Hawalis().from_text(text);
    else
      AlManqala().from_text(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

const std::string kHawalisRows = "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2";

}  // namespace

TEST(Notation, PitLabels) {
  EXPECT_EQ(pit_label(0, 1), "a1");
  EXPECT_EQ(pit_label(6, 4), "g4");
  EXPECT_EQ(pit_label(2, 3), "c3");
  int col = -1, row = -1;
  EXPECT_TRUE(parse_pit_label("c3", 4, 7, col, row));
  EXPECT_EQ(col, 2);
  EXPECT_EQ(row, 3);
  EXPECT_TRUE(parse_pit_label("g2", 2, 7, col, row));
  EXPECT_FALSE(parse_pit_label("c3", 2, 7, col, row));  // Al-manqala has 2 rows
  EXPECT_TRUE(parse_pit_label("e2", 2, 5, col, row));   // a board of five columns
  EXPECT_FALSE(parse_pit_label("f1", 2, 5, col, row));
  EXPECT_TRUE(parse_pit_label("h1", 2, 8, col, row));
  for (const char* bad : {"h1", "a0", "a5", "", "c", "c33", "C3", "3c", " c3"})
    EXPECT_FALSE(parse_pit_label(bad, 4, 7, col, row)) << bad;
}

TEST(Notation, SplitWords) {
  auto w = split_words("  position \t 2,2 S  0 0\r");
  ASSERT_EQ(w.size(), 5u);
  EXPECT_EQ(w[0], "position");
  EXPECT_EQ(w[1], "2,2");
  EXPECT_EQ(w[4], "0");
  EXPECT_TRUE(split_words("   ").empty());
}

TEST(Notation, ParseCount) {
  int n = -1;
  EXPECT_TRUE(parse_count("0", 56, n));
  EXPECT_EQ(n, 0);
  EXPECT_TRUE(parse_count("56", 56, n));
  EXPECT_EQ(n, 56);
  EXPECT_TRUE(parse_count("007", 56, n));
  EXPECT_EQ(n, 7);
  for (const char* bad : {"57", "-1", "", "x", "1x", "+1", "1.0", "9999999999", " 1"})
    EXPECT_FALSE(parse_count(bad, 56, n)) << bad;
}

TEST(Notation, PositionFieldsRoundTrip) {
  const std::string text = "0,1,2,3,4,5,6/6,5,4,3,2,1,0 N 12 30";
  auto f = parse_position_fields(text, 2, 7, 84);
  EXPECT_EQ(f.counts[1][0], 0);  // a2: the first row written is the top one
  EXPECT_EQ(f.counts[1][6], 6);  // g2
  EXPECT_EQ(f.counts[0][0], 6);  // a1
  EXPECT_EQ(f.to_move, Side::North);
  EXPECT_EQ(f.captured[0], 12);
  EXPECT_EQ(f.captured[1], 30);
  EXPECT_EQ(f.board_total(), 42);
  EXPECT_EQ(format_position_fields(f), text);
  // Another width: rows of five.
  const std::string five = "1,2,3,4,5/0,0,0,0,1 S 0 0";
  EXPECT_EQ(format_position_fields(parse_position_fields(five, 2, 5, 16)), five);
  EXPECT_THROW(parse_position_fields(five, 2, 7, 16), ParseError);
}

TEST(Notation, ExtraSpacesAreAcceptedAndCanonicalised) {
  EXPECT_EQ(Hawalis().to_text(Hawalis().from_text("  " + kHawalisRows + "   S  0 0 ")), kHawalisRows + " S 0 0");
}

TEST(Notation, HawalisPositionTextRoundTrip) {
  const Hawalis rules;
  for (const char* text : {"2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0",
                           "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2",
                           "0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,56 S 0 0"})
    EXPECT_EQ(rules.to_text(rules.from_text(text)), text);
}

TEST(Notation, AlManqalaPositionTextRoundTrip) {
  const AlManqala rules;
  for (const char* text : {"7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0", "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20",
                           "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 49 49"})
    EXPECT_EQ(rules.to_text(rules.from_text(text)), text);
}

TEST(Notation, RejectsWrongNumberOfRows) {
  const auto msg = rejection("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/4,4,4,4,4,4,4 S 0 0");
  EXPECT_NE(msg.find("rows"), std::string::npos) << msg;
  EXPECT_NE(msg.find("3"), std::string::npos) << msg;
  const auto m2 = rejection("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,7/0,0,0,0,0,0,0 S 0 0");
  EXPECT_NE(m2.find("rows"), std::string::npos) << m2;
}

TEST(Notation, RejectsWrongNumberOfPits) {
  // Row 2 (the third written) has 6 pits.
  const auto msg = rejection("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,4/2,2,2,2,2,2,2 S 0 0");
  EXPECT_NE(msg.find("row 2"), std::string::npos) << msg;
  const auto m2 = rejection("al-manqala", "7,7,7,7,7,7,7,0/7,7,7,7,7,7,7 S 0 0");
  EXPECT_NE(m2.find("row 2"), std::string::npos) << m2;
  EXPECT_NE(m2.find("8"), std::string::npos) << m2;
}

TEST(Notation, RejectsNegativeCount) {
  const auto msg = rejection("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/-2,2,2,2,2,2,6 S 0 0");
  EXPECT_NE(msg.find("pit a1"), std::string::npos) << msg;
  EXPECT_NE(msg.find("-2"), std::string::npos) << msg;
  const auto m2 = rejection("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S -1 1");
  EXPECT_NE(m2.find("captured by S"), std::string::npos) << m2;
}

TEST(Notation, RejectsNonNumericCount) {
  const auto msg = rejection("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,x S 0 0");
  EXPECT_NE(msg.find("pit g1"), std::string::npos) << msg;
  const auto m2 = rejection("al-manqala", "7,7,7,7,7,7,7/7,7,7,,7,7,7 S 0 7");
  EXPECT_NE(m2.find("pit d1"), std::string::npos) << m2;
  const auto m3 = rejection("al-manqala", "7,7,7,seven,7,7,7/7,7,7,7,7,7,7 S 0 0");
  EXPECT_NE(m3.find("pit d2"), std::string::npos) << m3;
  const auto m4 = rejection("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 zero");
  EXPECT_NE(m4.find("captured by N"), std::string::npos) << m4;
}

TEST(Notation, RejectsBadTotal) {
  const auto msg = rejection("hawalis", kHawalisRows + " S 0 1");
  EXPECT_NE(msg.find("seed total"), std::string::npos) << msg;
  EXPECT_NE(msg.find("57"), std::string::npos) << msg;
  EXPECT_NE(msg.find("56"), std::string::npos) << msg;
  const auto m2 = rejection("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,6 S 0 0");
  EXPECT_NE(m2.find("seed total"), std::string::npos) << m2;
  EXPECT_NE(m2.find("98"), std::string::npos) << m2;
}

TEST(Notation, RejectsUnknownSide) {
  for (const char* side : {"X", "s", "South", "SN"}) {
    const auto msg = rejection("al-manqala", std::string("7,7,7,7,7,7,7/7,7,7,7,7,7,7 ") + side + " 0 0");
    EXPECT_NE(msg.find("side"), std::string::npos) << msg;
  }
}

TEST(Notation, RejectsWrongNumberOfParts) {
  for (const char* text : {"", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0 0",
                           "7,7,7,7,7,7,7/7,7,7,7,7,7,7"}) {
    const auto msg = rejection("al-manqala", text);
    EXPECT_NE(msg.find("4 parts"), std::string::npos) << "'" << text << "': " << msg;
  }
}

TEST(Notation, RejectedTextChangesNothing) {
  auto g = manqala_test::hawalis("");
  g->play("a1");
  const std::string before = g->position_text();
  EXPECT_THROW(g->set_position(kHawalisRows + " S 0 1"), ParseError);
  EXPECT_EQ(g->position_text(), before);
  EXPECT_EQ(g->moves().size(), 1u);
}

// Each refusal of a position carries a code and the values a page words it with.
TEST(Notation, RefusalsCarryACodeAndValuesForThePage) {
  const auto refusal = [](const std::string& text) { return coded_refusal([&] { AlManqala().from_text(text); }); };
  const std::string row = "7,7,7,7,7,7,7";  // 98 seeds in all
  EXPECT_EQ(refusal(row + "/" + row + " S 0"), "position-parts found=3");
  EXPECT_EQ(refusal(row + " S 0 0"), "position-rows found=1 expected=2");
  EXPECT_EQ(refusal(row + "/7,7 S 0 0"), "position-row-pits row=1 found=2 expected=7");
  EXPECT_EQ(refusal(row + "/7,7,x,7,7,7,7 S 0 0"), "position-pit pit=c1 text=x max=98");
  EXPECT_EQ(refusal(row + "/" + row + " X 0 0"), "position-side text=X");
  EXPECT_EQ(refusal(row + "/" + row + " S 0 -1"), "position-captured side=north text=-1 max=98");
  EXPECT_EQ(refusal(row + "/7,7,7,7,7,7,6 S 0 2"), "position-total total=99 board=97 south=0 north=2 expected=98");
  EXPECT_EQ(refusal(row + "/" + row + " S 0 0"), "") << "accepted";
}
