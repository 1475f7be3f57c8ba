// The links under the moves: the replay; the analysis board at the position shown (where
// lib/links.js's analysable allows); the review, once the game is over.
import { analysable } from '../../lib/links.js';
import { h } from '../../lib/ui.js';

const words = { replay: 'Replay this game', analyse: 'Analyse', review: 'Review', sep: ' · ', hint: ' · click a move to see its position' };

export function gameLinks(st) {
  const { id } = st;
  const analyseA = h('a', {}, words.analyse);
  const analyse = h('span', { dataset: { testid: 'game-analyse' }, hidden: true }, words.sep, analyseA);
  const review = h('span', { dataset: { testid: 'game-review' }, hidden: true }, words.sep, h('a', { href: `#/review/${id}` }, words.review));
  const el = h('p.game-links', {}, h('a', { href: `#/replay/${id}`, dataset: { testid: 'game-replay' } }, words.replay),
    analyse, review, h('small.muted', {}, words.hint));
  return {
    el,
    draw() {
      const g = st.game;
      review.hidden = g.status === 'ongoing';
      analyse.hidden = !analysable(g);
      analyseA.href = `#/analysis/${g.game}?from=${id}&ply=${st.viewing ?? g.ply}`;
    },
  };
}
