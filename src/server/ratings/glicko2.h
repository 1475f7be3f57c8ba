// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how uncertain it is) and its volatility (how erratic the player is). One rating
// per game and speed; every rated game is a rating period of its own, so a player's rating
// moves as soon as the game ends.
#pragma once

#include <span>

namespace manqala::ratings {

struct Rating {
  double rating = 1500;
  double deviation = 350;  // RD: a new player's is large
  double volatility = 0.06;
};

// A game of the period: the opponent's rating before it and the score (1 won, 0.5 drawn, 0 lost).
struct ScoredGame {
  Rating opponent;
  double score = 0;
};

// A rating whose deviation is above this is provisional (shown with a "?", kept out of
// leaderboards): about two games against established players bring a new one under it.
inline constexpr double kProvisionalDeviation = 110;
inline bool provisional(const Rating& r) { return r.deviation > kProvisionalDeviation; }

// The system constant tau: how much the volatility may change in one period. Glickman
// suggests 0.3 to 1.2; 0.5 is his example's.
inline constexpr double kTau = 0.5;

// The rating after one period with these games (steps 1-8 of the paper). With no games only
// the deviation grows, by the volatility.
Rating rate(const Rating& before, std::span<const ScoredGame> games, double tau = kTau);

}  // namespace manqala::ratings
