// The position in words, for the screen-reader mode's commands (commands.js): a row, every row
// as the reader sits (their own back row first; each row's pits from their left to their
// right), the seeds each side captured, the legal moves, the clocks.
import { t, list } from '../i18n.js';
import { sideName, boardOrder } from '../ui.js';
import { pitsText } from './move_words.js';

const pitName = (r, c) => `${String.fromCharCode(97 + c)}${r + 1}`;
const ownerOf = (row, rows) => (row <= rows / 2 ? 'south' : 'north');

// Row `row` (1 for South's back row) of board[r][c]; from: the side the reader sits at.
export function rowWords(board, row, from = 'south') {
  const pits = board[row - 1].map((n, c) => t('speech.pit', { pit: pitName(row - 1, c), count: n }));
  if (from === 'north') pits.reverse();
  return t('speech.row', { row, side: sideName(ownerOf(row, board.length)), pits: pits.join(t('speech.sep')) });
}

export function boardWords(board, from = 'south') {
  const rows = board.map((_, r) => r + 1);
  return (from === 'north' ? rows.reverse() : rows).map((row) => rowWords(board, row, from)).join(' ');
}

export const scoreWords = (captured) => ['south', 'north'].map((s) => t('speech.captured', { side: sideName(s), count: captured[s] ?? 0 })).join(' ');

export const legalWords = (legal, toMove) => (legal && legal.length
  ? t('speech.legal', { side: sideName(toMove), pits: pitsText(boardOrder(legal)) }) : t('speech.legal.none'));

// clocks: { south, north: the time shown, running: the side whose clock runs or null }, or null.
export function clockWords(clocks) {
  if (!clocks) return t('speech.clocks.none');
  return list(['south', 'north'].map((s) => (clocks.running === s ? t('speech.clock.running', { side: sideName(s), time: clocks[s] })
    : t('speech.clock', { side: sideName(s), time: clocks[s] }))));
}
