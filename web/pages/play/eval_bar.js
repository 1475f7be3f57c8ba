// The evaluation bar beside the board: South's share of the bar, from the engine's score of the
// position (load(): GET /api/games/<id>/eval), on South's side of the board. Shown while
// state.evalOn; each refresh() drops the answers to the ones before.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { scoreText } from '../../lib/words.js';

export function evalBar(st, load) {
  const fill = h('div.eval-fill');
  const text = h('div.eval-text');
  const el = h('div.eval-bar', { dataset: { testid: 'eval-bar' }, hidden: !st.evalOn, title: t('play.eval.title') }, fill, text);
  el.classList.toggle('flipped', st.flipped); // South's share of the bar sits on South's side
  let seq = 0;
  return {
    el,
    draw() {
      el.hidden = !st.evalOn;
      el.classList.toggle('flipped', st.flipped);
    },
    async refresh() {
      const mine = ++seq;
      try {
        const r = await load();
        if (mine !== seq) return;
        const s = Math.max(-1000, Math.min(1000, r.score));
        // tanh keeps small differences visible and forced wins at the ends.
        fill.style.height = `${50 + 50 * Math.tanh(s / 8)}%`;
        text.textContent = scoreText(r.text);
        el.title = t('play.eval.scored', { score: scoreText(r.text), depth: r.depth });
        el.dataset.score = r.score;
      } catch (e) {
        if (mine === seq) text.textContent = '?';
      }
    },
  };
}
