// Game records: round trips through text and the rules, and every kind of bad record.
#include <gtest/gtest.h>

#include <random>

#include "coded_refusal.h"
#include "record/record.h"

namespace manqala {
namespace {

// Plays the first legal move until the game ends or `limit` moves are made.
std::unique_ptr<AnyGame> played(std::string_view name, size_t limit) {
  auto game = make_game(name);
  for (size_t i = 0; i < limit && !game->result().over(); ++i) game->play(game->legal_moves().front());
  return game;
}

void expect_same(const Record& a, const Record& b) {
  EXPECT_EQ(a.game, b.game);
  EXPECT_EQ(a.options, b.options);
  EXPECT_EQ(a.start, b.start);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_EQ(a.result, b.result);
  EXPECT_EQ(a.tags, b.tags);
}

std::string parse_error(std::string_view text) {
  try {
    parse_record(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(accepted)";
}

std::string replay_error(const Record& r) {
  try {
    replay(r);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(Record, WritesHeaderThenNumberedMoves) {
  auto game = make_game("hawalis");
  game->play("a1");
  game->play("e3");
  game->play("g2");
  std::string text = write_record(record_of(*game, {{"South", "Ana"}, {"Zed", "last"}, {"Date", "2025-01-02"}}));
  EXPECT_EQ(text,
            "[Game \"hawalis\"]\n"
            "[Options \"relay=true back-capture=true singleton-capture=true skip-origin=false "
            "repetition=2 seeds=2\"]\n"
            "[Date \"2025-01-02\"]\n"
            "[South \"Ana\"]\n"
            "[Zed \"last\"]\n"
            "[Result \"ongoing\"]\n"
            "\n"
            "1. a1 e3 2. g2 ongoing\n");
}

TEST(Record, RoundTripsAFinishedGameOfEachKind) {
  for (auto name : game_names()) {
    auto game = played(name, 5000);
    ASSERT_TRUE(game->result().over()) << name;
    Record r = record_of(*game, {{"Event", "test"}, {"North", "engine"}});
    EXPECT_TRUE(r.start.empty());
    EXPECT_EQ(r.result.substr(0, 5), "over ");
    Record back = parse_record(write_record(r));
    expect_same(r, back);
    auto again = replay(back);
    EXPECT_EQ(again->position_text(), game->position_text());
    EXPECT_EQ(again->moves(), game->moves());
    EXPECT_EQ(again->result(), game->result());
  }
}

TEST(Record, KeepsAStartPositionAndOptions) {
  auto game = make_game("al-manqala", {"seeds=7", "win-at=50"});
  game->set_position("3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  game->play("b2");
  Record r = record_of(*game);
  EXPECT_EQ(r.start, "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20");
  Record back = parse_record(write_record(r));
  expect_same(r, back);
  EXPECT_EQ(replay(back)->position_text(), "0,0,7,10,0,3,0/0,0,2,1,9,10,0 S 26 30");

  auto options = make_game("hawalis", {"relay=false", "seeds=3"});
  Record ro = parse_record(write_record(record_of(*options)));
  EXPECT_EQ(replay(ro)->options_text(), options->options_text());
  EXPECT_EQ(replay(ro)->total_seeds(), 84);
}

TEST(Record, EscapesTagValues) {
  Record r = record_of(*make_game("hawalis"), {{"Event", "say \"hi\" \\ back"}, {"Site", "two\nlines\t"}});
  std::string text = write_record(r);
  EXPECT_NE(text.find(R"([Event "say \"hi\" \\ back"])"), std::string::npos);
  Record back = parse_record(text);
  EXPECT_EQ(back.tags.at("Event"), "say \"hi\" \\ back");
  EXPECT_EQ(back.tags.at("Site"), "two lines ");  // control characters become spaces
}

TEST(Record, AcceptsLooseButValidText) {
  Record r = parse_record("\r\n  [Game \"hawalis\"]  \r\n1.a1 e3\r\n 2.  g2\r\n\r\nongoing");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"a1", "e3", "g2"}));
  EXPECT_TRUE(r.options.empty());
  EXPECT_EQ(r.result, "ongoing");
  EXPECT_EQ(replay(r)->moves().size(), 3u);
  // Numbers are optional; the result may span lines.
  EXPECT_EQ(parse_record("[Game \"al-manqala\"]\na1 a2\nover\nS\nscore").result, "over S score");
}

TEST(Record, WrapsLongMoveLists) {
  std::vector<std::string> moves(100, "a1");
  std::string text = numbered_moves(moves, 40);
  size_t start = 0;
  for (size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
    EXPECT_LE(nl - start, 40u);
  EXPECT_NE(text.find("50. a1 a1"), std::string::npos);
}

struct Bad {
  const char* text;
  const char* message;  // a part of the expected message, line number included
};

TEST(Record, RejectsEachKindOfMalformedText) {
  const std::string big_value(2001, 'x');
  const Bad cases[] = {
      {"", "line 1: no [Game"},
      {"1. a1 ongoing\n", "line 1: the moves begin before a [Game"},
      {"[Game \"chess\"]\nongoing", "line 1: unknown game 'chess'"},
      {"[Game \"hawalis\"\nongoing", "line 1: a tag line must end with ']'"},
      {"[Game hawalis]\nongoing", "line 1: tag Game needs a value in double quotes"},
      {"[Game \"hawalis\"]\n[1st \"x\"]\nongoing", "line 2: '1st' is not a tag name"},
      {"[Game \"hawalis\"]\n[]\nongoing", "line 2: '' is not a tag name"},
      {"[Game \"hawalis\"]\n[Event \"a\\nb\"]\nongoing", "line 2: only \\\" and \\\\ may follow"},
      {"[Game \"hawalis\"]\n[Event \"a\\\"]\nongoing", "line 2: only \\\" and \\\\ may follow"},
      {"[Game \"hawalis\"]\n[Event \"a\"b\"]\nongoing", "line 2: a '\"' inside the value"},
      {"[Game \"hawalis\"]\n[Event \"a\x01\"]\nongoing", "line 2: control character in tag Event"},
      {"[Game \"hawalis\"]\n[Game \"hawalis\"]\nongoing", "line 2: tag Game given twice"},
      {"[Game \"hawalis\"]\n[Site \"a\"]\n[Site \"b\"]\nongoing", "line 3: tag Site given twice"},
      {"[Game \"hawalis\"]\na1\n[Site \"a\"]\nongoing", "line 3: tag line after the moves began"},
      {"[Game \"hawalis\"]\n[Options \"relay\"]\nongoing", "line 2: option 'relay' is not name=value"},
      {"[Game \"hawalis\"]\n[Start \" \"]\nongoing", "line 2: tag Start is empty"},
      {"[Game \"hawalis\"]\n[Result \"won\"]\nongoing", "line 2: result 'won' is not ongoing or over"},
      {"[Game \"hawalis\"]\n[Result \"over S no-moves\"]\nongoing\n", "line 3: the Result tag says 'over S no-moves'"},
      {"[Game \"hawalis\"]\n1. a1 e3\n", "line 2: the moves must end with the result"},
      {"[Game \"hawalis\"]\n1. a1 e3 over S\n\n", "line 2: the result is cut short"},
      {"[Game \"hawalis\"]\na1 over S surrendered", "line 2: the result must be ongoing or over"},
      {"[Game \"hawalis\"]\na1 over X no-moves", "line 2: the result must be ongoing or over"},
      {"[Game \"hawalis\"]\na1 ongoing\ne3", "line 3: 'e3' after the result"},
      {"[Game \"hawalis\"]\n1. a1 zz ongoing", "line 2: 'zz' is not a move, a move number or a result"},
      {"[Game \"hawalis\"]\n1. a1 h3 ongoing", "line 2: 'h3' is not a move"},
      {"[Game \"hawalis\"]\nx. a1 ongoing", "line 2: 'x.' is not a move"},
      {"[Game \"hawalis\"]\n2. a1 ongoing", "line 2: move number 2. where 1. was expected"},
      {"[Game \"hawalis\"]\n1. a1 2. e3 ongoing", "line 2: move number 2. inside pair 1"},
  };
  for (const auto& c : cases) {
    std::string message = parse_error(c.text);
    EXPECT_NE(message.find(c.message), std::string::npos) << "text: " << c.text << "\nmessage: " << message;
    // The page is told it too: a code, and the line the message names.
    const std::string code = coded_refusal([&] { parse_record(c.text); });
    const std::string named = c.message;  // "line N: ..."
    const std::string line = named.substr(5, named.find(':') - 5);
    EXPECT_TRUE(code.starts_with("record-") || code.starts_with("unknown-game") || code.starts_with("option-")) << code;
    EXPECT_TRUE(code.ends_with(" line=" + line)) << "text: " << c.text << "\ncode: " << code;
  }
  EXPECT_NE(parse_error("[Game \"hawalis\"]\n[Event \"" + big_value + "\"]\nongoing").find("line 2: tag Event is longer"),
            std::string::npos);
}

TEST(Record, RejectsOversizedInput) {
  std::string huge = "[Game \"hawalis\"]\n" + std::string(kMaxRecordBytes, ' ') + "ongoing";
  EXPECT_NE(parse_error(huge).find("larger than"), std::string::npos);

  std::string many = "[Game \"hawalis\"]\n";
  for (size_t i = 0; i <= kMaxRecordMoves; ++i) many += "a1 ";
  EXPECT_NE(parse_error(many + "ongoing").find("more than 20000 moves"), std::string::npos);

  std::string tags = "[Game \"hawalis\"]\n";
  for (size_t i = 0; i <= kMaxRecordTags; ++i) tags += "[T" + std::to_string(i) + " \"v\"]\n";
  EXPECT_NE(parse_error(tags + "ongoing").find("line 102: more than 100 tags"), std::string::npos);
}

TEST(Record, ReplayNamesTheIllegalMove) {
  Record r = parse_record("[Game \"hawalis\"]\n1. a1 e3 2. a1 c3 ongoing");  // a1 is empty by then
  std::string message = replay_error(r);
  EXPECT_NE(message.find("move 2 a1: move a1 is not legal here"), std::string::npos) << message;

  r = parse_record("[Game \"hawalis\"]\n1. a1 b1 ongoing");  // South twice
  message = replay_error(r);
  EXPECT_NE(message.find("move 1 (second) b1: 'b1' is not a pit of the side to move (N)"), std::string::npos)
      << message;
}

TEST(Record, ReplayChecksTheResult) {
  Record r = parse_record("[Game \"hawalis\"]\n1. a1 e3 over S no-moves");
  EXPECT_NE(replay_error(r).find("the record's result is 'over S no-moves' but its moves end with 'ongoing'"),
            std::string::npos);

  auto finished = played("al-manqala", 5000);
  Record done = record_of(*finished);
  done.result = "ongoing";
  EXPECT_NE(replay_error(done).find("but its moves end with 'over"), std::string::npos);
  done.moves.push_back(done.moves.back());  // a move after the end
  EXPECT_NE(replay_error(done).find("the game is over"), std::string::npos);
}

TEST(Record, ReplayRejectsBadOptionsAndStart) {
  Record r = parse_record("[Game \"hawalis\"]\n[Options \"relay=maybe\"]\nongoing");
  EXPECT_NE(replay_error(r).find("relay"), std::string::npos);
  r = parse_record("[Game \"hawalis\"]\n[Options \"colour=red\"]\nongoing");
  EXPECT_NE(replay_error(r), "(accepted)");
  r = parse_record("[Game \"al-manqala\"]\n[Start \"1,2,3 S 0 0\"]\nongoing");
  EXPECT_NE(replay_error(r).find("start position: "), std::string::npos);
  r = parse_record("[Game \"al-manqala\"]\n1. a3 ongoing");  // a Hawalis pit
  EXPECT_NE(replay_error(r).find("move 1 a3"), std::string::npos);
}

TEST(Record, WriteRefusesWhatCouldNotBeReadBack) {
  Record r = record_of(*make_game("hawalis"));
  Record bad = r;
  bad.tags["Result"] = "x";
  EXPECT_THROW(write_record(bad), ParseError);
  bad = r;
  bad.tags["has space"] = "x";
  EXPECT_THROW(write_record(bad), ParseError);
  bad = r;
  bad.result = "";
  EXPECT_THROW(write_record(bad), ParseError);
  bad = r;
  bad.moves = {"a1 e3"};
  EXPECT_THROW(write_record(bad), ParseError);
  // record_of drops reserved names from the tags it is given.
  EXPECT_EQ(record_of(*make_game("hawalis"), {{"Game", "x"}, {"Date", "d"}}).tags.size(), 1u);
}

TEST(Record, MutatedRecordsOnlyEverThrowParseError) {
  const std::string base = write_record(record_of(*played("hawalis", 40), {{"South", "a \"b\""}}));
  const std::string alphabet = "[]\"\\ \n.1234abcgzSNover-=\x01\xff";
  std::mt19937 rng(12345);
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = base;
    for (int k = 0, edits = 1 + static_cast<int>(rng() % 4); k < edits; ++k) {
      size_t at = rng() % (text.size() + 1);
      switch (rng() % 3) {
        case 0: text.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
        case 1: if (at < text.size()) text.erase(at, 1); break;
        default: if (at < text.size()) text[at] = alphabet[rng() % alphabet.size()];
      }
    }
    try {
      replay(parse_record(text));
      ++accepted;
    } catch (const ParseError&) {
    }
  }
  EXPECT_GT(accepted, 0);  // some edits (in tag values, spaces) keep the record valid
}

// A loop the players agreed to share is kept in the record and replays to the same end.
TEST(Record, ReplaysAnAgreedShare) {
  auto game = make_game("al-manqala");
  game->play("a1");
  game->share_loop();
  Record r = record_of(*game);
  EXPECT_EQ(r.result, "over draw loop-shared");
  auto back = replay(parse_record(write_record(r)));
  EXPECT_EQ(status_text(back->result()), "over draw loop-shared");
  EXPECT_EQ(back->position_text(), game->position_text());
  // The same claim for Hawalis, which has no sharing, is a mismatch.
  Record wrong = record_of(*make_game("hawalis"));
  wrong.result = "over draw loop-shared";
  EXPECT_THROW(replay(wrong), ParseError);
}

}  // namespace
}  // namespace manqala

namespace manqala {
namespace {

TEST(Record, AResignationFlagFallOrForfeitEndsAGameTheRulesLeaveGoing) {
  for (const char* ending : {"over S resigned", "over N time", "over N forfeit", "over S forfeit"}) {
    SCOPED_TRACE(ending);
    Record r = parse_record(std::string("[Game \"al-manqala\"]\n\n1. a1 ") + ending + "\n");
    EXPECT_EQ(r.result, ending);
    auto game = replay(r);
    EXPECT_FALSE(game->result().over()) << "the rules alone leave it going";
    EXPECT_EQ(parse_record(write_record(r)).result, ending);
  }
  EXPECT_THROW(parse_record("[Game \"al-manqala\"]\n\n1. a1 over draw resigned\n"), ParseError);
  EXPECT_THROW(parse_record("[Game \"al-manqala\"]\n\n1. a1 over draw forfeit\n"), ParseError);
  // A game the rules ended cannot also have been resigned.
  auto over = played("hawalis", 500);
  ASSERT_TRUE(over->result().over());
  Record r = record_of(*over);
  r.result = "over S resigned";
  EXPECT_THROW(replay(r), ParseError);
}

// Every result the server can store (the rules' reasons and those from outside the rules, the
// tournament director's decision too, for each winner they allow) is one the record writer writes and the reader reads back: the
// record of no finished game can fail for an unknown reason.
TEST(Record, EveryEndReasonIsWrittenAndReadBack) {
  for (const GameDescription* game : registered_games()) {
    std::vector<std::string> results;
    for (EndReason reason : game->end_reasons())
      for (const char* winner : {"S", "N", "draw"}) results.push_back(std::string("over ") + winner + " " + std::string(reason.word()));
    for (std::string_view reason : kOffBoardReasons)
      for (const char* winner : {"S", "N"}) results.push_back(std::string("over ") + winner + " " + std::string(reason));
    for (const char* winner : {"S", "N", "draw"}) results.push_back(std::string("over ") + winner + " " + std::string(kAdjudicated));
    for (const std::string& result : results) {
      SCOPED_TRACE(std::string(game->name()) + ": " + result);
      Record r;
      r.game = game->name();
      r.moves = {"a1"};
      r.result = result;
      const std::string text = write_record(r);
      EXPECT_NE(text.find("[Result \"" + result + "\"]"), std::string::npos) << text;
      EXPECT_EQ(parse_record(text).result, result);
    }
  }
}

// A game's record ends only in a way that game can end: each game's reasons are its own.
TEST(Record, AnotherGamesEndReasonIsRefused) {
  Record r;
  r.game = "hawalis";
  r.moves = {"a1"};
  r.result = "over S starved";  // Al-manqala's
  EXPECT_THROW(write_record(r), ParseError);
  r.game = "al-manqala";
  EXPECT_EQ(parse_record(write_record(r)).result, "over S starved");
  const std::string hawalis = "[Game \"hawalis\"]\n\n1. a1 over S starved\n";
  EXPECT_THROW(parse_record(hawalis), ParseError);
  const std::string tag_first = "[Result \"over N score\"]\n[Game \"hawalis\"]\n\n1. a1 ongoing\n";
  try {
    parse_record(tag_first);
    ADD_FAILURE() << "a Hawalis record ending on score was read";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("line 1: result 'over N score'"), std::string::npos) << e.what();
  }
}


// What the page is told of a record that cannot be read or replayed: a code and its values.
TEST(Record, RefusalsCarryACodeAndValuesForThePage) {
  const auto parsed = [](std::string_view text) { return coded_refusal([&] { parse_record(text); }); };
  EXPECT_EQ(parsed("1. a1 ongoing\n"), "record-moves-before-game line=1");
  EXPECT_EQ(parsed("[Game \"hawalis\"]\n1. a1 zz ongoing"), "record-word word=zz line=2");
  EXPECT_EQ(parsed("[Game \"hawalis\"]\n[Event \"a\"b\"]\nongoing"), "record-line line=2");
  EXPECT_TRUE(parsed("[Game \"chess\"]\nongoing").starts_with("unknown-game game=chess games=")) << parsed("[Game \"chess\"]");
  const auto replayed = [](const Record& r) { return coded_refusal([&] { replay(r); }); };
  EXPECT_EQ(replayed(parse_record("[Game \"hawalis\"]\n1. a1 e3 2. a1 c3 ongoing")), "record-illegal-move number=2 move=a1");
  EXPECT_EQ(replayed(parse_record("[Game \"hawalis\"]\n1. a1 e3 over S no-moves")),
            "record-result-replayed result=over S no-moves replayed=ongoing");
  // A start position's own refusal, said to be the start's.
  const std::string row = "8,8,8,8,8,8,8";
  EXPECT_EQ(replayed(parse_record("[Game \"al-manqala\"]\n[Start \"" + row + "/" + row + " X 0 0\"]\nongoing")),
            "position-side text=X in=start");
}

}  // namespace
}  // namespace manqala
