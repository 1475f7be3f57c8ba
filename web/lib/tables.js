// Tables several pages show: tournament summaries (the tournaments page and a club's) and a
// leaderboard answer's tables (the leaderboard and a club's).
import { currentAccount, ratingText } from './api/accounts.js';
import { h } from './ui.js';
import { gameTitle, formatText, clockText } from './words.js';

// A table of tournament summaries, for this page and a club's.
export function tournamentTable(ts, meta, clubNames = null) {
  return h('div.table-wrap', {}, h('table.games', { dataset: { testid: 'tournament-list' } },
    h('thead', {}, h('tr', {}, ['tournament', 'game', 'format', 'clock', 'players', 'round', 'status', clubNames ? 'club' : null]
      .filter((x) => x !== null).map((t) => h('th', {}, t)))),
    h('tbody', {}, ts.map((t) => h('tr', { dataset: { testid: 'tournament-row', id: t.id } },
      h('td', {}, h('a', { href: `#/tournaments/${t.id}`, dataset: { testid: 'tournament-link' } }, t.name),
        t.rated ? h('small.muted', {}, ' rated') : ''),
      h('td', {}, gameTitle(meta, t.game)), h('td', {}, formatText(t)), h('td', {}, clockText(t.clock)),
      h('td', {}, t.players), h('td', {}, roundText(t)), h('td', {}, statusBadge(t.status)),
      clubNames ? h('td', {}, t.club ? h('a', { href: `#/clubs/${t.club}` }, clubNames.get(t.club) || 'club') : '') : '')))));
}

export const roundText = (t) => (t.status === 'registering' ? '–' : `${t.round}${t.rounds ? ` of ${t.rounds}` : ''}`);
export const STATUS = { registering: 'registering', running: 'running', paused: 'paused', finished: 'finished' };
export const statusBadge = (s) => h(`span.badge.status-${s}`, { dataset: { testid: 'status-badge' } }, STATUS[s] || s);

// The tables of a leaderboard answer (the global one or a club's), one per speed played.
export function boardTables(r, gameTitle, heading = 'h2') {
  const me = currentAccount()?.name;
  const shown = r.boards.filter((b) => b.players.length);
  if (!shown.length) return [h('p.muted', { dataset: { testid: 'leaderboard-empty' } }, `No rated ${gameTitle} games yet.`)];
  return shown.map((b) => h('div.board-table', {}, h(heading, {}, cap(b.speed)),
    h('div.table-wrap', {}, h('table.games', { dataset: { testid: `leaderboard-${b.speed}` } },
      h('thead', {}, h('tr', {}, ['#', 'player', 'rating', 'games'].map((t) => h('th', {}, t)))),
      h('tbody', {}, b.players.map((p) => h('tr', { dataset: { testid: 'leaderboard-row', name: p.name }, class: p.name === me ? 'me' : null },
        h('td.rank', {}, p.rank), h('td', {}, h('a', { href: `#/players/${p.name}` }, p.name)),
        h('td.rating', { title: `deviation ${Math.round(p.deviation)}` }, ratingText(p)), h('td', {}, p.games))))))));
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
