// The line over the board: whose move it is (or the result), the engine thinking, the
// spectators (a slot: presence.js's) and the state of the link to the server; and the banner
// while the connection is lost.
import { t } from '../../lib/i18n.js';
import { h, sideName, resultSentence } from '../../lib/ui.js';
import { bothSeated, myTurn } from './state.js';

const LINKS = ['live', 'reconnecting', 'polling', 'offline', 'local'];
// A game that ended with no result (aborted before both moved, an invitation cancelled, a
// tournament game neither player came to: both lost by forfeit).
export const CALLED_OFF = ['aborted', 'cancelled', 'forfeited'];
const words = {
  link: (s) => (LINKS.includes(s) ? t(`play.status.link.${s}`) : s),
  toMove: (side) => t('play.status.toMove', { side: sideName(side) }),
};

export function statusLine(st, { spectators }) {
  const toMove = h('div.to-move', { dataset: { testid: 'to-move' }, 'aria-live': 'polite' });
  const thinking = h('div.thinking', { dataset: { testid: 'thinking' }, hidden: true }, h('span.spinner'), t('play.status.thinking'));
  const link = h('span.link', { dataset: { testid: 'link' } });
  const banner = h('div.conn-banner', { dataset: { testid: 'conn-banner' }, role: 'alert', hidden: true },
    h('span.spinner'), t('play.status.lost'));

  function text(g) {
    if (CALLED_OFF.includes(g.status)) return t(`play.calledOff.${g.status}`);
    if (g.status !== 'ongoing') return resultSentence(g.result, g.captured, st.me, g.game);
    if (st.friend) {
      if (!bothSeated(g)) return st.mySide ? t('play.status.waitOpponent') : t('play.status.waitSecond');
      if (st.mySide) return g.to_move === st.mySide ? t('play.status.yourMove', { side: sideName(st.mySide) })
        : t('play.status.opponentsMove', { side: sideName(g.to_move) });
      return words.toMove(g.to_move);
    }
    if (myTurn(st, g)) return t('play.status.toMove.you', { side: sideName(g.to_move) });
    return g.players[g.to_move] === 'engine' ? t('play.status.toMove.engine', { side: sideName(g.to_move) }) : words.toMove(g.to_move);
  }
  return {
    el: h('div.status', {}, toMove, thinking, spectators, link),
    banner,
    draw() {
      const g = st.game;
      toMove.dataset.side = g.to_move;
      toMove.textContent = text(g);
      thinking.hidden = !g.thinking;
    },
    // A move being shown: its side and pit, while it is animated.
    playing(side, move) {
      toMove.dataset.side = side;
      toMove.textContent = t('play.status.plays', { side: sideName(side), move });
    },
    // The link's state (live.js's subscribe): the banner while it is lost.
    link(s) {
      link.textContent = words.link(s);
      link.dataset.state = s;
      banner.hidden = !(s === 'reconnecting' || s === 'offline');
    },
  };
}
