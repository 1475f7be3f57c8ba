// A game from outside is a whole game (docs/architecture.md, "What a new game touches"):
// Fives (tests/plugin/fives/), registered by its folder and one line, is known to the
// registry, plays by its own rules, ends in its own ways, and goes through the record format,
// the library and the engine protocol (the real manqala-fives binary) with nothing of them
// changed for it. tests/e2e's "a game from outside" test plays it on the board page.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "engine_session.h"
#include "facade/sentences.h"
#include "manqala/manqala.h"
#include "record/record.h"

namespace manqala {
namespace {

// Fives as its rules say in words (tests/plugin/fives/fives.h), written again plainly, to
// check the plug-in's perft against: a vector of ten pits along the loop, a1..e1 then e2..a2.
struct Plain {
  std::vector<int> pits = std::vector<int>(10, 3);
  int mover = 0;  // 0 South (pits 0..4), 1 North (5..9)
  int captured[2] = {0, 0};
  int row(int side) const {
    int sum = 0;
    for (int i = 5 * side; i < 5 * side + 5; ++i) sum += pits[i];
    return sum;
  }
  bool over() const { return 2 * captured[0] > 30 || 2 * captured[1] > 30 || row(mover) == 0; }
  bool operator==(const Plain& o) const {
    return pits == o.pits && mover == o.mover && captured[0] == o.captured[0] && captured[1] == o.captured[1];
  }
  Plain after(int from) const {
    Plain next = *this;
    int hand = next.pits[from], at = from;
    next.pits[from] = 0;
    for (; hand > 0; --hand) ++next.pits[at = (at + 1) % 10];
    if (at / 5 != mover && (next.pits[at] == 2 || next.pits[at] == 3)) {
      next.captured[mover] += next.pits[at];
      next.pits[at] = 0;
    }
    next.mover = 1 - mover;
    return next;
  }
};

// Move sequences of `depth` plies; a position met for the third time (repetition=3) ends the game.
uint64_t plain_perft(std::vector<Plain>& path, int depth) {
  if (depth == 0) return 1;
  const Plain p = path.back();  // a copy: pushing onto the path moves its positions
  uint64_t n = 0;
  for (int i = 5 * p.mover; i < 5 * p.mover + 5; ++i) {
    if (p.pits[i] == 0) continue;
    if (depth == 1) {
      ++n;
      continue;
    }
    Plain next = p.after(i);
    if (next.over()) continue;
    if (std::count(path.begin(), path.end(), next) + 1 >= 3) continue;
    path.push_back(next);
    n += plain_perft(path, depth - 1);
    path.pop_back();
  }
  return n;
}

TEST(PluginGame, IsRegisteredAfterTheBuiltInGames) {
  const auto& games = registered_games();
  ASSERT_GE(games.size(), 3u);
  EXPECT_EQ(games.back()->name(), "fives");
  const GameDescription& fives = game_named("fives");
  EXPECT_EQ(fives.title(), "Fives");
  EXPECT_EQ(fives.geometry().rows, 2);
  EXPECT_EQ(fives.geometry().columns, 5);
  EXPECT_EQ(fives.geometry().circuits,
            (std::vector<std::vector<std::string>>{{"a1", "b1", "c1", "d1", "e1", "e2", "d2", "c2", "b2", "a2"}}));
  std::vector<std::string_view> words;
  for (EndReason r : fives.end_reasons()) words.push_back(r.word());
  EXPECT_EQ(words, (std::vector<std::string_view>{"majority", "exhausted", "cycle"}));
  EXPECT_FALSE(fives.shares_loops());
  EXPECT_EQ(fives.start_text({"seeds=2"}), "2,2,2,2,2/2,2,2,2,2 S 0 0");
  EXPECT_THROW(add_game(fives), std::logic_error) << "two games of one name";
}

TEST(PluginGame, PerftAgreesWithThePlainRules) {
  auto game = make_game("fives");
  for (int depth = 1; depth <= 7; ++depth) {
    std::vector<Plain> path(1);
    EXPECT_EQ(game->perft(depth), plain_perft(path, depth)) << "depth " << depth;
  }
}

// A capture of 3 in the opponent's row, then each way to end, with the game's own words.
TEST(PluginGame, CapturesAndEndsInItsOwnWays) {
  auto game = make_game("fives");
  game->set_position("1,0,0,0,2/0,0,0,1,1 S 12 13");  // row 2 (a2..e2) / row 1 (a1..e1)
  game->play("e1");  // its one seed makes e2 three: taken
  EXPECT_EQ(game->position_text(), "1,0,0,0,0/0,0,0,1,0 N 15 13");
  game->play("a2");  // into a1, which holds one then: South's row, nothing taken
  EXPECT_EQ(game->position_text(), "0,0,0,0,0/1,0,0,1,0 S 15 13");
  EXPECT_EQ(status_text(game->result()), "ongoing");
  game->play("a1");  // North to move with no seeds: each side takes its own row
  EXPECT_EQ(status_text(game->result()), "over S exhausted");
  EXPECT_EQ(game->position_text(), "0,0,0,0,0/0,0,0,0,0 N 17 13");
  EXPECT_EQ(result_sentence(*game, game->result()),
            "The player to move had no seeds; each side took its own row: South wins, 17–13.");

  game->set_position("0,0,0,0,2/0,0,0,0,1 S 13 14");
  game->play("e1");  // takes e2's three: 16 of 30
  EXPECT_EQ(status_text(game->result()), "over S majority");
  EXPECT_EQ(result_sentence(*game, game->result()), "South wins: more than half the seeds were captured, 16–14.");
  game->set_position("0,0,0,0,3/0,0,0,0,0 S 11 16");  // over before any move
  EXPECT_EQ(status_text(game->result()), "over N majority");
  EXPECT_TRUE(game->legal_moves().empty());
}

// Two lone seeds chase each other round the loop five pits apart, each side moving the seed
// furthest along: after five moves each, each seed stands where the other stood, South to move
// again, the first position back: a draw.
TEST(PluginGame, ARepeatedPositionIsACycle) {
  auto game = make_game("fives", {"repetition=2"});
  game->set_position("0,0,0,0,1/1,0,0,0,0 S 14 14");
  for (int ply = 0; ply < 10; ++ply) {
    ASSERT_FALSE(game->result().over()) << "ply " << ply;
    game->play(game->legal_moves().back());  // the pit furthest along the mover's row
  }
  EXPECT_EQ(game->moves(), (std::vector<std::string>{"a1", "e2", "b1", "d2", "c1", "c2", "d1", "b2", "e1", "a2"}));
  EXPECT_EQ(status_text(game->result()), "over draw cycle");
  EXPECT_EQ(result_sentence(*game, game->result()), "The position came round again: a draw.");
}

// Random games: seeds kept, every end one of the game's own, and each game's record read back
// and replayed to the same end.
TEST(PluginGame, RandomGamesKeepSeedsEndInTheirOwnWaysAndRoundTripTheirRecords) {
  std::mt19937_64 rng(2026);
  std::set<std::string> endings;
  for (int g = 0; g < 300; ++g) {
    auto game = make_game("fives", {g % 2 ? "seeds=2" : "seeds=3"});
    while (!game->result().over()) {
      const auto legal = game->legal_moves();
      ASSERT_FALSE(legal.empty());
      game->play(legal[rng() % legal.size()]);
      int board = 0;
      for (const auto& row : game->board())
        for (int n : row) board += n;
      ASSERT_EQ(board + game->captured(Side::South) + game->captured(Side::North), game->total_seeds());
    }
    const Result r = game->result();
    ASSERT_TRUE(game->description().end_reason(r.reason.word()));
    endings.insert(std::string(r.reason.word()));
    const Record record = parse_record(write_record(record_of(*game, {{"Event", "plug-in test"}})));
    EXPECT_EQ(record.game, "fives");
    auto again = replay(record);
    EXPECT_EQ(again->position_text(), game->position_text());
    EXPECT_EQ(again->result(), r);
  }
  EXPECT_EQ(endings, (std::set<std::string>{"majority", "exhausted", "cycle"})) << "every ending seen";
}

TEST(PluginGame, TheLibraryPlaysIt) {
  const api::GameSpec spec = api::game_spec("fives");
  EXPECT_EQ(spec.columns, 5);
  EXPECT_EQ(spec.end_reasons, (std::vector<std::string>{"majority", "exhausted", "cycle"}));
  api::State s("fives", "seeds=2");
  EXPECT_EQ(s.columns(), 5);
  EXPECT_EQ(s.num_actions(), 10);
  EXPECT_EQ(s.action_of("e2"), 9);
  EXPECT_EQ(s.move_of(9), "e2");
  EXPECT_THROW(s.action_of("f1"), api::Error);
  EXPECT_EQ(s.legal_actions(), (std::vector<int>{0, 1, 2, 3, 4}));
  s.play(4);  // e1's two seeds: e2, then d2, which makes three there, taken
  EXPECT_EQ(s.text(), "2,2,2,0,3/2,2,2,2,0 N 3 0");
  EXPECT_EQ(s.observation().size(), 12u);
  while (!s.is_over()) s.play(s.legal_actions().front());
  const api::Outcome o = s.outcome();
  EXPECT_NE(std::find(spec.end_reasons.begin(), spec.end_reasons.end(), o.reason), spec.end_reasons.end()) << o.reason;
}

// The engine protocol of the manqala-fives binary (the manqala command, with Fives linked in).
TEST(PluginGame, TheEngineProtocolPlaysIt) {
  test::EngineSession e;
  EXPECT_EQ(e.ask("game fives"), "ok");
  EXPECT_EQ(e.show(), "position 3,3,3,3,3/3,3,3,3,3 S 0 0");
  EXPECT_EQ(e.legal(), (std::vector<std::string>{"a1", "b1", "c1", "d1", "e1"}));
  std::vector<Plain> path(1);
  EXPECT_EQ(e.ask("perft 6"), "perft " + std::to_string(plain_perft(path, 6)));
  EXPECT_EQ(e.ask("play f1"), "error 'f1' is not a pit of the side to move (S)");
  EXPECT_EQ(e.ask("position 0,0,0,0,0/1,0,0,0,0 S 15 14"), "ok");
  EXPECT_EQ(e.ask("play a1"), "ok");
  EXPECT_EQ(e.status(), "status over S exhausted");
  EXPECT_EQ(e.ask("game fives seeds=2"), "ok");
  const auto lines = e.search("go depth 6");
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(test::starts_with(lines.back(), "bestmove ")) << lines.back();
  const std::string best = test::words_of(lines.back()).at(1);
  EXPECT_EQ(e.ask("play " + best), "ok");
}

}  // namespace
}  // namespace manqala
