// Perft of Al-manqala from its start (RULES.md "Test vectors", the perft table).
#include <gtest/gtest.h>

#include "core/perft.h"
#include "games/almanqala/almanqala.h"

using namespace manqala;

namespace {
const uint64_t kAlManqala[] = {7, 49, 328, 2182, 14495, 95135, 624052};
}  // namespace

TEST(AlManqalaPerft, StartDepths1To6) {
  const Game<AlManqala> g;
  for (int d = 1; d <= 6; ++d) EXPECT_EQ(perft(g, d), kAlManqala[d - 1]) << "depth " << d;
}

TEST(AlManqalaPerft, StartDepth7) { EXPECT_EQ(perft(Game<AlManqala>(), 7), kAlManqala[6]); }
