// Round robins by FIDE's Berger tables (C.05 Annex 1): the published tables for 4, 6, 8, 10 and
// 12 players copied by hand (White first), the odd sizes as the next even table with its highest
// number as the bye, the double round robin's switched rounds; and over 2..24 players
// (rapidcheck): every pair meets exactly once a cycle, nobody plays twice in a round, everyone
// sits out once a cycle when the number is odd, colours balance and never come three in a row.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "pairing/berger.h"

using manqala::pairing::berger_round_count;
using manqala::pairing::berger_schedule;
using manqala::pairing::berger_table;
using manqala::pairing::BergerGame;
using manqala::pairing::BergerRound;
using manqala::pairing::Colour;

namespace {

// "1-4 2-3" -> the games of a round, White first, in board order.
std::vector<BergerGame> games(const std::string& text) {
  std::vector<BergerGame> out;
  std::istringstream in(text);
  std::string pair;
  while (in >> pair) {
    const auto dash = pair.find('-');
    out.push_back({std::stoi(pair.substr(0, dash)), std::stoi(pair.substr(dash + 1))});
  }
  return out;
}

void expect_table(int players, const std::vector<std::string>& published) {
  const auto rounds = berger_schedule(players, false);
  ASSERT_EQ(rounds.size(), published.size());
  for (std::size_t r = 0; r < published.size(); ++r) {
    EXPECT_EQ(rounds[r].games, games(published[r])) << players << " players, round " << r + 1;
    EXPECT_EQ(rounds[r].sits_out, 0);
  }
}

// C.05 Annex 1, "Berger Tables for Round-Robin Tournaments", the tables as printed.
const std::vector<std::string> four = {"1-4 2-3", "4-3 1-2", "2-4 3-1"};
const std::vector<std::string> six = {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"};
const std::vector<std::string> eight = {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
                                        "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"};
const std::vector<std::string> ten = {"1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7",
                                      "10-7 8-6 9-5 1-4 2-3", "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4",
                                      "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5", "5-10 6-4 7-3 8-2 9-1"};
const std::vector<std::string> twelve = {
    "1-12 2-11 3-10 4-9 5-8 6-7", "12-7 8-6 9-5 10-4 11-3 1-2", "2-12 3-1 4-11 5-10 6-9 7-8",
    "12-8 9-7 10-6 11-5 1-4 2-3", "3-12 4-2 5-1 6-11 7-10 8-9", "12-9 10-8 11-7 1-6 2-5 3-4",
    "4-12 5-3 6-2 7-1 8-11 9-10", "12-10 11-9 1-8 2-7 3-6 4-5", "5-12 6-4 7-3 8-2 9-1 10-11",
    "12-11 1-10 2-9 3-8 4-7 5-6", "6-12 7-5 8-4 9-3 10-2 11-1"};

}  // namespace

TEST(Berger, PublishedTableForFourPlayers) { expect_table(4, four); }
TEST(Berger, PublishedTableForSixPlayers) { expect_table(6, six); }
TEST(Berger, PublishedTableForEightPlayers) { expect_table(8, eight); }
TEST(Berger, PublishedTableForTenPlayers) { expect_table(10, ten); }
TEST(Berger, PublishedTableForTwelvePlayers) { expect_table(12, twelve); }

TEST(Berger, OddNumberPlaysTheNextTableWithItsHighestNumberAsTheBye) {
  // 5 players: the table of 6, whoever meets 6 sits out (round 1: 1-6, so player 1).
  const auto five = berger_schedule(5, false);
  ASSERT_EQ(five.size(), 5u);
  const int sits[] = {1, 4, 2, 5, 3};  // 1-6, 6-4, 2-6, 6-5, 3-6
  for (std::size_t r = 0; r < five.size(); ++r) {
    auto expected = games(six[r]);
    expected.erase(expected.begin());  // board 1 is player 6's game
    EXPECT_EQ(five[r].games, expected) << "round " << r + 1;
    EXPECT_EQ(five[r].sits_out, sits[r]) << "round " << r + 1;
  }
  // 3 players: the table of 4.
  const auto three = berger_schedule(3, false);
  ASSERT_EQ(three.size(), 3u);
  EXPECT_EQ(three[0].games, games("2-3"));
  EXPECT_EQ(three[0].sits_out, 1);
  EXPECT_EQ(three[1].games, games("1-2"));
  EXPECT_EQ(three[1].sits_out, 3);
  EXPECT_EQ(three[2].games, games("3-1"));
  EXPECT_EQ(three[2].sits_out, 2);
}

TEST(Berger, DoubleRoundRobinSwitchesTheLastTwoRoundsOfTheFirstCycle) {
  // C.05 Annex 1: the second cycle repeats the table with the colours reversed, and the last two
  // rounds of the first cycle are switched. 4 players: rounds 1, 3, 2, then 1-3 reversed.
  const auto rounds = berger_schedule(4, true);
  ASSERT_EQ(rounds.size(), 6u);
  EXPECT_EQ(rounds[0].games, games("1-4 2-3"));
  EXPECT_EQ(rounds[1].games, games("2-4 3-1"));
  EXPECT_EQ(rounds[2].games, games("4-3 1-2"));
  EXPECT_EQ(rounds[3].games, games("4-1 3-2"));
  EXPECT_EQ(rounds[4].games, games("3-4 2-1"));
  EXPECT_EQ(rounds[5].games, games("4-2 1-3"));
  // 10 players: without the switch player 1 would be Black in rounds 9, 10 and 11 (9-1, 10-1,
  // 2-1) and player 6 White; with it round 8 is 5-10 ... 9-1 and round 9 is 10-9 1-8 ...
  const auto ten_twice = berger_schedule(10, true);
  ASSERT_EQ(ten_twice.size(), 18u);
  EXPECT_EQ(ten_twice[7].games, games(ten[8]));
  EXPECT_EQ(ten_twice[8].games, games(ten[7]));
  EXPECT_EQ(ten_twice[9].games, games("10-1 9-2 8-3 7-4 6-5"));
  EXPECT_EQ(ten_twice[10].games, games("6-10 5-7 4-8 3-9 2-1"));
  EXPECT_EQ(berger_round_count(10, true), 18);
  EXPECT_EQ(berger_round_count(9, true), 18);
  EXPECT_EQ(berger_round_count(9, false), 9);
}

TEST(Berger, TableGivesEachPlayersRow) {
  const auto table = berger_table(5, false);
  ASSERT_EQ(table.size(), 5u);
  // Player 1: sits out, then 1-2 (White), 3-1 (Black), 1-4 (White), 5-1 (Black).
  EXPECT_EQ(table[0][0].opponent, 0);
  EXPECT_EQ(table[0][0].colour, Colour::none);
  EXPECT_EQ(table[0][1].opponent, 2);
  EXPECT_EQ(table[0][1].colour, Colour::white);
  EXPECT_EQ(table[0][2].opponent, 3);
  EXPECT_EQ(table[0][2].colour, Colour::black);
  EXPECT_EQ(table[0][3].opponent, 4);
  EXPECT_EQ(table[0][4].opponent, 5);
  EXPECT_EQ(table[0][4].colour, Colour::black);
  EXPECT_THROW(berger_schedule(1, false), std::invalid_argument);
}

RC_GTEST_PROP(Berger, EveryPairMeetsOnceACycleWithBalancedColours, ()) {
  const int n = *rc::gen::inRange(2, 25);
  const bool twice = *rc::gen::arbitrary<bool>();
  const auto rounds = berger_schedule(n, twice);
  const int per_cycle = n % 2 ? n : n - 1;
  RC_ASSERT(static_cast<int>(rounds.size()) == (twice ? 2 : 1) * per_cycle);
  RC_ASSERT(berger_round_count(n, twice) == static_cast<int>(rounds.size()));
  for (int c = 0; c < (twice ? 2 : 1); ++c) {
    std::map<std::pair<int, int>, int> met;  // (white, black) -> times
    std::map<int, int> sat, whites, blacks;
    for (int r = c * per_cycle; r < (c + 1) * per_cycle; ++r) {
      const BergerRound& round = rounds[static_cast<std::size_t>(r)];
      std::set<int> seen;
      for (const BergerGame& g : round.games) {
        RC_ASSERT(g.white >= 1 && g.white <= n && g.black >= 1 && g.black <= n && g.white != g.black);
        RC_ASSERT(seen.insert(g.white).second);
        RC_ASSERT(seen.insert(g.black).second);
        ++met[{g.white, g.black}];
        ++whites[g.white];
        ++blacks[g.black];
      }
      if (n % 2) {
        RC_ASSERT(round.sits_out >= 1 && round.sits_out <= n);
        RC_ASSERT(seen.insert(round.sits_out).second);
        ++sat[round.sits_out];
      } else {
        RC_ASSERT(round.sits_out == 0);
      }
      RC_ASSERT(static_cast<int>(seen.size()) == n);  // everyone plays or sits out
    }
    for (int a = 1; a <= n; ++a) {
      for (int b = a + 1; b <= n; ++b) {
        const int times = met[std::make_pair(a, b)] + met[std::make_pair(b, a)];
        RC_ASSERT(times == 1);
      }
      RC_ASSERT(sat[a] == (n % 2 ? 1 : 0));
      // A cycle of n - 1 games (even n): Whites and Blacks differ by one; n - 1 is even for an
      // odd n: they are equal.
      const int diff = whites[a] - blacks[a];
      const bool balanced = n % 2 ? diff == 0 : (diff == 1 || diff == -1);
      RC_ASSERT(balanced);
    }
  }
  if (twice) {
    // The second cycle is the table with the colours reversed, in the original order.
    const auto single = berger_schedule(n, false);
    for (int r = 0; r < per_cycle; ++r) {
      const auto& again = rounds[static_cast<std::size_t>(per_cycle + r)];
      RC_ASSERT(again.sits_out == single[static_cast<std::size_t>(r)].sits_out);
      for (std::size_t b = 0; b < again.games.size(); ++b) {
        RC_ASSERT(again.games[b].white == single[static_cast<std::size_t>(r)].games[b].black);
        RC_ASSERT(again.games[b].black == single[static_cast<std::size_t>(r)].games[b].white);
      }
    }
  }
  // Nobody gets the same colour three games in a row (the switch makes it so across the cycles).
  const auto table = berger_table(n, twice);
  for (const auto& row : table) {
    std::vector<Colour> played;
    for (const auto& e : row)
      if (e.colour != Colour::none) played.push_back(e.colour);
    for (std::size_t i = 2; i < played.size(); ++i) {
      const bool three = played[i] == played[i - 1] && played[i] == played[i - 2];
      RC_ASSERT(!three);
    }
  }
}
