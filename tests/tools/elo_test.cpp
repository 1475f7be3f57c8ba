// The match statistics of src/protocol/elo.h against values worked out by hand (a calculator's
// log10, erf and sqrt), the arithmetic shown beside each.
#include "tools/match/elo.h"

#include <gtest/gtest.h>

#include <cmath>

namespace manqala::elo {
namespace {

TEST(Elo, ScoreAndLogisticElo) {
  EXPECT_DOUBLE_EQ(score(10, 5, 5), 0.625);  // (10 + 5/2) / 20
  EXPECT_DOUBLE_EQ(score(0, 0, 0), 0.5);
  EXPECT_DOUBLE_EQ(from_score(0.5), 0.0);
  // -400 log10(1/0.75 - 1) = 400 log10 3 = 190.848501...
  EXPECT_NEAR(from_score(0.75), 190.8485019, 1e-6);
  // -400 log10(0.6) = 88.739499...
  EXPECT_NEAR(from_score(0.625), 88.7394998, 1e-6);
  EXPECT_NEAR(from_score(0.25), -190.8485019, 1e-6);
  EXPECT_TRUE(std::isinf(from_score(1.0)) && from_score(1.0) > 0);
  EXPECT_TRUE(std::isinf(from_score(0.0)) && from_score(0.0) < 0);
  // 1 / (1 + 10^(-400/400)) = 1/1.1
  EXPECT_NEAR(to_score(400), 1 / 1.1, 1e-12);
  EXPECT_DOUBLE_EQ(to_score(0), 0.5);
  for (double e : {-300.0, -35.5, 0.0, 12.0, 250.0}) EXPECT_NEAR(from_score(to_score(e)), e, 1e-9);
}

TEST(Elo, GameVariance) {
  // w = 0.5, d = 0.25, s = 0.625: 0.5 + 0.0625 - 0.390625
  EXPECT_DOUBLE_EQ(game_variance(10, 5, 5), 0.171875);
  EXPECT_DOUBLE_EQ(game_variance(1, 0, 1), 0.25);  // 0.5 - 0.25
  EXPECT_DOUBLE_EQ(game_variance(0, 7, 0), 0.0);
  EXPECT_DOUBLE_EQ(game_variance(0, 0, 0), 0.0);
}

TEST(Elo, NormalQuantile) {
  EXPECT_NEAR(normal_quantile(0.975), 1.959963984540054, 1e-9);
  EXPECT_NEAR(normal_quantile(0.5), 0.0, 1e-12);
  EXPECT_NEAR(normal_quantile(0.05), -1.644853626951472, 1e-9);
  EXPECT_NEAR(normal_quantile(0.001), -3.090232306167813, 1e-9);
}

TEST(Elo, ConfidenceInterval) {
  // 10 wins, 5 draws, 5 losses: se = sqrt(0.171875 / 20) = 0.0927025, z se = 0.1816932,
  // elo(0.625 - 0.1816932) = elo(0.4433068) = -39.5648, elo(0.8066932) = 248.1849.
  auto ci = elo_interval(10, 5, 5);
  EXPECT_NEAR(ci.elo, 88.7395, 1e-4);
  EXPECT_NEAR(ci.lower, -39.5648, 1e-4);
  EXPECT_NEAR(ci.upper, 248.1849, 1e-4);
  // Even: symmetric around 0. 10 + 10 over 20: se = sqrt(0.25/20) = 0.1118034, z se = 0.2191306,
  // elo(0.7191306) = 163.3...
  auto even = elo_interval(10, 0, 10);
  EXPECT_DOUBLE_EQ(even.elo, 0.0);
  EXPECT_NEAR(even.upper, -even.lower, 1e-9);
  EXPECT_NEAR(even.upper, -400 * std::log10(1 / 0.7191306 - 1), 1e-3);
  // All draws: no spread at all.
  auto draws = elo_interval(0, 8, 0);
  EXPECT_DOUBLE_EQ(draws.lower, 0.0);
  EXPECT_DOUBLE_EQ(draws.upper, 0.0);
}

TEST(Elo, LikelihoodOfSuperiority) {
  // 1/2 (1 + erf(5 / sqrt(30))) = 1/2 (1 + erf(0.9128709)) = 0.9016472
  EXPECT_NEAR(los(10, 5), 0.9016472, 1e-7);
  EXPECT_DOUBLE_EQ(los(7, 7), 0.5);
  EXPECT_DOUBLE_EQ(los(0, 0), 0.5);
  EXPECT_NEAR(los(5, 10), 1 - 0.9016472, 1e-7);
}

TEST(Elo, SprtBounds) {
  // ln(0.05 / 0.95) and ln(0.95 / 0.05)
  auto b = sprt_bounds(0.05, 0.05);
  EXPECT_NEAR(b.lower, -2.9444390, 1e-7);
  EXPECT_NEAR(b.upper, 2.9444390, 1e-7);
  auto c = sprt_bounds(0.05, 0.1);  // ln(0.1/0.95) = -2.2512918, ln(0.9/0.05) = 2.8903718
  EXPECT_NEAR(c.lower, -2.2512918, 1e-7);
  EXPECT_NEAR(c.upper, 2.8903718, 1e-7);
  EXPECT_EQ(sprt_state(3.0, b), SprtState::AcceptH1);
  EXPECT_EQ(sprt_state(-3.0, b), SprtState::AcceptH0);
  EXPECT_EQ(sprt_state(0.1, b), SprtState::Continue);
}

TEST(Elo, SprtLogLikelihoodRatio) {
  // s0 = 0.5, s1 = to_score(10) = 0.5143871; 10-5-5: s = 0.625, var = 0.171875:
  // 20 (0.0143871) (1.25 - 1.0143871) / (2 0.171875) = 0.1972250
  EXPECT_NEAR(sprt_llr(10, 5, 5, 0, 10), 0.1972250, 1e-6);
  // A fishtest-sized run: 4307-8620-4063 for [0, 3] gives 2.99 (the GSPRT figure of the
  // usual SPRT calculators), just past the 2.94 bound.
  EXPECT_NEAR(sprt_llr(4307, 8620, 4063, 0, 3), 2.9922, 1e-4);
  EXPECT_DOUBLE_EQ(sprt_llr(0, 0, 0, 0, 10), 0.0);
  // At s = (s0 + s1) / 2 the ratio is 0; the sign follows the score.
  EXPECT_LT(sprt_llr(5, 5, 10, 0, 10), 0);
  // Every game won (var = 0): the variance of 5 wins and 1 draw, w = 5/6, d = 1/6,
  // s = 11/12: 5/6 + 1/24 - 121/144 = 5/144 = 0.0347222. With [0, 10]:
  // 5 (0.0143872) (2 - 1.0143872) / (2 0.0347222) = 1.0209739
  EXPECT_NEAR(sprt_llr(5, 0, 0, 0, 10), 1.0209739, 1e-6);
}

}  // namespace
}  // namespace manqala::elo
