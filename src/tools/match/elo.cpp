#include "tools/match/elo.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace manqala::elo {

double score(int wins, int draws, int losses) {
  const int n = wins + draws + losses;
  return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

double from_score(double s) {
  if (s <= 0) return -std::numeric_limits<double>::infinity();
  if (s >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double to_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double game_variance(int wins, int draws, int losses) {
  const int n = wins + draws + losses;
  if (n == 0) return 0;
  const double w = double(wins) / n, d = double(draws) / n;
  const double s = w + d / 2;
  const double var = w + d / 4 - s * s;
  return var > 0 ? var : 0;  // rounding can leave -1e-17
}

// Acklam's rational approximation, refined by one Halley step on erfc: accurate to ~1e-15.
double normal_quantile(double p) {
  if (p <= 0) return -std::numeric_limits<double>::infinity();
  if (p >= 1) return std::numeric_limits<double>::infinity();
  static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                             1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
  static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                             6.680131188771972e+01,  -1.328068155288572e+01};
  static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                             -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
  static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                             3.754408661907416e+00};
  const double low = 0.02425, high = 1 - low;
  double x;
  if (p < low) {
    double q = std::sqrt(-2 * std::log(p));
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= high) {
    double q = p - 0.5, r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    double q = std::sqrt(-2 * std::log(1 - p));
    x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
  const double u = e * std::sqrt(2 * std::numbers::pi) * std::exp(x * x / 2);
  return x - u / (1 + x * u / 2);
}

Interval elo_interval(int wins, int draws, int losses, double confidence) {
  const int n = wins + draws + losses;
  Interval r;
  const double s = score(wins, draws, losses);
  r.elo = from_score(s);
  if (n == 0) {
    r.lower = -std::numeric_limits<double>::infinity();
    r.upper = std::numeric_limits<double>::infinity();
    return r;
  }
  const double z = normal_quantile(0.5 + confidence / 2);
  const double se = std::sqrt(game_variance(wins, draws, losses) / n);
  r.lower = from_score(s - z * se);
  r.upper = from_score(s + z * se);
  return r;
}

double los(int wins, int losses) {
  if (wins + losses == 0) return 0.5;
  return 0.5 * (1 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses))));
}

SprtBounds sprt_bounds(double alpha, double beta) {
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

double sprt_llr(int wins, int draws, int losses, double elo0, double elo1) {
  const int n = wins + draws + losses;
  if (n == 0) return 0;
  double var = game_variance(wins, draws, losses);
  if (var <= 0) var = game_variance(wins, draws + 1, losses);
  const double s = score(wins, draws, losses);
  const double s0 = to_score(elo0), s1 = to_score(elo1);
  return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
}

SprtState sprt_state(double llr, const SprtBounds& bounds) {
  if (llr >= bounds.upper) return SprtState::AcceptH1;
  if (llr <= bounds.lower) return SprtState::AcceptH0;
  return SprtState::Continue;
}

}  // namespace manqala::elo
