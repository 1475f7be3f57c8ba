// The game's moves, each pair (its number, South's and North's) on one line; a move's button
// shows the position after it (intent onView(ply)), the one viewed outlined.
import { t, locale } from '../../lib/i18n.js';
import { h, numberedMoves, sideName } from '../../lib/ui.js';

const words = {
  label: () => t('play.moves.label'),
  seconds: (ms) => new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000),
  title: (m) => t('play.moves.title', { side: sideName(m.side), seconds: words.seconds(m.ms) }),
};

export function moveList(st, { onView }) {
  const el = h('div.move-list', { dataset: { testid: 'move-list' }, 'aria-label': words.label(), role: 'log' });
  el.addEventListener('click', (e) => {
    const b = e.target.closest('button.mv');
    if (b) onView(Number(b.dataset.ply));
  });
  const mark = () => {
    for (const b of el.querySelectorAll('.mv')) b.classList.toggle('viewed', Number(b.dataset.ply) === st.viewing);
  };
  return {
    el, mark,
    draw() {
      const g = st.game;
      const pairs = [];
      for (const { num, move, ply } of numberedMoves(g.moves)) {
        if (num || !pairs.length) pairs.push(h('span.pair', {}, num ? h('span.num', {}, num) : null));
        const m = g.moves[ply - 1];
        pairs[pairs.length - 1].append(h('button.mv', { type: 'button', dataset: { ply }, class: ply === g.ply ? 'current' : '',
          title: words.title(m) }, move));
      }
      el.replaceChildren(...pairs);
      mark();
      if (st.viewing === null) el.scrollTop = el.scrollHeight;
    },
  };
}
