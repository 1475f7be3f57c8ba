// The big board's moves, numbered as a scoresheet numbers them (each pair on one line; a move's
// mover is the owner of the pit it sowed), each a button that shows the position after it
// (intent onView(ply)); the move viewed is marked, and the list follows the game's end while the
// reader follows the game.
import { t } from '../../lib/i18n.js';
import { h, numberedMoves } from '../../lib/ui.js';
import { moversOf } from './state.js';

export function moveList(st, { onView }) {
  const list = h('div.move-list', { role: 'log', 'aria-label': t('play.moves.label'), dataset: { testid: 'broadcast-moves' } });
  list.addEventListener('click', (e) => {
    const b = e.target.closest('button.mv');
    if (b) onView(Number(b.dataset.ply));
  });
  let key = '';
  const el = h('section.bc-moves', {}, h('h2', {}, t('play.moves')), list);
  return {
    el,
    // Board b's moves, `ply` the one shown.
    draw(b, ply) {
      const k = JSON.stringify([b.board, b.moves]);
      if (k !== key) {
        key = k;
        const sides = moversOf(st, b.moves);
        const pairs = [];
        for (const { num, move, ply: p } of numberedMoves(b.moves.map((m, i) => ({ move: m, side: sides[i] })))) {
          if (num || !pairs.length) pairs.push(h('span.pair', {}, num ? h('span.num', {}, num) : null));
          pairs.at(-1).append(h('button.mv', { type: 'button', dataset: { ply: p } }, move));
        }
        list.replaceChildren(...(pairs.length ? pairs : [h('span.muted', {}, t('broadcast.moves.none'))]));
      }
      list.dataset.count = b.moves.length;
      for (const m of list.querySelectorAll('.mv')) m.classList.toggle('current', Number(m.dataset.ply) === ply);
      if (st.viewing === null) list.scrollTop = list.scrollHeight;
      else { // the move viewed in view inside the list (the page itself does not scroll: broadcast.css positions the list)
        const cur = list.querySelector('.mv.current');
        if (cur) list.scrollTop = Math.max(0, cur.offsetTop - list.clientHeight / 2);
      }
    },
  };
}
