#include "server/ratings/glicko2.h"

#include <cmath>
#include <numbers>

namespace manqala::ratings {
namespace {

constexpr double kScale = 173.7178;  // Glicko-2's scale: 400 / ln 10
constexpr double kEpsilon = 0.000001;  // convergence of the volatility's iteration

double g(double phi) { return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi)); }
double expected(double mu, double mu_j, double phi_j) { return 1 / (1 + std::exp(-g(phi_j) * (mu - mu_j))); }

// Step 5: the new volatility, the root of f by the Illinois algorithm.
double new_volatility(double sigma, double phi, double v, double delta, double tau) {
  const double a = std::log(sigma * sigma);
  auto f = [&](double x) {
    const double ex = std::exp(x), d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double A = a, B;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0) ++k;
    B = a - k * tau;
  }
  double fA = f(A), fB = f(B);
  while (std::abs(B - A) > kEpsilon) {
    const double C = A + (A - B) * fA / (fB - fA), fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return std::exp(A / 2);
}

}  // namespace

Rating rate(const Rating& before, std::span<const ScoredGame> games, double tau) {
  // Step 2: onto the Glicko-2 scale.
  const double mu = (before.rating - 1500) / kScale, phi = before.deviation / kScale;
  if (games.empty()) {  // step 6 alone: only the uncertainty grows
    const double grown = std::sqrt(phi * phi + before.volatility * before.volatility);
    return {before.rating, grown * kScale, before.volatility};
  }
  // Steps 3 and 4: the estimated variance v and the improvement delta.
  double inverse_v = 0, sum = 0;
  for (const ScoredGame& o : games) {
    const double mu_j = (o.opponent.rating - 1500) / kScale, phi_j = o.opponent.deviation / kScale;
    const double e = expected(mu, mu_j, phi_j);
    inverse_v += g(phi_j) * g(phi_j) * e * (1 - e);
    sum += g(phi_j) * (o.score - e);
  }
  const double v = 1 / inverse_v, delta = v * sum;
  // Steps 5 to 8.
  const double sigma = new_volatility(before.volatility, phi, v, delta, tau);
  const double phi_star = std::sqrt(phi * phi + sigma * sigma);
  const double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  const double mu_new = mu + phi_new * phi_new * sum;
  return {mu_new * kScale + 1500, phi_new * kScale, sigma};
}

}  // namespace manqala::ratings
