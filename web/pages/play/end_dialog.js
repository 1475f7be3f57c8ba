// The dialog at the end of the game: the result in a sentence, the server's words for it, and
// what next (a new game: intent onNew(); the replay; the review). Shown once per end (an undo
// of the last move and a new end show it again), never on a page already left.
import { h, resultSentence } from '../../lib/ui.js';

const words = { title: 'Game over', newGame: 'New game', replay: 'Replay', review: 'Review', close: 'Close' };

export function endDialog(st, { onNew }) {
  const text = h('p.result-text', { dataset: { testid: 'result-text' } });
  const detail = h('p.muted', { dataset: { testid: 'result-detail' } });
  const el = h('dialog.result', { dataset: { testid: 'result-dialog' }, 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, words.title), text, detail,
    h('div.buttons', {},
      h('button.primary', { type: 'button', dataset: { testid: 'dialog-new-game' }, onclick: () => { el.close(); onNew(); } }, words.newGame),
      h('a.button', { href: `#/replay/${st.id}`, dataset: { testid: 'dialog-replay' } }, words.replay),
      h('a.button', { href: `#/review/${st.id}`, dataset: { testid: 'dialog-review' } }, words.review),
      h('button', { type: 'button', dataset: { testid: 'dialog-close' }, onclick: () => el.close() }, words.close)));
  let shownFor = null; // the ply of the end shown
  return {
    el,
    draw() {
      const g = st.game;
      const over = g.status !== 'ongoing';
      if (over && shownFor !== g.ply) {
        shownFor = g.ply;
        text.textContent = resultSentence(g.result, g.captured, st.me);
        detail.textContent = g.result ? g.result.text : '';
        if (!el.open && el.isConnected) el.showModal(); // (not on a page already left)
      }
      if (!over) shownFor = null;
    },
    stop: () => el.open && el.close(),
  };
}
