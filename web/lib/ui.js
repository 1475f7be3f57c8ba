// Small DOM helpers shared by every page: element builder, toasts, the busy flag.
import { t, num, sep } from './i18n.js';
import { sheetLines, lineLabel } from './move_numbers.js';

// h('button.primary', {onclick}, 'text', child...) builds an element.
// Attributes starting with "on" become listeners; `dataset` and `style` objects are merged.
export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div');
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
    else if (k === 'class') el.className += (el.className ? ' ' : '') + v;
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// The page for an address that names nothing: a route that does not exist, or a game the
// server does not have.
// What a missing address names, by its route: a game, a player, a club, a tournament, a
// broadcast, or a page.
const MISSING = [
  [/^#\/(play|watch|replay|join|review)\//, 'game'],
  [/^#\/players\//, 'player'],
  [/^#\/clubs\/\w/, 'club'],
  [/^#\/tournaments\/\w/, 'tournament'],
  [/^#\/otb\/\w/, 'tournament'],
  [/^#\/broadcast\/\w/, 'broadcast'],
];

// One friendly page for every address with nothing behind it: what is missing, why that may
// be, and a way back. why: more words of the page's own (an unknown game's name).
export function notFound(main, why = null) {
  const kind = MISSING.find(([re]) => re.test(location.hash))?.[1] || 'page';
  main.replaceChildren(h('section.card', { dataset: { testid: 'not-found', missing: kind } }, h('h1', {}, t(`notFound.${kind}`)),
    h('p', {}, t(`notFound.${kind}.text`)),
    why ? h('p.muted', {}, why) : null,
    h('p', {}, history.length > 1 ? [h('a', { href: '#/', onclick: (e) => { e.preventDefault(); history.back(); } }, t('common.back')), sep()] : '',
      h('a', { href: '#/' }, t('common.backToStart')))));
}

// Non-blocking messages in a corner; errors stay a little longer. message: text or nodes;
// ms 0: it stays until removed (the element is returned), as a notice to act on does.
// scope: what the message belongs to. 'page' (the page that said it: it leaves with it),
// 'next' (said just before the page changes, for the next page: "You left the club."), or
// 'reader' (a notice from the server: it follows the reader from page to page).
export function toast(message, kind = 'info', ms = kind === 'error' ? 6000 : 3500, attrs = {}, { scope = 'page' } = {}) {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.append(box);
  }
  const t = h('div.toast.' + kind, { dataset: { testid: 'toast' }, ...attrs }, message);
  // A message that stays until closed (ms 0) is the reader's whatever its scope.
  if (ms > 0 && scope !== 'reader') t.dataset.page = scope === 'next' ? 'next' : 'true';
  box.append(t);
  if (ms > 0) setTimeout(() => t.remove(), ms);
  return t;
}

// Leaving a page takes its messages with it (they would cover the next page's).
export function clearPageToasts() {
  document.querySelectorAll('#toasts [data-page=true]').forEach((t) => t.remove());
  document.querySelectorAll('#toasts [data-page=next]').forEach((t) => { t.dataset.page = 'true'; });
}

// body[data-busy="true"] while any animation or request is in flight: tests wait for idle.
let busyCount = 0;
function paintBusy() {
  if (busyCount > 0) document.body.dataset.busy = 'true';
  else delete document.body.dataset.busy;
}
export async function busy(promiseOrFn) {
  busyCount++;
  paintBusy();
  try {
    return await (typeof promiseOrFn === 'function' ? promiseOrFn() : promiseOrFn);
  } finally {
    busyCount--;
    paintBusy();
  }
}

// A button for what cannot be taken back: the first click asks ("Really …?"), a second within
// 4 s does it (as the resign button). Returns the button.
// selfDrawn: the page sets the button's disabled state itself (after fn too): left as it is.
// The face of a step button (first, previous, next, last) in a row of steps that runs left to
// right in every language (style.css: media controls, as the arrow keys): its arrow is drawn
// here, in a left-to-right isolate, and of the arrows Unicode never mirrors (« ‹ › » are
// mirrored on an Arabic page, even there), so that "previous" points back in every language;
// the words beside it keep their own direction.
const STEP_ARROWS = { first: '⇤', prev: '←', next: '→', last: '⇥' };
export function stepFace(step, words = '') {
  const arrow = h('span.step-arrow', { dir: 'ltr', 'aria-hidden': 'true' }, STEP_ARROWS[step]);
  if (!words) return [arrow];
  const said = h('span', { dir: 'auto' }, words);
  return step === 'next' || step === 'last' ? [said, ' ', arrow] : [arrow, ' ', said];
}

export function twoClicks(attrs, label, ask, fn, selfDrawn = false) {
  let armed = null;
  const b = h('button', { type: 'button', ...attrs }, label);
  const disarm = () => { clearTimeout(armed); armed = null; b.textContent = label; b.classList.remove('danger'); };
  b.addEventListener('click', async () => {
    if (!armed) {
      b.textContent = ask;
      b.classList.add('danger');
      armed = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    b.disabled = true;
    try {
      await fn();
    } finally {
      if (!selfDrawn) b.disabled = false;
    }
  });
  return b;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Animation speed: normal / fast / off, stored in localStorage; ?anim=... in the URL wins. A
// reader whose system asks for reduced motion sees each move as a single change until she
// chooses otherwise.
const SPEED_KEY = 'manqala.anim';
export function animSpeed() {
  const q = new URLSearchParams(location.search).get('anim');
  if (q === 'off' || q === 'fast' || q === 'normal') return q;
  return localStorage.getItem(SPEED_KEY) || (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'off' : 'normal');
}
export function setAnimSpeed(v) {
  localStorage.setItem(SPEED_KEY, v);
}
export function animForced() {
  return new URLSearchParams(location.search).has('anim');
}
// The choice of that speed, as the play page and the replay offer it (fixed by ?anim=).
const SPEEDS = ['normal', 'fast', 'off'];
export function speedSelect(id) {
  const speed = h('select', { id, dataset: { testid: 'anim-speed' }, disabled: animForced(), onchange: () => setAnimSpeed(speed.value) },
    SPEEDS.map((v) => h('option', { value: v, selected: v === animSpeed() }, t(`play.settings.speed.${v}`))));
  return speed;
}

// [{ move, side }] -> [{ num: '1.' | '1…' | null, move, ply }]: each move with the number of its
// scoresheet line where it opens one (lib/move_numbers.js: a pass leaves a cell empty).
export function numberedMoves(moves) {
  return sheetLines(moves.map((m) => m.side)).map((place, i) => ({
    num: place.opens ? lineLabel(place, num) : null, move: moves[i].move, ply: i + 1,
  }));
}

export function sideName(side) {
  return side === 'south' || side === 'north' ? t(`side.${side}`) : side;
}

// ---- results in words ----
// "over S captured-all" (a list row, a record) -> { winner: 'south'|'north'|'draw', reason }.
export function parseResult(s) {
  const m = /^over (S|N|draw) ([\w-]+)$/.exec(String(s || '').trim());
  if (!m) return null;
  return { winner: m[1] === 'S' ? 'south' : m[1] === 'N' ? 'north' : 'draw', reason: m[2] };
}
const other = (s) => (s === 'south' ? 'north' : 'south');
// Each game's own end reasons, as /api/meta gives them: word -> [{ game, word, clause, brief }]
// (two games may share a word). Their words in the reader's language are the game's catalog's,
// game.<name>.end.<word>.clause / .brief / .sentence; meta's English is the fallback.
const endReasons = new Map();
export function learnEndReasons(games) {
  endReasons.clear();
  for (const g of games) {
    for (const r of g.end_reasons || []) {
      if (!endReasons.has(r.word)) endReasons.set(r.word, []);
      endReasons.get(r.word).push({ ...r, game: g.name });
    }
  }
}
// The end reason `word` of `game` (or of the first game that has it when the game is not known).
function endReason(word, game) {
  const all = endReasons.get(word) || [];
  return all.find((r) => r.game === game) || all[0] || null;
}
const reasonWords = (r, part, params = {}) => t(`game.${r.game}.end.${r.word}.${part}`, params, r[part] ?? null);
// Endings from outside the rules, every game's: result.<reason>.clause / .brief / .sentence
// ('agreed': a draw the players agreed, where the game has them; 'adjudicated': the tournament
// director's decision on a game still going on; 'abandoned': a game one player left, claimed by
// the other; those two a draw too: .draw).
const OUTSIDE = ['resigned', 'time', 'forfeit', 'agreed', 'adjudicated', 'abandoned'];
// Why the game ended, as a clause: "North has no seeds left".
function reasonClause({ winner, reason }, game) {
  const loser = winner === 'draw' ? null : sideName(other(winner));
  if (OUTSIDE.includes(reason)) return t(`result.${reason}.clause`, { loser });
  const known = endReason(reason, game);
  return known ? reasonWords(known, 'clause', { loser }) : reason || '';
}
// A finished game in a few words, for lists: "North won, all captured", "South resigned".
// game: the game's name (its end reasons' words).
export function resultPhrase(r, game = null) {
  if (!r) return '';
  if (typeof r === 'string') r = parseResult(r) || { winner: null, reason: r };
  const loser = r.winner === 'draw' || !r.winner ? null : sideName(other(r.winner));
  if ((r.reason === 'resigned' || r.reason === 'time') && loser) return t(`result.${r.reason}.clause`, { loser });
  const known = endReason(r.reason, game);
  const short = known ? reasonWords(known, 'brief')
    : OUTSIDE.includes(r.reason) ? t(`result.${r.reason}.brief`) : r.reason;
  if (r.winner === 'draw') return t('result.phrase.draw', { reason: short });
  if (!r.winner) return short;
  return t('result.phrase.won', { winner: sideName(r.winner), reason: short });
}
// Whether the captured counts decide games of `game` when they end by `reason`: meta's
// `counted`. An ending from outside the rules (a resignation, the clock) counts when the game's
// own endings do: an Al-manqala tally says how the game stood, a Hawalis one says nothing. A
// forfeit, the director's decision and a game left are nothing the board said.
function counted(reason, game) {
  if (reason === 'forfeit' || reason === 'adjudicated' || reason === 'abandoned') return false;
  const known = endReason(reason, game);
  if (known) return !!known.counted;
  return [...endReasons.values()].flat().some((r) => r.game === game && r.counted);
}
// The end of a game as a sentence: "North wins 50–6 (more seeds captured).", "You lost 13–28
// (…)", "South wins (North has no legal move; the seeds left on the board are not counted).";
// `me`: the side of the one person at the board against the engine ("You won"); game: the
// game's name (its end reasons' words). The score, only where the counts decided the game, is
// read from the winner's side in every language, the winner's count first (a draw: South's).
export function resultSentence(result, captured, me = null, game = null) {
  if (!result) return t('result.over');
  const w = result.winner;
  const head = w === 'draw' ? t('result.head.draw') : me ? (w === me ? t('result.head.youWon') : t('result.head.youLost'))
    : t('result.head.wins', { winner: sideName(w) });
  const why = reasonClause(result, game);
  if (!counted(result.reason, game)) return why ? t('result.sentence.uncounted', { head, why }) : t('result.sentence.bare', { head });
  const score = winnerScore(w, captured);
  return why ? t('result.sentence', { head, score, why }) : t('result.sentence.short', { head, score });
}
// "50–6", in the reader's digits, read left to right.
const scoreText = (a, b) => `${num(a ?? 0)}–${num(b ?? 0)}`;
// The captured counts, the winner's first (a draw or no winner: South's first).
const winnerScore = (w, captured) => {
  const c = captured || {};
  return w === 'draw' || !w ? scoreText(c.south, c.north) : scoreText(c[w], c[other(w)]);
};
// The server's sentence for a result (GameState's result.text), made here in the reader's
// language: "North has no seeds left: South wins.", "South resigned: North wins.". The game's
// own sentence is its catalog's (game.<name>.end.<word>.sentence); the server's text is the
// last fallback.
export function resultDetail(result, captured, game = null) {
  if (!result) return '';
  const w = result.winner;
  const loser = sideName(w === 'south' ? 'north' : 'south');
  const winner = w === 'draw' || !w ? null : sideName(w);
  if (result.reason === 'agreed') return t('result.agreed.sentence');
  if ((result.reason === 'adjudicated' || result.reason === 'abandoned') && !winner) return t(`result.${result.reason}.draw`);
  if (OUTSIDE.includes(result.reason) && winner) return t(`result.${result.reason}.sentence`, { loser, winner });
  const known = endReason(result.reason, game);
  if (!known) return result.text || '';
  const verdict = winner ? t('result.verdict.wins', { winner }) : t('result.verdict.draw');
  return t(`game.${known.game}.end.${known.word}.sentence`, { loser, verdict, score: winnerScore(w, captured) }, result.text || '');
}

// Pit names in board order: row 1 a..g, then row 2, ...
export const boardOrder = (pits) => [...pits].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b));

// ---- sound: short Web Audio blips, off unless switched on (remembered) ----
const SOUND_KEY = 'manqala.sound';
let audio = null;
export const soundOn = () => localStorage.getItem(SOUND_KEY) === 'true';
export function setSound(on) {
  localStorage.setItem(SOUND_KEY, String(on));
  if (on) ensureAudio(); // a click: the browser lets the context start now
}
function ensureAudio() {
  try {
    audio ??= new (window.AudioContext || window.webkitAudioContext)();
    if (audio.state === 'suspended') audio.resume().catch(() => {});
  } catch {
    audio = null;
  }
  return audio;
}
// kind: 'drop' | 'capture' | 'turn'. Each played sound is counted in body[data-sounds] (tests).
export function sound(kind) {
  if (!soundOn()) return;
  const ctx = ensureAudio();
  if (!ctx) return;
  const notes = { drop: [[880, 0, 0.04]], capture: [[330, 0, 0.09], [220, 0.08, 0.12]], turn: [[660, 0, 0.1], [990, 0.11, 0.14]] }[kind];
  if (!notes) return;
  const t0 = ctx.currentTime;
  for (const [freq, at, len] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = kind === 'drop' ? 'triangle' : 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(kind === 'drop' ? 0.08 : 0.15, t0 + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.02);
  }
  document.body.dataset.sounds = String(Number(document.body.dataset.sounds || 0) + 1);
  document.body.dataset.lastSound = kind;
}

// ---- theme: light or dark by hand (remembered), else the system's ----
const THEME_KEY = 'manqala.theme';
export const currentTheme = () => document.documentElement.dataset.theme ||
  (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
export function applyTheme(theme = localStorage.getItem(THEME_KEY)) {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
export function setTheme(theme) {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
}
