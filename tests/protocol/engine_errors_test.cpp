// PROTOCOL.md: anything malformed or illegal is answered with one line `error <what is wrong>`
// and changes nothing; the engine never crashes, hangs or exits on bad input.
#include <gtest/gtest.h>

#include <random>

#include "engine_session.h"
#include "vectors.h"

namespace manqala::test {
namespace {

std::string printable(std::string_view s) {
  std::string out;
  for (unsigned char c : s.substr(0, 80)) {
    if (c >= 32 && c < 127) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  if (s.size() > 80) out += "... (" + std::to_string(s.size()) + " bytes)";
  return out;
}

// Exactly one `error ...` line, nothing else changed (the snapshot after also proves no second
// line came: it would have been read in place of `show`'s reply), and the engine still runs.
void expect_rejected(EngineSession& e, std::string_view command, std::string_view mentions = "") {
  SCOPED_TRACE("command: " + printable(command));
  Snapshot before = e.snapshot();
  std::string reply = e.ask(command);
  EXPECT_TRUE(starts_with(reply, "error ")) << "reply: " << printable(reply);
  EXPECT_GT(reply.size(), 6u) << "the error should say what is wrong";
  if (!mentions.empty()) {
    EXPECT_NE(reply.find(mentions), std::string::npos) << "reply: " << reply << "\nexpected to mention: " << mentions;
  }
  EXPECT_EQ(e.snapshot(), before);
  EXPECT_TRUE(e.process().running());
}

// A Hawalis game three moves in, one move from a repetition draw: history that a bad command
// must not disturb.
constexpr const char* kCycle = "0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19";
void set_up_history(EngineSession& e) {
  ASSERT_EQ(e.ask("game hawalis"), "ok");
  ASSERT_EQ(e.ask(std::string("position ") + kCycle + " moves c3 c1 e4"), "ok");
  ASSERT_EQ(e.status(), "status ongoing");
}
void expect_history_intact(EngineSession& e) {
  EXPECT_EQ(e.ask("play d1"), "ok");
  EXPECT_EQ(e.status(), "status over draw repetition");
}

TEST(EngineErrors, UnknownCommands) {
  EngineSession e;
  set_up_history(e);
  expect_rejected(e, "foo");
  expect_rejected(e, "SHOW");
  expect_rejected(e, "moves a1");
  expect_rejected(e, "startpos");
  expect_rejected(e, "bestmove a1");
  expect_rejected(e, "position-startpos");
  expect_history_intact(e);
}

TEST(EngineErrors, ArgumentsToCommandsThatTakeNone) {
  EngineSession e;
  set_up_history(e);
  expect_rejected(e, "legal a1");
  expect_rejected(e, "show all");
  expect_rejected(e, "status now");
  expect_history_intact(e);
}

TEST(EngineErrors, EmptyAndBlankLines) {
  EngineSession e;
  set_up_history(e);
  expect_rejected(e, "");
  expect_rejected(e, "   ");
  expect_rejected(e, "\t \t");
  expect_rejected(e, "\r");
  expect_history_intact(e);
}

TEST(EngineErrors, BadGameCommands) {
  EngineSession e;
  set_up_history(e);
  std::string perft_before = e.ask("perft 2");
  expect_rejected(e, "game");
  expect_rejected(e, "game chess", "chess");
  expect_rejected(e, "game Hawalis");
  expect_rejected(e, "game hawalis bogus=1", "bogus");
  expect_rejected(e, "game hawalis relay=maybe", "relay");
  expect_rejected(e, "game hawalis relay");
  expect_rejected(e, "game hawalis =true");
  expect_rejected(e, "game hawalis relay=");
  expect_rejected(e, "game hawalis seeds=0", "seeds");
  expect_rejected(e, "game hawalis seeds=-2", "seeds");
  expect_rejected(e, "game hawalis seeds=x", "seeds");
  expect_rejected(e, "game hawalis seeds=99999999999999999999", "seeds");
  expect_rejected(e, "game hawalis repetition=1", "repetition");
  expect_rejected(e, "game hawalis win-at=50", "win-at");  // an Al-manqala option
  expect_rejected(e, "game al-manqala relay=false", "relay");  // a Hawalis option
  expect_rejected(e, "game al-manqala feed=never", "feed");
  expect_rejected(e, "game al-manqala capture=2,,4", "capture");
  expect_rejected(e, "game al-manqala capture=", "capture");
  expect_rejected(e, "game al-manqala win-at=0", "win-at");
  // A good option does not slip in beside a bad one.
  expect_rejected(e, "game hawalis relay=false bogus=1");
  EXPECT_EQ(e.ask("perft 2"), perft_before);
  expect_history_intact(e);
}

TEST(EngineErrors, BadPositionTextOfEachKind) {
  EngineSession e;
  set_up_history(e);
  const std::string row = "2,2,2,2,2,2,2";
  const std::string rows4 = row + "/" + row + "/" + row + "/" + row;
  expect_rejected(e, "position");
  // Wrong number of rows.
  expect_rejected(e, "position " + row + "/" + row + "/" + row + " S 0 0", "row");
  expect_rejected(e, "position " + rows4 + "/" + row + " S 0 0", "row");
  expect_rejected(e, "position " + kAlManqalaStart, "row");  // the other game's text
  // Wrong number of pits in a row.
  expect_rejected(e, "position 2,2,2,2,2,2/" + row + "/" + row + "/" + row + " S 0 0", "row 4");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,2,2,2,2,2,2 S 0 0", "row 1");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,2,2,2,2, S 0 0");
  // Negative or non-numeric counts.
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/-2,2,2,2,2,2,6 S 0 0", "a1");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,x,2,2,2,2 S 0 0", "c1");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,2.0,2,2,2,2 S 0 0", "c1");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,+2,2,2,2,2 S 0 0", "c1");
  expect_rejected(e, "position " + rows4 + " S -0 0");
  expect_rejected(e, "position " + rows4 + " S 0 x");
  expect_rejected(e, "position " + rows4 + " S 0 99999999999999999999999");
  // A seed total that does not fit the game.
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,2,2,2,2,3 S 0 0", "total");
  expect_rejected(e, "position " + rows4 + " S 1 0", "total");
  expect_rejected(e, "position " + row + "/" + row + "/" + row + "/2,2,2,2,2,2,1 S 0 0", "total");
  // An unknown side.
  expect_rejected(e, "position " + rows4 + " X 0 0", "side");
  expect_rejected(e, "position " + rows4 + " s 0 0", "side");
  expect_rejected(e, "position " + rows4 + " South 0 0", "side");
  // Missing or extra parts.
  expect_rejected(e, "position " + rows4);
  expect_rejected(e, "position " + rows4 + " S");
  expect_rejected(e, "position " + rows4 + " S 0");
  expect_rejected(e, "position " + rows4 + " S 0 0 0");
  expect_rejected(e, "position " + rows4 + " S 0 0 move a1");
  expect_rejected(e, "position startpos a1");
  expect_history_intact(e);
}

