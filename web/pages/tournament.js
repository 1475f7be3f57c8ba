// #/tournaments/<id>: one tournament — where it stands, registering and leaving, the
// organiser's controls, the pairings of each round (with the viewer's own game to play), the
// standings with their tie-breaks, the crosstable and the downloads. While it is not finished
// the page asks again every 2 s, and at once on a notice about it; the timer stops when the
// page is left.
import { currentAccount, claimSeat } from '../lib/api/accounts.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { getTournament, tournamentAction } from '../lib/api/tournaments.js';
import { loginHref } from '../lib/links.js';
import { h, busy, toast, notFound, twoClicks } from '../lib/ui.js';
import { gameTitle, clockText, formatText, refused } from '../lib/words.js';

const POLL_MS = 2000;

export async function render(main, id) {
  const [got, meta] = await busy(Promise.all([getTournament(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!got) return notFound(main);
  const first = got.tournament;

  // Each part is drawn again only when what it shows changed: a poll that brings nothing
  // new leaves the page alone, and the organiser's half-filled correction form survives a
  // result coming in elsewhere.
  const parts = ['head', 'controls', 'rounds', 'standings', 'players'].map((name) => ({ name, el: h('div', { dataset: { part: name } }), key: null }));
  const page = h('section.tournament', { dataset: { testid: 'tournament-page', id } }, parts.map((p) => p.el));
  main.append(page);

  let t = null;
  let left = false;
  let timer = null;
  const refresh = async () => {
    const r = await getTournament(id);
    if (!left) draw(r.tournament);
  };
  // After a change of one's own the answer is the page as this account sees it.
  const act = async (what, body = {}) => {
    try {
      const r = await busy(tournamentAction(id, what, body));
      if (!left) draw(r.tournament);
    } catch (err) {
      toast(refused(err), 'error');
    }
  };
  const ctx = { meta, act, id };

  function draw(next) {
    t = next;
    document.title = `${t.name} · manqala`;
    page.dataset.status = t.status;
    page.dataset.round = t.round;
    const me = currentAccount()?.name || null;
    const views = {
      head: [[t, me], () => head(t, me, ctx)],
      controls: [[t.you, t.status, t.round_list.map((r) => [r.round, r.boards.length]), t.player_list, me],
        () => (t.you?.organiser ? controls(t, ctx) : '')],
      rounds: [[t.round_list, me], () => rounds(t, me)],
      standings: [[t.standings, t.crosstable, t.player_list], () => standings(t)],
      players: [[t.player_list, t.status], () => players(t)],
    };
    for (const p of parts) {
      const [data, build] = views[p.name];
      const key = JSON.stringify(data);
      if (key === p.key) continue;
      p.key = key;
      p.el.replaceChildren(build() || '');
    }
  }

  // The next ask after the last one is answered (a slow server is not asked twice at once).
  const poll = () => {
    clearTimeout(timer);
    if (left || t.status === 'finished') return;
    timer = setTimeout(() => refresh().catch(() => {}).finally(poll), POLL_MS);
  };
  const onNotice = (e) => {
    if (e.detail?.tournament === id) refresh().catch(() => {}).finally(poll);
  };
  window.addEventListener('manqala:notice', onNotice);
  draw(first);
  poll();
  return () => {
    left = true;
    clearTimeout(timer);
    window.removeEventListener('manqala:notice', onNotice);
  };
}

const player = (name, me) => h('a', { href: `#/players/${name}` }, name, name === me ? h('small.muted', {}, ' (you)') : '');
// ½ as players write it: 2.5 -> "2½", 0.5 -> "½".
export const pointsText = (p) => (p % 1 ? `${Math.floor(p) || ''}½` : String(p));

// The board of `me` still being played, if any, in the latest round.
function myGame(t, me) {
  const r = t.round_list[t.round_list.length - 1];
  return me && r ? r.boards.find((b) => b.game && !b.result && (b.south === me || b.north === me)) : null;
}

function head(t, me, { meta, act }) {
  const you = t.you || {};
  const mine = myGame(t, me);
  const roundLine = t.status === 'registering' ? 'Not started'
    : `Round ${t.round}${t.rounds ? ` of ${t.rounds}` : ''}`;
  let register = '';
  if (!me) register = t.status === 'finished' ? '' : h('p', {}, h('a.button.primary', { href: loginHref(), dataset: { testid: 'tournament-login' } }, 'Log in to register'));
  else if (!you.registered && t.status === 'registering')
    register = h('p', {}, h('button.primary', { type: 'button', dataset: { testid: 'tournament-join' }, onclick: () => act('join') }, 'Register'));
  else if (you.registered && t.status === 'registering')
    register = h('p', {}, h('span', { dataset: { testid: 'tournament-registered' } }, 'You are registered. '),
      h('button', { type: 'button', dataset: { testid: 'tournament-leave' }, onclick: () => act('leave') }, 'Leave'));
  else if (you.registered && t.status !== 'finished' && !t.player_list.find((p) => p.name === me)?.withdrawn)
    // Leaving once it has begun is a withdrawal for the rounds to come: asked twice.
    register = h('p', {}, h('span', { dataset: { testid: 'tournament-registered' } }, 'You are playing. '),
      twoClicks({ dataset: { testid: 'tournament-leave' } }, 'Withdraw', 'Really withdraw?', () => act('leave')));
  return h('div.card', {},
    h('h1', { dataset: { testid: 'tournament-name' } }, t.name),
    h('p.tournament-state', {}, h(`span.badge.status-${t.status}`, { dataset: { testid: 'tournament-status' } }, t.status), ' ',
      h('strong', { dataset: { testid: 'tournament-round', round: t.round } }, roundLine)),
    h('p.muted', {}, [
      `${gameTitle(meta, t.game)} · ${formatText(t)}${t.format === 'swiss' ? ` over ${t.rounds} rounds` : ''} · ${clockText(t.clock)}`,
      t.rated ? ' · rated' : ' · not rated',
      t.forfeit_after_s ? ` · forfeit after ${Math.round(t.forfeit_after_s / 6) / 10} min without a first move` : '',
      ` · ${t.players} player${t.players === 1 ? '' : 's'}`,
    ].join('')),
    h('p.muted', {}, 'Organised by ', player(t.organiser, me),
      t.club ? [' for ', h('a', { href: `#/clubs/${t.club}`, dataset: { testid: 'tournament-club-link' } }, 'the club'), ' (its members only)'] : ''),
    t.options ? h('p.help', {}, 'Rules: ', String(t.options)) : '',
    t.status === 'paused' ? h('p', { role: 'status' }, 'Paused by the organiser: the next round waits until it resumes.') : '',
    mine ? h('p', { dataset: { testid: 'tournament-your-game' } }, `Your game of round ${t.round} is on: `, playLink(mine.game, 'a.button.primary')) : '',
    register);
}

// The viewer's own game: the seat's token into this browser first, then the board.
function playLink(game, tag = 'a') {
  return h(tag, { href: `#/play/${game}`, dataset: { testid: 'board-play' }, onclick: async (e) => {
    e.preventDefault();
    try {
      await busy(claimSeat(game));
    } catch (err) {
      toast(explain(err), 'error');
    }
    location.hash = `#/play/${game}`;
  } }, 'Play');
}

const RESULTS = { '1-0': '1–0', '0-1': '0–1', '1/2': '½–½', '+-': '+ – (forfeit)', '-+': '– + (forfeit)', bye: 'bye' };

function rounds(t, me) {
  if (!t.round_list.length) return '';
  // The latest round first: the one being played is what the page is opened for.
  return h('div.card', {}, h('h2', {}, 'Pairings'),
    [...t.round_list].reverse().map((r) => h('div.round', { dataset: { testid: 'round', round: r.round } },
      h('h3', {}, `Round ${r.round}`),
      h('div.table-wrap', {}, h('table.games', {},
        h('thead', {}, h('tr', {}, ['board', 'South', 'result', 'North', ''].map((x) => h('th', {}, x)))),
        h('tbody', {}, r.boards.map((b) => h('tr', { dataset: { testid: 'board', round: r.round, board: b.board, game: b.game || '', result: b.result } },
          h('td', {}, b.board), h('td', {}, b.south ? player(b.south, me) : 'bye'),
          h('td.result', { dataset: { testid: 'board-result' } }, b.result ? RESULTS[b.result] || b.result : b.game ? 'playing' : ''),
          h('td', {}, b.north ? player(b.north, me) : h('span.muted', {}, 'bye')),
          h('td', {}, boardLink(b, me))))))))));
}

function boardLink(b, me) {
  if (!b.game) return '';
  if (!b.result && me && (b.south === me || b.north === me)) return playLink(b.game);
  if (!b.result) return h('a', { href: `#/watch/${b.game}`, dataset: { testid: 'board-watch' } }, 'Watch');
  return h('a', { href: `#/replay/${b.game}`, dataset: { testid: 'board-replay' } }, 'Replay');
}

function standings(t) {
  if (t.status === 'registering') return '';
  const swiss = t.format === 'swiss';
  const breaks = swiss ? [['buchholz', 'Buchholz'], ['median_buchholz', 'Median Buchholz']] : [['sonneborn_berger', 'Sonneborn–Berger']];
  const csv = `/api/tournaments/${t.id}/standings.csv`;
  const idx = new Map(t.player_list.map((p, i) => [p.name, i]));
  return h('div.card', {}, h('h2', {}, t.status === 'finished' ? 'Final standings' : 'Standings'),
    t.standings.length ? h('div.table-wrap', {}, h('table.games.standings', { dataset: { testid: 'standings' } },
      h('thead', {}, h('tr', {}, ['#', 'player', 'points', 'games', ...breaks.map(([, title]) => title)].map((x) => h('th', {}, x)))),
      h('tbody', {}, t.standings.map((s) => h('tr', { dataset: { testid: `standing-${s.name}`, name: s.name, rank: s.rank, points: s.points },
        class: s.withdrawn ? 'withdrawn' : null },
      h('td', {}, s.rank), h('td', {}, h('a', { href: `#/players/${s.name}` }, s.name), s.withdrawn ? h('small.muted', {}, ' withdrawn') : ''),
      h('td', {}, pointsText(s.points)), h('td', {}, s.games),
      breaks.map(([k]) => h('td', { dataset: { break: k } }, pointsText(s[k] ?? 0)))))))) : h('p.muted', {}, 'No players yet.'),
    h('p.help', {}, swiss
      ? 'Ties are broken by Buchholz (the sum of the opponents’ points), then median Buchholz (the same without the best and the worst opponent).'
      : 'Ties are broken by Sonneborn–Berger: the points of every opponent beaten plus half those of every opponent drawn with.'),
    t.crosstable.length > 1 ? crosstable(t, idx) : '',
    h('p', {}, h('a.button', { href: csv, download: `standings-${t.id}.csv`, dataset: { testid: 'standings-csv' } }, 'Standings (CSV)'), ' ',
      h('a.button', { href: `/api/tournaments/${t.id}/games.txt`, download: `games-${t.id}.txt`, dataset: { testid: 'tournament-records' } },
        'All games (records)')));
}

// Rows and columns in player_list (seed) order; each cell the points the row's player took
// from the column's, empty where they have not met.
function crosstable(t, idx) {
  const n = t.player_list.length;
  return h('details.crosstable', { open: true }, h('summary', {}, 'Crosstable'),
    h('div.table-wrap', {}, h('table.games.crosstable', { dataset: { testid: 'crosstable' } },
      h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'player'), Array.from({ length: n }, (_, j) => h('th', {}, j + 1)))),
      h('tbody', {}, t.player_list.map((p, i) => h('tr', { dataset: { name: p.name } },
        h('td', {}, i + 1), h('td', {}, p.name),
        t.crosstable[i].map((v, j) => h('td', { dataset: { col: t.player_list[j].name } },
          i === j ? '×' : v < 0 ? '' : pointsText(v)))))))));
}

