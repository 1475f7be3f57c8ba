// Why a pit cannot be played in the node shown, in words ('' when it can).
import { pitIndex } from '../../board/board.js';
import { t } from '../../lib/i18n.js';
import { ownerOf } from '../../lib/position.js';
import { sideName } from '../../lib/ui.js';
import { isOver } from './state.js';

export function whyNot(st, pit) {
  const n = st.tree.current;
  const p = n.position;
  const rows = st.rules.rows;
  if (isOver(n)) return t('analysis.refused.over');
  if (!n.legal) return t('analysis.refused.unknown');
  if (ownerOf(pit, rows) !== p.toMove) return t('analysis.refused.notToMove', { pit, owner: sideName(ownerOf(pit, rows)), side: sideName(p.toMove) });
  const [r, c] = pitIndex(pit);
  if (!p.board[r][c]) return t('play.refused.empty', { pit });
  if (n.legal.includes(pit)) return '';
  return t('analysis.refused.notHere', { pit });
}
