// Swiss pairings over random tournaments (rapidcheck): everyone active plays or sits out once
// a round, nobody has a second bye, and a rematch (or two players with the same side twice
// over, one of whom then goes three over) happens only when an exhaustive search finds that no
// pairing of that round avoids it; without such a round, sides stay within two.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include "server/tournaments/swiss.h"

using manqala::tournaments::Round;
using manqala::tournaments::swiss_round;
using manqala::tournaments::SwissRecord;

namespace {

bool met(const SwissRecord& p, int q) { return std::count(p.opponents.begin(), p.opponents.end(), q) > 0; }

bool clash(const SwissRecord& a, const SwissRecord& b) {
  const int x = a.souths - a.norths, y = b.souths - b.norths;
  return (x >= 2 && y >= 2) || (x <= -2 && y <= -2);
}

using Allowed = bool (*)(const std::vector<SwissRecord>&, int, int);
bool fresh(const std::vector<SwissRecord>& p, int a, int b) { return !met(p[static_cast<size_t>(a)], b); }
bool fresh_without_clash(const std::vector<SwissRecord>& p, int a, int b) {
  return fresh(p, a, b) && !clash(p[static_cast<size_t>(a)], p[static_cast<size_t>(b)]);
}

// Whether the players in `set` (a bit each) can all be paired in allowed pairs.
bool pairable(const std::vector<SwissRecord>& players, unsigned set, Allowed allowed, std::map<unsigned, bool>& memo) {
  if (set == 0) return true;
  if (auto it = memo.find(set); it != memo.end()) return it->second;
  const int a = __builtin_ctz(set);
  bool ok = false;
  for (int b = a + 1; b < 32 && !ok; ++b)
    if (set >> b & 1 && allowed(players, a, b))
      ok = pairable(players, set & ~(1u << a) & ~(1u << b), allowed, memo);
  return memo[set] = ok;
}

// Whether this round could have been paired in allowed pairs, the bye (if any) going to a
// player without one (or to anyone, when all have had one).
bool avoidable(const std::vector<SwissRecord>& players, Allowed allowed = fresh) {
  unsigned active = 0;
  bool anyone_without_bye = false;
  for (size_t i = 0; i < players.size(); ++i)
    if (players[i].active) active |= 1u << i, anyone_without_bye |= !players[i].had_bye;
  std::map<unsigned, bool> memo;
  if (__builtin_popcount(active) % 2 == 0) return pairable(players, active, allowed, memo);
  for (size_t i = 0; i < players.size(); ++i)
    if (active >> i & 1 && (!players[i].had_bye || !anyone_without_bye) &&
        pairable(players, active & ~(1u << i), allowed, memo))
      return true;
  return false;
}

// Plays the round: results from `points()` (South's), records updated as the server would.
template <class Points>
void play(std::vector<SwissRecord>& players, const Round& round, Points points) {
  for (const auto& g : round.games) {
    auto& s = players[static_cast<size_t>(g.south)];
    auto& no = players[static_cast<size_t>(g.north)];
    const double p = points();
    s.score += p, no.score += 1 - p;
    s.opponents.push_back(g.north), no.opponents.push_back(g.south);
    ++s.souths, ++no.norths;
    s.last_side = 1, no.last_side = -1;
  }
  if (round.bye >= 0) players[static_cast<size_t>(round.bye)].had_bye = true, players[static_cast<size_t>(round.bye)].score += 1;
}

}  // namespace

RC_GTEST_PROP(SwissPairing, RandomTournaments, ()) {
  const int n = *rc::gen::inRange(2, 13);
  const int rounds = *rc::gen::inRange(1, n);  // fewer rounds than players: a bye each at most
  std::vector<SwissRecord> players(static_cast<size_t>(n));
  const int withdrawn = *rc::gen::inRange(-1, n);  // one player may withdraw after round 1
  bool forced_clash = false;
  for (int r = 0; r < rounds; ++r) {
    if (r == 1 && withdrawn >= 0) players[static_cast<size_t>(withdrawn)].active = false;
    const bool could_avoid = avoidable(players), could_avoid_clash = avoidable(players, fresh_without_clash);
    const Round round = swiss_round(players);
    std::vector<int> seen(static_cast<size_t>(n), 0);
    bool rematch = false, clashed = false;
    for (const auto& g : round.games) {
      ++seen[static_cast<size_t>(g.south)], ++seen[static_cast<size_t>(g.north)];
      rematch |= met(players[static_cast<size_t>(g.south)], g.north);
      clashed |= clash(players[static_cast<size_t>(g.south)], players[static_cast<size_t>(g.north)]);
    }
    RC_ASSERT(!(clashed && could_avoid_clash));
    forced_clash |= clashed;
    if (round.bye >= 0) ++seen[static_cast<size_t>(round.bye)];
    int active = 0;
    for (int p = 0; p < n; ++p) {
      const auto& pl = players[static_cast<size_t>(p)];
      active += pl.active;
      RC_ASSERT(seen[static_cast<size_t>(p)] == (pl.active ? 1 : 0));
    }
    RC_ASSERT((round.bye >= 0) == (active % 2 == 1));
    if (round.bye >= 0) RC_ASSERT(!players[static_cast<size_t>(round.bye)].had_bye);
    RC_ASSERT(!(rematch && could_avoid));
    play(players, round, [] { return *rc::gen::element(0.0, 0.5, 1.0); });
  }
  if (!forced_clash)
    for (const auto& p : players) RC_ASSERT(std::abs(p.souths - p.norths) <= 2);
}

TEST(SwissPairing, FirstRoundPairsByScoreAndSeed) {
  // Equal scores: the top half meets the bottom half (1-3, 2-4), South to the higher seed.
  std::vector<SwissRecord> players(4);
  const Round r = swiss_round(players);
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.games[0].south, 0);
  EXPECT_EQ(r.games[0].north, 2);
  EXPECT_EQ(r.games[1].south, 1);
  EXPECT_EQ(r.games[1].north, 3);
  EXPECT_EQ(r.bye, -1);
  // Five players: the bye goes to the lowest seed.
  players.resize(5);
  EXPECT_EQ(swiss_round(players).bye, 4);
}

TEST(SwissPairing, SixtyFivePlayersNineRoundsWithoutARematch) {
  std::vector<SwissRecord> players(65);
  std::mt19937 rng(7);
  for (int r = 0; r < 9; ++r) {
    const Round round = swiss_round(players);
    ASSERT_EQ(round.games.size(), 32u);
    ASSERT_GE(round.bye, 0);
    for (const auto& g : round.games) EXPECT_FALSE(met(players[static_cast<size_t>(g.south)], g.north)) << r;
    play(players, round, [&] { return (rng() % 3) / 2.0; });
  }
  for (const auto& p : players) EXPECT_LE(std::abs(p.souths - p.norths), 2);
}
