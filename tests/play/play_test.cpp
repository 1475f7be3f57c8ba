// `manqala play` driven through string streams: what a player types and what they see.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "play/board_view.h"
#include "play/play.h"
#include "record/record.h"

namespace manqala {
namespace {

struct Transcript {
  int status;
  std::string out;
  bool has(std::string_view s) const { return out.find(s) != std::string::npos; }
  size_t count(std::string_view s) const {
    size_t n = 0;
    for (size_t at = out.find(s); at != std::string::npos; at = out.find(s, at + 1)) ++n;
    return n;
  }
};

Transcript play(PlayConfig config, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  int status = run_play(config, in, out);
  return {status, out.str()};
}

PlayConfig humans(std::string game = "hawalis") {
  PlayConfig c;
  c.game = std::move(game);
  c.south = c.north = "human";
  c.color = false;
  return c;
}

PlayConfig against_engine() {
  PlayConfig c = humans();
  c.north = "engine";
  c.engine_depth = 2;
  return c;
}

// A file name of its own under the temporary folder, removed afterwards.
struct TempFile {
  std::filesystem::path path;
  explicit TempFile(const std::string& name)
      : path(std::filesystem::temp_directory_path() /
             (name + "-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".rec")) {}
  ~TempFile() { std::filesystem::remove(path); }
  std::string str() const { return path.string(); }
  std::string text() const {
    std::ifstream f(path);
    return {std::istreambuf_iterator<char>(f), {}};
  }
};

TEST(Play, StartScreenAndHawalisBoard) {
  Transcript r = play(humans(), "quit\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(r.has("manqala play: hawalis"));
  EXPECT_TRUE(r.has("options: relay=true back-capture=true"));
  EXPECT_TRUE(r.has("South: human    North: human"));
  // North's rows above South's, a divider between them, letters and row numbers around.
  EXPECT_TRUE(r.has("      a   b   c   d   e   f   g\n"
                    "   +----------------------------+\n"
                    " 4 |  2   2   2   2   2   2   2 | 4   North  captured 0\n"
                    " 3 |  2   2   2   2   2   2   2 | 3\n"
                    "   +============================+\n"
                    " 2 |  2   2   2   2   2   2   2 | 2\n"
                    " 1 |  2   2   2   2   2   2   2 | 1   South  captured 0   <- to move\n"));
  EXPECT_TRUE(r.has("South to move: a1 b1 c1 d1 e1 f1 g1 g2 f2 e2 d2 c2 b2 a2"));
  EXPECT_FALSE(r.has("\x1b"));
}

TEST(Play, AlManqalaBoardHasTwoRows) {
  Transcript r = play(humans("al-manqala"), "");
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(r.has(" 2 |  7   7   7   7   7   7   7 | 2   North  captured 0\n"
                    "   +============================+\n"
                    " 1 |  7   7   7   7   7   7   7 | 1   South  captured 0   <- to move\n"));
  EXPECT_FALSE(r.has(" 3 |"));
}

TEST(Play, HumanAgainstHuman) {
  Transcript r = play(humans(), "a1\nC3\nmoves\n");
  EXPECT_EQ(r.status, 0);  // the end of input ends the game cleanly
  // RULES.md: a1 then c3 from the start; c3 is marked, and named, as the last move.
  EXPECT_TRUE(r.has(" 3 |  3   3  [1]  3   0   3   3 | 3\n"));
  EXPECT_TRUE(r.has("last move: North c3"));
  EXPECT_TRUE(r.has("1. a1 c3\n"));
  EXPECT_TRUE(r.has("South to move: b1 d1 e1 g1 g2 e2 d2 b2 a2"));
}

TEST(Play, ColourHighlightsTheLastMove) {
  PlayConfig c = humans();
  c.color = true;
  Transcript r = play(c, "a1\n");
  EXPECT_TRUE(r.has("\x1b[1;33m [1]\x1b[0m"));
  EXPECT_TRUE(r.has("\x1b[1mNorth  captured 0   <- to move\x1b[0m"));
}

TEST(Play, BadInputGetsOneMessageAndAPrompt) {
  Transcript r = play(humans(), "zz\nh9\na3\na1 b1\n\x01\xff\n" + std::string(5000, 'x') + "\n\nload\nquit\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(r.has("Unknown command 'zz'; type a pit name such as a1, or help."));
  EXPECT_TRUE(r.has("Unknown command 'h9'"));
  EXPECT_TRUE(r.has("Not a move here: 'a3' is not a pit of the side to move (S)"));
  EXPECT_TRUE(r.has("'a1' takes nothing after it"));
  EXPECT_TRUE(r.has("Unknown command '?" "?'"));  // split: not a trigraph
  EXPECT_TRUE(r.has("That line is too long"));
  EXPECT_TRUE(r.has("load needs a file"));
  EXPECT_EQ(r.count("South> "), 9u);  // every line answered, nothing played
  EXPECT_FALSE(r.has("last move"));
}

TEST(Play, EngineAnswersAndUndoTakesBothMovesBack) {
  Transcript r = play(against_engine(), "a1\nundo\nmoves\nundo\n");
  EXPECT_EQ(r.count("North (engine) plays "), 1u);  // only the reply to a1
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex("North \\(engine\\) plays ([a-g][34])   \\[depth 2, ")));
  EXPECT_TRUE(r.has("Took back 2 moves."));
  EXPECT_TRUE(r.has("no moves yet"));
  EXPECT_TRUE(r.has("Nothing to undo."));
}

TEST(Play, HintSuggestsALegalMove) {
  PlayConfig c = humans();
  c.engine_depth = 3;
  Transcript r = play(c, "hint\n");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex("hint: ([a-g][12]) \\([-+]\\d+ seeds, depth 3; line ")));
  auto legal = make_game("hawalis")->legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), m[1].str()), legal.end());
}

