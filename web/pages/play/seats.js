// What this browser is told about the seats: the note that it watches (it holds no seat, or
// watches its own game from #/watch/), and, while a game between people waits for its second
// player, the card saying so with the invitation link again for its creator, and the button
// that cancels the invitation (intent onCancel).
import { inviteUrl } from '../../lib/api/games.js';
import { getToken, getInvite } from '../../lib/api/seats.js';
import { linkRow } from '../../lib/forms.js';
import { t, tParts } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { bothSeated } from './state.js';

export function seatNote(st) {
  const own = st.watchOnly && getToken(st.id);
  return h('p.muted', { dataset: { testid: 'seat-note' }, hidden: !st.spectator && (!!st.token || !st.humanSides.length) },
    own ? `${t('play.seat.watchingOwn')} ` : `${t('play.seat.watching')} `, own ? h('a', { href: `#/play/${st.id}` }, t('play.seat.toSeat')) : '');
}

export function waitingCard(st, { onCancel }) {
  const el = h('div.waiting.card', { dataset: { testid: 'waiting' }, hidden: true });
  return {
    el,
    draw() {
      const g = st.game;
      if (!st.friend) return;
      const open = !bothSeated(g) && g.status === 'ongoing';
      el.hidden = !open;
      if (open && !el.dataset.drawn) {
        el.dataset.drawn = 'true';
        const invite = st.mySide && getInvite(st.id);
        el.replaceChildren(...[
          h('p.waiting-title', {}, h('span.spinner'), st.mySide ? t('play.seat.waitOpponent') : t('play.seat.waitSecond')),
          invite ? h('p.muted', {}, t('play.seat.sendLink')) : null,
          invite ? linkRow(inviteUrl(st.id, invite), 'invite-link', 'copy-invite', t('forms.link.invite')) : null,
          g.listed ? h('p.muted', {}, tParts('play.seat.listed', { lobby: h('a', { href: '#/lobby' }, t('play.seat.listed.lobby')) })) : null,
          st.token ? h('p', {}, h('button', { type: 'button', dataset: { testid: 'cancel-invite' }, onclick: onCancel }, t('play.cancel'))) : null,
        ].filter(Boolean));
      }
      if (!open) delete el.dataset.drawn;
    },
  };
}
