// The lobby: listed invitations still open (join one) and games between people in
// progress (watch one), refreshed every few seconds.
import { getLobby, getMeta, joinGame } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { getToken } from '../lib/api/seats.js';
import { h, toast, busy, sideName } from '../lib/ui.js';
import { gameTitle, when } from '../lib/words.js';

const REFRESH_MS = 3000;

export async function render(main) {
  const meta = await busy(getMeta()).catch(() => ({ games: [] }));
  const openList = h('ul.gamelist.lobby-list', { dataset: { testid: 'lobby-open' } });
  const playingList = h('ul.gamelist.lobby-list', { dataset: { testid: 'lobby-playing' } });
  const note = h('p.muted', { dataset: { testid: 'lobby-updated' }, 'aria-live': 'off' });
  main.append(h('div.lobby', {},
    h('section.card', {}, h('h1', {}, 'Lobby'),
      h('p', {}, 'Invitations listed by their creators. ', h('a', { href: '#/', onclick: () => localStorage.setItem('manqala.homeTab', 'friend') },
        'Create your own'), '.'),
      h('h2', {}, 'Open invitations'), openList),
    h('section.card', {}, h('h2', {}, 'Games in progress'), playingList, note)));

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
      note.textContent = `Updated ${new Date().toLocaleTimeString()}; refreshed every ${REFRESH_MS / 1000} s.`;
    } catch (e) {
      if (!stopped) note.textContent = 'Could not load the lobby: ' + explain(e);
    }
    inflight = false;
    if (!stopped) timer = setTimeout(refresh, REFRESH_MS);
  }

  function drawOpen(games) {
    if (!games.length) return openList.replaceChildren(h('li.muted', {}, 'No open invitations at the moment.'));
    openList.replaceChildren(...games.map((g) => {
      const mine = !!getToken(g.id);
      return h('li', { dataset: { testid: 'lobby-invite', id: g.id } },
        h('div.lobby-row', {},
          h('div', {}, h('strong', {}, gameTitle(meta, g.game)), ' · ', clockText(g.clock), ' · ',
            `open seat: ${sideName(g.open_side || '?')}`, h('br'), h('small.muted', {}, g.options, ' · ', when(g.created))),
          mine ? h('a.button', { href: `#/play/${g.id}`, dataset: { testid: 'lobby-mine' } }, 'Your invitation: go to the board')
            : h('button.primary', { type: 'button', dataset: { testid: 'lobby-join' }, onclick: (e) => join(g, e.currentTarget) },
              `Join as ${sideName(g.open_side || '?')}`)));
    }));
  }

  function drawPlaying(games) {
    if (!games.length) return playingList.replaceChildren(h('li.muted', {}, 'No games between people in progress.'));
    playingList.replaceChildren(...games.map((g) => h('li', { dataset: { testid: 'lobby-game', id: g.id } },
      h('div.lobby-row', {},
        h('div', {}, h('strong', {}, gameTitle(meta, g.game)), ' · ', clockText(g.clock), ' · ', `${g.plies ?? 0} moves`,
          h('br'), h('small.muted', {}, g.options)),
        h('a.button', { href: `#/${getToken(g.id) ? 'play' : 'watch'}/${g.id}`, dataset: { testid: 'lobby-watch' } },
          getToken(g.id) ? 'Your game' : 'Watch')))));
  }

  async function join(g, button) {
    if (joining) return;
    joining = true;
    button.disabled = true;
    try {
      await busy(joinGame(g.id, { lobby: true }));
      location.hash = `#/play/${g.id}`;
    } catch (e) {
      toast(e.status === 409 ? 'Someone else took that seat first: ' + e.message : explain(e), 'error');
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

export function clockText(c) {
  if (!c || (!c.initial_ms && !c.increment_ms)) return 'no clock';
  const total = Math.round((c.initial_ms || 0) / 1000);
  const base = total % 60 ? `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}` : `${total / 60} min`;
  return `${base} + ${Math.round((c.increment_ms || 0) / 1000)} s`;
}
