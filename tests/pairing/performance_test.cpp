// The rating report (pairing/performance.h): FIDE's dp table at its ends and between, and a
// small Swiss by hand: forfeits, byes, unrated games and unrated opponents are no rated games.
#include <gtest/gtest.h>

#include "pairing/performance.h"

namespace manqala::pairing {
namespace {

TEST(RatingDifference, FideTable) {
  EXPECT_EQ(rating_difference(100), 800);
  EXPECT_EQ(rating_difference(99), 677);
  EXPECT_EQ(rating_difference(75), 193);
  EXPECT_EQ(rating_difference(67), 125);
  EXPECT_EQ(rating_difference(51), 7);
  EXPECT_EQ(rating_difference(50), 0);
  EXPECT_EQ(rating_difference(49), -7);
  EXPECT_EQ(rating_difference(33), -125);
  EXPECT_EQ(rating_difference(0), -800);
  for (int p = 0; p < 100; ++p) EXPECT_LE(rating_difference(p), rating_difference(p + 1)) << p;
}

Tournament four_players() {
  Tournament t;
  auto player = [&](int number, int rating) {
    Player p;
    p.number = number, p.name = "P" + std::to_string(number), p.rating = rating;
    t.players.push_back(p);
  };
  player(1, 2000), player(2, 1800), player(3, 1600), player(4, 0);
  auto game = [&](int round, int white, int black, RoundResult w, RoundResult b) {
    for (auto& p : t.players) p.rounds.resize(std::max<size_t>(p.rounds.size(), static_cast<size_t>(round)));
    t.player(white).rounds[static_cast<size_t>(round - 1)] = {black, Colour::white, w};
    if (black) t.player(black).rounds[static_cast<size_t>(round - 1)] = {white, Colour::black, b};
  };
  game(1, 1, 2, RoundResult::win, RoundResult::loss);
  game(1, 3, 4, RoundResult::draw, RoundResult::draw);               // P4 unrated: no rated game for P3
  game(2, 1, 3, RoundResult::draw, RoundResult::draw);
  game(2, 2, 4, RoundResult::forfeit_win, RoundResult::forfeit_loss);  // a forfeit: no game
  game(3, 3, 2, RoundResult::loss, RoundResult::win);
  game(3, 1, 4, RoundResult::unrated_win, RoundResult::unrated_loss);  // W/L: played, not rated
  game(4, 1, 0, RoundResult::pairing_bye, RoundResult::none);          // a bye: no game
  return t;
}

TEST(PerformanceReport, RatedGamesAgainstRatedOpponentsOnly) {
  const auto rows = performance_report(four_players(), 4);
  ASSERT_EQ(rows.size(), 4u);
  // P1: beat 1800, drew 1600: 1½ of 2 = 75 %, Ra 1700, dp 193.
  EXPECT_EQ(rows[0].games, 2);
  EXPECT_EQ(rows[0].points, 15);
  EXPECT_EQ(rows[0].average_opponent, 1700);
  EXPECT_EQ(rows[0].performance, 1893);
  // P2: lost to 2000, beat 1600 (the forfeit is no game): 50 %, Ra 1800.
  EXPECT_EQ(rows[1].games, 2);
  EXPECT_EQ(rows[1].performance, 1800);
  // P3: drew 2000, lost to 1800 (the unrated P4 counts for nothing): 25 %, Ra 1900, dp -193.
  EXPECT_EQ(rows[2].games, 2);
  EXPECT_EQ(rows[2].average_opponent, 1900);
  EXPECT_EQ(rows[2].performance, 1707);
  // P4 (unrated itself): its draw with the rated P3 is its one rated game: ½ of 1 against 1600.
  EXPECT_EQ(rows[3].games, 1);
  EXPECT_EQ(rows[3].performance, 1600);
  // After round 1 only.
  EXPECT_EQ(performance_report(four_players(), 1)[0].performance, 1800 + 800);
}

}  // namespace
}  // namespace manqala::pairing