// Before the start, who has registered; after it the standings list them.
function players(t) {
  if (t.status !== 'registering') return '';
  return h('div.card', {}, h('h2', {}, `Players (${t.player_list.length})`),
    t.player_list.length
      ? h('ol', { dataset: { testid: 'tournament-players' } }, t.player_list.map((p) => h('li', { dataset: { name: p.name } },
        h('a', { href: `#/players/${p.name}` }, p.name), p.withdrawn ? h('small.muted', {}, ' withdrawn') : '')))
      : h('p.muted', {}, 'Nobody has registered yet.'),
    h('p.help', {}, 'Seeds follow the ratings when the tournament starts.'));
}

// Start, pause, resume; withdraw a player; correct a result. The organiser's, or the club's admins'.
function controls(t, { act }) {
  const box = h('div.card.organiser', { dataset: { testid: 'organiser-controls' } }, h('h2', {}, 'Organiser'));
  const buttons = h('p.controls');
  if (t.status === 'registering')
    buttons.append(h('button.primary', { type: 'button', dataset: { testid: 'tournament-start' }, disabled: t.player_list.length < 2,
      onclick: () => act('start') }, 'Start the tournament'),
    t.player_list.length < 2 ? h('small.help', {}, ' It takes two players at least.') : '');
  if (t.status === 'running')
    buttons.append(h('button', { type: 'button', dataset: { testid: 'tournament-pause' }, onclick: () => act('pause') }, 'Pause'),
      h('small.help', {}, ' The games going on carry on; the next round waits.'));
  if (t.status === 'paused')
    buttons.append(h('button.primary', { type: 'button', dataset: { testid: 'tournament-resume' }, onclick: () => act('resume') }, 'Resume'));
  box.append(buttons);

  const active = t.player_list.filter((p) => !p.withdrawn);
  if (t.status !== 'finished' && t.status !== 'registering' && active.length) {
    const who = h('select', { id: 'withdraw-name', dataset: { testid: 'withdraw-name' } }, active.map((p) => h('option', { value: p.name }, p.name)));
    box.append(h('div.field', {}, h('label', { for: 'withdraw-name' }, 'Withdraw a player'),
      h('div.inline-form', {}, who,
        twoClicks({ dataset: { testid: 'tournament-withdraw' } }, 'Withdraw', 'Really withdraw?', () => act('withdraw', { name: who.value }))),
      h('small.help', {}, 'Their game going on is lost by forfeit; they are not paired again.')));
  }

  const played = t.round_list.filter((r) => r.boards.some((b) => b.south && b.north));
  if (played.length) {
    const round = h('select', { id: 'fix-round', dataset: { testid: 'result-round' } },
      played.map((r) => h('option', { value: r.round, selected: r.round === played[played.length - 1].round }, `Round ${r.round}`)));
    const board = h('select', { id: 'fix-board', dataset: { testid: 'result-board' } });
    const fillBoards = () => {
      const r = played.find((x) => String(x.round) === round.value);
      board.replaceChildren(...r.boards.filter((b) => b.south && b.north)
        .map((b) => h('option', { value: b.board }, `${b.board}: ${b.south} – ${b.north}`)));
    };
    round.addEventListener('change', fillBoards);
    fillBoards();
    const result = h('select', { id: 'fix-result', dataset: { testid: 'result-value' } },
      ['1-0', '0-1', '1/2', '+-', '-+'].map((v) => h('option', { value: v }, RESULTS[v])));
    box.append(h('div.field', {}, h('label', { for: 'fix-round' }, 'Correct a result'),
      h('div.inline-form', {}, round, board, result,
        h('button', { type: 'button', dataset: { testid: 'tournament-result' },
          onclick: () => act('result', { round: Number(round.value), board: Number(board.value), result: result.value }) }, 'Set the result')),
      h('small.help', {}, 'South’s result first; + – is a win by forfeit.')));
  }
  return box;
}
