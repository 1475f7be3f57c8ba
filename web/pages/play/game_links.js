// The links under the moves: the game this one continues (an undo after its end); the
// replay; the analysis board at the position shown (where lib/links.js's analysable allows);
// the review, once the game is over.
import { t, sep } from '../../lib/i18n.js';
import { analysable } from '../../lib/links.js';
import { isLocalId } from '../../lib/local/room_store.js';
import { h } from '../../lib/ui.js';

export function gameLinks(st) {
  const { id } = st;
  const analyseA = h('a', {}, t('play.links.analyse'));
  const analyse = h('span', { dataset: { testid: 'game-analyse' }, hidden: true }, sep(), analyseA);
  const review = h('span', { dataset: { testid: 'game-review' }, hidden: true }, sep(), h('a', { href: `#/review/${id}` }, t('play.links.review')));
  const fromA = h('a', { dataset: { testid: 'game-continued-from' } }, t('play.links.continuedFrom'));
  const from = h('span', { hidden: true }, fromA, sep());
  const el = h('p.game-links', {}, from, h('a', { href: `#/replay/${id}`, dataset: { testid: 'game-replay' } }, t('play.links.replay')),
    analyse, review, h('small.muted', {}, `${sep()}${t('play.links.hint')}`));
  return {
    el,
    draw() {
      const g = st.game;
      from.hidden = !g.continued_from;
      if (g.continued_from) fromA.href = `#/replay/${g.continued_from}`;
      review.hidden = g.status === 'ongoing' || isLocalId(g.id); // the review is the server's: a game of this page once archived
      analyse.hidden = !analysable(g);
      analyseA.href = `#/analysis/${g.game}?from=${id}&ply=${st.viewing ?? g.ply}`;
    },
  };
}
