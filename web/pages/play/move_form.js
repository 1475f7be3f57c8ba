// A move typed by its pit's name: played when legal now (intent onPlay(pit)); otherwise why
// not, said in a toast and by the board (intent onRefused(why)), the text selected so that
// typing replaces it. Hidden for a spectator.
import { t } from '../../lib/i18n.js';
import { h, toast, boardOrder } from '../../lib/ui.js';
import { canMove } from './state.js';
import { whyNot, notLegal } from './refusals.js';

const words = {
  notAPit: (m) => t('play.move.notAPit', { text: m }),
  legal: (pits) => ` ${t('play.move.legal', { pits: boardOrder(pits).join(' ') })}`,
};

export function moveForm(st, { onPlay, onRefused }) {
  const input = h('input', { type: 'text', id: 'move-input', placeholder: t('play.move.placeholder'), autocomplete: 'off',
    spellcheck: 'false', maxlength: 3, dataset: { testid: 'move-input' }, 'aria-label': t('play.move.aria') });
  const el = h('form.move-form', { hidden: st.spectator }, h('label', { for: 'move-input' }, t('play.move.label')), input,
    h('button', { type: 'submit' }, t('play.move.play')));
  el.addEventListener('submit', (e) => {
    e.preventDefault();
    const m = input.value.trim().toLowerCase();
    if (!m) return;
    const g = st.game;
    if (!g.legal.includes(m) || !canMove(st)) {
      const isPit = /^[a-z][1-9]$/.test(m) && m.charCodeAt(0) - 97 < st.rules.columns && Number(m.slice(1)) <= st.rules.rows;
      const why = (isPit && whyNot(st, m)) || (isPit ? notLegal(m) : words.notAPit(m));
      toast(why + (canMove(st) ? words.legal(g.legal) : ''), 'error');
      onRefused(why);
      input.select(); // the bad text, selected: typing replaces it
      return;
    }
    input.value = '';
    onPlay(m);
  });
  return { el, draw: () => (input.disabled = !canMove(st)) };
}
