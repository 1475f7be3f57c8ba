// Team events (pairing/teams.h): a match scored from its boards' points, the teams' tournament
// in match points (colours from board 1, a bye a match won), the team tie-breaks parsed, and the
// team standings of a small round robin computed by hand here; and over random team Swisses
// (rapidcheck) paired round by round by the Dutch system on the teams' tournament: no two teams
// meet twice, no team has two byes, and the standings' match and game points are the sums of
// the matches' as this test adds them up.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <set>

#include "pairing/dutch.h"
#include "pairing/teams.h"

namespace {

namespace pg = manqala::pairing;
using pg::RoundResult;
using pg::TeamMatch;

TeamMatch match(int round, int white, int black, std::vector<std::optional<int>> points) {
  return {round, white, black, std::move(points)};
}

TEST(Teams, AMatchIsScoredFromItsBoards) {
  auto s = pg::score_of(match(1, 1, 2, {10, 5, 5, 0}), 4);
  EXPECT_TRUE(s.complete);
  EXPECT_EQ(s.white, 20);
  EXPECT_EQ(s.black, 20);
  EXPECT_EQ(s.white_outcome, RoundResult::draw);
  s = pg::score_of(match(1, 1, 2, {10, 10, 5, std::nullopt}), 4);
  EXPECT_FALSE(s.complete) << "board 4 has no result";
  EXPECT_EQ(s.white_outcome, RoundResult::none);
  EXPECT_EQ(s.white, 25);
  EXPECT_EQ(s.black, 5);
  s = pg::score_of(match(1, 1, 2, {0, 0, 10, 5}), 4);
  EXPECT_EQ(s.white_outcome, RoundResult::loss);
  EXPECT_EQ(pg::team_colour_on(1), pg::Colour::white);
  EXPECT_EQ(pg::team_colour_on(2), pg::Colour::black);
}

TEST(Teams, TheTeamsTournamentCountsMatchPoints) {
  const std::vector<pg::Team> teams = {{1, "Ruwi", 1800}, {2, "Seeb", 1700}, {3, "Sur", 1600}};
  const auto t = pg::team_tournament(teams, {match(1, 1, 2, {10, 10}), match(1, 3, 0, {})}, 2, 3, pg::Colour::white);
  EXPECT_EQ(t.player(1).rounds[0], (pg::Entry{2, pg::Colour::white, RoundResult::win}));
  EXPECT_EQ(t.player(2).rounds[0], (pg::Entry{1, pg::Colour::black, RoundResult::loss}));
  EXPECT_EQ(t.player(3).rounds[0].outcome, RoundResult::pairing_bye);
  EXPECT_EQ(t.score(1), 20) << "a match won: 2 match points";
  EXPECT_EQ(t.score(3), 20) << "a bye: a match won";
  EXPECT_EQ(t.score(2), 0);
}

TEST(Teams, TieBreaksAreGamePointsOrTheIndividualOnes) {
  const auto order = pg::parse_team_tie_breaks("GP, bh-c1,SB");
  ASSERT_EQ(order.size(), 3u);
  EXPECT_TRUE(order[0].game_points);
  EXPECT_EQ(order[1].individual, pg::TieBreak::BH_C1);
  EXPECT_EQ(order[2].individual, pg::TieBreak::SB);
  EXPECT_THROW(pg::parse_team_tie_breaks("GP,XYZ"), std::invalid_argument);
  EXPECT_EQ(pg::default_team_tie_breaks(pg::System::swiss), "GP,BH,SB");
}

// Four teams, one round robin cycle of three rounds on two boards, results chosen so that two
// teams finish equal on match points and are split by game points.
TEST(Teams, StandingsRankByMatchPointsThenTheOrder) {
  const std::vector<pg::Team> teams = {{1, "A", 0}, {2, "B", 0}, {3, "C", 0}, {4, "D", 0}};
  const std::vector<TeamMatch> matches = {
      match(1, 1, 4, {10, 10}), match(1, 2, 3, {5, 5}),   // A 2-0 D; B 1-1 C
      match(2, 4, 3, {0, 5}),   match(2, 1, 2, {0, 5}),   // C 1.5 D 0.5; B 1.5 A 0.5
      match(3, 2, 4, {10, 5}),  match(3, 3, 1, {5, 0}),   // B 1.5 D 0.5; A 1.5 C 0.5
  };
  // Match points: A 4, B 5, C 3, D 0. Game points: A 4, B 4, C 3, D 1.
  const auto table = pg::team_standings(teams, matches, 2, pg::parse_team_tie_breaks("GP"), 3,
                                        {pg::System::round_robin});
  ASSERT_EQ(table.size(), 4u);
  EXPECT_EQ(table[0].team, 2);
  EXPECT_EQ(table[0].match_points, 50);
  EXPECT_EQ(table[0].game_points, 40);
  EXPECT_EQ(table[1].team, 1);
  EXPECT_EQ(table[1].match_points, 40);
  EXPECT_EQ(table[1].game_points, 40);
  EXPECT_EQ(table[2].team, 3);
  EXPECT_EQ(table[2].game_points, 30);
  EXPECT_EQ(table[3].team, 4);
  EXPECT_EQ(table[3].rank, 4);
  ASSERT_TRUE(table[3].values[0]);
  EXPECT_EQ(pg::to_string(*table[3].values[0]), "1");
  // Equal on match points and game points: the same rank (A and B drew, C beat D).
  const auto level = pg::team_standings(teams, {match(1, 1, 2, {5, 5}), match(1, 3, 4, {10, 10})}, 2,
                                        pg::parse_team_tie_breaks("GP"), 1, {pg::System::round_robin});
  EXPECT_EQ(level[0].team, 3);
  EXPECT_EQ(level[1].rank, 2);
  EXPECT_EQ(level[2].rank, 2) << "equal on match points and game points";
  EXPECT_EQ(level[3].rank, 4);
}

RC_GTEST_PROP(Teams, ASwissOfTeamsPairsNoTwoTeamsTwice, ()) {
  const int n = *rc::gen::inRange(3, 13);
  const int boards = *rc::gen::inRange(2, 6);
  const int rounds = std::min(n - 1, 5);
  std::vector<pg::Team> teams;
  for (int i = 1; i <= n; ++i) teams.push_back({i, "T" + std::to_string(i), 2000 - 10 * i});
  std::vector<TeamMatch> matches;
  std::set<std::set<int>> met;
  std::map<int, int> byes, mp, gp;
  for (int round = 1; round <= rounds; ++round) {
    const auto t = pg::team_tournament(teams, matches, boards, rounds, pg::Colour::white);
    pg::RoundPairing p;
    try {
      p = pg::pair_dutch(t, round);
    } catch (const pg::NoPairing&) {
      return;  // a late round of a small field may have none: nothing to check
    }
    for (const auto& b : p.boards) {
      RC_ASSERT(met.insert({b.white, b.black}).second);
      TeamMatch m{round, b.white, b.black, {}};
      int w = 0;
      for (int k = 0; k < boards; ++k) {
        const int points = *rc::gen::element(0, 5, 10);
        m.white_points.push_back(points);
        w += points;
      }
      const int bl = 10 * boards - w;
      gp[b.white] += w, gp[b.black] += bl;
      mp[b.white] += w > bl ? 20 : w == bl ? 10 : 0;
      mp[b.black] += bl > w ? 20 : w == bl ? 10 : 0;
      matches.push_back(std::move(m));
    }
    if (p.bye) {
      RC_ASSERT(++byes[p.bye] == 1);
      matches.push_back({round, p.bye, 0, {}});
      mp[p.bye] += 20, gp[p.bye] += 10 * boards;
    }
    const auto table = pg::team_standings(teams, matches, boards, pg::parse_team_tie_breaks("GP,BH,SB"), round);
    RC_ASSERT(table.size() == static_cast<size_t>(n));
    for (const auto& s : table) {
      RC_ASSERT(s.match_points == mp[s.team]);
      RC_ASSERT(s.game_points == gp[s.team]);
    }
    for (size_t i = 1; i < table.size(); ++i)
      RC_ASSERT(table[i - 1].match_points > table[i].match_points ||
                (table[i - 1].match_points == table[i].match_points && table[i - 1].game_points >= table[i].game_points));
  }
}

}  // namespace
