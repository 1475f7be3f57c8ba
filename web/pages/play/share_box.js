// Sharing the loop (games whose rules share loops): the split the board would give now, and
// the button. Against the engine it ends the game (the engine may decline; at one screen it is
// accepted at once): two clicks, as Resign, and only once the game goes round (loops.js). Between
// people it is an offer, which the other side accepts until the next move. Intent: onShare().
import { t, num } from '../../lib/i18n.js';
import { h, twoClicks, sideName } from '../../lib/ui.js';
import { bothSeated } from './state.js';
import { LOOP_PLIES } from './loops.js';

const words = {
  split: (s) => t('play.share.split', { south: s.south, north: s.north,
    verdict: s.winner === 'draw' ? t('result.verdict.draw') : t('result.verdict.wins', { winner: sideName(s.winner) }) }),
  notYet: (loop) => (loop.known ? t('play.share.notYet.since', { count: LOOP_PLIES, since: loop.since }) : t('play.share.notYet')),
};

export function shareBox(st, { onShare }) {
  const share = () => onShare();
  const button = st.friend ? h('button', { type: 'button', dataset: { testid: 'share' }, onclick: share }, t('play.share.offer'))
    : twoClicks({ dataset: { testid: 'share' } }, t('play.share.propose'), t('play.share.propose.ask'), share, true);
  const info = h('p.share-info', { dataset: { testid: 'share-info' } });
  const result = h('p.share-result', { dataset: { testid: 'share-result' }, 'aria-live': 'polite' });
  // Between people: the other side's offer, to accept (a move withdraws it).
  const offerText = h('span', { dataset: { testid: 'share-offer' } });
  const accept = h('button', { type: 'button', dataset: { testid: 'share-accept' }, onclick: share, title: t('play.share.accept.help') }, t('play.share.accept'));
  const offer = h('div.share-offer', { hidden: true, role: 'alert' }, offerText, ' ', accept);
  const el = h('div.share-box', { hidden: !st.rules.shares_loops }, button, offer, info, result);
  if (st.spectator) button.hidden = true;

  // Between people: an offer made, by whom, and the other side's to accept.
  function drawOffer(g) {
    const side = g.status === 'ongoing' ? g.share_offer : null;
    const split = g.share ? `${num(g.share.south)}–${num(g.share.north)}` : '';
    offer.hidden = true;
    if (side && st.mySide && side !== st.mySide) {
      offer.hidden = false;
      offerText.textContent = t('play.share.theirOffer', { split });
      accept.disabled = !g.share;
    } else if (side && st.mySide) result.textContent = t('play.share.myOffer');
    else if (side) result.textContent = t('play.share.offered', { side: sideName(side), split });
    else result.textContent = '';
  }

  return {
    el,
    // loop: loops.js's state of the game shown.
    draw(loop) {
      const g = st.game;
      const over = g.status !== 'ongoing';
      if (st.friend) drawOffer(g);
      button.disabled = !st.token || over || !g.share || st.offline || !loop.plausible ||
        (st.friend && (!bothSeated(g) || g.share_offer === st.mySide));
      // Before the game goes round the box says only when sharing comes: a split of the board
      // at move 0 is no news to anyone.
      if (over) info.textContent = g.share ? words.split(g.share) : '';
      else if (!g.share) info.textContent = t('play.share.nothing');
      else info.textContent = loop.plausible ? words.split(g.share) : words.notYet(loop);
    },
    // The engine's answer to a proposal (null: none, as at a new position).
    answer(accepted) {
      result.textContent = accepted === null ? '' : accepted ? t('play.share.accepted') : t('play.share.declined');
    },
  };
}
