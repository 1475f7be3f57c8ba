// `manqala match` (src/protocol/match.h): short matches between in-process engines and small
// fake engines written as shell scripts at test time.
#include "tools/match/match.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/notation.h"
#include "games/registry.h"

namespace manqala {
namespace {

namespace fs = std::filesystem;

MatchConfig config_for(const std::string& game, int games = 4) {
  MatchConfig c;
  c.game = game;
  c.players[0] = parse_player_spec("one:internal");
  c.players[1] = parse_player_spec("two:internal");
  c.games = games;
  c.depth = 1;
  c.random_plies = 2;
  c.seed = 7;
  validate(c);
  return c;
}

// A temporary file removed at the end of the test.
struct TempFile {
  fs::path path;
  explicit TempFile(const std::string& stem) {
    std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    for (char& ch : test)
      if (ch == '/') ch = '_';
    path = fs::temp_directory_path() / (stem + "-" + std::to_string(::getpid()) + "-" + test);
    fs::remove(path);
  }
  ~TempFile() { fs::remove(path); }
};

// A fake engine: `ok` to every command, `answer` to `go`.
struct FakeEngine : TempFile {
  explicit FakeEngine(const std::string& on_go) : TempFile("manqala-fake-engine") {
    std::ofstream(path) << "#!/bin/sh\n"
                           "while read -r line; do\n"
                           "  case \"$line\" in\n"
                           "    go*) " << on_go << " ;;\n"
                           "    quit) exit 0 ;;\n"
                           "    *) echo ok ;;\n"
                           "  esac\n"
                           "done\n";
    ::chmod(path.c_str(), 0755);
  }
};

std::vector<std::string> split_records(const std::string& text) {
  std::vector<std::string> out;
  size_t at = 0;
  while ((at = text.find("[Game ", at)) != std::string::npos) {
    size_t next = text.find("\n[Game ", at);
    out.push_back(text.substr(at, next == std::string::npos ? std::string::npos : next + 1 - at));
    if (next == std::string::npos) break;
    at = next + 1;
  }
  return out;
}

class MatchGames : public ::testing::TestWithParam<std::string> {};

TEST_P(MatchGames, FinishesCountsAndRecordsReplay) {
  MatchConfig c = config_for(GetParam());
  TempFile records("manqala-match-records");
  c.records = records.path.string();
  MatchResult r = play_match(c);
  EXPECT_EQ(r.wins + r.draws + r.losses, 4);
  ASSERT_EQ(r.games.size(), 4u);
  int reasons = 0;
  for (const auto& [reason, n] : r.reasons) reasons += n;
  EXPECT_EQ(reasons, 4);

  std::stringstream text;
  text << std::ifstream(records.path).rdbuf();
  auto parts = split_records(text.str());
  ASSERT_EQ(parts.size(), 4u) << text.str();
  for (size_t i = 0; i < parts.size(); ++i) {
    SCOPED_TRACE(parts[i]);
    Record rec = parse_record(parts[i]);
    EXPECT_EQ(rec.game, GetParam());
    EXPECT_EQ(rec.tags.at("Event"), "manqala match");
    EXPECT_EQ(rec.tags.at("Round"), std::to_string(i + 1));
    auto game = replay(rec);
    ASSERT_TRUE(game->result().over());  // depth-1 engines finish their games
    EXPECT_EQ(rec.moves, r.games[i].record.moves);
    EXPECT_EQ(status_text(game->result()), "over " + rec.tags.at("Winner") + " " + rec.tags.at("Termination"));
  }
}

INSTANTIATE_TEST_SUITE_P(Match, MatchGames, ::testing::Values("al-manqala", "hawalis"));

TEST(Match, ColoursAlternateWithinPairs) {
  MatchResult r = play_match(config_for("al-manqala"));
  ASSERT_EQ(r.games.size(), 4u);
  for (size_t i = 0; i < r.games.size(); ++i) {
    const auto& g = r.games[i];
    EXPECT_EQ(g.index, static_cast<int>(i));
    EXPECT_EQ(g.player1_side, i % 2 == 0 ? Side::South : Side::North);
    EXPECT_EQ(g.record.tags.at(i % 2 == 0 ? "South" : "North"), "one");
    EXPECT_EQ(g.record.tags.at(i % 2 == 0 ? "North" : "South"), "two");
  }
}

TEST(Match, OpeningPliesSharedWithinAPair) {
  MatchConfig c = config_for("hawalis");
  c.random_plies = 3;
  MatchResult r = play_match(c);
  ASSERT_EQ(r.games.size(), 4u);
  for (int pair = 0; pair < 2; ++pair) {
    const auto& a = r.games[2 * pair];
    const auto& b = r.games[2 * pair + 1];
    EXPECT_EQ(a.opening.size(), 3u);
    EXPECT_EQ(a.opening, b.opening);
    for (const auto* g : {&a, &b}) {
      ASSERT_GE(g->record.moves.size(), 3u);
      EXPECT_TRUE(std::equal(g->opening.begin(), g->opening.end(), g->record.moves.begin()));
    }
  }
  // Another seed, other openings (3 plies from 7 x 7 x ... choices: a clash is very unlikely
  // over both pairs).
  MatchConfig d = c;
  d.seed = 8;
  MatchResult other = play_match(d);
  EXPECT_FALSE(other.games[0].opening == r.games[0].opening && other.games[2].opening == r.games[2].opening);
}

TEST(Match, DeterministicWhateverTheConcurrency) {
  MatchConfig c = config_for("al-manqala", 8);
  c.random_plies = 4;
  MatchResult one = play_match(c);
  c.concurrency = 3;
  MatchResult three = play_match(c);
  ASSERT_EQ(one.games.size(), three.games.size());
  for (size_t i = 0; i < one.games.size(); ++i) {
    EXPECT_EQ(three.games[i].index, static_cast<int>(i));
    EXPECT_EQ(one.games[i].record.moves, three.games[i].record.moves);
  }
  EXPECT_EQ(one.wins, three.wins);
  EXPECT_EQ(one.draws, three.draws);
  EXPECT_EQ(summary_text(c, one), summary_text(c, three));
}

TEST(Match, IllegalMoveLoses) {
  FakeEngine fake("echo 'bestmove z9'");
  MatchConfig c = config_for("al-manqala");
  c.players[1] = parse_player_spec("fake:cmd=" + fake.path.string());
  MatchResult r = play_match(c);
  EXPECT_EQ(r.wins, 4);
  EXPECT_EQ(r.reasons["illegal-move"], 4);
  for (const auto& g : r.games) {
    EXPECT_EQ(g.winner, winner_of(g.player1_side));
    EXPECT_NE(g.detail.find("(fake) played 'z9'"), std::string::npos) << g.detail;
    EXPECT_EQ(g.record.tags.at("Termination"), "illegal-move");
    EXPECT_EQ(g.record.result, "ongoing");
    // The record still parses and replays: the game simply stops where the fault was.
    EXPECT_NO_THROW(replay(parse_record(write_record(g.record))));
  }
}

TEST(Match, SilentPlayerLosesOnTime) {
  FakeEngine fake(":");  // never answers go
  MatchConfig c = config_for("hawalis", 2);
  c.players[0] = parse_player_spec("mute:cmd=" + fake.path.string());
  c.timeout_ms = 200;
  MatchResult r = play_match(c);
  EXPECT_EQ(r.losses, 2);
  EXPECT_EQ(r.reasons["timeout"], 2);
}

TEST(Match, SprtStopsEarly) {
  FakeEngine fake("echo 'bestmove z9'");
  MatchConfig c = config_for("al-manqala", 100);
  c.players[1] = parse_player_spec("fake:cmd=" + fake.path.string());
  c.sprt = parse_sprt("0,50");
  MatchResult r = play_match(c);
  // All wins: LLR = 2 (N+1)^2 (s1 - s0)(2 - s0 - s1) = 0.1328 (N+1)^2 passes 2.944 at N = 4.
  EXPECT_EQ(r.played(), 4);
  EXPECT_TRUE(r.stopped_early);
  EXPECT_EQ(r.sprt_state, "H1 accepted");
  EXPECT_NE(summary_text(c, r).find("H1 accepted"), std::string::npos);
}

TEST(Match, RefusedOptionStopsTheMatch) {
  MatchConfig c = config_for("al-manqala", 2);
  c.players[1] = parse_player_spec("two:internal,no-such-option=3");
  try {
    play_match(c);
    FAIL() << "the match went on";
  } catch (const MatchError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("player two"), std::string::npos) << what;
    EXPECT_NE(what.find("setoption no-such-option 3"), std::string::npos) << what;
  }
  std::ostringstream out, err;
  EXPECT_EQ(run_match(c, out, err), 2);
  EXPECT_NE(err.str().find("no-such-option"), std::string::npos);
}

TEST(Match, MissingProgramStopsTheMatch) {
  MatchConfig c = config_for("al-manqala", 2);
  c.players[0] = parse_player_spec("ghost:cmd=/nonexistent/engine --flag");
  std::ostringstream out, err;
  EXPECT_EQ(run_match(c, out, err), 2);
  EXPECT_NE(err.str().find("player ghost"), std::string::npos) << err.str();
}

TEST(Match, PlayerSpecs) {
  auto a = parse_player_spec("alpha:internal,level=5,player=mcts");
  EXPECT_EQ(a.name, "alpha");
  EXPECT_TRUE(a.internal);
  ASSERT_EQ(a.options.size(), 2u);
  EXPECT_EQ(a.options[0], (std::pair<std::string, std::string>{"level", "5"}));
  EXPECT_EQ(a.options[1], (std::pair<std::string, std::string>{"player", "mcts"}));
  auto b = parse_player_spec("b:cmd=/usr/bin/manqala engine --x=1,seed=3");
  EXPECT_FALSE(b.internal);
  EXPECT_EQ(b.argv, (std::vector<std::string>{"/usr/bin/manqala", "engine", "--x=1"}));
  ASSERT_EQ(b.options.size(), 1u);
  EXPECT_EQ(b.options[0].first, "seed");
  for (const char* bad : {"internal", ":internal", "a:", "a:engine", "a:cmd=", "a:cmd=  ", "a:internal,level",
                          "a:internal,=5", "a:internal,level=", "a:internal,", "a b:internal"})
    EXPECT_THROW(parse_player_spec(bad), ParseError) << bad;
}

TEST(Match, SprtSpecs) {
  auto s = parse_sprt("0,5");
  EXPECT_EQ(s.elo0, 0);
  EXPECT_EQ(s.elo1, 5);
  EXPECT_EQ(s.alpha, 0.05);
  EXPECT_EQ(s.beta, 0.05);
  auto t = parse_sprt("-3,1,0.1,0.2");
  EXPECT_EQ(t.elo0, -3);
  EXPECT_EQ(t.alpha, 0.1);
  EXPECT_EQ(t.beta, 0.2);
  for (const char* bad : {"", "5", "5,0", "0,5,0.05", "0,x", "0,5,0,0.05", "0,5,0.05,0.7", "0,5,,"})
    EXPECT_THROW(parse_sprt(bad), ParseError) << bad;
}

TEST(Match, BadConfigurations) {
  auto bad = [](auto change) {
    MatchConfig c = config_for("al-manqala");
    change(c);
    std::ostringstream out, err;
    int status = run_match(c, out, err);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(err.str().rfind("error: ", 0), 0u) << err.str();
    EXPECT_TRUE(out.str().empty());
    return err.str();
  };
  bad([](MatchConfig& c) { c.games = 3; });
  bad([](MatchConfig& c) { c.games = 0; });
  bad([](MatchConfig& c) { c.players[1].name = "one"; });
  bad([](MatchConfig& c) { c.game = "chess"; });
  EXPECT_NE(bad([](MatchConfig& c) { c.options = {"seeds=99"}; }).find("seeds"), std::string::npos);
  bad([](MatchConfig& c) { c.start = "1,2,3 S 0 0"; });
  bad([](MatchConfig& c) { c.concurrency = 0; });
  bad([](MatchConfig& c) { c.max_plies = 0; });
  bad([](MatchConfig& c) { c.records = "/nonexistent-dir/records.txt"; });
}

TEST(Match, MaxPliesAdjudicatesADraw) {
  MatchConfig c = config_for("hawalis", 2);
  c.max_plies = 5;
  c.random_plies = 0;
  MatchResult r = play_match(c);
  EXPECT_EQ(r.draws, 2);
  EXPECT_EQ(r.reasons["max-plies"], 2);
  EXPECT_EQ(r.games[0].record.moves.size(), 5u);
}

TEST(Match, SummaryNamesEverything) {
  MatchConfig c = config_for("al-manqala");
  c.sprt = SprtConfig{0, 10, 0.05, 0.05};
  MatchResult r = play_match(c);
  std::string s = summary_text(c, r);
  for (const char* word : {"one vs two", "games     4 of 4", "score", "elo", "95% interval", "los", "sprt",
                           "llr", "endings", "seed 7", "depth 1"})
    EXPECT_NE(s.find(word), std::string::npos) << word << "\n" << s;
}

}  // namespace
}  // namespace manqala
