// #/tournaments/<id>: one tournament — where it stands, registering and leaving, the
// organiser's controls, the pairings of every round (a round robin's whole schedule, the
// round being played marked, with the viewer's own game to play), the standings after the
// last round played with their tie-breaks, the crosstable and the downloads. While it is not finished
// the page asks again every 2 s, and at once on a notice about it; a pause between rounds is
// counted down to the next pairing; the timers stop when the page is left.
import { currentAccount, claimSeat } from '../lib/api/accounts.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { getTournament, tournamentAction } from '../lib/api/tournaments.js';
import { t, tParts, num, digits, clock, when, list, sep } from '../lib/i18n.js';
import { loginHref, playerHref } from '../lib/links.js';
import { optionsInWords } from '../lib/options.js';
import { statusName } from '../lib/tables.js';
import { h, busy, toast, notFound, twoClicks } from '../lib/ui.js';
import { gameTitle, clockText, formatText, refused, plain, tiebreakName, pointsText } from '../lib/words.js';
import { manualPairing } from './tournament/manual.js';

const POLL_MS = 2000;

export async function render(main, id) {
  const [got, meta] = await busy(Promise.all([getTournament(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!got) return notFound(main);
  const first = got.tournament;

  // Each part is drawn again only when what it shows changed: a poll that brings nothing
  // new leaves the page alone, and the organiser's half-filled correction form survives a
  // result coming in elsewhere.
  const parts = ['head', 'news', 'controls', 'manual', 'byes', 'rounds', 'standings', 'players'].map((name) => ({ name, el: h('div', { dataset: { part: name } }), key: null }));
  const page = h('section.tournament', { dataset: { testid: 'tournament-page', id } }, parts.map((p) => p.el));
  main.append(page);

  let tm = null;
  let left = false;
  let timer = null;
  const refresh = async () => {
    const r = await getTournament(id);
    if (!left) draw(r.tournament);
  };
  // After a change of one's own the answer is the page as this account sees it; `then` reads
  // the rest of the answer first (the breaches of a pairing by hand).
  const act = async (what, body = {}, then = null) => {
    try {
      const r = await busy(tournamentAction(id, what, body));
      then?.(r);
      if (!left) draw(r.tournament);
    } catch (err) {
      toast(refused(err), 'error');
    }
  };
  // The rounds the reader opened or closed (by number: true open), over redraws.
  // deadline: when the next round is paired, while a pause holds it back (this browser's clock).
  // starts: when a scheduled start comes, while the tournament is registering (likewise).
  const ctx = { meta, act, id, folded: new Map(), deadline: null, starts: null, manual: null };

  function draw(next) {
    tm = next;
    ctx.deadline = tm.next_round_in_ms == null ? null : Date.now() + tm.next_round_in_ms;
    ctx.starts = tm.starts_in_ms == null ? null : Date.now() + tm.starts_in_ms;
    document.title = t('title.page', { name: tm.name });
    page.dataset.status = tm.status;
    page.dataset.round = tm.round;
    const me = currentAccount()?.name || null;
    const views = {
      // The countdown to a scheduled start moves by itself: a new starts_in_ms alone redraws nothing.
      head: [[{ ...tm, starts_in_ms: tm.starts_in_ms === null ? null : 'counting' }, me], () => head(tm, me, ctx)],
      controls: [[tm.you, tm.status, tm.description, tm.round_list.map((r) => [r.round, r.boards.length]), tm.player_list, me],
        () => (tm.you?.organiser ? controls(tm, ctx) : '')],
      news: [[tm.announcements], () => news(tm)],
      manual: [[tm.you, tm.status, tm.round, tm.rounds, tm.manual_pairings, ctx.manual], () => manualPairing(tm, ctx)],
      byes: [[tm.byes, tm.you, tm.round, tm.status, me], () => byes(tm, me, ctx)],
      rounds: [[tm.round_list, me], () => rounds(tm, me, ctx)],
      standings: [[tm.standings, tm.standings_after, tm.crosstable, tm.player_list], () => standings(tm)],
      players: [[tm.player_list, tm.status], () => players(tm)],
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
    if (left || tm.status === 'finished') return;
    timer = setTimeout(() => refresh().catch(() => {}).finally(poll), POLL_MS);
  };
  const onNotice = (e) => {
    if (e.detail?.tournament === id) refresh().catch(() => {}).finally(poll);
  };
  window.addEventListener('manqala:notice', onNotice);
  draw(first);
  poll();
  const countdown = setInterval(() => {
    for (const el of page.querySelectorAll('[data-testid=next-round-time]')) el.textContent = clock(ctx.deadline - Date.now());
    for (const el of page.querySelectorAll('[data-testid=starts-in-time]')) el.textContent = clock(Math.max(0, ctx.starts - Date.now()));
  }, 250);
  return () => {
    left = true;
    clearTimeout(timer);
    clearInterval(countdown);
    window.removeEventListener('manqala:notice', onNotice);
  };
}

const player = (name, me) => h('a', { href: playerHref(name), dir: 'auto' }, name, name === me ? h('small.muted', {}, ` ${t('play.presence.youAfterName')}`) : '');

// A tie-break's value as the server writes it ("37.25"; "" where it was not applied): halves as
// the points are, other fractions as decimals.
const breakText = (v) => (v === '' ? '' : (Number(v) * 2) % 1 ? num(Number(v)) : pointsText(Number(v)));

// The round being played (a round robin lists the rounds to come after it).
const currentRound = (tm) => tm.round_list.find((r) => r.state === 'current');

// The board of `me` still being played, if any, in the round being played.
function myGame(tm, me) {
  const r = currentRound(tm);
  return me && r ? r.boards.find((b) => b.game && !b.result && (b.south === me || b.north === me)) : null;
}

function head(tm, me, { meta, act, deadline, starts }) {
  const you = tm.you || {};
  const mine = myGame(tm, me);
  const roundLine = tm.status === 'registering' ? t('tournament.notStarted')
    : tm.rounds ? t('tournament.round.of', { round: tm.round, rounds: tm.rounds }) : t('tournament.round', { round: tm.round });
  let register = '';
  if (!me) register = tm.status === 'finished' ? '' : h('p', {}, h('a.button.primary', { href: loginHref(), dataset: { testid: 'tournament-login' } }, t('tournament.login')));
  else if (!you.registered && tm.registration_open)
    // A running Swiss's late entry too: the player is told what joining late means.
    register = [tm.status === 'registering' ? '' : h('p.help', { dataset: { testid: 'late-entry' } }, t('tournament.lateEntry', { round: num(tm.late_entry_until_round) })),
      h('p', {}, h('button.primary', { type: 'button', dataset: { testid: 'tournament-join' }, onclick: () => act('join') }, t('tournament.register')))];
  else if (!you.registered && tm.status === 'registering')
    register = h('p', { dataset: { testid: 'registration-closed' } }, t('tournament.registrationClosed'));
  else if (you.registered && tm.status === 'registering')
    register = h('p', {}, h('span', { dataset: { testid: 'tournament-registered' } }, `${t('tournament.registered')} `),
      h('button', { type: 'button', dataset: { testid: 'tournament-leave' }, onclick: () => act('leave') }, t('tournament.leave')));
  else if (you.registered && tm.status !== 'finished' && !tm.player_list.find((p) => p.name === me)?.withdrawn)
    // Leaving once it has begun is a withdrawal for the rounds to come: asked twice.
    register = h('p', {}, h('span', { dataset: { testid: 'tournament-registered' } }, `${t('tournament.playing')} `),
      twoClicks({ dataset: { testid: 'tournament-leave' } }, t('tournament.withdraw'), t('tournament.withdraw.ask'), () => act('leave')));
  return h('div.card', {},
    tm.club_logo ? h('img.club-logo', { src: tm.club_logo, alt: '', dataset: { testid: 'tournament-club-logo' } }) : '',
    h('h1', { dataset: { testid: 'tournament-name' } }, tm.name),
    h('p.tournament-state', {}, h(`span.badge.status-${tm.status}`, { dataset: { testid: 'tournament-status' } }, statusName(tm.status)), ' ',
      h('strong', { dataset: { testid: 'tournament-round', round: tm.round } }, roundLine)),
    h('p.muted', {}, [
      `${gameTitle(meta, tm.game)}${sep()}${tm.format === 'swiss' ? t('tournament.swissRounds', { format: formatText(tm), count: tm.rounds }) : formatText(tm)}${sep()}${clockText(tm.clock)}`,
      `${sep()}${tm.rated ? t('tournaments.rated') : t('tournaments.notRated')}`,
      tm.forfeit_after_s ? `${sep()}${t('tournament.forfeitAfter', { minutes: Math.round(tm.forfeit_after_s / 6) / 10 })}` : '',
      tm.pause_s ? `${sep()}${t('tournament.pauseBetween', { seconds: num(tm.pause_s) })}` : '',
      tm.bots ? `${sep()}${t('tournament.bots')}` : '',
      `${sep()}${t('tournament.players', { count: tm.players })}`,
    ].join('')),
    h('p.muted', {}, tm.club
      ? tParts('tournament.organisedFor', { organiser: player(tm.organiser, me),
        club: h('a', { href: `#/clubs/${tm.club}`, dataset: { testid: 'tournament-club-link' } }, t('tournament.theClub')) })
      : tParts('tournament.organised', { organiser: player(tm.organiser, me) })),
    // Plain text: a text node, its line breaks kept by the stylesheet (white-space: pre-line).
    tm.description ? h('p.tournament-description', { dir: 'auto', dataset: { testid: 'tournament-description' } }, tm.description) : '',
    h('p.help', { dataset: { testid: 'tournament-options' } }, t('tournament.rules', { options: optionsInWords(meta, tm.game, tm.options) })),
    tm.status === 'paused' ? h('p', { role: 'status' }, t('tournament.paused')) : '',
    schedule(tm, starts),
    deadline !== null ? h('p', { role: 'status', dataset: { testid: 'next-round' } }, tParts('tournament.nextRound', { round: num(tm.round + 1),
      time: h('strong', { dataset: { testid: 'next-round-time' } }, clock(deadline - Date.now())) })) : '',
    mine ? h('p', { dataset: { testid: 'tournament-your-game' } }, tParts('tournament.yourGame', { round: tm.round, play: playLink(mine.game, 'a.button.primary') })) : '',
    register);
}

// A scheduled start counted down (then, with one player, why it waits) and the registration
// deadline, while the tournament is registering.
function schedule(tm, starts) {
  if (tm.status !== 'registering') return '';
  return [
    tm.start_waiting ? h('p', { role: 'status', dataset: { testid: 'start-waiting' } }, t('tournament.startWaiting'))
      : starts !== null ? h('p', { role: 'status', dataset: { testid: 'starts-in' } }, tParts('tournament.startsIn', {
        time: h('strong', { dataset: { testid: 'starts-in-time' } }, clock(Math.max(0, starts - Date.now()))), at: when(tm.starts_at) })) : '',
    tm.registration_closes_at && tm.registration_open
      ? h('p.muted', { dataset: { testid: 'registration-closes' } }, t('tournament.registrationCloses', { at: when(tm.registration_closes_at) })) : '',
  ];
}

// The viewer's own game: the seat's token into this browser first, then the board.
function playLink(game, tag = 'a') {
  return h(tag, { href: `#/play/${game}`, dataset: { testid: 'board-play' }, onclick: async (e) => {
    e.preventDefault();
    try {
      await busy(claimSeat(game));
    } catch (err) {
      toast(explain(err), 'error', undefined, {}, { scope: 'next' });
    }
    location.hash = `#/play/${game}`;
  } }, t('play.move.play'));
}

// A board's result as players write it: 1–0, ½–½, a win by forfeit, both lost by forfeit, a bye.
const RESULTS = ['1-0', '0-1', '1/2', '+-', '-+', '--', 'bye', 'half-bye'];
const resultText = (r) => digits(RESULTS.includes(r) ? t(`tournament.result.${r}`) : r);

// Every round in order, each folding: the one being played open and marked, the rounds played
// before it, and a round robin's rounds to come with their pairings; once it is over the last
// round is open. A round the reader opened or closed stays so.
function rounds(tm, me, { folded }) {
  if (!tm.round_list.length) return '';
  const open = currentRound(tm)?.round ?? tm.round_list.filter((r) => r.state === 'finished').at(-1)?.round;
  return h('div.card', {}, h('h2', {}, t('tournament.pairings')), h('p.help', {}, t('tournament.pairings.help')),
    tm.round_list.map((r) => h('details.round', {
      open: folded.get(r.round) ?? r.round === open, class: `round-${r.state}`, 'aria-current': r.state === 'current' ? 'step' : null,
      dataset: { testid: 'round', round: r.round, state: r.state },
      ontoggle: (e) => (e.target.open === (r.round === open) ? folded.delete(r.round) : folded.set(r.round, e.target.open)),
    },
    h('summary', {}, h('h3', {}, t('tournament.round', { round: r.round }), ' ',
      h(`span.badge.round-${r.state}`, { dataset: { testid: 'round-state' } }, t(`tournament.roundState.${r.state}`)),
      r.by_hand ? [' ', h('span.badge', { dataset: { testid: 'round-by-hand' } }, t('tournament.manual.byHand'))] : '')),
    h('div.table-wrap', {}, h('table.games.pairings', {},
      h('thead', {}, h('tr', {}, [t('tournament.column.board'), t('side.south'), t('tournament.column.result'), t('side.north'), '']
        .map((x, i) => h('th', { dataset: i ? {} : { col: 'board' } }, x)))),
      h('tbody', {}, r.boards.map((b) => h('tr', { dataset: { testid: 'board', round: r.round, board: b.board, game: b.game || '', result: b.result } },
        h('td', { dataset: { col: 'board' } }, num(b.board)), h('td', {}, player(b.south, me), standingInfo(b.south_rating, b.south_points)),
        h('td.result', { dataset: { testid: 'board-result' } }, b.result ? resultText(b.result) : b.game ? t('tournament.board.playing') : ''),
        h('td', {}, b.north ? [player(b.north, me), standingInfo(b.north_rating, b.north_points)] : h('span.muted', {}, t('tournament.result.bye'))),
        h('td.link', {}, boardLink(b, me))))))))));
}

// A player's rating when the round was paired and points before it, as the server knows them
// (a round to come has neither; boards paired before ratings were kept have points only).
function standingInfo(rating, points) {
  if (points == null) return '';
  const text = rating == null ? t('tournament.pairing.points', { points: pointsText(points) })
    : t('tournament.pairing.info', { rating: plain(rating), points: pointsText(points) });
  return h('small.muted', { dataset: { testid: 'player-info' } }, ' ', text);
}

function boardLink(b, me) {
  if (!b.game) return '';
  if (!b.result && me && (b.south === me || b.north === me)) return playLink(b.game);
  if (!b.result) return h('a', { href: `#/watch/${b.game}`, dataset: { testid: 'board-watch' } }, t('lobby.watch'));
  return h('a', { href: `#/replay/${b.game}`, dataset: { testid: 'board-replay' } }, t('play.end.replay'));
}

function standings(tm) {
  if (tm.status === 'registering') return '';
  // The tournament's tie-breaks in order, headed by their FIDE C.07 acronyms, named in full on hover.
  const breaks = tm.tiebreaks || [];
  const csv = `/api/tournaments/${tm.id}/standings.csv`;
  const idx = new Map(tm.player_list.map((p, i) => [p.name, i]));
  // The standings after the last round played: a round under way, its byes included, counts
  // once it is over.
  const heading = tm.status === 'finished' ? t('tournament.standings.final')
    : tm.standings_after ? t('tournament.standings.after', { round: tm.standings_after }) : t('tournament.standings');
  return h('div.card', {}, h('h2', { dataset: { testid: 'standings-heading', after: tm.standings_after } }, heading),
    tm.standings.length ? h('div.table-wrap', {}, h('table.games.standings', { dataset: { testid: 'standings' } },
      // data-col: the column, for a phone's narrower table (style.css hides the games and the second tie-break).
      h('thead', {}, h('tr', {}, [['rank', '#'], ['player', t('tables.leaderboard.player')], ['points', t('tournament.standings.points')],
        ['games', t('tables.leaderboard.games')], ...breaks.map((b, i) => [`tb${i}`, h('abbr', { title: tiebreakName(b) }, b), b])]
        .map(([col, x, tiebreak]) => h('th', { dataset: tiebreak ? { col, tiebreak } : { col } }, x)))),
      h('tbody', {}, tm.standings.map((s) => h('tr', { dataset: { testid: `standing-${s.name}`, name: s.name, rank: s.rank, points: s.points },
        class: s.withdrawn ? 'withdrawn' : null },
      h('td', {}, s.rank ? num(s.rank) : '–'), h('td', {}, h('a', { href: playerHref(s.name), dir: 'auto' }, s.name), s.withdrawn ? h('small.muted', {}, ` ${t('tournament.withdrawn')}`) : ''),
      h('td', {}, pointsText(s.points)), h('td', { dataset: { col: 'games' } }, num(s.games)),
      breaks.map((b, i) => h('td', { dataset: { break: b, col: `tb${i}` } }, breakText(s.tiebreaks?.[i] ?? '')))))))) : h('p.muted', {}, t('tournament.standings.none')),
    breaks.length ? h('p.help', { dataset: { testid: 'standings-tiebreaks' } },
      t('tournament.standings.tiebreaks.help', { list: list(breaks.map((b) => `\u2066${b}\u2069 (${tiebreakName(b)})`)) })) : '',
    tm.crosstable.length > 1 ? crosstable(tm, idx) : '',
    h('p', {}, h('a.button', { href: csv, download: `standings-${tm.id}.csv`, dataset: { testid: 'standings-csv' } }, t('tournament.standings.csv')), ' ',
      h('a.button', { href: `/api/tournaments/${tm.id}/games.txt`, download: `games-${tm.id}.txt`, dataset: { testid: 'tournament-records' } },
        t('tournament.records'))));
}

// Rows and columns in player_list (seed) order; each cell the points the row's player took
// from the column's, empty where they have not met.
function crosstable(tm, idx) {
  const n = tm.player_list.length;
  return h('details.crosstable', { open: true }, h('summary', {}, t('tournament.crosstable')),
    h('div.table-wrap', {}, h('table.games.crosstable', { dataset: { testid: 'crosstable' } },
      h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, t('tables.leaderboard.player')), Array.from({ length: n }, (_, j) => h('th', {}, num(j + 1))))),
      h('tbody', {}, tm.player_list.map((p, i) => h('tr', { dataset: { name: p.name } },
        h('td', {}, num(i + 1)), h('td', {}, p.name),
        tm.crosstable[i].map((v, j) => h('td', { dataset: { col: tm.player_list[j].name } },
          i === j ? '×' : v < 0 ? '' : pointsText(v)))))))));
}

// The organiser's announcements, newest first, each with when it was posted.
function news(tm) {
  if (!tm.announcements?.length) return '';
  return h('div.card', { dataset: { testid: 'tournament-announcements' } }, h('h2', {}, t('tournament.announcements')),
    h('ul.announcements', {}, tm.announcements.map((a) => h('li', { dataset: { testid: 'announcement' } },
      h('small.muted', {}, when(a.posted)), ' ', h('span.tournament-description', { dir: 'auto' }, a.text)))));
}

// A Swiss's byes asked for in advance: those for the rounds to come (a paired one is its
// round's board), the viewer's own with a button to take it back, and the form to ask while
// the viewer has byes left.
function byes(tm, me, { act }) {
  if (tm.format !== 'swiss' || !tm.max_byes || tm.status === 'finished') return '';
  const you = tm.you || {};
  const free = [];
  for (let r = tm.round + 1; r <= tm.rounds; r++) if (!tm.byes.some((b) => b.round === r && b.name === me)) free.push(r);
  let form = '';
  if (you.registered && you.byes_asked < tm.max_byes && free.length) {
    const round = h('select', { id: 'bye-round', dataset: { testid: 'bye-round' } }, free.map((r) => h('option', { value: r }, num(r))));
    form = h('div.inline-form', {}, h('label', { for: 'bye-round' }, t('tournament.byes.roundLabel')), round,
      h('button', { type: 'button', dataset: { testid: 'bye-ask' }, onclick: () => act('bye', { round: Number(round.value) }) }, t('tournament.byes.ask')));
  }
  return h('div.card', { dataset: { testid: 'tournament-byes' } }, h('h2', {}, t('tournament.byes')),
    tm.byes.length ? h('ul', {}, tm.byes.map((b) => h('li', { dataset: { testid: 'asked-bye', name: b.name, round: b.round } },
      h('bdi', {}, t('tournament.byes.round', { round: num(b.round), name: b.name })), ' ',
      b.name === me ? h('button', { type: 'button', dataset: { testid: 'bye-cancel' }, onclick: () => act('bye-cancel', { round: b.round }) }, t('tournament.byes.cancel')) : '')))
      : h('p.muted', {}, t('tournament.byes.none')),
    form, h('p.help', {}, t('tournament.byes.help', { count: num(tm.max_byes) })));
}

// Before the start, who has registered; after it the standings list them.
function players(tm) {
  if (tm.status !== 'registering') return '';
  return h('div.card', {}, h('h2', {}, t('tournament.playerList', { count: tm.player_list.length })),
    tm.player_list.length
      ? h('ol.player-list', { dataset: { testid: 'tournament-players' } }, tm.player_list.map((p) => h('li', { dataset: { name: p.name } },
        h('a', { href: playerHref(p.name), dir: 'auto' }, p.name), p.withdrawn ? h('small.muted', {}, ` ${t('tournament.withdrawn')}`) : '')))
      : h('p.muted', {}, t('tournament.playerList.none')),
    h('p.help', {}, t('tournament.playerList.help')));
}

// Start, pause, resume; withdraw a player; correct a result. The organiser's, or the club's admins'.
function controls(tm, { act }) {
  const box = h('div.card.organiser', { dataset: { testid: 'organiser-controls' } }, h('h2', {}, t('tournament.organiser')));
  const buttons = h('p.controls');
  if (tm.status === 'registering')
    buttons.append(h('button.primary', { type: 'button', dataset: { testid: 'tournament-start' }, disabled: tm.player_list.length < 2,
      onclick: () => act('start') }, t('tournament.start')),
    tm.player_list.length < 2 ? h('small.help', {}, ` ${t('tournament.start.help')}`) : '');
  if (tm.status === 'running')
    buttons.append(h('button', { type: 'button', dataset: { testid: 'tournament-pause' }, onclick: () => act('pause') }, t('tournament.pause')),
      h('small.help', {}, ` ${t('tournament.pause.help')}`));
  if (tm.status === 'paused')
    buttons.append(h('button.primary', { type: 'button', dataset: { testid: 'tournament-resume' }, onclick: () => act('resume') }, t('tournament.resume')));
  box.append(buttons);

  // The description, and an announcement to the players.
  const description = h('textarea', { id: 'tournament-description', maxLength: 2000, rows: 3, dataset: { testid: 'description-edit' } });
  description.value = tm.description || '';
  const note = h('textarea', { id: 'tournament-announce', maxLength: 500, rows: 2, dataset: { testid: 'announce-text' } });
  box.append(h('div.field', {}, h('label', { for: 'tournament-description' }, t('tournament.description.edit')), description,
    h('p', {}, h('button', { type: 'button', dataset: { testid: 'description-save' }, onclick: () => act('description', { description: description.value }) },
      t('tournament.description.save')))),
  h('div.field', {}, h('label', { for: 'tournament-announce' }, t('tournament.announce')), note,
    h('p', {}, h('button', { type: 'button', dataset: { testid: 'announce-post' }, onclick: () => note.value.trim() && act('announce', { text: note.value.trim() }) },
      t('tournament.announce'))), h('small.help', {}, t('tournament.announce.help', { max: note.maxLength, perDay: 10 }))));

  const active = tm.player_list.filter((p) => !p.withdrawn);
  if (tm.status !== 'finished' && tm.status !== 'registering' && active.length) {
    const who = h('select', { id: 'withdraw-name', dataset: { testid: 'withdraw-name' } }, active.map((p) => h('option', { value: p.name }, p.name)));
    box.append(h('div.field', {}, h('label', { for: 'withdraw-name' }, t('tournament.withdrawPlayer')),
      h('div.inline-form', {}, who,
        twoClicks({ dataset: { testid: 'tournament-withdraw' } }, t('tournament.withdraw'), t('tournament.withdraw.ask'), () => act('withdraw', { name: who.value }))),
      h('small.help', {}, t('tournament.withdrawPlayer.help'))));
  }

  const played = tm.round_list.filter((r) => r.state !== 'scheduled' && r.boards.some((b) => b.south && b.north));
  if (played.length) {
    const round = h('select', { id: 'fix-round', dataset: { testid: 'result-round' } },
      played.map((r) => h('option', { value: r.round, selected: r.round === played[played.length - 1].round }, t('tournament.round', { round: r.round }))));
    const board = h('select', { id: 'fix-board', 'aria-label': t('otb.column.board'), dataset: { testid: 'result-board' } });
    const fillBoards = () => {
      const r = played.find((x) => String(x.round) === round.value);
      board.replaceChildren(...r.boards.filter((b) => b.south && b.north)
        .map((b) => h('option', { value: b.board }, t('tournament.fix.board', { board: b.board, south: b.south, north: b.north }))));
    };
    round.addEventListener('change', fillBoards);
    fillBoards();
    const result = h('select', { id: 'fix-result', 'aria-label': t('otb.column.result'), dataset: { testid: 'result-value' } },
      ['1-0', '0-1', '1/2', '+-', '-+', '--'].map((v) => h('option', { value: v }, resultText(v))));
    box.append(h('div.field', {}, h('label', { for: 'fix-round' }, t('tournament.fix')),
      h('div.inline-form', {}, round, board, result,
        h('button', { type: 'button', dataset: { testid: 'tournament-result' },
          onclick: () => act('result', { round: Number(round.value), board: Number(board.value), result: result.value }) }, t('tournament.fix.submit'))),
      h('small.help', {}, t('tournament.fix.help'))));
  }
  return box;
}
