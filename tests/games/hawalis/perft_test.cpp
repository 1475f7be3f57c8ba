// Perft of Hawalis from its start (RULES.md "Test vectors", the perft table).
#include <gtest/gtest.h>

#include "core/perft.h"
#include "games/hawalis/hawalis.h"

using namespace manqala;

namespace {
const uint64_t kHawalis[] = {14, 182, 1539, 12626, 80250, 502672, 2848790};
}  // namespace

TEST(HawalisPerft, StartDepths1To6) {
  const Game<Hawalis> g;
  for (int d = 1; d <= 6; ++d) EXPECT_EQ(perft(g, d), kHawalis[d - 1]) << "depth " << d;
}

TEST(HawalisPerft, StartDepth7) { EXPECT_EQ(perft(Game<Hawalis>(), 7), kHawalis[6]); }
