// #/players/<name>: a player's ratings (one per game and speed), their history as a chart,
// their games (to play on, watch or replay) and clubs; for someone logged in, a follow button.
import { playerProfile, currentAccount, accountSeat, claimSeat, ratingText } from '../lib/api/accounts.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { ratingChart } from '../lib/chart.js';
import { followButton } from '../lib/follow.js';
import { t, tParts, num, sep } from '../lib/i18n.js';
import { botHref, playerHref } from '../lib/links.js';
import { h, busy, notFound, toast, sideName, parseResult, resultPhrase } from '../lib/ui.js';
import { gameTitle, when, day, plain, ratingChange, speedName, seatName, timeLeftText } from '../lib/words.js';

// name: as the address has it, percent-encoded (lib/links.js playerHref); one that is not
// (typed by hand) is taken as it is.
export async function render(main, encoded) {
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {}
  const [p, meta] = await busy(Promise.all([playerProfile(name).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!p) return notFound(main);
  document.title = t('title.page', { name: p.name });
  const title = (g) => gameTitle(meta, g);
  const me = currentAccount()?.name === p.name;

  const ratings = p.ratings.length
    ? h('table.games', { dataset: { testid: 'ratings' } },
      h('thead', {}, h('tr', {}, ['game', 'speed', 'rating', 'games'].map((c) => h('th', {}, t(`player.ratings.${c}`))))),
      h('tbody', {}, p.ratings.map((r) => h('tr', { dataset: { testid: `rating-${r.game}-${r.speed}` } },
        h('td', {}, title(r.game)), h('td', {}, speedName(r.speed)),
        h('td.rating', { title: r.provisional ? t('player.deviation.provisional', { deviation: plain(Math.round(r.deviation)) })
          : t('tables.deviation', { deviation: plain(Math.round(r.deviation)) }) }, ratingText(r)),
        h('td', {}, num(r.games))))))
    : h('p.muted', {}, t('player.ratings.none'));

  main.append(
    h('section.card.player-page', { dataset: { testid: 'player-page', name: p.name } },
      h('h1', {}, h('bdi', {}, p.name)),
      h('p.muted', {}, t('player.since', { day: day(p.created) }),
        me ? [' ', h('a', { href: '#/account', dataset: { testid: 'account-link' } }, t('player.account'))] : ''),
      p.bot ? botLine(p) : '',
      // Someone else's profile: follow them (a notice when a round they play is broadcast live).
      me ? '' : inLine(followButton('player', p.name, t('follow.player', { name: p.name }))),
      h('h2', {}, t('player.ratings')), h('div.table-wrap', {}, ratings),
      h('p.help', {}, t('player.provisional')),
      p.history.length ? [h('h2', {}, t('player.history')), ratingChart(p.history, title)] : ''),
    p.your_move?.length ? h('section.card', { dataset: { testid: 'your-move' } },
      h('h2', {}, me ? t('player.yourMove') : t('player.theirMove', { name: p.name })), awaitingList(p, title)) : '',
    h('section.card', {}, h('h2', {}, t('player.games')), gameList(p, title)),
    h('section.card', {}, h('h2', {}, t('player.clubs')), p.clubs.length
      ? h('ul', { dataset: { testid: 'clubs' } }, p.clubs.map((c) => h('li', {}, h('a', { href: `#/clubs/${c.id}`, dataset: { testid: 'club-link', id: c.id } }, c.name))))
      : h('p.muted', { dataset: { testid: 'clubs' } }, t('player.clubs.none'))));
}

// A bot (an engine playing through the server's API, or one of the server's levels): which, and
// the way to its page (its challenge, its games against bots).
function botLine(p) {
  const b = p.bot;
  const page = h('a', { href: botHref(p.name), dataset: { testid: 'player-bot-link' } }, t('player.bot.page'));
  const words = b.level ? tParts('player.bot.level', { level: b.level, page })
    : b.engine ? tParts('player.bot', { engine: h('bdi', {}, b.engine), version: h('bdi', {}, b.version || '–'), page })
      : tParts('player.bot.unnamed', { page });
  return h('p', { dataset: { testid: 'player-bot' } }, words);
}

// A control on a line of its own, when there is one (a guest gets no follow button).
const inLine = (el) => (el ? h('p', {}, el) : '');

// On a phone each game is a card, as in the archive (table.games.stack): six columns at 390 px
// broke words ("إعا / دة العر / ض"); a card's line has the width for them.
function gameList(p, title) {
  if (!p.games.length) return h('p.muted', {}, t('player.games.none'));
  const who = (n) => (['human', 'engine', 'nobody'].includes(n) ? seatName(n) : h('a', { href: playerHref(n), dir: 'auto' }, n));
  const col = (c) => (c === 'rating' ? t('player.games.rating') : c ? t(`archive.column.${c}`) : '');
  const td = (c, ...content) => h('td', { dataset: { label: c === 'game' ? '' : col(c) } }, ...content); // a card's title needs no label
  return h('div.table-wrap', {}, h('table.games.stack', { dataset: { testid: 'profile-games' } },
    h('thead', {}, h('tr', {}, ['game', 'players', 'result', 'rating', 'moves', 'when', ''].map((c) => h('th', {}, col(c))))),
    h('tbody', {}, p.games.map((g) => h('tr', { dataset: { testid: 'profile-game', id: g.id } },
      td('game', title(g.game), g.rated ? h('small.muted', {}, ` ${t('player.games.rated')}`) : ''),
      td('players', who(g.south), ' – ', who(g.north)),
      td('result', g.status === 'ongoing' ? t('player.games.ongoing') : resultText(g)), g.rating_change ? td('rating', changeOf(g)) : h('td.none'),
      td('moves', num(g.plies)), td('when', when(g.updated)),
      td('', gameLink(g)))))));
}

// What a rated game did to this player's rating: "+12" and the rating after it.
function changeOf(g) {
  const c = g.rating_change;
  return h('span', { dataset: { testid: 'game-rating-change', change: c.change }, title: t('player.games.ratingTitle', { rating: plain(c.after) }) },
    ratingChange(c.change), ' ', h('small.muted', {}, plain(c.after)));
}

// The games waiting for this player's move, the nearest correspondence deadline first.
function awaitingList(p, title) {
  const other = (g) => (g.south === p.name ? g.north : g.south);
  return h('ul.gamelist', {}, p.your_move.map((g) => h('li', { dataset: { testid: 'your-move-game', id: g.id } },
    gameLink(g, t('player.yourMove.game', { game: title(g.game), opponent: other(g) })),
    g.days_per_move ? h('small.muted', { dataset: { testid: 'your-move-left' } }, sep(),
      t('player.yourMove.left', { left: timeLeftText(g.turn_since_ms + g.days_per_move * 86400000 - Date.now()) })) : '')));
}

// "over S resigned" (the record's words: the winner, then why) as "amal won (resigned)": the
// winner's name (or side), and why in a few words.
function resultText(g) {
  const r = parseResult(g.result);
  if (!r) return g.result || '';
  const winner = r.winner === 'draw' ? null : g[r.winner];
  const why = reasonWord(r, g.game);
  if (!winner) return t('player.result.draw', { reason: why });
  return t('player.result.won', { winner: ['human', 'engine'].includes(winner) ? sideName(r.winner) : winner, reason: why });
}
// The reason's word: the outside ones (resigned, time, forfeit, the director's decision, left) the
// page's, a game's own its brief (the list's words); the server's word where neither is known.
const reasonWord = (r, game) => (['resigned', 'time', 'forfeit', 'adjudicated', 'abandoned'].includes(r.reason) ? t(`player.reason.${r.reason}`)
  : resultPhrase({ winner: null, reason: r.reason }, game));

// A finished game replays; an ongoing one opens its board, and when the viewer's account holds
// a seat, the seat's token is fetched first so that this browser plays it.
function gameLink(g, text = null) {
  if (g.status !== 'ongoing')
    return h('a', { href: `#/replay/${g.id}`, dataset: { testid: 'profile-game-link' } }, t('player.games.replay'));
  if (!accountSeat(g)) return h('a', { href: `#/play/${g.id}`, dataset: { testid: 'profile-game-link' } }, text ?? t('player.games.watch'));
  return h('a', { href: `#/play/${g.id}`, dataset: { testid: 'profile-game-link' }, onclick: async (e) => {
    e.preventDefault();
    try {
      const r = await busy(claimSeat(g.id));
      toast(t('player.seat', { side: sideName(r.side) }), 'info', undefined, {}, { scope: 'next' });
    } catch (err) {
      toast(explain(err), 'error', undefined, {}, { scope: 'next' }); // then watch it
    }
    location.hash = `#/play/${g.id}`;
  } }, text ?? t('player.games.play'));
}
