// Text shown as written (server/common/visible_text.h): what a chat message, a name or an
// announcement may hold, character by character.
#include <gtest/gtest.h>

#include "server/common/visible_text.h"

namespace manqala {
namespace {

TEST(VisibleText, OneLineOfTextInEveryScriptIsCounted) {
  EXPECT_EQ(visible_length("gg"), 2);
  EXPECT_EQ(visible_length("سلام عليكم"), 10);
  EXPECT_EQ(visible_length("Habari za asubuhi?"), 18);
  EXPECT_EQ(visible_length(""), 0);
}

// Each of these once made a message or a name show something else than was written.
TEST(VisibleText, WhatReordersHidesOrBreaksTheLineIsRefused) {
  for (const char* bad : {
           "gg\u2029You: ok",       // a paragraph separator: a second line under the sender's
           "gg\u2028You: ok",       // a line separator
           "\u202Eevil txt.exe",    // right-to-left override: "exe.txt live"
           "a\u202Ab", "a\u2066b",  // embeddings and isolates
           "a\u200Fb", "a\u200Eb", "a\u061Cb",  // direction marks
           "a\u200Bb", "a\u2060b", "\uFEFFab",  // zero-width space, word joiner, BOM
           "a\u200Db", "a\u200Cb",  // joiners where no script needs them
           "a\u00ADb", "a\u034Fb", "a\u3164b",  // soft hyphen, grapheme joiner, a filler
           "a\uFFFEb", "a\uFFFFb", "a\uFDD0b",  // noncharacters
           "two\nlines", "tab\there", "bell \a", "\xC0\x80", "\xED\xA0\x80"})  // controls, broken UTF-8
    EXPECT_EQ(visible_length(bad), -1) << bad;
}

TEST(VisibleText, TheJoinersAnEmojiOrAScriptNeedsAreKept) {
  EXPECT_EQ(visible_length("\U0001F468\u200D\U0001F469\u200D\U0001F467"), 5) << "a family";
  EXPECT_EQ(visible_length("\U0001F469\U0001F3FD\u200D\U0001F4BB"), 4) << "a skin tone before the joiner";
  EXPECT_EQ(visible_length("\u2764\uFE0F"), 2) << "the red heart";
  EXPECT_EQ(visible_length("\u2764\uFE0F\u200D\U0001F525"), 4) << "a heart on fire";
  EXPECT_EQ(visible_length("\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"), 7) << "Scotland's flag";
  EXPECT_EQ(visible_length("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"), 8) << "Persian's non-joiner between letters";
  EXPECT_EQ(visible_length("\u200D\U0001F468"), -1) << "a joiner with nothing to join";
  EXPECT_EQ(visible_length("\U000E0067ab"), -1) << "a tag without its flag";
}

TEST(VisibleText, LinesWhereLinesAreAllowed) {
  EXPECT_EQ(visible_length("one\ntwo", true), 7);
  EXPECT_EQ(visible_length("one\r\ntwo", true), 8);
  EXPECT_EQ(visible_length("one\rtwo", true), -1) << "a lone carriage return";
  EXPECT_EQ(visible_length("one\u2029two", true), -1) << "a separator is no line break";
  EXPECT_EQ(visible_length("\u202Eevil\n", true), -1);
}

}  // namespace
}  // namespace manqala
