// #/players/<name>: a player's ratings (one per game and speed), their history as a chart,
// their games (to play on, watch or replay) and clubs.
import { playerProfile, currentAccount, accountSeat, claimSeat, ratingText } from '../lib/api/accounts.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { ratingChart } from '../lib/chart.js';
import { h, busy, notFound, toast, sideName } from '../lib/ui.js';
import { gameTitle, when } from '../lib/words.js';

export async function render(main, name) {
  const [p, meta] = await busy(Promise.all([playerProfile(name).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!p) return notFound(main);
  document.title = `${p.name} · manqala`;
  const title = (g) => gameTitle(meta, g);
  const me = currentAccount()?.name === p.name;

  const ratings = p.ratings.length
    ? h('table.games', { dataset: { testid: 'ratings' } },
      h('thead', {}, h('tr', {}, ['game', 'speed', 'rating', 'games'].map((t) => h('th', {}, t)))),
      h('tbody', {}, p.ratings.map((r) => h('tr', { dataset: { testid: `rating-${r.game}-${r.speed}` } },
        h('td', {}, title(r.game)), h('td', {}, r.speed),
        h('td.rating', { title: `deviation ${Math.round(r.deviation)}${r.provisional ? ': provisional' : ''}` }, ratingText(r)),
        h('td', {}, r.games)))))
    : h('p.muted', {}, 'No rated games yet.');

  main.append(
    h('section.card.player-page', { dataset: { testid: 'player-page', name: p.name } },
      h('h1', {}, p.name),
      h('p.muted', {}, `Playing since ${new Date(p.created).toLocaleDateString()}.`,
        me ? [' ', h('a', { href: '#/account', dataset: { testid: 'account-link' } }, 'Your account (password, log out)')] : ''),
      h('h2', {}, 'Ratings'), h('div.table-wrap', {}, ratings),
      h('p.help', {}, 'A “?” marks a provisional rating: too few games yet to be sure of it.'),
      p.history.length ? [h('h2', {}, 'Rating history'), ratingChart(p.history, title)] : ''),
    h('section.card', {}, h('h2', {}, 'Games'), gameList(p, title)),
    h('section.card', {}, h('h2', {}, 'Clubs'), p.clubs.length
      ? h('ul', { dataset: { testid: 'clubs' } }, p.clubs.map((c) => h('li', {}, h('a', { href: `#/clubs/${c.id}`, dataset: { testid: 'club-link', id: c.id } }, c.name))))
      : h('p.muted', { dataset: { testid: 'clubs' } }, 'No clubs yet.')));
}

function gameList(p, title) {
  if (!p.games.length) return h('p.muted', {}, 'No games yet.');
  const who = (n) => (['human', 'engine', 'nobody'].includes(n) ? n : h('a', { href: `#/players/${n}` }, n));
  return h('div.table-wrap', {}, h('table.games', {},
    h('thead', {}, h('tr', {}, ['game', 'players', 'result', 'moves', 'when', ''].map((t) => h('th', {}, t)))),
    h('tbody', {}, p.games.map((g) => h('tr', { dataset: { testid: 'profile-game', id: g.id } },
      h('td', {}, title(g.game), g.rated ? h('small.muted', {}, ' rated') : ''),
      h('td', {}, who(g.south), ' – ', who(g.north)),
      h('td', {}, g.status === 'ongoing' ? 'in progress' : resultText(g)), h('td', {}, g.plies), h('td', {}, when(g.updated)),
      h('td', {}, gameLink(g)))))));
}

// "over S resigned" (the record's words: the winner, then why) as "amal won (resigned)".
function resultText(g) {
  const m = /^over (S|N|draw) (\S+)/.exec(g.result || '');
  if (!m) return g.result || '';
  const winner = m[1] === 'S' ? g.south : m[1] === 'N' ? g.north : null;
  return `${winner ? `${['human', 'engine'].includes(winner) ? sideName(m[1] === 'S' ? 'south' : 'north') : winner} won` : 'draw'} (${m[2]})`;
}

// A finished game replays; an ongoing one opens its board, and when the viewer's account holds
// a seat, the seat's token is fetched first so that this browser plays it.
function gameLink(g) {
  if (g.status !== 'ongoing')
    return h('a', { href: `#/replay/${g.id}`, dataset: { testid: 'profile-game-link' } }, 'replay');
  if (!accountSeat(g)) return h('a', { href: `#/play/${g.id}`, dataset: { testid: 'profile-game-link' } }, 'watch');
  return h('a', { href: `#/play/${g.id}`, dataset: { testid: 'profile-game-link' }, onclick: async (e) => {
    e.preventDefault();
    try {
      const r = await busy(claimSeat(g.id));
      toast(`Your seat: ${sideName(r.side)}.`);
    } catch (err) {
      toast(explain(err), 'error'); // then watch it
    }
    location.hash = `#/play/${g.id}`;
  } }, 'play');
}
