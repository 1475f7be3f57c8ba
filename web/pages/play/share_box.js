// Sharing the loop (games whose rules share loops): the split the board would give now, and
// the button. Against the engine it ends the game (the engine may decline; at one screen it is
// accepted at once): two clicks, as Resign, and only once the game goes round (loops.js). Between
// people it is an offer, which the other side accepts until the next move. Intent: onShare().
import { h, twoClicks, sideName } from '../../lib/ui.js';
import { bothSeated } from './state.js';
import { LOOP_PLIES } from './loops.js';

const words = {
  offer: 'Offer to share the loop',
  propose: 'Propose sharing the loop', really: 'Really share the loop?',
  accept: 'Accept', acceptTitle: 'accept sharing the loop: the game ends with this split',
  split: (s) => `Sharing the board now would give South ${s.south}, North ${s.north}: ${s.winner === 'draw' ? 'a draw' : sideName(s.winner) + ' wins'}.`,
  nothing: 'Nothing to share.',
  notYet: (loop) => (loop.known
    ? ` Sharing is offered once the game goes round: a position repeated, or ${LOOP_PLIES} moves without a capture (now ${loop.since}).`
    : ' Sharing is offered once the game goes round.'),
  theirOffer: (split) => `Your opponent offers to share the loop: ${split} (South–North). Accept? The offer lapses with the next move.`,
  myOffer: 'You offered to share the loop; waiting for your opponent. The offer lapses with the next move.',
  offered: (side, split) => `${sideName(side)} offers to share the loop (${split}).`,
  accepted: 'Sharing accepted: the game ends with the seeds shared.',
  declined: 'Sharing declined: the engine plays on.',
};

export function shareBox(st, { onShare }) {
  const share = () => onShare();
  const button = st.friend ? h('button', { type: 'button', dataset: { testid: 'share' }, onclick: share }, words.offer)
    : twoClicks({ dataset: { testid: 'share' } }, words.propose, words.really, share, true);
  const info = h('p.share-info', { dataset: { testid: 'share-info' } });
  const result = h('p.share-result', { dataset: { testid: 'share-result' }, 'aria-live': 'polite' });
  // Between people: the other side's offer, to accept (a move withdraws it).
  const offerText = h('span', { dataset: { testid: 'share-offer' } });
  const accept = h('button', { type: 'button', dataset: { testid: 'share-accept' }, onclick: share, title: words.acceptTitle }, words.accept);
  const offer = h('div.share-offer', { hidden: true, role: 'alert' }, offerText, ' ', accept);
  const el = h('div.share-box', { hidden: !st.rules.shares_loops }, button, offer, info, result);
  if (st.spectator) button.hidden = true;

  // Between people: an offer made, by whom, and the other side's to accept.
  function drawOffer(g) {
    const side = g.status === 'ongoing' ? g.share_offer : null;
    const split = g.share ? `${g.share.south}–${g.share.north}` : '';
    offer.hidden = true;
    if (side && st.mySide && side !== st.mySide) {
      offer.hidden = false;
      offerText.textContent = words.theirOffer(split);
      accept.disabled = !g.share;
    } else if (side && st.mySide) result.textContent = words.myOffer;
    else if (side) result.textContent = words.offered(side, split);
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
      info.textContent = g.share ? words.split(g.share) : over ? '' : words.nothing;
      if (g.share && !over && !loop.plausible) info.textContent += words.notYet(loop);
    },
    // The engine's answer to a proposal (null: none, as at a new position).
    answer(accepted) {
      result.textContent = accepted === null ? '' : accepted ? words.accepted : words.declined;
    },
  };
}
