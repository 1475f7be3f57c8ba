// #/otb/<id>/match/<round>/<match>: one match of a team event. The two teams (the first-named
// South on the odd boards), the score in game points, each board with its players, their sides
// and the result; the way to each board's scoresheet entry and the match's card to print; for
// the director, each board's result box (results.js). Asked again every few seconds while the
// match is not complete; drawn again only when what it shows changed.
import { getOtb, playOnline } from '../../lib/api/otb.js';
import { t, sep } from '../../lib/i18n.js';
import { h, busy, toast, notFound } from '../../lib/ui.js';
import { refused, day, pointsText } from '../../lib/words.js';
import { boardCell } from './results.js';
import { matchTable } from './matches.js';
import { factsLine } from './words.js';
import { isTeamEvent, teamsOf, findMatch, matchScore, southBoards, matchName } from './team_words.js';

const POLL_MS = 3000;

export async function render(main, id, roundText, matchText) {
  const round = Number(roundText);
  const number = Number(matchText);
  const first = await busy(getOtb(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))));
  if (!first?.tournament || !isTeamEvent(first.tournament) || !findMatch(first, round, number)) return notFound(main);
  const head = h('div');
  const boards = h('div');
  const page = h('section.otb.otb-match-page', { dataset: { testid: 'otb-match-page', id, round, match: number } }, head, boards);
  main.append(page);

  let left = false;
  let timer = null;
  let keys = ['', ''];
  const refresh = async () => {
    const r = await getOtb(id);
    if (!left) draw(r);
  };
  const act = async (fn) => {
    try {
      const r = await busy(fn());
      await refresh();
      return r;
    } catch (err) {
      toast(refused(err), 'error');
      return null;
    }
  };
  const ctx = { id, act };

  function draw(data) {
    const m = findMatch(data, round, number);
    if (!m) return;
    const teams = teamsOf(data);
    document.title = t('title.page', { name: `${matchName(m, teams)}${sep()}${data.tournament.name}` });
    Object.assign(page.dataset, { result: m.result || '', complete: String(!!m.complete), white: m.white_points, black: m.black_points });
    const next = [JSON.stringify([m, data.tournament, [...teams.values()]]), JSON.stringify([m, data.rounds, data.directs, data.players, data.tournament.status])];
    if (next[0] !== keys[0]) head.replaceChildren(headCard(data, m, teams));
    // A director's half-chosen result survives a refresh that changed nothing on the boards.
    if (next[1] !== keys[1]) boards.replaceChildren(boardsCard(data, m, teams, ctx));
    keys = next;
  }

  const poll = () => {
    clearTimeout(timer);
    if (left) return;
    timer = setTimeout(() => refresh().catch(() => {}).finally(poll), POLL_MS);
  };
  draw(first);
  poll();
  return () => {
    left = true;
    clearTimeout(timer);
  };
}

// The event, the round, the two teams with their points and where each is South, the match's
// result once complete, and the card to print.
function headCard(data, m, teams) {
  const tm = data.tournament;
  const base = `#/otb/${tm.id}`;
  const team = (tid, white, points) => h('div.otb-match-team', { dataset: { side: white ? 'white' : 'black', team: tid } },
    h('p.otb-match-team-name', {}, h('bdi', {}, teams.get(tid)?.name || '')),
    h('p.otb-match-points', { dataset: { testid: white ? 'otb-match-white-points' : 'otb-match-black-points' } }, pointsText(points),
      h('small', {}, ' ', t('otb.match.gamePoints'))),
    h('p.help', {}, white ? t('otb.match.firstNamed') : t('otb.match.secondNamed'), h('br'), southBoards(m, white)));
  const winner = teams.get(m.result === '0-1' ? m.black_team : m.white_team)?.name || '';
  const result = !m.complete ? t('otb.match.inProgress') : m.result === '1/2' ? t('otb.match.drawn') : t('otb.match.won', { team: winner });
  return h('div.card', {},
    h('p', {}, h('a', { href: base, dataset: { testid: 'otb-match-back' } }, t('sheet.back', { name: tm.name }))),
    h('h1', {}, t('otb.match.title', { round: m.round, match: m.match })),
    h('p.muted', {}, factsLine([tm.place, tm.date ? day(`${tm.date}T12:00:00Z`) : '', tm.time_control ? t('otb.timeControl', { time: tm.time_control }) : ''])),
    // Each team's points beside its name (whichever way the page reads); the score as a
    // result reads, the first-named team's first, under them.
    m.black_team ? h('div.otb-match-teams', {}, team(m.white_team, true, m.white_points),
      h('span.otb-match-dash', { 'aria-hidden': 'true' }, '–'), team(m.black_team, false, m.black_points)) : h('p', {}, t('otb.match.bye', { team: teams.get(m.white_team)?.name || '' })),
    m.black_team ? h('p.otb-match-result', { dataset: { testid: 'otb-match-result', result: m.result || '' } },
      h('span', { dataset: { testid: 'otb-match-score' } }, matchScore(m)), sep(), result) : '',
    m.black_team ? h('nav.otb-links', {}, h('a.button', { href: `${base}/print/match-card?round=${m.round}&match=${m.match}`, dataset: { testid: 'otb-print-match-card' } },
      t('otb.link.printMatchCard'))) : '');
}

// Each board: South, result, North with their teams; the director's result box and scoresheet
// entry, everyone's replay of a game typed in and the scoresheet's check.
function boardsCard(data, m, teams, ctx) {
  if (!m.black_team) return '';
  const r = (data.rounds || []).find((x) => x.round === m.round);
  const cell = (b) => {
    if (data.directs) return h('span.otb-cell', {}, boardCell(data, r, b, ctx), onlineCell(data, m, b, ctx));
    return h('span.otb-cell', {}, b.game_id ? h('a', { href: `#/replay/${b.game_id}`, dataset: { testid: 'otb-replay' } }, t('otb.board.replay')) : '',
      b.black ? h('a', { href: `#/otb/${data.tournament.id}/sheet/${m.round}/${b.board}`, dataset: { testid: 'otb-sheet-link' } }, t('otb.board.sheet')) : '');
  };
  return h('div.card', {}, h('h2', {}, t('otb.match.boards')), h('p.help', {}, t('otb.matches.help')), matchTable(data, m, teams, { cell }));
}

// A board whose two players have accounts may be played on the site (a match between clubs far
// apart): the director starts its game; once started, the way to it.
function onlineCell(data, m, b, ctx) {
  if (!b.black) return '';
  if (b.game_id && !b.result) return h('a', { href: `#/play/${b.game_id}`, dataset: { testid: 'otb-online-game' } }, t('otb.board.onlineGame'));
  const account = (n) => (data.players || []).find((p) => p.number === n)?.account;
  if (b.result || b.game_id || !account(b.white) || !account(b.black) || data.tournament.status === 'finished') return '';
  return h('button', { type: 'button', title: t('otb.board.online.help'), dataset: { testid: `otb-online-${b.board}` },
    onclick: () => ctx.act(() => playOnline(data.tournament.id, m.round, b.board)) }, t('otb.board.online'));
}
