// The puzzle page's sentences built from a puzzle (docs/puzzles.md): the task, what the best
// line achieves (its `outcome` and `gain`), a theme's name and help, a rating's change, a date.
import { ratingText } from '../../lib/api/accounts.js';
import { has, locale, ltr, t } from '../../lib/i18n.js';
import { plain } from '../../lib/words.js';

// The themes the page has words for, in the order the filter lists them; a set may bring others
// (shown as their ids).
export const KNOWN_THEMES = ['capture', 'capture-chain', 'capture-opponent-side', 'capture-own-side', 'relay', 'relay-capture',
  'file-capture', 'singleton', 'feeding', 'starvation', 'shared-loop', 'endgame', 'win', 'defence', 'one-move', 'two-moves', 'long'];
export const themeName = (id) => t(`puzzles.theme.${id}`, {}, id);
export const themeHelp = (id) => (has(`puzzles.themeHelp.${id}`) ? t(`puzzles.themeHelp.${id}`) : '');

// What to do, said before the first move.
export function taskText(p) {
  if (p.outcome === 'win') return t('puzzles.task.win');
  if (p.outcome === 'draw') return t('puzzles.task.draw');
  return p.gain > 0 ? t('puzzles.task.gain', { count: p.gain }) : t('puzzles.task.plain');
}

// What the best line achieves: the result it keeps, the seeds it wins.
export function bestText(p) {
  const out = [];
  if (p.outcome === 'win') out.push(t('puzzles.best.win'));
  else if (p.outcome === 'draw') out.push(t('puzzles.best.draw'));
  if (p.gain > 0) out.push(p.outcome ? t('puzzles.best.alsoGain', { count: p.gain }) : t('puzzles.best.gain', { count: p.gain }));
  else if (!p.outcome) out.push(p.gain < 0 ? t('puzzles.best.loss', { count: -p.gain }) : t('puzzles.best.even'));
  return out.join(' ');
}

// A rating as the site shows one ("1500?" while provisional), kept left to right in a
// right-to-left sentence: a number with a sign or a "?" has no letter to give its isolate a
// direction, and would read "?1500".
export const ratingShown = (r) => ltr(ratingText(r));

// "1500? → 1512? (+12)".
export function changeText(before, after) {
  const d = Math.round(after.rating) - Math.round(before.rating);
  const diff = ltr(`${d > 0 ? '+' : d < 0 ? '−' : '±'}${plain(Math.abs(d))}`);
  return t('puzzles.rating.change', { before: ratingShown(before), after: ratingShown(after), diff });
}

// A UTC date ("2026-12-06") as the reader's language writes it, on that date wherever the reader is.
export const dayText = (date) => new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