TEST(EngineErrors, BadPositionTextAlManqala) {
  EngineSession e;
  ASSERT_EQ(e.ask("position startpos moves a1 a2"), "ok");
  expect_rejected(e, "position " + kHawalisStart, "row");
  expect_rejected(e, "position 7,7,7,7,7,7,7/7,7,7,7,7,7,8 S 0 0", "total");
  expect_rejected(e, "position 7,7,7,7,7,7,7/7,7,7,7,7,7,7 N 0 1", "total");
  expect_rejected(e, "position 7,7,7,7,7,7,7/7,7,7,7,7,7,7 - 0 0", "side");
  expect_rejected(e, "position 7,7,7,7,7,7,7/7,7,7,7,7,7,-7 S 0 14");
  expect_rejected(e, "position 7,7,7,7,7,7,7;7,7,7,7,7,7,7 S 0 0");
  expect_rejected(e, "position 7 7 7 7 7 7 7/7,7,7,7,7,7,7 S 0 0");
}

TEST(EngineErrors, BadMovesInsidePositionChangeNothing) {
  EngineSession e;
  set_up_history(e);
  // Each error comes after some moves were already good: none of them may stick.
  expect_rejected(e, "position startpos moves a1 zz");
  expect_rejected(e, "position startpos moves a1 a1");  // a1 is South's: North is to move
  expect_rejected(e, std::string("position ") + kCycle + " moves c3 c1 e4 d1 a1");  // over after d1
  expect_rejected(e, "position 4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2 moves d4");
  expect_rejected(e, "position startpos moves g2 moves");
  expect_history_intact(e);
}

