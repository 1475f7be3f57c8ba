// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013) in the page: the same steps
// and constants as the server's (src/server/ratings/glicko2.cpp), for a rating kept in this
// browser (a guest's puzzle rating, docs/puzzles.md). Imports nothing: node tests it.

const SCALE = 173.7178; // Glicko-2's scale: 400 / ln 10
const EPSILON = 0.000001; // convergence of the volatility's iteration
export const TAU = 0.5; // the system constant, the server's kTau
export const PROVISIONAL_DEVIATION = 110; // above it a rating is provisional, as on the server
export const NEW_RATING = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });

export const provisional = (r) => r.deviation > PROVISIONAL_DEVIATION;

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu, muJ, phiJ) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

// Step 5: the new volatility, the root of f by the Illinois algorithm.
function newVolatility(sigma, phi, v, delta, tau) {
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) ++k;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

// The rating after one period with these games: before {rating, deviation, volatility},
// outcomes [{opponent: {rating, deviation}, score}] (1 won, 0.5 drawn, 0 lost). With no games
// only the deviation grows, by the volatility.
export function rate(before, outcomes, tau = TAU) {
  const mu = (before.rating - 1500) / SCALE;
  const phi = before.deviation / SCALE;
  if (!outcomes.length) {
    const grown = Math.sqrt(phi * phi + before.volatility * before.volatility);
    return { rating: before.rating, deviation: grown * SCALE, volatility: before.volatility };
  }
  let inverseV = 0;
  let sum = 0;
  for (const o of outcomes) {
    const muJ = (o.opponent.rating - 1500) / SCALE;
    const phiJ = o.opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    inverseV += g(phiJ) * g(phiJ) * e * (1 - e);
    sum += g(phiJ) * (o.score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  const sigma = newVolatility(before.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigma };
}
