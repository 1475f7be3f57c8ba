// A game the opponent left (README "Leaving a game"): the server says when the player to move
// has no page open on the game (GameState absence) and how long before the other may claim it;
// this box counts that down, then offers the win or a draw. Only the player who stayed sees it.
// It sits beside the board (a banner on a phone), never above it: a presence that flickers as
// pages connect must not move the pits under a click.
// Intent: onClaim('win' | 'draw').
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

export function claimBox(st, { onClaim }) {
  const btn = (testid, text, result) => h('button', { type: 'button', dataset: { testid }, onclick: () => onClaim(result) }, text);
  const text = h('p', { dataset: { testid: 'claim-text' } });
  const buttons = h('p', { hidden: true }, btn('claim-win', t('play.claim.win'), 'win'), ' ', btn('claim-draw', t('play.claim.draw'), 'draw'));
  const el = h('div.claim-box', { dataset: { testid: 'claim-box' }, hidden: true, role: 'status' }, text, buttons);
  let until = null; // performance.now() when the claim opens
  let timer = null;

  function tick() {
    clearTimeout(timer);
    if (until === null || !el.isConnected) return;
    const left = Math.max(0, Math.ceil((until - performance.now()) / 1000));
    el.dataset.state = left > 0 ? 'waiting' : 'open';
    text.textContent = left > 0 ? t('play.claim.wait', { seconds: num(left) }) : t('play.claim.now');
    buttons.hidden = left > 0;
    if (left > 0) timer = setTimeout(tick, 1000 - ((until - performance.now()) % 1000) + 20);
  }

  return {
    el,
    draw() {
      const a = st.game.absence;
      const mine = !!a && !!st.token && !!st.mySide && a.side !== st.mySide && st.game.status === 'ongoing';
      el.hidden = !mine;
      until = mine ? performance.now() + a.claim_in_ms : null;
      tick();
    },
  };
}
