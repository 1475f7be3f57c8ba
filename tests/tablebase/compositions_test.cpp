// The index of the tables: every board of n seeds in 14 pits has one rank, with no gaps.
#include "tablebase/compositions.h"

#include <gtest/gtest.h>

#include <cstring>
#include <numeric>
#include <random>

namespace manqala::tablebase {
namespace {

TEST(Compositions, CountsAreBinomials) {
  const Compositions& c = compositions();
  EXPECT_EQ(c.count(0), 1u);
  EXPECT_EQ(c.count(1), 14u);
  EXPECT_EQ(c.count(2), 105u);
  EXPECT_EQ(c.count(20), 573166440u);    // C(33, 13)
  EXPECT_EQ(c.count(36), 262596783764u);  // C(49, 13)
  EXPECT_EQ(c.count(3, 2), 4u);           // 0+3, 1+2, 2+1, 3+0
}

TEST(Compositions, NextWalksEveryBoardInRankOrder) {
  const Compositions& c = compositions();
  for (int n : {0, 1, 3, 6}) {
    uint8_t pits[16] = {};
    c.unrank(0, n, pits);
    uint64_t r = 0;
    do {
      ASSERT_EQ(std::accumulate(pits, pits + kPits, 0), n);
      ASSERT_EQ(c.rank(pits, n), r);
      uint8_t back[16] = {};
      c.unrank(r, n, back);
      ASSERT_EQ(0, std::memcmp(back, pits, kPits));
      ++r;
    } while (Compositions::next(pits));
    EXPECT_EQ(r, c.count(n)) << n << " seeds";
  }
}

TEST(Compositions, RankAndUnrankAgreeOnLargeBoards) {
  const Compositions& c = compositions();
  std::mt19937_64 rng(7);
  for (int n : {20, 24, 36}) {
    for (int k = 0; k < 2000; ++k) {
      const uint64_t r = rng() % c.count(n);
      uint8_t pits[16] = {};
      c.unrank(r, n, pits);
      ASSERT_EQ(std::accumulate(pits, pits + kPits, 0), n);
      ASSERT_EQ(c.rank(pits, n), r);
    }
  }
}

}  // namespace
}  // namespace manqala::tablebase
