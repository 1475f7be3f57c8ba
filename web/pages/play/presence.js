// Who is at the game: each side's name (the engine and its level, "you", or in a game between
// people the seat's account, a link to its profile), whether its player is on the page
// (connected, away, or the seat still open), and how many watch. Its elements (name and
// presence per side, spectators) are placed by the board area and the status line.
import { h } from '../../lib/ui.js';

const words = {
  you: 'you', opponent: 'opponent', player: 'player', youAfterName: ' (you)',
  engine: (level) => `engine, level ${level}`,
  state: { open: 'open seat: waiting for a player', connected: 'connected', away: 'away' },
  title: { connected: 'on this game’s page now', away: 'not on the page at the moment', open: '' },
  spectators: (n) => (n === 0 ? 'no spectators' : `${n} spectator${n === 1 ? '' : 's'}`),
};

export function presence(st) {
  const { first, friend, mySide } = st;
  const label = (side) => {
    if (friend) return side === mySide ? words.you : mySide ? words.opponent : words.player;
    const p = first.players[side];
    return p === 'engine' ? words.engine(first.level) : p;
  };
  const name = {}, here = {};
  for (const s of ['south', 'north']) {
    name[s] = h('small', { dataset: { testid: `name-${s}` } }, ' ' + label(s));
    here[s] = h('span.presence', { dataset: { testid: `presence-${s}` }, hidden: !friend });
  }
  const spectators = h('span.spectators', { dataset: { testid: 'spectators' }, hidden: !friend });

  function draw(g) {
    for (const s of ['south', 'north']) {
      // A seat taken by an account shows its name (rated games), a link to its profile.
      const account = g.players[s];
      if (!['human', 'engine', 'nobody'].includes(account) && name[s].dataset.account !== account) {
        name[s].dataset.account = account;
        name[s].replaceChildren(' ', h('a', { href: `#/players/${account}` }, account), s === mySide ? words.youAfterName : '');
      }
      const seat = (g.seats && g.seats[s]) || {};
      const state = !seat.taken ? 'open' : seat.connected ? 'connected' : 'away';
      const el = here[s];
      el.dataset.state = state;
      el.textContent = words.state[state];
      el.title = words.title[state];
    }
    const n = g.spectators || 0;
    spectators.dataset.count = n;
    spectators.textContent = words.spectators(n);
  }
  // Names are shown in every game; presence and spectators between people only.
  return { name, presence: here, spectators, draw: (g) => friend && draw(g) };
}
