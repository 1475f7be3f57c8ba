// Who is at the game: each side's name (the engine and its level, "you", or in a game between
// people the seat's account, a link to its profile), whether its player is on the page
// (connected, away, or the seat still open), and how many watch. Its elements (name and
// presence per side, spectators) are placed by the board area and the status line.
import { t } from '../../lib/i18n.js';
import { playerHref } from '../../lib/links.js';
import { h } from '../../lib/ui.js';
import { seatName } from '../../lib/words.js';

const words = {
  // state: open, connected, away; title: what it means (none for an open seat).
  state: (state) => t(`play.presence.${state}`),
  title: (state) => (state === 'open' ? '' : t(`play.presence.${state}.title`)),
};

export function presence(st) {
  const { first, friend, mySide } = st;
  const label = (side) => {
    if (friend) return side === mySide ? t('play.presence.you') : mySide ? t('play.presence.opponent') : t('play.presence.player');
    const p = first.players[side];
    return p === 'engine' ? t('play.presence.engine', { level: first.level }) : seatName(p);
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
        name[s].replaceChildren(' ', h('a', { href: playerHref(account), dir: 'auto' }, account), s === mySide ? ` ${t('play.presence.youAfterName')}` : '');
      }
      const seat = (g.seats && g.seats[s]) || {};
      const state = !seat.taken ? 'open' : seat.connected ? 'connected' : 'away';
      const el = here[s];
      el.dataset.state = state;
      el.textContent = words.state(state);
      el.title = words.title(state);
    }
    const n = g.spectators || 0;
    spectators.dataset.count = n;
    spectators.textContent = t('play.presence.spectators', { count: n });
  }
  // Names are shown in every game; presence and spectators between people only.
  return { name, presence: here, spectators, draw: (g) => friend && draw(g) };
}
