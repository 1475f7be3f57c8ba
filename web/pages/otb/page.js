// #/otb/<id>: an over-the-board tournament. Everyone sees where it stands, the pairings of every
// round, the standings with the tournament's tie-breaks and the crosstable; the director also
// gets the controls (director.js), a result box on each board (results.js) and the log (log.js);
// while its rounds are broadcast live, everyone gets the way to watch them (watch_link.js).
// A team event shows its rounds as matches (matches.js) and the team standings
// (team_standings.js) above the players' own, which are its board prizes.
// The page asks the server again every few seconds while the tournament is not finished; each
// part is drawn again only when what it shows changed, so a half-filled form survives.
import { getMeta } from '../../lib/api/games.js';
import { getOtb, trfHref, wholeCrosstable, getTiebreaks } from '../../lib/api/otb.js';
import { breakdownList } from './breakdown.js';
import { t, list, sep } from '../../lib/i18n.js';
import { statusBadge } from '../../lib/tables.js';
import { h, busy, toast, notFound } from '../../lib/ui.js';
import { gameTitle, refused, day, tiebreakName } from '../../lib/words.js';
import { optionsInWords } from '../../lib/options.js';
import { directorControls } from './director.js';
import { logList } from './log.js';
import { boardCell } from './results.js';
import { pairingsTable, standingsTable, crossTable, withdrawnOf } from './tables.js';
import { watchLink } from './watch_link.js';
import { factsLine, formatLine, countedLine, inProgressLine } from './words.js';
import { matchRounds } from './matches.js';
import { teamStandingsTable } from './team_standings.js';
import { isTeamEvent, playerBreaks, teamCountedLine } from './team_words.js';

const POLL_MS = 3000;
const PAIRING_POLL_MS = 400;