TEST(EngineErrors, IllegalAndUnknownMoves) {
  EngineSession e;
  set_up_history(e);
  // kCycle after c3 c1 e4: South is to move.
  expect_rejected(e, "play a3");  // North's pit
  expect_rejected(e, "play h1");
  expect_rejected(e, "play a0");
  expect_rejected(e, "play a5");
  expect_rejected(e, "play A1");
  expect_rejected(e, "play 1a");
  expect_rejected(e, "play a11");
  expect_rejected(e, "play b1");  // South's, but empty
  expect_rejected(e, "play");
  expect_rejected(e, "play d1 d1");
  expect_history_intact(e);

  ASSERT_EQ(e.ask("game hawalis"), "ok");
  // Endless sowing: d4 is not legal.
  ASSERT_EQ(e.ask("position 4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2"), "ok");
  expect_rejected(e, "play d4", "d4");
  // Singletons: a2 is a single seed whose next pit is occupied, and there are others.
  ASSERT_EQ(e.ask("position 0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19"), "ok");
  expect_rejected(e, "play a1", "a1");
  expect_rejected(e, "play a2", "a2");

  ASSERT_EQ(e.ask("game al-manqala"), "ok");
  expect_rejected(e, "play a2");  // North's house at South's turn
  expect_rejected(e, "play a3");  // no third row
  ASSERT_EQ(e.ask("position 7,7,7,7,7,7,7/0,7,7,7,7,7,14 S 0 0"), "ok");
  expect_rejected(e, "play a1");  // empty house
  // Feeding: b2 does not reach South's empty row.
  ASSERT_EQ(e.ask("position 1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38"), "ok");
  expect_rejected(e, "play b2");
  EXPECT_EQ(e.ask("play d2"), "ok");
}

TEST(EngineErrors, MovesAndSearchAfterTheGameIsOver) {
  for (const auto& end : kEndings) {
    SCOPED_TRACE(end.position);
    EngineSession e;
    ASSERT_EQ(e.ask(end.game), "ok");
    ASSERT_EQ(e.ask(end.position), "ok");
    ASSERT_EQ(e.status(), end.status);
    for (const char* m : {"a1", "g1", "a2", "g2", "a3", "g3", "a4", "g4"}) expect_rejected(e, std::string("play ") + m);
    expect_rejected(e, "go depth 3");
    expect_rejected(e, "go movetime 100");
    expect_rejected(e, "go nodes 1000");
    EXPECT_EQ(e.status(), end.status);
  }
}

TEST(EngineErrors, BadPerftDepths) {
  EngineSession e;
  set_up_history(e);
  expect_rejected(e, "perft");
  expect_rejected(e, "perft -1");
  expect_rejected(e, "perft x");
  expect_rejected(e, "perft 1.5");
  expect_rejected(e, "perft 2 3");
  expect_rejected(e, "perft 1e3");
  expect_rejected(e, "perft 99999999999999999999999999");
  expect_rejected(e, "perft 18446744073709551617");
  expect_rejected(e, "perft 1000");
  expect_history_intact(e);
}

TEST(EngineErrors, BadGoArguments) {
  EngineSession e;
  set_up_history(e);
  expect_rejected(e, "go depth");
  expect_rejected(e, "go depth x");
  expect_rejected(e, "go depth -3");
  expect_rejected(e, "go depth 0");
  expect_rejected(e, "go movetime 0");
  expect_rejected(e, "go nodes 0");
  expect_rejected(e, "go depth 99999999999999999999999");
  expect_rejected(e, "go ponder");
  expect_rejected(e, "go btime 1000");  // a clock, but not the side to move's
  expect_history_intact(e);
}

TEST(EngineErrors, VeryLongLines) {
  EngineSession e;
  set_up_history(e);
  const size_t two_mb = 2 << 20;
  expect_rejected(e, std::string(two_mb, 'x'));
  expect_rejected(e, "position " + std::string(two_mb, '7'));
  std::string many_moves = "play";
  while (many_moves.size() < two_mb) many_moves += " d1";
  expect_rejected(e, many_moves);
  // A long line whose beginning is a good command is refused whole.
  std::string padded = "show" + std::string(two_mb, ' ');
  expect_rejected(e, padded);
  expect_history_intact(e);
}

TEST(EngineErrors, BinaryGarbageAndNulBytes) {
  EngineSession e;
  set_up_history(e);
  using namespace std::string_literals;
  expect_rejected(e, "\0"s);
  expect_rejected(e, "\0\0\0\0"s);
  expect_rejected(e, "show\0"s);
  expect_rejected(e, "\0show"s);
  expect_rejected(e, "play d1\0"s);
  expect_rejected(e, "play \0d1"s);
  expect_rejected(e, "game\0hawalis"s);
  expect_rejected(e, "position startpos moves \xff\xfe"s);
  expect_rejected(e, "\xef\xbb\xbfshow"s);  // a byte order mark glued to a command
  expect_rejected(e, "\x1b[A");
  std::mt19937 rng(12345);
  for (int round = 0; round < 20; ++round) {
    std::string junk(1 + rng() % 300, '\0');
    for (auto& c : junk) {
      do c = static_cast<char>(rng() & 0xff);
      while (c == '\n' || c == ' ' || c == '\t' || c == '\r');  // one non-blank line of garbage
    }
    expect_rejected(e, junk);
  }
  expect_history_intact(e);
}

}  // namespace
}  // namespace manqala::test
