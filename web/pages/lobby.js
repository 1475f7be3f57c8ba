// The lobby: listed invitations still open (join one) and games between people in
// progress (watch one), refreshed every few seconds. Each shows its players (an account's name
// linked to its page, with its rating for the game's speed; a guest as such) and the
// tournament it belongs to, linked.
import { getLobby, getMeta, joinGame } from '../lib/api/games.js';
import { explain, reason } from '../lib/api/request.js';
import { getToken } from '../lib/api/seats.js';
import { t, tParts, clock, num, sep } from '../lib/i18n.js';
import { playerHref } from '../lib/links.js';
import { optionsInWords } from '../lib/options.js';
import { h, toast, busy, sideName } from '../lib/ui.js';
import { gameTitle, when, timeOfDay } from '../lib/words.js';

const REFRESH_MS = 3000;

export async function render(main) {
  const meta = await busy(getMeta()).catch(() => ({ games: [] }));
  const openList = h('ul.gamelist.lobby-list', { dataset: { testid: 'lobby-open' } });
  const playingList = h('ul.gamelist.lobby-list', { dataset: { testid: 'lobby-playing' } });
  const note = h('p.muted', { dataset: { testid: 'lobby-updated' }, 'aria-live': 'off' });
  main.append(h('div.lobby', {},
    h('section.card', {}, h('h1', {}, t('lobby.title')),
      h('p', {}, tParts('lobby.text', { create: h('a', { href: '#/', onclick: () => localStorage.setItem('manqala.homeTab', 'friend') },
        t('lobby.create')) })),
      h('h2', {}, t('lobby.open')), openList),
    h('section.card', {}, h('h2', {}, t('lobby.playing')), playingList, note)));

  let timer = null;
  let stopped = false;
  let joining = false;

  let inflight = false;
  async function refresh() {
    if (inflight || stopped) return;
    inflight = true;
    clearTimeout(timer);
    try {
      const r = await getLobby();
      if (stopped) return;
      drawOpen(r.open || []);
      drawPlaying(r.playing || []);
      note.textContent = t('lobby.updated', { time: timeOfDay(), seconds: REFRESH_MS / 1000 });
    } catch (e) {
      if (!stopped) note.textContent = t('lobby.failed', { why: explain(e) });
    }
    inflight = false;
    if (!stopped) timer = setTimeout(refresh, REFRESH_MS);
  }

  // "amal (1612)" linked to her page, or "a guest"; side: the seat.
  function player(g, side) {
    const p = g.players && g.players[side];
    if (!p || !p.name) return h('span', { dataset: { testid: `lobby-player-${side}` } }, t('lobby.guest'));
    return h('span', { dataset: { testid: `lobby-player-${side}` } }, h('a', { href: playerHref(p.name), dir: 'auto' }, p.name),
      p.rating !== undefined ? ` (${num(p.rating)})` : '');
  }
  const tournament = (g) => (g.tournament
    ? [sep(), h('a', { href: `#/tournaments/${g.tournament.id}`, dir: 'auto', dataset: { testid: 'lobby-tournament' } }, g.tournament.name)] : []);

  function drawOpen(games) {
    if (!games.length) return openList.replaceChildren(h('li.muted', {}, t('lobby.open.none')));
    openList.replaceChildren(...games.map((g) => {
      const mine = !!getToken(g.id);
      return h('li', { dataset: { testid: 'lobby-invite', id: g.id } },
        h('div.lobby-row', {},
          h('div', {}, h('strong', {}, gameTitle(meta, g.game)), sep(), clockText(g.clock), sep(),
            t('lobby.openSeat', { side: sideName(g.open_side || '?') }), ...tournament(g), h('br'),
            tParts('lobby.by', { player: player(g, g.open_side === 'south' ? 'north' : 'south') }), h('br'),
            h('small.muted', { dataset: { testid: 'lobby-options' } }, optionsInWords(meta, g.game, g.options), sep(), when(g.created))),
          mine ? h('a.button', { href: `#/play/${g.id}`, dataset: { testid: 'lobby-mine' } }, t('lobby.mine'))
            : h('button.primary', { type: 'button', dataset: { testid: 'lobby-join' }, onclick: (e) => join(g, e.currentTarget) },
              t('lobby.join', { side: sideName(g.open_side || '?') }))));
    }));
  }

  function drawPlaying(games) {
    if (!games.length) return playingList.replaceChildren(h('li.muted', {}, t('lobby.playing.none')));
    playingList.replaceChildren(...games.map((g) => h('li', { dataset: { testid: 'lobby-game', id: g.id } },
      h('div.lobby-row', {},
        h('div', {}, h('strong', {}, gameTitle(meta, g.game)), sep(), clockText(g.clock), sep(), t('lobby.moves', { count: g.plies ?? 0 }),
          ...tournament(g), h('br'), tParts('lobby.pair', { south: player(g, 'south'), north: player(g, 'north') }),
          h('br'), h('small.muted', { dataset: { testid: 'lobby-options' } }, optionsInWords(meta, g.game, g.options))),
        h('a.button', { href: `#/${getToken(g.id) ? 'play' : 'watch'}/${g.id}`, dataset: { testid: 'lobby-watch' } },
          getToken(g.id) ? t('lobby.yours') : t('lobby.watch'))))));
  }

  async function join(g, button) {
    if (joining) return;
    joining = true;
    button.disabled = true;
    try {
      await busy(joinGame(g.id, { lobby: true }));
      location.hash = `#/play/${g.id}`;
    } catch (e) {
      toast(e.status === 409 ? t('lobby.taken', { why: reason(e) }) : explain(e), 'error');
      button.disabled = false;
      clearTimeout(timer);
      refresh();
    } finally {
      joining = false;
    }
  }

  await busy(refresh());
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

// "10 min + 5 s", "1:30 + 2 s", "no clock".
export function clockText(c) {
  if (!c || (!c.initial_ms && !c.increment_ms)) return t('clock.none');
  const total = Math.round((c.initial_ms || 0) / 1000);
  const increment = Math.round((c.increment_ms || 0) / 1000);
  return total % 60 ? t('lobby.clock.time', { time: clock(total * 1000), increment })
    : t('lobby.clock.minutes', { minutes: total / 60, increment });
}
