// What the over-the-board pages say in several places: a board's result, points as players
// write them, a tie-break's name, a player's name with their pairing number, a side.
import { t, num, digits, list, sep } from '../../lib/i18n.js';

// A tie-break's value, exact ("10.75" stays 10.75, never "10½": only points are halves), in
// the reader's digits and kept left to right; "" (a direct encounter not applied) stays empty.
export function tiebreakText(v) {
  const x = Number(v);
  if (v === '' || v == null || !Number.isFinite(x)) return String(v ?? '');
  return `\u2066${num(x)}\u2069`;
}

// Facts joined by " · ", each kept in its own direction (a Latin place in an Arabic line).
export const factsLine = (facts) => facts.filter(Boolean).map((f) => `\u2068${f}\u2069`).join(sep());

// "3. Amal" — the pairing number and the name.
export const numbered = (p) => (p ? t('otb.player.numbered', { number: p.number, name: `\u2068${p.name}\u2069` }) : '');

// Acronyms (BH, SB, BH-C1) in a line of the page's language, each kept left to right.
export const acronyms = (codes) => list((codes || []).map((c) => `\u2066${c}\u2069`));

// Which rounds the standings and the crosstable count ("after round 3"), and the round whose
// results are still coming in: both tables count the same rounds (the server's after_round).
export function countedLine(tm, s, what) {
  const round = s?.after_round;
  const done = tm.status === 'finished';
  if (what === 'crosstable') return done ? t('otb.crosstable.final') : round ? t('otb.crosstable.after', { round }) : t('otb.crosstable');
  return done ? t('otb.standings.final') : round ? t('otb.standings.after', { round }) : t('otb.standings');
}
export const inProgressLine = (s) => (s?.in_progress ? t('otb.inProgress', { round: s.in_progress }) : '');

// A crosstable cell: the opponent's number, the colour and the TRF result code, as players read it.
export function crossCell(c) {
  if (!c || (!c.opponent && !c.result)) return '';
  const score = { 1: '1', 0: '0', '=': '½', '+': '+', '-': '−', U: '+', H: '½', Z: '0', F: '1' }[c.result] ?? c.result;
  if (!c.opponent) return t(`otb.cross.${['U', 'H', 'Z', 'F'].includes(c.result) ? c.result : 'none'}`, { score: digits(score) });
  return t('otb.cross.game', { opponent: c.opponent, colour: c.colour === 'w' ? t('otb.colour.w') : c.colour === 'b' ? t('otb.colour.b') : '', score: digits(score) });
}

// The tournament's format and rounds in words.
export const formatLine = (tm) => (tm.format === 'swiss' ? t('otb.format.swissRounds', { count: Number(tm.rounds) || 0 }) : t(`format.${tm.format}`, {}, tm.format));

// The paper sizes of the print pages.
export const PAPERS = ['a4', 'letter'];
