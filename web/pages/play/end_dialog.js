// The dialog at the end of the game: the result in a sentence, the server's words for it, what
// a rated game did to the ratings (play/rating_change.js), and what next (a new game: intent
// onNew(); a return game between people: `rematch`, a play/rematch.js box; the replay; the
// review). Shown once per end (an undo
// of the last move and a new end show it again), never on a page already left.
import { t } from '../../lib/i18n.js';
import { isLocalId } from '../../lib/local/room_store.js';
import { h, resultSentence, resultDetail } from '../../lib/ui.js';
import { ratingChanges } from './rating_change.js';
import { CALLED_OFF } from './status.js';

export function endDialog(st, { onNew, rematch }) {
  const replay = h('a.button', { href: `#/replay/${st.id}`, dataset: { testid: 'dialog-replay' } }, t('play.end.replay'));
  const review = h('a.button', { href: `#/review/${st.id}`, dataset: { testid: 'dialog-review' } }, t('play.end.review'));
  const text = h('p.result-text', { dataset: { testid: 'result-text' } });
  const detail = h('p.muted', { dataset: { testid: 'result-detail' } });
  const ratings = ratingChanges(st);
  const el = h('dialog.result', { dataset: { testid: 'result-dialog' }, 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, t('play.end.title')), text, detail, ratings.el, rematch.el,
    h('div.buttons', {},
      h('button.primary', { type: 'button', dataset: { testid: 'dialog-new-game' }, onclick: () => { el.close(); onNew(); } }, t('play.newGame')),
      replay, review,
      h('button', { type: 'button', dataset: { testid: 'dialog-close' }, onclick: () => el.close() }, t('play.end.close'))));
  let shownFor = null; // the ply of the end shown
  return {
    el,
    draw() {
      const g = st.game;
      const over = g.status !== 'ongoing';
      rematch.draw();
      if (over && shownFor !== g.ply) {
        shownFor = g.ply;
        const calledOff = CALLED_OFF.includes(g.status);
        text.textContent = calledOff ? t(`play.calledOff.${g.status}`) : resultSentence(g.result, g.captured, st.me, g.game);
        detail.textContent = calledOff ? t('play.calledOff.unrated') : resultDetail(g.result, g.captured, g.game);
        replay.hidden = review.hidden = calledOff; // no game to go over
        if (isLocalId(g.id)) review.hidden = true; // the review is the server's (a game of this page, once archived)
        if (!calledOff) ratings.show(g);
        if (!el.open && el.isConnected) el.showModal(); // (not on a page already left)
      }
      if (!over) shownFor = null;
    },
    stop: () => el.open && el.close(),
  };
}
