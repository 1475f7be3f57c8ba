// Position texts (RULES.md "Coordinates and notation") and rule-option words, without the DOM:
// "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0" is the rows from the top down, the side to move, and the
// seeds captured by South then North. A position here is { board, toMove, captured } with
// board[r][c] row r + 1 first, as the API's GameState has it.
import { pitIndex } from '../board/board.js';

// The board of a game of /api/meta (`rules`) as the board widget takes it.
export const boardShape = (rules) => ({ rows: rules.rows, columns: rules.columns, circuits: rules.circuits });

// The position of a text on the board of `rules` (meta's), or null when it is not one (the
// server says why; this only reads it).
export function parsePosition(text, rules) {
  const m = /^\s*([\d,/]+)\s+([SN])\s+(\d+)\s+(\d+)\s*$/.exec(String(text || ''));
  if (!m) return null;
  const lines = m[1].split('/');
  if (lines.length !== rules.rows) return null;
  const top = lines.map((l) => l.split(',').map(Number));
  if (top.some((r) => r.length !== rules.columns || r.some((n) => !Number.isInteger(n)))) return null;
  return { board: top.reverse(), toMove: m[2] === 'S' ? 'south' : 'north', captured: { south: Number(m[3]), north: Number(m[4]) } };
}

// The rows as a position text writes them: the top row first.
export const rowsText = (board) => [...board].reverse().map((r) => r.join(',')).join('/');

export const positionText = ({ board, toMove, captured }) =>
  `${rowsText(board)} ${toMove === 'south' ? 'S' : 'N'} ${captured.south} ${captured.north}`;

// A game's state (GameState, a replay frame) as a position.
export const positionOf = (g) => ({ board: g.board, toMove: g.to_move, captured: { ...g.captured } });

const filledBoard = (rules, seeds) => Array.from({ length: rules.rows }, () => Array(rules.columns).fill(seeds));
export const emptyBoard = (rules) => filledBoard(rules, 0);
export const seedsOn = (board) => board.flat().reduce((a, b) => a + b, 0);

// Whose pit it is: the lower half of the rows is South's.
export const ownerOf = (pit, rows) => (pitIndex(pit)[0] < rows / 2 ? 'south' : 'north');

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

// An empty board: every seed captured, half each (South the odd one), so that the seeds still
// add up to the game's and the position is a legal one at once; the side to move is kept.
export function emptyPosition(rules, options, toMove = 'south') {
  const total = seedsOn(startPosition(rules, options).board);
  return { board: emptyBoard(rules), toMove, captured: { south: Math.ceil(total / 2), north: Math.floor(total / 2) } };
}

// The start of a game under these options: every pit holds `seeds` (the schema's default when
// not given), South to move, nothing captured.
export function startPosition(rules, options = {}) {
  const def = (rules.options || []).find((o) => o.name === 'seeds');
  const seeds = Number(options.seeds ?? (def ? def.default : 0));
  if (!Number.isInteger(seeds) || seeds < 0) return parsePosition(rules.start, rules);
  return { board: filledBoard(rules, seeds), toMove: 'south', captured: { south: 0, north: 0 } };
}
