// Why a pit cannot be played now, in words, from the state alone (null while a move is on its
// way: nothing to say). The game's own reasons (src/games/<folder>/web/refusal.js, st.refusal)
// come before the generic last one.
import { pitIndex } from '../../board/board.js';
import { sideName, boardOrder } from '../../lib/ui.js';
import { bothSeated } from './state.js';

const words = {
  viewing: 'You are looking at an earlier position: go back to the game to move.',
  offline: 'The connection is lost: wait until it is back.',
  over: 'The game is over.',
  watching: 'You are watching: this browser holds no seat in this game.',
  notJoined: 'Your opponent has not joined yet.',
  engineToMove: 'Not your turn: the engine is to move.',
  opponentToMove: 'Not your turn: your opponent is to move.',
  rows: (rows, s) => (rows === 4 ? (s === 'south' ? 'rows 1 and 2' : 'rows 3 and 4') : s === 'south' ? 'row 1' : 'row 2'),
  notYourSide: (pit, owner, toMove, rows) => `Not your side: ${pit} is ${sideName(owner)}’s; ${sideName(toMove)} plays ${rows}.`,
  empty: (pit) => `${pit} is empty.`,
};
export const notLegal = (pit) => `${pit} is not a legal move now.`;

export function whyNot(st, pit, g = st.game) {
  if (st.viewing !== null) return words.viewing;
  if (st.offline) return words.offline;
  if (g.status !== 'ongoing') return words.over;
  if (st.spectator || !st.token) return words.watching;
  if (st.friend && !bothSeated(g)) return words.notJoined;
  if (g.thinking || g.players[g.to_move] === 'engine') return words.engineToMove;
  if (st.friend && st.mySide && g.to_move !== st.mySide) return words.opponentToMove;
  if (st.sending) return null;
  const [r, c] = pitIndex(pit);
  const owner = r < g.rows / 2 ? 'south' : 'north';
  if (owner !== g.to_move) return words.notYourSide(pit, owner, g.to_move, words.rows(g.rows, g.to_move));
  const n = g.board[r][c];
  if (n === 0) return words.empty(pit);
  const count = (p) => { const [pr, pc] = pitIndex(p); return g.board[pr][pc]; };
  const own = st.refusal && st.refusal.whyNot({ pit, seeds: n, count, legal: g.legal, board: g.board, toMove: g.to_move, sideName, boardOrder });
  if (own) return own;
  return notLegal(pit);
}
