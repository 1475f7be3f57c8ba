#include <gtest/gtest.h>
#include "protocol/any_game.h"
TEST(Smoke, StartPositions) {
  EXPECT_EQ(manqala::make_game("hawalis")->perft(3), 1539u);
}