export async function render(main, id) {
  const [first, meta] = await busy(Promise.all([getOtb(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!first?.tournament) return notFound(main);
  const parts = ['head', 'director', 'rounds', 'teams', 'standings', 'crosstable', 'log'].map((name) => ({ name, el: h('div', { dataset: { part: name } }), key: null }));
  // "Watch live" under the head while the rounds are broadcast (watch_link.js).
  const watch = watchLink(id);
  const page = h('section.otb', { dataset: { testid: 'otb-page', id } }, parts[0].el, watch.el, parts.slice(1).map((p) => p.el));
  main.append(page);

  let left = false;
  let timer = null;
  let data = null;
  const refresh = async () => {
    const r = await getOtb(id);
    if (!left) draw(r);
  };
  // A director's action, then the tournament as it is now; a refusal in words, the page kept.
  const act = async (fn, done = null) => {
    try {
      const r = await busy(fn());
      if (done) done(r);
      await refresh();
      return r;
    } catch (err) {
      toast(refused(err), 'error');
      return null;
    }
  };
  const ctx = { id, meta, act, open: new Map(), order: 'rank', broadcastChanged: watch.refresh };

  function draw(next) {
    data = next;
    const tm = data.tournament;
    document.title = t('title.page', { name: tm.name });
    Object.assign(page.dataset, { status: tm.status, round: tm.round, directs: String(!!data.directs) });
    const names = new Map((data.players || []).map((p) => [p.number, p.name]));
    const views = {
      head: [[tm, data.directs], () => head(tm, data, meta)],
      director: [[tm, data.players, data.rounds, data.directs, data.pairing, data.teams], () => (data.directs ? directorControls(data, ctx) : '')],
      rounds: [[data.rounds, data.directs, tm.status, data.matches, data.teams, data.players],
        () => (isTeamEvent(tm) ? matchRounds(data, ctx, (r, b) => boardCell(data, r, b, ctx)) : rounds(data, names, ctx))],
      teams: [[data.team_standings, tm.tiebreaks, tm.status], () => teamStandings(tm, data)],
      standings: [[data.standings, tm.tiebreaks, tm.status], () => standings(tm, data)],
      crosstable: [[data.crosstable, data.standings, tm.status], () => crosstable(tm, data, ctx)],
      log: [[data.log, data.directs], () => (data.directs ? logList(data.log || [], names) : '')],
    };
    for (const p of parts) {
      const [what, build] = views[p.name];
      const key = JSON.stringify(what);
      if (key === p.key) continue;
      p.key = key;
      p.el.replaceChildren(build() || '');
    }
  }

  const poll = () => {
    clearTimeout(timer);
    if (left || data?.tournament.status === 'finished') return;
    // A pairing under way is asked after often: its round shows as soon as it is made.
    timer = setTimeout(() => refresh().catch(() => {}).finally(poll), data?.pairing?.state === 'running' ? PAIRING_POLL_MS : POLL_MS);
  };
  draw(first);
  poll();
  return () => {
    left = true;
    clearTimeout(timer);
    watch.stop();
  };
}

// The tournament's tie-breaks in words, in its order, each isolated.
const breakList = (tm) => list((tm.tiebreaks || []).map((b) => `\u2068${tiebreakName(b)}\u2069`)) || '–';

const roundLine = (tm) => (tm.status === 'registering' || !tm.round ? t('otb.notStarted')
  : tm.format === 'swiss' ? t('otb.round.of', { round: tm.round, rounds: tm.rounds }) : t('otb.round', { round: tm.round }));

function head(tm, data, meta) {
  const base = `#/otb/${tm.id}`;
  const r = tm.round || 1;
  const facts = [gameTitle(meta, tm.game), formatLine(tm), tm.time_control ? t('otb.timeControl', { time: tm.time_control }) : '',
    tm.place, tm.date ? day(`${tm.date}T12:00:00Z`) : ''].filter(Boolean);
  const link = (href, text, testid) => h('a.button', { href, dataset: { testid } }, text);
  return h('div.card', {},
    h('h1', { dir: 'auto', dataset: { testid: 'otb-name' } }, tm.name),
    h('p.tournament-state', {}, statusBadge(tm.status), ' ', h('strong', { dataset: { testid: 'otb-round', round: tm.round } }, roundLine(tm))),
    h('p.muted', {}, factsLine(facts)),
    h('p.muted', {}, t('otb.director', { name: tm.director || '' }), tm.chief_arbiter ? `${sep()}${t('otb.arbiter', { name: tm.chief_arbiter })}` : ''),
    h('p.help', { dataset: { testid: 'otb-options' } }, t('otb.rules', { options: optionsInWords(meta, tm.game, tm.options || {}) })),
    ['lot', 'white', 'black'].includes(tm.initial_colour)
      ? h('p.help', { dataset: { testid: 'otb-colour' } }, t('otb.colourLine', { colour: t(`otb.form.colour.${tm.initial_colour}`) })) : '',
    isTeamEvent(tm) ? h('p.help', { dataset: { testid: 'otb-team-line' } }, t('otb.team.boardsLine', { count: tm.team_boards })) : '',
    h('p.help', {}, isTeamEvent(tm) ? t('otb.team.tiebreaks', { list: breakList(tm) }) : t('otb.tiebreaks', { list: breakList(tm) })),
    h('nav.otb-links', { 'aria-label': t('otb.links') },
      // The director's link carries the hall's code: the screen it opens may propose results.
      link(`${base}/hall${data.hall_code ? `?code=${data.hall_code}` : ''}`, t('otb.link.hall'), 'otb-hall-link'),
      link(`${base}/print/pairings?round=${r}`, t('otb.link.printPairings'), 'otb-print-pairings'),
      link(`${base}/print/standings`, t('otb.link.printStandings'), 'otb-print-standings'),
      link(`${base}/print/crosstable`, t('otb.link.printCrosstable'), 'otb-print-crosstable'),
      link(`${base}/print/tiebreaks`, t('otb.link.printTiebreaks'), 'otb-print-tiebreaks'),
      link(`${base}/print/report`, t('otb.link.report'), 'otb-print-report'),
      link(`${base}/print/scoresheets?round=${r}`, t('otb.link.printSheets'), 'otb-print-sheets'),
      h('a.button', { href: trfHref(tm.id), download: `otb-${tm.id}.trf`, dataset: { testid: 'otb-trf' } }, t('otb.link.trf'))));
}

// Every round, the last open (a round the reader opened or closed stays so).
function rounds(data, names, ctx) {
  const rs = data.rounds || [];
  if (!rs.length) return '';
  const last = rs.at(-1).round;
  return h('div.card', {}, h('h2', {}, t('otb.pairings')), h('p.help', {}, t('otb.pairings.help')),
    rs.map((r) => h('details.round', { open: ctx.open.get(r.round) ?? r.round === last, dataset: { testid: 'otb-round-box', round: r.round },
      // Only what the reader changed is kept (a box drawn open says so too: not a choice).
      ontoggle: (e) => (e.target.open === (r.round === last) ? ctx.open.delete(r.round) : ctx.open.set(r.round, e.target.open)) },
    h('summary', {}, h('h3', {}, t('otb.round', { round: r.round }))),
    pairingsTable(r, { names, withdrawn: withdrawnOf(data), cell: (b) => boardCell(data, r, b, ctx) }))));
}

// A team event's standings: match points, game points, its tie-breaks.
function teamStandings(tm, data) {
  const s = data.team_standings;
  if (!isTeamEvent(tm) || !s || !(s.rows || []).length) return '';
  return h('div.card', {}, h('h2', { dataset: { testid: 'otb-team-standings-heading', after: s.after_round } }, teamCountedLine(tm, s)),
    progressNote(s), teamStandingsTable(tm, s), h('p.help', {}, t('otb.team.standings.help')));
}

function standings(tm, data) {
  const s = data.standings;
  const names = new Map((data.players || []).map((p) => [p.number, p.name]));
  if (!s || !(s.rows || []).length) return '';
  // A team event's players: their own points with the system's tie-breaks, as board prizes.
  if (isTeamEvent(tm)) tm = { ...tm, tiebreaks: playerBreaks(tm) };
  // The breakdown comes from the server when the reader opens it.
  const box = h('div');
  const more = h('details.otb-breakdown-box', { dataset: { testid: 'otb-breakdown-box' }, ontoggle: async () => {
    if (!more.open || box.childElementCount) return;
    try {
      box.replaceChildren(h('p.help', {}, t('otb.breakdown.help')), breakdownList(tm, s, await busy(getTiebreaks(tm.id)), names));
    } catch (e) {
      toast(refused(e), 'error');
    }
  } }, h('summary', {}, t('otb.breakdown.show')), box);
  return h('div.card', {}, h('h2', { dataset: { testid: 'otb-standings-heading', after: s.after_round } },
    isTeamEvent(tm) ? teamCountedLine(tm, s, 'players') : countedLine(tm, s, 'standings')),
    progressNote(s), standingsTable(tm, s), more);
}

// A large event's crosstable comes by pages: its first rows, and the rest when asked for. In the
// standings' order (the final crosstable) or in starting numbers' order, as the reader chooses.
function crosstable(tm, data, ctx) {
  let rows = data.crosstable || [];
  if (!rows.length || !(data.rounds || []).length) return '';
  const table = h('div', {}, crossTable(tm, rows, ctx.order));
  const order = h('select', { id: 'otb-cross-order', dataset: { testid: 'otb-cross-order' }, onchange: async () => {
    ctx.order = order.value;
    if ((data.crosstable_total || 0) > rows.length) rows = await busy(wholeCrosstable(tm.id, data)); // the order is the whole table's
    table.replaceChildren(crossTable(tm, rows, ctx.order));
  } }, ['rank', 'number'].map((v) => h('option', { value: v, selected: v === ctx.order }, v === 'rank' ? t('otb.order.rank') : t('otb.order.number'))));
  const more = (data.crosstable_total || 0) - rows.length;
  const button = more > 0 ? h('button', { type: 'button', dataset: { testid: 'otb-cross-more' }, onclick: async () => {
    button.disabled = true;
    try {
      rows = await busy(wholeCrosstable(tm.id, data));
      table.replaceChildren(crossTable(tm, rows, ctx.order));
      button.remove();
    } catch (e) {
      toast(refused(e), 'error');
      button.disabled = false;
    }
  } }, t('otb.crosstable.more', { count: more })) : '';
  const s = data.standings;
  return h('div.card', {}, h('h2', { dataset: { testid: 'otb-crosstable-heading', after: s?.after_round ?? 0 } }, countedLine(tm, s, 'crosstable')),
    progressNote(s), h('p.help', {}, t('otb.crosstable.help')),
    h('p.inline-form', {}, h('label', { for: 'otb-cross-order' }, t('otb.order')), order), table, button);
}

const progressNote = (s) => (s?.in_progress ? h('p.help', { dataset: { testid: 'otb-in-progress', round: s.in_progress } }, inProgressLine(s)) : '');
