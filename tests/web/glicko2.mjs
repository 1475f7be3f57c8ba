// The page's Glicko-2 (web/lib/glicko2.js): Glickman's worked example ("Example of the Glicko-2
// system", 2013), and the properties a guest's puzzle rating relies on.
import assert from 'node:assert/strict';
import { rate, provisional, NEW_RATING, TAU } from '../../web/lib/glicko2.js';

const near = (got, want, eps, what) => assert(Math.abs(got - want) <= eps, `${what}: ${got}, not ${want}`);

// The paper's example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and to 1700/300 (tau 0.5).
assert.equal(TAU, 0.5);
const after = rate({ rating: 1500, deviation: 200, volatility: 0.06 }, [
  { opponent: { rating: 1400, deviation: 30 }, score: 1 },
  { opponent: { rating: 1550, deviation: 100 }, score: 0 },
  { opponent: { rating: 1700, deviation: 300 }, score: 0 },
]);
near(after.rating, 1464.06, 0.01, 'rating');
near(after.deviation, 151.52, 0.01, 'deviation');
near(after.volatility, 0.05999, 0.00001, 'volatility');

// A period without games: the rating stays, the deviation grows by the volatility.
const idle = rate({ rating: 1500, deviation: 200, volatility: 0.06 }, []);
assert.equal(idle.rating, 1500);
near(idle.deviation, Math.sqrt(200 ** 2 + (0.06 * 173.7178) ** 2), 1e-9, 'idle deviation');

// A puzzle (deviation 100) solved raises a rating, failed lowers it, and the surprise counts:
// an easy puzzle solved gains less than a hard one.
const puzzle = (rating) => ({ rating, deviation: 100 });
const solved = (p) => rate(NEW_RATING, [{ opponent: puzzle(p), score: 1 }]);
const failed = (p) => rate(NEW_RATING, [{ opponent: puzzle(p), score: 0 }]);
assert(solved(1500).rating > 1500 && failed(1500).rating < 1500, 'solved up, failed down');
assert(solved(1800).rating - 1500 > solved(1200).rating - 1500, 'a harder puzzle solved gains more');
assert(1500 - failed(1200).rating > 1500 - failed(1800).rating, 'an easier puzzle failed costs more');
// Every game played makes the rating surer; a new player is provisional until a few.
let r = { ...NEW_RATING };
assert(provisional(r), 'a new rating is provisional');
for (let i = 0; i < 12; i++) {
  const next = rate(r, [{ opponent: puzzle(1500), score: i % 2 }]);
  assert(next.deviation < r.deviation, `the deviation shrinks (${i})`);
  r = next;
}
assert(!provisional(r), `not provisional after 12 puzzles (deviation ${r.deviation})`);
assert(provisional({ deviation: 110.01 }) && !provisional({ deviation: 110 }), 'provisional above 110, as on the server');
// Symmetric: a win and a loss against the same rating move it by about the same amount.
near(solved(1500).rating - 1500, 1500 - failed(1500).rating, 1e-6, 'symmetric');
console.log('glicko2: ok');
