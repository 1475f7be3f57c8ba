#include <gtest/gtest.h>

TEST(Smoke, StartPositions) {
  EXPECT_TRUE(true);
}
