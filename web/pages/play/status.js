// The line over the board: whose move it is (or the result), the engine thinking, the
// spectators (a slot: presence.js's) and the state of the link to the server; and the banner
// while the connection is lost.
import { h, sideName, resultSentence } from '../../lib/ui.js';
import { bothSeated, myTurn } from './state.js';

const words = {
  thinking: 'engine thinking…',
  lost: 'Connection lost — reconnecting…',
  link: { live: 'live', reconnecting: 'reconnecting…', polling: 'polling', offline: 'offline' },
  plays: (side, move) => `${sideName(side)} plays ${move}`,
  waitOpponent: 'Waiting for your opponent to join', waitSecond: 'Waiting for a second player',
  yourMove: (side) => `Your move (${sideName(side)})`,
  opponentsMove: (side) => `Opponent’s move (${sideName(side)})`,
  toMove: (side) => `${sideName(side)} to move`,
  you: ' (you)', engine: ' (engine)',
};

export function statusLine(st, { spectators }) {
  const toMove = h('div.to-move', { dataset: { testid: 'to-move' }, 'aria-live': 'polite' });
  const thinking = h('div.thinking', { dataset: { testid: 'thinking' }, hidden: true }, h('span.spinner'), words.thinking);
  const link = h('span.link', { dataset: { testid: 'link' } });
  const banner = h('div.conn-banner', { dataset: { testid: 'conn-banner' }, role: 'alert', hidden: true },
    h('span.spinner'), words.lost);

  function text(g) {
    if (g.status !== 'ongoing') return resultSentence(g.result, g.captured, st.me);
    if (st.friend) {
      if (!bothSeated(g)) return st.mySide ? words.waitOpponent : words.waitSecond;
      if (st.mySide) return g.to_move === st.mySide ? words.yourMove(st.mySide) : words.opponentsMove(g.to_move);
      return words.toMove(g.to_move);
    }
    return words.toMove(g.to_move) + (myTurn(st, g) ? words.you : g.players[g.to_move] === 'engine' ? words.engine : '');
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
      toMove.textContent = words.plays(side, move);
    },
    // The link's state (live.js's subscribe): the banner while it is lost.
    link(s) {
      link.textContent = words.link[s] || s;
      link.dataset.state = s;
      banner.hidden = !(s === 'reconnecting' || s === 'offline');
    },
  };
}
