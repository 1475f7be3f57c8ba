// What this browser keeps of the puzzles (docs/puzzles.md), in localStorage: per game a
// guest's rating, its history (the last 50), the puzzles played (so the next rated one is a new
// one) and the best streak; and the theme filter.
import { NEW_RATING } from '../../lib/glicko2.js';
import { readKept, writeKept } from '../../lib/kept_object.js';

const KEY = 'manqala.puzzles';
const HISTORY = 50;

const load = () => readKept(KEY);
const save = (k) => writeKept(KEY, k);

// The game's record (a copy): {rating, history, played, streakBest}.
export function kept(game) {
  const g = load().games?.[game] || {};
  return { rating: g.rating || { ...NEW_RATING }, history: g.history || [], played: g.played || [], streakBest: g.streakBest || 0 };
}

function change(game, fn) {
  const k = load();
  k.games ??= {};
  k.games[game] = kept(game);
  fn(k.games[game]);
  save(k);
  return k.games[game];
}

export const markPlayed = (game, id) => change(game, (g) => { if (!g.played.includes(id)) g.played.push(id); });

// A guest's rated try: the new rating and an entry of the history, latest first.
export const keepRated = (game, rating, entry) => change(game, (g) => {
  g.rating = rating;
  g.history = [entry, ...g.history].slice(0, HISTORY);
});

// A streak's length, kept when it beats the best; the best.
export const keepStreak = (game, n) => change(game, (g) => { g.streakBest = Math.max(g.streakBest, n); }).streakBest;

export const themeFilter = () => (Array.isArray(load().themes) ? load().themes : []);
export const setThemeFilter = (themes) => { const k = load(); k.themes = themes; save(k); };