TEST(Play, NewStartsAgain) {
  Transcript r = play(humans(), "a1\nnew\nmoves\n");
  EXPECT_TRUE(r.has("New game."));
  EXPECT_TRUE(r.has("no moves yet"));
}

TEST(Play, SaveAndLoadRoundTrip) {
  TempFile file("manqala-play-save");
  Transcript first = play(humans(), "a1\nc3\nsave " + file.str() + "\nquit\n");
  ASSERT_TRUE(first.has("Saved to " + file.str()));
  Record saved = parse_record(file.text());
  EXPECT_EQ(saved.game, "hawalis");
  EXPECT_EQ(saved.moves, (std::vector<std::string>{"a1", "c3"}));
  EXPECT_EQ(saved.result, "ongoing");
  EXPECT_EQ(saved.tags.at("South"), "human");

  PlayConfig resume = humans();
  resume.load = file.str();
  Transcript second = play(resume, "moves\nb1\n");
  EXPECT_EQ(second.status, 0);
  EXPECT_TRUE(second.has("Loaded " + file.str() + ": hawalis, 2 moves played."));
  EXPECT_TRUE(second.has("1. a1 c3\n"));
  EXPECT_TRUE(second.has("last move: South b1"));  // play goes on from the record

  // The load command does the same mid-session, and save without a name uses --save.
  PlayConfig other = humans("hawalis");
  TempFile again("manqala-play-default");
  other.save = again.str();
  Transcript third = play(other, "load " + file.str() + "\nb1\nsave\n");
  EXPECT_TRUE(third.has("Saved to " + again.str()));
  EXPECT_EQ(parse_record(again.text()).moves, (std::vector<std::string>{"a1", "c3", "b1"}));
}

TEST(Play, LoadProblemsAreReported) {
  PlayConfig c = humans();
  c.load = "/nonexistent/manqala.rec";
  Transcript r = play(c, "");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(r.has("Cannot read /nonexistent/manqala.rec."));

  TempFile bad("manqala-play-bad");
  std::ofstream(bad.path) << "[Game \"hawalis\"]\n1. a1 a1 ongoing\n";
  Transcript s = play(humans(), "a1\nload " + bad.str() + "\nmoves\nsave\n");
  EXPECT_TRUE(s.has("Cannot load " + bad.str() + ": move 1 (second) a1: "));
  EXPECT_TRUE(s.has("1. a1\n"));  // the game in play is kept
  EXPECT_TRUE(s.has("save needs a file"));
}

