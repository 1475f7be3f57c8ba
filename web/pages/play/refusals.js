// Why a pit cannot be played now, in words, from the state alone (null while a move is on its
// way: nothing to say). The game's own reasons (src/games/<folder>/web/refusal.js, st.refusal)
// come before the generic last one.
import { pitIndex } from '../../board/board.js';
import { t } from '../../lib/i18n.js';
import { sideName, boardOrder } from '../../lib/ui.js';
import { bothSeated } from './state.js';

const words = {
  // The rows of the side to move: "rows 1 and 2" (four rows), "row 1" (two).
  rows: (rows, s) => (rows === 4 ? t('play.refused.rows', { a: s === 'south' ? 1 : 3, b: s === 'south' ? 2 : 4 })
    : t('play.refused.row', { row: s === 'south' ? 1 : 2 })),
  notYourSide: (pit, owner, toMove, rows) => t('play.refused.notYourSide', { pit, owner: sideName(owner), side: sideName(toMove), rows }),
};
export const notLegal = (pit) => t('play.refused.notLegal', { pit });

export function whyNot(st, pit, g = st.game) {
  if (st.viewing !== null) return t('play.refused.viewing');
  if (st.offline) return t('play.refused.offline');
  if (g.status !== 'ongoing') return t('result.over');
  if (st.spectator || !st.token) return t('play.refused.watching');
  if (st.friend && !bothSeated(g)) return t('play.refused.notJoined');
  if (g.thinking || g.players[g.to_move] === 'engine') return t('play.refused.engineToMove');
  if (st.friend && st.mySide && g.to_move !== st.mySide) return t('play.refused.opponentToMove');
  if (st.sending) return null;
  const [r, c] = pitIndex(pit);
  const owner = r < g.rows / 2 ? 'south' : 'north';
  if (owner !== g.to_move) return words.notYourSide(pit, owner, g.to_move, words.rows(g.rows, g.to_move));
  const n = g.board[r][c];
  if (n === 0) return t('play.refused.empty', { pit });
  const count = (p) => { const [pr, pc] = pitIndex(p); return g.board[pr][pc]; };
  const own = st.refusal && st.refusal.whyNot({ pit, seeds: n, count, legal: g.legal, board: g.board, toMove: g.to_move, sideName, boardOrder,
    t: (key, params = {}, fallback = null) => t(`game.${g.game}.${key}`, params, fallback) }); // the game's own messages
  if (own) return own;
  return notLegal(pit);
}
