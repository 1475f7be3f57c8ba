// Standings and tie-breaks against crosstables worked by hand, and round-robin schedules.
#include "server/tournaments/standings.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

#include "server/tournaments/round_robin.h"

namespace manqala::tournaments {
namespace {

std::vector<int> players_in_order(const std::vector<Standing>& s) {
  std::vector<int> order;
  for (const Standing& st : s) order.push_back(st.player);
  return order;
}

TEST(Standings, RoundRobinBySonnebornBerger) {
  // A=0 B=1 C=2 D=3. A beats B, draws C, loses to D; B beats C and D; C draws D.
  // Points: B 2, A 1.5, D 1.5, C 1. SB: B 1+1.5=2.5, A 2+0.5=2.5, D 1.5+0.5=2, C 0.75+0.75=1.5.
  const std::vector<Played> games = {{0, 1, 1}, {2, 0, 0.5}, {3, 0, 1}, {1, 2, 1}, {3, 1, 0}, {2, 3, 0.5}};
  const auto s = standings(4, games, {}, Format::RoundRobin);
  EXPECT_EQ(players_in_order(s), (std::vector<int>{1, 0, 3, 2}));
  EXPECT_EQ(s[0].points, 2);
  EXPECT_EQ(s[0].sonneborn_berger, 2.5);
  EXPECT_EQ(s[1].points, 1.5);
  EXPECT_EQ(s[1].sonneborn_berger, 2.5);
  EXPECT_EQ(s[2].sonneborn_berger, 2);
  EXPECT_EQ(s[3].sonneborn_berger, 1.5);
  EXPECT_EQ(s[1].rank, 2);
  EXPECT_EQ(s[2].rank, 3);
  EXPECT_EQ(s[3].games, 3);
  const auto t = crosstable(4, games);
  EXPECT_EQ(t[0][1], 1);
  EXPECT_EQ(t[1][0], 0);
  EXPECT_EQ(t[2][3], 0.5);
  EXPECT_EQ(t[0][0], -1);
}

TEST(Standings, SwissByBuchholzThenMedianBuchholzWithByes) {
  // Five players, three rounds:
  //   1: 0-1 1-0, 2-3 draw, bye 4;  2: 0-4 0-1, 1-2 1-0, bye 3;  3: 3-0 0-1, 4-1 draw, bye 2.
  // Points: 4 2.5, 0 2, 1 1.5, 2 1.5, 3 1.5.
  // Buchholz: 0 1.5+2.5+1.5=5.5, 1 2+1.5+2.5=6, 2 1.5+1.5=3, 3 1.5+2=3.5, 4 2+1.5=3.5.
  // Median: 0 1.5, 1 2 (best and worst dropped), the others unchanged (two opponents).
  const std::vector<Played> games = {{0, 1, 1}, {2, 3, 0.5}, {0, 4, 0}, {1, 2, 1}, {3, 0, 0}, {4, 1, 0.5}};
  const std::vector<int> byes = {4, 3, 2};
  const auto s = standings(5, games, byes, Format::Swiss);
  EXPECT_EQ(players_in_order(s), (std::vector<int>{4, 0, 1, 3, 2}));
  EXPECT_EQ(s[0].points, 2.5);
  EXPECT_EQ(s[1].buchholz, 5.5);
  EXPECT_EQ(s[1].median_buchholz, 1.5);
  EXPECT_EQ(s[2].buchholz, 6);
  EXPECT_EQ(s[2].median_buchholz, 2);
  EXPECT_EQ(s[3].buchholz, 3.5);
  EXPECT_EQ(s[4].buchholz, 3);
  EXPECT_EQ(s[4].games, 2);
  for (size_t i = 0; i < s.size(); ++i) EXPECT_EQ(s[i].rank, static_cast<int>(i) + 1);
}

TEST(Standings, EqualOnEverythingShareARank) {
  const std::vector<Played> games = {{0, 1, 0.5}};
  const auto s = standings(3, games, {}, Format::Swiss);
  EXPECT_EQ(s[0].rank, 1);
  EXPECT_EQ(s[1].rank, 1);
  EXPECT_EQ(s[2].rank, 3);  // player 2 has not played
  EXPECT_THROW(standings(2, std::vector<Played>{{0, 5, 1}}, {}, Format::Swiss), std::out_of_range);
}

// Every pair once a cycle, everyone once a round, byes shared out, sides balanced.
TEST(RoundRobin, BergerSchedules) {
  for (int n = 2; n <= 11; ++n)
    for (bool twice : {false, true}) {
      const auto rounds = round_robin(n, twice);
      const int cycles = twice ? 2 : 1;
      ASSERT_EQ(rounds.size(), static_cast<size_t>(cycles * (n % 2 ? n : n - 1))) << n;
      std::set<std::pair<int, int>> seen;  // (south, north)
      std::vector<int> souths(static_cast<size_t>(n)), norths(static_cast<size_t>(n)), byes(static_cast<size_t>(n));
      for (const Round& r : rounds) {
        std::vector<int> in(static_cast<size_t>(n));
        for (const Game& g : r.games) {
          ++in[static_cast<size_t>(g.south)], ++in[static_cast<size_t>(g.north)];
          ++souths[static_cast<size_t>(g.south)], ++norths[static_cast<size_t>(g.north)];
          EXPECT_TRUE(seen.insert({g.south, g.north}).second) << n << ": the same game twice";
          if (!twice) {
            EXPECT_FALSE(seen.count({g.north, g.south})) << n;
          }
        }
        if (r.bye >= 0) ++in[static_cast<size_t>(r.bye)], ++byes[static_cast<size_t>(r.bye)];
        EXPECT_EQ(r.bye >= 0, n % 2 == 1);
        for (int c : in) EXPECT_EQ(c, 1) << n;
      }
      EXPECT_EQ(seen.size(), static_cast<size_t>(n * (n - 1) / 2 * cycles));
      for (int p = 0; p < n; ++p) {
        const size_t i = static_cast<size_t>(p);
        EXPECT_EQ(byes[i], n % 2 ? cycles : 0);
        EXPECT_LE(std::abs(souths[i] - norths[i]), twice ? 0 : 1) << n << " player " << p;
      }
    }
  EXPECT_THROW(round_robin(1, false), std::invalid_argument);
}

}  // namespace
}  // namespace manqala::tournaments
