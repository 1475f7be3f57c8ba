// Why a pit cannot be played in the node shown, in words ('' when it can).
import { pitIndex } from '../../board/board.js';
import { ownerOf } from '../../lib/position.js';
import { sideName } from '../../lib/ui.js';
import { isOver } from './state.js';

const words = {
  over: 'The game is over in this position.',
  unknown: 'The legal moves are not known yet.',
  notToMove: (pit, owner, toMove) => `${pit} is ${sideName(owner)}’s: ${sideName(toMove)} is to move.`,
  empty: (pit) => `${pit} is empty.`,
  notHere: (pit) => `${pit} cannot be played here.`,
};

export function whyNot(st, pit) {
  const n = st.tree.current;
  const p = n.position;
  const rows = st.rules.rows;
  if (isOver(n)) return words.over;
  if (!n.legal) return words.unknown;
  if (ownerOf(pit, rows) !== p.toMove) return words.notToMove(pit, ownerOf(pit, rows), p.toMove);
  const [r, c] = pitIndex(pit);
  if (!p.board[r][c]) return words.empty(pit);
  if (n.legal.includes(pit)) return '';
  return words.notHere(pit);
}
