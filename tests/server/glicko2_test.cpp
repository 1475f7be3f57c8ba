// Glicko-2 against Glickman's worked example, and what the rating must do in general.
#include "server/ratings/glicko2.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace manqala::ratings {
namespace {

TEST(Glicko2, ThePapersExample) {
  // "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30, loses to 1550/100 and
  // 1700/300, tau 0.5: 1464.06 / 151.52 / 0.05999.
  const std::vector<ScoredGame> games = {{{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
  const Rating after = rate({1500, 200, 0.06}, games, 0.5);
  // The paper rounds its intermediate values to four places (mu' = -0.2069, phi' = 0.8722,
  // sigma' = 0.05999) before it scales them back, which moves the rating by up to 0.01.
  EXPECT_NEAR((after.rating - 1500) / 173.7178, -0.2069, 0.00005);
  EXPECT_NEAR(after.deviation / 173.7178, 0.8722, 0.00005);
  EXPECT_NEAR(after.rating, 1464.06, 0.01);
  EXPECT_NEAR(after.deviation, 151.52, 0.005);
  EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(Glicko2, NoGamesOnlyWidensTheDeviation) {
  const Rating before{1720, 80, 0.06};
  const Rating after = rate(before, {});
  EXPECT_EQ(after.rating, 1720);
  EXPECT_EQ(after.volatility, 0.06);
  EXPECT_NEAR(after.deviation, std::sqrt(80.0 * 80.0 + (0.06 * 173.7178) * (0.06 * 173.7178)), 1e-9);
}

TEST(Glicko2, WinningRaisesLosingLowersAndEitherNarrowsTheDeviation) {
  const Rating me{1500, 350, 0.06}, them{1500, 60, 0.06};
  const std::vector<ScoredGame> win = {{them, 1}}, draw = {{them, 0.5}}, loss = {{them, 0}};
  const Rating w = rate(me, win), d = rate(me, draw), l = rate(me, loss);
  EXPECT_GT(w.rating, 1500);
  EXPECT_NEAR(d.rating, 1500, 1e-9);
  EXPECT_LT(l.rating, 1500);
  EXPECT_NEAR(w.rating - 1500, 1500 - l.rating, 1e-6);  // symmetric between equals
  for (const Rating& r : {w, d, l}) EXPECT_LT(r.deviation, 350);
  EXPECT_TRUE(provisional(me));
  EXPECT_FALSE(provisional(them));
}

TEST(Glicko2, AnUpsetMovesANewPlayerMoreThanAnEstablishedOne) {
  const Rating strong{1900, 50, 0.06}, new_player{1500, 350, 0.06}, established{1500, 50, 0.06};
  const std::vector<ScoredGame> upset = {{strong, 1}};
  EXPECT_GT(rate(new_player, upset).rating - 1500, rate(established, upset).rating - 1500);
  EXPECT_GT(rate(established, upset).rating, 1500);
}

}  // namespace
}  // namespace manqala::ratings
