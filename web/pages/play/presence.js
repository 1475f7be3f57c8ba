// Who is at a game between people: each seat's account (a link to its profile) and whether
// its player is on the page (connected, away, or the seat still open), and how many watch.
// The elements are the page's: each side's name and presence in its player strip, and the
// spectators' count.
import { h } from '../../lib/ui.js';

export function presence({ strips, spectators, mySide }) {
  return function draw(g) {
    for (const s of ['south', 'north']) {
      // A seat taken by an account shows its name (rated games), a link to its profile.
      const account = g.players[s];
      if (!['human', 'engine', 'nobody'].includes(account) && strips[s].name.dataset.account !== account) {
        strips[s].name.dataset.account = account;
        strips[s].name.replaceChildren(' ', h('a', { href: `#/players/${account}` }, account), s === mySide ? ' (you)' : '');
      }
      const seat = (g.seats && g.seats[s]) || {};
      const state = !seat.taken ? 'open' : seat.connected ? 'connected' : 'away';
      const el = strips[s].presence;
      el.dataset.state = state;
      el.textContent = state === 'open' ? 'open seat: waiting for a player' : state === 'connected' ? 'connected' : 'away';
      el.title = state === 'connected' ? 'on this game’s page now' : state === 'away' ? 'not on the page at the moment' : '';
    }
    const n = g.spectators || 0;
    spectators.dataset.count = n;
    spectators.textContent = n === 0 ? 'no spectators' : `${n} spectator${n === 1 ? '' : 's'}`;
  };
}
