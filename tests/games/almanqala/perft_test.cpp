// Perft of Al-manqala from its start (RULES.md "Test vectors", the perft table).
#include <gtest/gtest.h>

#include <random>
#include <vector>

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

// Perft's leaves are counted by count_moves (a count of non-empty pits when nobody need be
// fed); it must agree with the move generator everywhere, feeding included, for every option
// that changes what is legal.
TEST(AlManqalaPerft, CountingMovesAgreesWithGeneratingThem) {
  std::vector<AlManqala::Options> options(4);
  options[1].feed = AlManqala::Options::Feed::Sown;
  options[2].capture = {1, 3};
  options[2].skip_origin = true;
  options[3].seeds = 2;
  std::mt19937 lot(52);
  int feeding = 0, positions = 0;
  for (const auto& o : options) {
    const AlManqala rules(o);
    for (int game = 0; game < 200; ++game) {
      AlManqala::Position p = rules.start();
      for (int ply = 0; ply < 150 && !rules.over_before_moves(p); ++ply) {
        MoveList moves;
        const int n = rules.generate(p, moves);
        ASSERT_EQ(rules.count_moves(p), n) << rules.to_text(p);
        ++positions;
        feeding += p.row_total(opponent(p.to_move)) == 0;
        if (n == 0) break;
        rules.play(p, moves.moves[lot() % static_cast<unsigned>(n)]);
      }
    }
  }
  EXPECT_GT(feeding, 50) << "the random games must reach positions where a row is empty";
  EXPECT_GT(positions, 10000);
}
