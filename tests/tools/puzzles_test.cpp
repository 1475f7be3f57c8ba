// Puzzle sets from self-play and recorded games (src/tools/puzzles/, docs/puzzles.md): every
// puzzle holds the independent check, a changed puzzle does not, the themes are the line's, and
// a stopped run goes on without repeating a position.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "record/record.h"
#include "sanitized.h"
#include "tools/puzzles/check.h"
#include "tools/puzzles/game_setup.h"
#include "tools/puzzles/generate.h"
#include "tools/puzzles/puzzle.h"
#include "tools/puzzles/themes.h"

namespace manqala::puzzles {
namespace {

namespace fs = std::filesystem;

class PuzzleSets : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("manqala-puzzles-" + std::to_string(::getpid()) + "-" + GetParam());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  GenerateOptions options(int count) const {
    GenerateOptions o;
    o.game = GetParam();
    o.out = (dir_ / "set.jsonl").string();
    o.count = count;
    // Shallow, to be quick (shallower under the sanitizers): the check searches two plies deeper.
    o.depth = manqala_test::kSanitized ? 4 : 6;
    o.check_depth = o.depth + 2;
    o.seed = 11;
    return o;
  }
  std::vector<Puzzle> generate(const GenerateOptions& o) {
    std::ostringstream log;
    EXPECT_EQ(run_generate(o, log), 0) << log.str();
    return read_set(o.out);
  }
  fs::path dir_;
};

TEST_P(PuzzleSets, EveryPuzzleHoldsTheCheckAndItsThemes) {
  const int count = manqala_test::kSanitized ? 6 : 12;
  const auto set = generate(options(count));
  ASSERT_EQ(set.size(), static_cast<size_t>(count));
  std::set<std::string> ids;
  for (const Puzzle& p : set) {
    EXPECT_TRUE(ids.insert(p.id).second) << p.id;
    EXPECT_EQ(check_puzzle(GetParam(), p, {}), "") << p.id;
    auto start = game_for(GetParam(), p.options);
    start->set_position(p.position);
    EXPECT_EQ(start->to_move(), Side::South);
    EXPECT_EQ(themes_of(*start, p.line, false), p.themes);
    // The themes say what the traces show: a capture, a relay, only where South's moves made one.
    auto game = start->clone();
    bool captured = false, relayed = false;
    int mine = 0;
    for (const std::string& m : p.line) {
      const bool south = game->to_move() == Side::South;
      const MoveTrace t = game->play_traced(m);
      const auto lifts = std::count_if(t.events.begin(), t.events.end(), [](const TraceEvent& e) { return e.kind == TraceEvent::Kind::Lift; });
      const auto takes = std::count_if(t.events.begin(), t.events.end(), [](const TraceEvent& e) { return e.kind == TraceEvent::Kind::Capture; });
      mine += south;
      captured |= south && takes > 0;
      relayed |= south && lifts > 1;
    }
    auto has = [&](const char* theme) { return std::count(p.themes.begin(), p.themes.end(), theme) > 0; };
    EXPECT_EQ(has("capture"), captured) << p.id;
    EXPECT_EQ(has("relay"), relayed) << p.id;
    EXPECT_EQ(has("one-move"), mine == 1) << p.id;
    EXPECT_EQ(has("long"), mine >= 3) << p.id;
    EXPECT_GE(p.rating, 800);
  }
}

TEST_P(PuzzleSets, AChangedPuzzleFailsTheCheck) {
  const auto set = generate(options(manqala_test::kSanitized ? 2 : 4));
  ASSERT_FALSE(set.empty());
  for (const Puzzle& p : set) {
    auto start = game_for(GetParam(), p.options);
    start->set_position(p.position);
    for (const std::string& other : start->legal_moves()) {
      if (other == p.line.front()) continue;
      Puzzle changed = p;
      changed.line = {other};
      EXPECT_NE(check_puzzle(GetParam(), changed, {}), "") << p.id << " with " << other;
    }
    Puzzle themes = p;
    themes.themes.push_back("starvation");
    EXPECT_NE(check_puzzle(GetParam(), themes, {}), "");
    Puzzle gain = p;
    gain.gain += 1;
    EXPECT_NE(check_puzzle(GetParam(), gain, {}), "");
    Puzzle id = p;
    id.id = GetParam() + "-00000000";
    EXPECT_NE(check_puzzle(GetParam(), id, {}), "");
    auto after = start->clone();
    for (const std::string& m : p.line) after->play(m);
    if (!after->result().over() && after->to_move() == Side::North) {
      Puzzle longer = p;  // a line ending on North's move
      longer.line.push_back(after->legal_moves().front());
      EXPECT_NE(check_puzzle(GetParam(), longer, {}), "");
    }
    Puzzle stricter = p;  // a margin no move leads by
    EXPECT_NE(check_puzzle(GetParam(), stricter, CheckOptions{0, 100}), "");
  }
}

TEST_P(PuzzleSets, AStoppedRunGoesOnWithoutRepeating) {
  GenerateOptions o = options(3);
  const auto first = generate(o);
  ASSERT_EQ(first.size(), 3u);
  {  // a stop in the middle of a line
    std::ofstream out(o.out, std::ios::app);
    out << "{\"id\":\"cut";
  }
  o.count = 6;
  const auto all = generate(o);
  ASSERT_EQ(all.size(), 6u);
  std::set<std::string> ids;
  for (size_t i = 0; i < all.size(); ++i) {
    if (i < first.size()) {
      EXPECT_EQ(all[i].id, first[i].id);
    }
    EXPECT_TRUE(ids.insert(all[i].id).second) << all[i].id;
  }
  EXPECT_TRUE(fs::exists(o.out + ".progress"));
}

TEST_P(PuzzleSets, RecordedGamesGivePuzzles) {
  // A game of the engine against itself, written as a record, is a source like the archive's.
  auto game = game_for(GetParam(), nlohmann::json::object());
  TranspositionTable tt(4);
  std::atomic<bool> stop{false};
  PlayerOptions player;
  player.level = 3;
  player.seed = 5;
  for (int ply = 0; ply < (manqala_test::kSanitized ? 30 : 60) && !game->result().over(); ++ply)
    game->play(game->think(player, SearchLimits{}, tt, stop, nullptr).pv.front());
  const std::string file = (dir_ / "games.txt").string();
  // Two records one after the other, as `manqala match --records` appends them, and a damaged one.
  std::ofstream(file) << write_record(record_of(*game)) << "\n" << write_record(record_of(*game)) << "\n[Game \"x\"]\n\n1. q9\n";
  GenerateOptions o = options(1000);
  o.source = "games";
  o.records = {file};
  const auto set = generate(o);
  EXPECT_FALSE(set.empty());
  for (const Puzzle& p : set) EXPECT_EQ(check_puzzle(GetParam(), p, {}), "") << p.id;
}

TEST(PuzzleFile, DamagedLinesAreNamed) {
  EXPECT_THROW(puzzle_from_json(nlohmann::json::parse(R"({"id":"x"})")), std::runtime_error);
  EXPECT_THROW(puzzle_from_json(nlohmann::json::parse(R"({"id":"x","position":"p","line":[],"themes":[],"source":"tables","gain":0,"rating":1})")),
               std::runtime_error);
  EXPECT_THROW(puzzle_from_json(nlohmann::json::parse(R"({"id":"x","position":"p","line":["a1"],"themes":[],"source":"search","gain":0,"rating":1})")),
               std::runtime_error);
  const Puzzle p = puzzle_from_json(nlohmann::json::parse(
      R"({"id":"x","position":"p","line":["a1"],"themes":["capture"],"source":"search","gain":2,"rating":900,"checked":{"depth":9,"margin":3}})"));
  EXPECT_EQ(to_json(p), to_json(puzzle_from_json(to_json(p))));
  EXPECT_EQ(p.check_depth, 9);
}

INSTANTIATE_TEST_SUITE_P(Games, PuzzleSets, ::testing::Values("hawalis", "al-manqala"),
                         [](const auto& info) { return info.param == "al-manqala" ? std::string("AlManqala") : std::string("Hawalis"); });

}  // namespace
}  // namespace manqala::puzzles
