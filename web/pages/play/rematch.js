// A return game, in the end dialog of a game between two people that ended with a result: one
// offers, the other accepts or declines; the offerer may withdraw. The server holds the offer
// and, once both agree, names the new game in the state (GameState rematch), where both pages
// go at once: the sides swapped, each player in the seat it had (a guest with the token it
// holds here, an account by fetching its own for the new game, as the play page does).
// Intent: onRematch('offer' | 'accept' | 'decline').
import { currentAccount } from '../../lib/api/accounts.js';
import { getToken, setToken, setSide } from '../../lib/api/seats.js';
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { CALLED_OFF } from './status.js';

export function rematchBox(st, { onRematch }) {
  const btn = (testid, text, answer) => h('button', { type: 'button', dataset: { testid }, onclick: () => onRematch(answer) }, text);
  const offer = btn('rematch-offer', t('play.rematch.offer'), 'offer');
  const withdraw = btn('rematch-withdraw', t('play.rematch.withdraw'), 'decline');
  const accept = btn('rematch-accept', t('play.rematch.accept'), 'accept');
  const decline = btn('rematch-decline', t('play.rematch.decline'), 'decline');
  const note = h('p.rematch-note', { dataset: { testid: 'rematch-note' }, 'aria-live': 'polite' });
  const el = h('div.rematch', { dataset: { testid: 'rematch' }, hidden: true }, note, offer, withdraw, accept, decline);
  let followed = false;

  // The new game, in this browser's seat.
  function follow(g, next) {
    followed = true;
    const side = st.mySide === 'south' ? 'north' : 'south';
    const account = currentAccount();
    if (!(account && g.players[st.mySide] === account.name)) setToken(next, getToken(st.id));
    setSide(next, side);
    location.hash = `#/play/${next}`;
  }

  return {
    el,
    draw() {
      const g = st.game;
      const r = g.rematch || {};
      const shown = st.friend && !!st.mySide && !!st.token && g.status === 'over' && !CALLED_OFF.includes(g.status);
      el.hidden = !shown;
      if (!shown) return;
      if (r.game && !followed) return follow(g, r.game);
      const mine = r.offer === st.mySide, theirs = !!r.offer && !mine;
      offer.hidden = mine || theirs || r.declined === st.mySide;
      withdraw.hidden = !mine;
      accept.hidden = decline.hidden = !theirs;
      note.textContent = theirs ? t('play.rematch.theirOffer') : mine ? t('play.rematch.myOffer')
        : r.declined === st.mySide ? t('play.rematch.declined') : '';
    },
  };
}
