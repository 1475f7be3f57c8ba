// A draw between two people, in games whose rules agree draws (meta's agrees_draws): the offer,
// the other side's offer to accept or decline, and what became of this browser's own offer
// (standing, declined, withdrawn by its own move or passed by with the other's). The server
// holds the offer (GameState draw_offer, draw_declined) until the next move. Intent:
// onDraw('offer' | 'accept' | 'decline').
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { bothSeated } from './state.js';

export function drawBox(st, { onDraw }) {
  const btn = (testid, text, answer) => h('button', { type: 'button', dataset: { testid }, onclick: () => onDraw(answer) }, text);
  const offer = btn('draw-offer', t('play.draw.offer'), 'offer');
  const incoming = h('div.draw-offer', { dataset: { testid: 'draw-incoming' }, hidden: true, role: 'alert' },
    h('span', {}, t('play.draw.theirOffer')), ' ',
    btn('draw-accept', t('play.draw.accept'), 'accept'), ' ', btn('draw-decline', t('play.draw.decline'), 'decline'));
  const note = h('p.draw-note', { dataset: { testid: 'draw-note' }, 'aria-live': 'polite' });
  const el = h('div.draw-box', { hidden: !(st.friend && st.rules.agrees_draws) || st.spectator }, offer, incoming, note);
  let mineAt = null; // the ply at which this browser's offer stood, until a move passes it
  let lapsedAt = null; // the ply at which it lapsed with a move

  return {
    el,
    draw() {
      const g = st.game;
      const ongoing = g.status === 'ongoing';
      const mine = !!st.mySide && g.draw_offer === st.mySide;
      const theirs = !!g.draw_offer && !mine;
      if (mine) mineAt = g.ply;
      else if (mineAt !== null && g.ply !== mineAt) lapsedAt = g.ply, mineAt = null;
      else if (mineAt !== null) mineAt = null; // declined, or the game ended
      incoming.hidden = !(ongoing && theirs);
      offer.disabled = !st.token || !ongoing || !bothSeated(g) || st.offline || mine || g.draw_declined === st.mySide;
      if (!ongoing) note.textContent = '';
      else if (mine) note.textContent = t('play.draw.mine');
      else if (g.draw_declined === st.mySide) note.textContent = t('play.draw.declined');
      else if (g.draw_declined) note.textContent = t('play.draw.youDeclined');
      else note.textContent = lapsedAt === g.ply ? t('play.draw.withdrawn') : '';
    },
  };
}
