// What this browser is told about the seats: the note that it watches (it holds no seat, or
// watches its own game from #/watch/), and, while a game between people waits for its second
// player, the card saying so with the invitation link again for its creator.
import { inviteUrl } from '../../lib/api/games.js';
import { getToken, getInvite } from '../../lib/api/seats.js';
import { linkRow } from '../../lib/forms.js';
import { h } from '../../lib/ui.js';
import { bothSeated } from './state.js';

const words = {
  watchingOwn: 'You are watching (spectator view): ', toSeat: 'go to your seat',
  watching: 'You are watching: this browser holds no seat for this game. ',
  waitOpponent: 'Waiting for your opponent to join…', waitSecond: 'Waiting for a second player to join…',
  sendLink: 'Send your opponent this link (it works once):',
  listed: ['The invitation is also listed in the ', 'lobby', '.'],
};

export function seatNote(st) {
  const own = st.watchOnly && getToken(st.id);
  return h('p.muted', { dataset: { testid: 'seat-note' }, hidden: !st.spectator && (!!st.token || !st.humanSides.length) },
    own ? words.watchingOwn : words.watching, own ? h('a', { href: `#/play/${st.id}` }, words.toSeat) : '');
}

export function waitingCard(st) {
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
          h('p.waiting-title', {}, h('span.spinner'), st.mySide ? words.waitOpponent : words.waitSecond),
          invite ? h('p.muted', {}, words.sendLink) : null,
          invite ? linkRow(inviteUrl(st.id, invite), 'invite-link', 'copy-invite') : null,
          g.listed ? h('p.muted', {}, words.listed[0], h('a', { href: '#/lobby' }, words.listed[1]), words.listed[2]) : null,
        ].filter(Boolean));
      }
      if (!open) delete el.dataset.drawn;
    },
  };
}