TEST(Play, BadOptionsStopAtOnce) {
  PlayConfig c = humans();
  c.options = {"relay=maybe"};
  Transcript r = play(c, "a1\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(r.has("error: "));
  EXPECT_FALSE(r.has("South> "));
}

TEST(Play, TheEndGivesResultReasonAndScore) {
  // RULES.md's starvation vector: North plays g2, South cannot be fed, North wins 50 to 48.
  TempFile start("manqala-play-end");
  std::ofstream(start.path) << "[Game \"al-manqala\"]\n[Start \"0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46\"]\nongoing\n";
  PlayConfig c = humans("al-manqala");
  c.load = start.str();
  Transcript r = play(c, "g2\ng1\nsave " + start.str() + "\n");
  EXPECT_TRUE(r.has("Game over. Nobody could feed the empty row; the seeds left went to the starved side: North wins, 50–48."));
  EXPECT_TRUE(r.has("Final score: South 48, North 50 seeds captured."));
  EXPECT_TRUE(r.has("Type save [FILE] to keep the record"));
  EXPECT_TRUE(r.has("Not a move here: the game is over"));
  Record saved = parse_record(start.text());
  EXPECT_EQ(saved.result, "over N starved");
  EXPECT_EQ(saved.start, "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46");
  EXPECT_EQ(replay(saved)->result().winner, Winner::North);
}

TEST(Play, EnginesFinishAGameOfEachKind) {
  for (std::string game : {"hawalis", "al-manqala"}) {
    PlayConfig c = humans(game);
    c.south = c.north = "engine";
    c.engine_depth = 2;
    TempFile file("manqala-play-engines-" + game);
    Transcript r = play(c, "save " + file.str() + "\nquit\n");
    EXPECT_EQ(r.status, 0) << game;
    EXPECT_TRUE(r.has("South (engine) plays ")) << game;
    EXPECT_TRUE(r.has("North (engine) plays ")) << game;
    EXPECT_EQ(r.count("Game over. "), 1u) << game;
    Record saved = parse_record(file.text());
    auto replayed = replay(saved);  // also checks the saved result against the rules
    EXPECT_TRUE(replayed->result().over()) << game;
    EXPECT_EQ(r.count(" (engine) plays "), saved.moves.size()) << game;
    EXPECT_EQ(saved.tags.at("North"), "engine (depth 2)");
  }
}

// RULES.md "Loops": at the same keyboard both players agree, so `share` ends the game.
TEST(Play, PlayersAgreeToShareALoop) {
  Transcript r = play(humans("al-manqala"), "a1\nshare\n");
  EXPECT_TRUE(r.has("Game over. The loop was shared out: a draw"));
  EXPECT_TRUE(r.has("Final score: South 49, North 49 seeds captured."));
  Transcript hawalis = play(humans(), "share\n");
  EXPECT_TRUE(hawalis.has("There is no sharing of a loop in Hawalis."));
}

// An engine agrees only when sharing does not make it lose.
TEST(Play, EngineDeclinesAShareItWouldLose) {
  PlayConfig c = humans("al-manqala");
  c.north = "engine";
  c.engine_depth = 1;
  TempFile ahead("share-ahead"), behind("share-behind");
  {
    std::ofstream(ahead.path) << "[Game \"al-manqala\"]\n[Start \"1,1,1,0,0,0,0/1,1,1,1,1,0,0 S 46 44\"]\n\nongoing\n";
    std::ofstream(behind.path) << "[Game \"al-manqala\"]\n[Start \"1,1,1,0,0,0,0/1,1,1,1,1,0,0 S 44 46\"]\n\nongoing\n";
  }
  c.load = ahead.path;
  EXPECT_TRUE(play(c, "share\n").has("The engine declines to share: it would lose."));
  c.load = behind.path;
  Transcript accepted = play(c, "share\n");
  EXPECT_TRUE(accepted.has("Final score: South 48, North 50 seeds captured."));
}

}  // namespace
}  // namespace manqala
