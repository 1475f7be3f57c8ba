// The end sentences of the terminal and the records (facade/sentences.h): the winner's count
// first, and what decided a game that the counts did not.
#include <gtest/gtest.h>

#include "facade/sentences.h"
#include "games/registry.h"

using namespace manqala;

namespace {

// The sentence after `moves` played from `position` in `game`.
std::string sentence_after(std::string_view game, std::string_view position, std::vector<std::string> moves) {
  auto g = find_game(game)->make({});
  g->set_position(position);
  for (const auto& m : moves) g->play(m);
  EXPECT_TRUE(g->result().over());
  return result_sentence(*g, g->result());
}

}  // namespace

TEST(ResultSentence, AlManqalaReadsTheScoreFromTheWinnersSide) {
  EXPECT_EQ(sentence_after("al-manqala", "2,1,4,0,0,2,0/1,1,1,1,0,0,1 S 48 36", {"c1"}),
            "South wins with 50–36 captured.");
  EXPECT_EQ(sentence_after("al-manqala", "0,0,1,0,2,0,1/0,10,0,0,0,0,0 N 36 48", {"e2"}),
            "North wins with 50–36 captured.");
  // RULES.md's starvation: North takes the two seeds left and wins 50 to 48.
  EXPECT_EQ(sentence_after("al-manqala", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46", {"g2"}),
            "Nobody could feed the empty row; the seeds left went to the starved side: North wins, 50–48.");
}

TEST(ResultSentence, HawalisSaysWhatDecidedItNotATally) {
  EXPECT_EQ(sentence_after("hawalis", "0,0,0,0,0,0,1/0,0,0,0,0,0,1/0,0,0,0,0,0,0/0,0,0,0,0,0,1 S 27 26", {"g1"}),
            "North has no seeds left: South wins.");
  // South keeps 14 seeds but no move: they are not counted (they are not anyone's).
  EXPECT_EQ(sentence_after("hawalis", "0,0,0,0,0,0,0/0,0,0,0,0,0,2/1,1,1,1,1,1,1/1,1,1,1,1,1,1 N 20 20", {"g3"}),
            "South has no legal move: North wins; the seeds left on the board are not counted.");
  EXPECT_EQ(sentence_after("hawalis", "0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19",
                           {"c3", "c1", "e4", "d1"}),
            "The same position came round again: a draw.");
}
