// Match statistics: Elo from a score, its confidence interval, the likelihood of superiority
// and the sequential probability ratio test (SPRT) that `manqala match` stops on. Pure functions
// of game counts; docs/match.md gives the same formulas.
//
// Notation: W wins, D draws, L losses of player 1, N = W + D + L games,
//   w = W/N, d = D/N, l = L/N, and the mean score per game s = w + d/2.
// Elo is logistic:  score(e) = 1 / (1 + 10^(-e/400)),  elo(s) = -400 log10(1/s - 1).
#pragma once

namespace manqala::elo {

// The mean score per game, (W + D/2) / N; 0.5 for no games.
double score(int wins, int draws, int losses);

// The logistic Elo difference of a mean score: -400 log10(1/s - 1); -inf at s <= 0, +inf at
// s >= 1.
double from_score(double s);
// The mean score expected at an Elo difference: 1 / (1 + 10^(-e/400)).
double to_score(double elo);

// The variance of one game's score (1, 1/2 or 0) around the mean:
//   var = w (1-s)^2 + d (1/2-s)^2 + l s^2  =  w + d/4 - s^2.
double game_variance(int wins, int draws, int losses);

struct Interval {
  double elo = 0, lower = 0, upper = 0;  // the estimate and its bounds (possibly infinite)
};
// The Elo difference with a two-sided confidence interval: the standard error of the mean
// score is sqrt(var / N), and the bounds are elo(s -/+ z * sqrt(var / N)) with z the normal
// quantile of the confidence (1.959964 for 95%). The interval is asymmetric in Elo.
Interval elo_interval(int wins, int draws, int losses, double confidence = 0.95);

// The normal quantile z with P(Z <= z) = p, 0 < p < 1.
double normal_quantile(double p);

// The likelihood of superiority, the probability that player 1 is the stronger, from the
// decisive games alone: LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))); 0.5 when W + L = 0.
double los(int wins, int losses);

// SPRT of H0: elo = elo0 against H1: elo = elo1 (logistic Elo). Wald's bounds on the
// log-likelihood ratio: lower = ln(beta / (1 - alpha)), upper = ln((1 - beta) / alpha); the
// test accepts H1 once LLR >= upper and H0 once LLR <= lower.
struct SprtBounds {
  double lower = 0, upper = 0;
};
SprtBounds sprt_bounds(double alpha, double beta);

// The log-likelihood ratio by the normal (GSPRT) approximation to the trinomial model that
// cutechess and fishtest use: with s0 = score(elo0), s1 = score(elo1),
//   LLR = N (s1 - s0) (2 s - s0 - s1) / (2 var).
// It is 0 for no games. When every game ended alike (var = 0) the variance is taken from the
// counts with one drawn game added, so that a one-sided run still moves the ratio.
double sprt_llr(int wins, int draws, int losses, double elo0, double elo1);

enum class SprtState { Continue, AcceptH0, AcceptH1 };
SprtState sprt_state(double llr, const SprtBounds& bounds);

}  // namespace manqala::elo
