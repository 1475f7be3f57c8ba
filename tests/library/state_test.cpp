// The installable library's facade (include/manqala/): value semantics, actions, the
// observation, errors that change nothing, playouts and search. The Python tests and
// examples/consumer use the same calls from outside the tree; these run under the sanitizers.
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

#include "manqala/manqala.h"
#include "manqala/search.h"

namespace manqala_test {
namespace {

using namespace manqala::api;

TEST(LibraryState, CopiesAndMovesAreIndependentValues) {
  State a("hawalis", "seeds=3");
  const std::string start = a.text();
  State b = a;
  a.play(a.legal_actions().front());
  EXPECT_EQ(b.text(), start);
  EXPECT_NE(a.text(), start);

  State moved = std::move(a);
  a = b;  // a moved-from state takes a new value
  EXPECT_EQ(a.text(), start);
  EXPECT_EQ(moved.history().size(), 1u);
  b = b;  // self-assignment keeps the value
  EXPECT_EQ(b.text(), start);
}

TEST(LibraryState, ActionsAndPitNamesMapBothWays) {
  for (const auto& name : game_names()) {
    const State s(name);
    EXPECT_EQ(s.num_actions(), s.rows() * 7);
    for (int action = 0; action < s.num_actions(); ++action) EXPECT_EQ(s.action_of(s.move_of(action)), action);
    EXPECT_THROW(s.move_of(-1), Error);
    EXPECT_THROW(s.move_of(s.num_actions()), Error);
    EXPECT_THROW(s.action_of("h1"), Error);
    auto names = s.legal_moves();
    std::vector<int> actions;
    for (const auto& m : names) actions.push_back(s.action_of(m));
    std::sort(actions.begin(), actions.end());
    EXPECT_EQ(s.legal_actions(), actions);
  }
}

TEST(LibraryState, BadInputThrowsAndChangesNothing) {
  EXPECT_THROW(State("chess"), Error);
  EXPECT_THROW(State("al-manqala", "win-at=0"), Error);
  EXPECT_THROW(game_spec("go"), Error);
  State s("al-manqala");
  const std::string before = s.text();
  EXPECT_THROW(s.play("a2"), Error);
  EXPECT_THROW(s.play(40), Error);
  EXPECT_THROW(s.set_text("7,7 S 0 0"), Error);
  EXPECT_THROW(s.perft(-1), Error);
  EXPECT_THROW(search(s, {.depth = -1}), Error);
  EXPECT_EQ(s.text(), before);
  EXPECT_TRUE(s.history().empty());
}

TEST(LibraryState, TheObservationIsTheMoversView) {
  State s("al-manqala");
  s.play("a1");  // North to move
  const std::vector<int> board = s.board();
  const std::vector<float> obs = s.observation();
  ASSERT_EQ(obs.size(), board.size() + 2);
  const float total = static_cast<float>(s.total_seeds());
  for (size_t i = 0; i < board.size(); ++i) EXPECT_FLOAT_EQ(obs[i], board[board.size() - 1 - i] / total);
  EXPECT_FLOAT_EQ(obs[board.size()], s.captured(Player::North) / total);
  EXPECT_FLOAT_EQ(obs[board.size() + 1], s.captured(Player::South) / total);
}

TEST(LibraryState, PlayoutsAddUpAndLeaveTheStateAlone) {
  const State s("hawalis");
  const PlayoutStats t = random_playouts(s, 50, 3, 40);
  EXPECT_EQ(t.games, 50u);
  EXPECT_EQ(t.south_wins + t.north_wins + t.draws + t.unfinished, 50u);
  EXPECT_LE(t.plies, 50u * 40u);
  EXPECT_TRUE(s.history().empty());
  EXPECT_THROW(random_playouts(s, 1, 1, -1), Error);
}

TEST(LibrarySearch, AMoveFromTheLegalOnesWithItsLine) {
  State s("hawalis");
  const SearchResult r = search(s, {.depth = 4});
  const auto legal = s.legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), r.best_move), legal.end());
  EXPECT_EQ(r.best_action, s.action_of(r.best_move));
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.pv.front(), r.best_move);
  EXPECT_GE(r.depth, 4);
}

}  // namespace
}  // namespace manqala_test
