// Which puzzle to show (docs/puzzles.md), without the DOM so that node tests it
// (tests/web/puzzle_choose.mjs): the next rated one, the puzzle of the day, the streak's order.

// Whether a puzzle is in the theme filter: any of the chosen themes; no theme chosen, all.
export const inFilter = (puzzle, themes) => !themes.length || puzzle.themes.some((x) => themes.includes(x));

const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// The next rated puzzle: one not played yet, within the filter, whose rating is nearest the
// player's (ties: the lower id, so that the choice does not depend on the file's order); null
// when every puzzle of the filter has been played.
export function nextPuzzle(set, { rating, played = new Set(), themes = [] }) {
  let best = null;
  for (const p of set) {
    if (played.has(p.id) || !inFilter(p, themes)) continue;
    const d = Math.abs(p.rating - rating);
    if (!best || d < best.d || (d === best.d && byId(p, best.p) < 0)) best = { p, d };
  }
  return best ? best.p : null;
}

// The UTC date of a moment, "2026-12-06": the day of the puzzle of the day, the same everywhere.
export const utcDate = (at = new Date()) => at.toISOString().slice(0, 10);

// FNV-1a, 32 bits: a small hash that spreads consecutive dates over the set.
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const ch of new TextEncoder().encode(text)) h = Math.imul(h ^ ch, 0x01000193) >>> 0;
  return h;
}

// The puzzle of the day: the same for everyone on a UTC date, by a hash of the date and the
// game over the set in the order of its ids (a set written in another order picks the same).
export function dailyPuzzle(set, game, date) {
  if (!set.length) return null;
  const sorted = [...set].sort(byId);
  return sorted[fnv1a(`${date}/${game}`) % sorted.length];
}

// Streak mode's order: rising rating, ties by id.
export const streakOrder = (set) => [...set].sort((a, b) => a.rating - b.rating || byId(a, b));

// The themes of the sets, each once, in the order given by `known` and then the others
// alphabetically (a theme the page has no words for yet is shown as its id).
export function themesOf(sets, known = []) {
  const seen = new Set(sets.flat().flatMap((p) => p.themes));
  const rank = (x) => (known.includes(x) ? known.indexOf(x) : known.length);
  return [...seen].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
