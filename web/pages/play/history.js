// Earlier positions of the game, read-only: the banner over the board while one is shown (which
// one, the way back), and the keys that step through them (← → step, Home the start, End and
// Esc back to the game). Intents: onView(ply), onBack().
import { t } from '../../lib/i18n.js';
import { h, sideName } from '../../lib/ui.js';
import { viewedFrame } from './state.js';

const words = {
  start: (of) => t('play.history.start', { count: of }),
  after: (k, of, f) => t('play.history.after', { k, count: of, side: sideName(f.side), move: f.move }),
};

export function historyBanner(st, { onBack }) {
  const text = h('span', { dataset: { testid: 'history-text' } });
  const el = h('div.history-banner', { dataset: { testid: 'history-banner' }, hidden: true },
    text, h('button', { type: 'button', dataset: { testid: 'history-back' }, onclick: () => onBack() }, t('play.history.back')),
    h('small.muted', {}, t('play.history.keys')));
  return {
    el,
    draw() {
      const f = viewedFrame(st);
      if (st.viewing === null) el.hidden = true;
      if (!f) return;
      el.hidden = false;
      text.textContent = st.viewing === 0 ? words.start(st.game.ply) : words.after(st.viewing, st.game.ply, f);
      el.dataset.ply = st.viewing;
    },
  };
}

// The keydown listener for the document.
export function historyKeys(st, { onView, onBack }) {
  return (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !st.game) return;
    if (e.target.closest && e.target.closest('input, textarea, select, dialog')) return;
    const act = {
      ArrowLeft: () => onView((st.viewing ?? st.game.ply) - 1),
      ArrowRight: () => st.viewing !== null && onView(st.viewing + 1),
      Home: () => onView(0),
      End: () => onBack(),
      Escape: () => onBack(),
    }[e.key];
    if (!act || (st.viewing === null && !['ArrowLeft', 'Home'].includes(e.key))) return;
    e.preventDefault();
    act();
  };
}
