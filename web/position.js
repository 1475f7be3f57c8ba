// Position texts (RULES.md "Coordinates and notation") and rule-option words, without the DOM:
// "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0" is the rows from the top down, the side to move, and the
// seeds captured by South then North. A position here is { board, toMove, captured } with
// board[r][c] row r + 1 first, as the API's GameState has it.
import { pitIndex } from './board.js';

const other = (s) => (s === 'south' ? 'north' : 'south');

// The position of a text, or null when it is not one (the server says why; this only reads it).
export function parsePosition(text, rows) {
  const m = /^\s*([\d,/]+)\s+([SN])\s+(\d+)\s+(\d+)\s*$/.exec(String(text || ''));
  if (!m) return null;
  const lines = m[1].split('/');
  if (lines.length !== rows) return null;
  const top = lines.map((l) => l.split(',').map(Number));
  if (top.some((r) => r.length !== 7 || r.some((n) => !Number.isInteger(n)))) return null;
  return { board: top.reverse(), toMove: m[2] === 'S' ? 'south' : 'north', captured: { south: Number(m[3]), north: Number(m[4]) } };
}

// The rows as a position text writes them: the top row first.
export const rowsText = (board) => [...board].reverse().map((r) => r.join(',')).join('/');

export const positionText = ({ board, toMove, captured }) =>
  `${rowsText(board)} ${toMove === 'south' ? 'S' : 'N'} ${captured.south} ${captured.north}`;

// A game's state (GameState, a replay frame) as a position.
export const positionOf = (g) => ({ board: g.board, toMove: g.to_move, captured: { ...g.captured } });

export const emptyBoard = (rows) => Array.from({ length: rows }, () => Array(7).fill(0));
export const seedsOn = (board) => board.flat().reduce((a, b) => a + b, 0);

// Whose pit it is: the lower half of the rows is South's.
export const ownerOf = (pit, rows) => (pitIndex(pit)[0] < rows / 2 ? 'south' : 'north');
const sideRows = (board, side) => (side === 'south' ? board.slice(0, board.length / 2) : board.slice(board.length / 2));
export const sideSeeds = (board, side) => seedsOn(sideRows(board, side));

// "seeds=7 capture=2,4" <-> { seeds: '7', capture: '2,4' }
export function parseOptions(words) {
  const out = {};
  for (const w of String(words || '').trim().split(/\s+/)) {
    const i = w.indexOf('=');
    if (i > 0) out[w.slice(0, i)] = w.slice(i + 1);
  }
  return out;
}
export const optionWords = (o) => Object.entries(o).map(([k, v]) => `${k}=${v}`).join(' ');

// The options that differ from the game's defaults (meta's schema).
export function changedOptions(rules, o) {
  const out = {};
  for (const d of rules.options || []) if (o[d.name] !== undefined && o[d.name] !== d.default) out[d.name] = o[d.name];
  return out;
}

// The position after a move, from POST /api/trace's answer (played on `pos`'s board): the
// trace replayed gives the board and the mover's captures; when the move ends the game by
// starvation the answer's board is empty and the starved side (its row empty) takes the rest;
// an Al-manqala side whose row is empty passes. The server's analysis has the last word (it
// answers the canonical position).
export function afterMove(pos, answer, rows) {
  const board = answer.board_before.map((r) => [...r]);
  const mover = answer.side;
  let taken = 0;
  if (answer.truncated) {
    taken = seedsOn(answer.board_before) - seedsOn(answer.board);
    answer.board.forEach((r, i) => (board[i] = [...r]));
  } else {
    for (const ev of answer.trace) {
      const [r, c] = pitIndex(ev.pit);
      if (ev.k === 'lift' || ev.k === 'capture') board[r][c] = 0;
      else if (ev.k === 'drop') board[r][c]++;
      if (ev.k === 'capture') taken += ev.n;
    }
  }
  const captured = { ...pos.captured, [mover]: pos.captured[mover] + taken };
  let toMove = other(mover);
  const left = seedsOn(board);
  if (left > 0 && seedsOn(answer.board) === 0 && !answer.truncated) {
    const starved = sideSeeds(board, 'south') === 0 ? 'south' : 'north';
    captured[starved] += left;
    return { board: answer.board.map((r) => [...r]), toMove, captured };
  }
  if (rows === 2 && sideSeeds(board, toMove) === 0 && sideSeeds(board, mover) > 0) toMove = mover;
  return { board, toMove, captured };
}

// The start of a game under these options: every pit holds `seeds` (the schema's default when
// not given), South to move, nothing captured.
export function startPosition(rules, options = {}) {
  const def = (rules.options || []).find((o) => o.name === 'seeds');
  const seeds = Number(options.seeds ?? (def ? def.default : 0));
  if (!Number.isInteger(seeds) || seeds < 0) return parsePosition(rules.start, rules.rows);
  return { board: Array.from({ length: rules.rows }, () => Array(7).fill(seeds)), toMove: 'south', captured: { south: 0, north: 0 } };
}
