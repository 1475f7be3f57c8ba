// #/leaderboard[/<game>]: the rated players of one game, a table per speed (only the speeds
// someone has played), best first.
import { getMeta, leaderboard, currentAccount, ratingText } from './api.js';
import { h, busy, notFound } from './ui.js';

export async function render(main, game) {
  const meta = await busy(getMeta());
  const chosen = game || meta.games[0]?.name;
  const info = meta.games.find((g) => g.name === chosen);
  if (!info) return notFound(main);
  const sel = h('select', { id: 'lb-game', dataset: { testid: 'leaderboard-game' },
    onchange: () => { location.hash = `#/leaderboard/${sel.value}`; } },
  meta.games.map((g) => h('option', { value: g.name, selected: g.name === chosen }, g.title)));
  const boards = h('div.boards', { dataset: { testid: 'leaderboard-boards' } });
  main.append(h('section.card.leaderboard', {}, h('h1', {}, 'Leaderboard'),
    h('div.field.inline', {}, h('label', { for: 'lb-game' }, 'Game'), sel),
    h('p.help', {}, 'Ratings from rated games between people; the speed follows the clock (minutes + 40 increments). ',
      'A “?” marks a provisional rating.'),
    boards));

  boards.append(...boardTables(await busy(leaderboard(chosen)), info.title));
}

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
