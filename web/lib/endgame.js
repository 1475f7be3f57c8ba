// The "solved" panel: the endgame tables' verdict on the position shown (docs/web-api.md
// "endgame") and each legal move's value for its player, best first. The server sends it only
// where it spoils no game between people; the panel is hidden whenever there is none.
import { h } from './ui.js';

const captions = {
  seeds: 'each move: the seeds its player ends up with, of those left',
  plies: 'each move: won, drawn or lost, in so many plies',
};

export function endgamePanel() {
  const sentence = h('p.endgame-sentence', { dataset: { testid: 'endgame-sentence' } });
  const caption = h('p.endgame-caption');
  const moves = h('ol.endgame-moves', { dataset: { testid: 'endgame-moves' }, 'aria-label': 'moves with their values' });
  const el = h('section.endgame', { dataset: { testid: 'endgame' }, hidden: true, 'aria-label': 'endgame tables' },
    sentence, moves, caption);
  function show(e) {
    el.hidden = !e;
    if (!e) return;
    sentence.textContent = e.sentence;
    caption.textContent = captions[e.kind] || '';
    // Equal texts are equal values: every move as good as the first is marked best.
    const best = e.moves.length ? e.moves[0].text : null;
    moves.replaceChildren(...e.moves.map((m) => h('li', { class: m.text === best ? 'best' : '', dataset: { move: m.move } },
      h('span.mv', {}, m.move), ' ', h('span.value', {}, m.text))));
  }
  return { el, show };
}
