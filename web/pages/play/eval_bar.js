// The evaluation bar beside the board: South's share of the bar, from the engine's score of the
// position (load(): GET /api/games/<id>/eval), on South's side of the board. Its face shows
// South's view as a signed number; its label says the score in words (lib/engine_score.js).
// Shown while state.evalOn; each refresh() drops the answers to the ones before, and the old
// score is marked stale (dimmed) until the new position's comes.
import { t } from '../../lib/i18n.js';
import { fromSouth, scoreWords, scoreShort } from '../../lib/engine_score.js';
import { h } from '../../lib/ui.js';

export function evalBar(st, load) {
  const fill = h('div.eval-fill');
  const text = h('div.eval-text', { 'aria-hidden': 'true' });
  const el = h('div.eval-bar', { dataset: { testid: 'eval-bar' }, hidden: !st.evalOn, title: t('play.eval.title'), role: 'img',
    'aria-label': t('play.eval.title') }, fill, text);
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
      el.dataset.stale = 'true';
      try {
        const r = await load();
        if (mine !== seq) return;
        const s = Math.max(-1000, Math.min(1000, r.score));
        // tanh keeps small differences visible and forced wins at the ends.
        fill.style.height = `${50 + 50 * Math.tanh(s / 8)}%`;
        const score = fromSouth(r.score, r.text);
        text.textContent = scoreShort(score);
        el.title = t('play.eval.scored', { score: scoreWords(score, st.first.game), depth: r.depth });
        el.setAttribute('aria-label', el.title);
        el.dataset.score = r.score;
        el.dataset.south = score.south;
        delete el.dataset.stale;
      } catch (e) {
        if (mine === seq) text.textContent = '?';
      }
    },
  };
}
