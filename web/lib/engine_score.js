// An engine's score in words that say whose it is and in what: "South +9 seeds", "even",
// "North wins in 5 moves". The server writes scores two ways (docs/web-api.md): a text from the
// side to move's view ("+3", "-1", "win 7", "loss 4": plies to the end), and a number of seeds
// from South's view (±1000: a forced win). Every page that shows a score (the hint, the
// analysis lines, the evaluation bar, the review) turns it into one value here, from South's
// view, and says it by naming the side ahead: no sign to decode, and one position reads the
// same whoever is to move (README "Study").
import { t, has, num } from './i18n.js';
import { sideName } from './ui.js';

const DECIDED = 1000; // the server's seeds for a forced win
const other = (side) => (side === 'south' ? 'north' : 'south');

// A score: { south, plies }: `south` in seeds from South's view (±1000 for a forced win),
// `plies` to the end of a forced win when the server said it (else null).
const decided = (winner, plies) => ({ south: winner === 'south' ? DECIDED : -DECIDED, plies });

// The server's text from the side to move's view (the hint's `score`).
export function fromMover(text, toMove) {
  const m = /^(win|loss) (\d+)$/.exec(String(text));
  if (m) return decided(m[1] === 'win' ? toMove : other(toMove), Number(m[2]));
  const seeds = Number(text) || 0;
  return { south: toMove === 'south' ? seeds : -seeds, plies: null };
}

// A number from South's view (the evaluation, the analysis lines, the review's graph), with
// the server's text beside it when it has one: its plies to a forced win, and its seeds as
// rounded for people (a number may be 1.47 where the text says "+1").
export function fromSouth(score, text = null) {
  const m = /^(win|loss) (\d+)$/.exec(String(text));
  if (m || Math.abs(score) >= DECIDED) return decided(score > 0 ? 'south' : 'north', m ? Number(m[2]) : null);
  const rounded = text !== null && /^[+-]?\d+$/.test(String(text)) ? Math.abs(Number(text)) : Math.abs(Number(score.toFixed(1)));
  return { south: Math.sign(score) * rounded, plies: null };
}

// A value from a mover's view in seeds (the review's moves), from South's.
export const fromSide = (seeds, side) => fromSouth(side === 'south' ? seeds : -seeds);

// The side ahead, or null when even.
export const ahead = (s) => (s.south > 0 ? 'south' : s.south < 0 ? 'north' : null);

// The score in words; game: the game's name, whose catalog may have its own word for its seeds.
export function scoreWords(s, game = null) {
  const side = ahead(s);
  if (!side) return t('score.even');
  if (Math.abs(s.south) >= DECIDED)
    return s.plies === null ? t('score.wins.forced', { side: sideName(side) }) : t('score.wins', { side: sideName(side), count: s.plies });
  return t('score.ahead', { side: sideName(side), seeds: seedsWord(Math.abs(s.south), game) });
}

// "9 seeds" in the game's own words when its catalog has them, else the page's.
const seedsWord = (count, game) => (game && has(`game.${game}.seeds`) ? t(`game.${game}.seeds`, { count }) : t('score.seeds', { count }));

// Short, for the evaluation bar's face: the side ahead, by its initial, and its seeds ("S 9",
// "N 3"; in Arabic "ج ٩"), a forced win as ∞, "=" when even; the words go in its label. A bare
// signed number said neither whose nor of what.
export function scoreShort(s) {
  const side = ahead(s);
  if (!side) return '=';
  const seeds = Math.abs(s.south) >= DECIDED ? '∞' : num(Math.abs(s.south));
  return t('score.short', { side: side === 'south' ? t('score.short.south') : t('score.short.north'), seeds });
}
