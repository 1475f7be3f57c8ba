// A correspondence player's conditional moves ("if they play c3, I answer e2"), while the
// opponent is to move: each line typed as moves, theirs then mine ("c3 e2 d3 f2"), saved on
// the server, which checks them by the rules and plays the answer the moment the foreseen
// move comes (README "Correspondence games"). Shown only to the player; intent: onSave(lines)
// resolves with the lines the server kept, onLoad() with those it holds.
import { explain } from '../../lib/api/request.js';
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

const words = {
  // "if they play c3, I answer e2; then if d3, f2"
  line: (l) => l.reduce((out, mv, i) => (i % 2 ? out : [...out, i === 0
    ? t('play.conditional.first', { theirs: mv, mine: l[i + 1] })
    : t('play.conditional.then', { theirs: mv, mine: l[i + 1] })]), []).join(t('play.conditional.joiner')),
};

export function conditionalBox(st, { onSave, onLoad }) {
  let lines = [];
  let loadedAt = -1; // the ply the lines were asked at: each move may have used them
  const list = h('ul.conditional-lines', { dataset: { testid: 'conditional-lines' } });
  const input = h('input', { id: 'conditional-input', dataset: { testid: 'conditional-input' }, autocomplete: 'off', spellcheck: false,
    placeholder: t('play.conditional.placeholder') });
  const add = h('button', { type: 'submit', dataset: { testid: 'conditional-add' } }, t('play.conditional.add'));
  const said = h('p.conditional-said', { dataset: { testid: 'conditional-said' }, 'aria-live': 'polite' });
  const form = h('form.conditional-form', {}, h('label', { for: 'conditional-input' }, t('play.conditional.label')), input, add);
  const el = h('details.conditional', { dataset: { testid: 'conditional' }, hidden: true },
    h('summary', {}, t('play.conditional.title')), h('p.muted', {}, t('play.conditional.help')), list, form, said);

  async function save(next) {
    said.textContent = '';
    try {
      lines = await onSave(next);
      input.value = '';
      said.textContent = t('play.conditional.saved', { count: lines.length });
    } catch (e) {
      said.textContent = explain(e);
    }
    drawLines();
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const moves = input.value.trim().toLowerCase().split(/[\s,;]+/).filter(Boolean);
    if (moves.length) save([...lines, moves]);
  });
  function drawLines() {
    list.replaceChildren(...lines.map((l, i) => h('li', { dataset: { testid: 'conditional-line' } }, words.line(l), ' ',
      h('button.link', { type: 'button', dataset: { testid: 'conditional-remove' }, 'aria-label': t('play.conditional.remove'),
        onclick: () => save(lines.filter((_, k) => k !== i)) }, '×'))));
  }

  return {
    el,
    // Shown to the player of a correspondence game going on; new lines only while the
    // opponent is to move. Asked again after each move (an answer may have used them).
    async draw() {
      const g = st.game;
      const mine = !!(g.correspondence && st.mySide && st.token && g.status === 'ongoing' && g.correspondence.running);
      el.hidden = !mine;
      form.hidden = !mine || g.to_move === st.mySide;
      if (!mine) return;
      if (loadedAt !== g.ply) {
        loadedAt = g.ply;
        lines = await onLoad().catch(() => lines);
        drawLines();
      }
    },
  };
}
