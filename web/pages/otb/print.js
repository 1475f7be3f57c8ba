// #/otb/<id>/print/<pairings|standings|crosstable|scoresheets>[?round=r]: pages to print in
// the reader's language; a team event's match card too (match-card?round=r&match=m:
// match_card.js), and its standings are the teams' then the players' own. On screen a bar above the paper chooses the paper (A4 or Letter: a
// linked stylesheet of web/print/ sets @page's size; the page's CSP takes no inline style) and
// prints; on paper only the sheet is there (style.css, @media print).
import { getOtb, wholeCrosstable, getTiebreaks, getRatingReport, ratingReportCsv } from '../../lib/api/otb.js';
import { reportTable } from './report.js';
import { breakdownList } from './breakdown.js';
import { getMeta } from '../../lib/api/games.js';
import { t, num, sep } from '../../lib/i18n.js';
import { h, busy, notFound } from '../../lib/ui.js';
import { gameTitle, day } from '../../lib/words.js';
import { pairingsTable, standingsTable, crossTable, withdrawnOf, doorList } from './tables.js';
import { PAPERS, factsLine, formatLine, countedLine, inProgressLine, acronyms } from './words.js';
import { scoresheet } from './scoresheet.js';
import { matchCard } from './match_card.js';
import { teamStandingsTable } from './team_standings.js';
import { isTeamEvent, findMatch, matchesOf, matchName, teamsOf, playerBreaks, teamCountedLine } from './team_words.js';

const PAPER_KEY = 'manqala.paper';

export async function render(main, id, kind, roundText, orderText, matchText) {
  const [data, meta] = await busy(Promise.all([getOtb(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))), getMeta().catch(() => ({ games: [] }))]));
  if (!data?.tournament) return notFound(main);
  const tm = data.tournament;
  const rounds = data.rounds || [];
  const asked = Number(roundText);
  const round = rounds.find((r) => r.round === asked) || rounds.at(-1) || null;
  const match = kind === 'match-card' ? findMatch(data, asked, Number(matchText)) : null;
  if (kind === 'match-card' && !match?.black_team) return notFound(main);
  document.title = t('title.page', { name: `${tm.name}${sep()}${t(`print.kind.${kind}`)}` });
  const paper = paperLink();
  const bar = h('div.print-bar.no-print', { dataset: { testid: 'print-bar' } },
    h('a', { href: `#/otb/${id}` }, t('print.back')),
    h('label', { for: 'print-paper' }, t('print.paper')),
    h('select', { id: 'print-paper', dataset: { testid: 'print-paper' }, onchange: (e) => paper.set(e.target.value) },
      PAPERS.map((p) => h('option', { value: p, selected: p === paper.value }, t(`print.paper.${p}`)))),
    round && (kind === 'pairings' || kind === 'scoresheets') ? roundPicker(id, kind, rounds, round) : '',
    kind === 'crosstable' ? orderPicker(id, orderText || 'rank') : '',
    match ? matchPicker(id, data, match) : '',
    h('button.primary', { type: 'button', dataset: { testid: 'print-now' }, onclick: () => window.print() }, t('print.print')),
    h('p.help', {}, t('print.help')));
  const names = new Map((data.players || []).map((p) => [p.number, p.name]));
  // The title flows with the page (right-aligned on an Arabic one), its name isolated inside.
  const title = (what, aside = '') => h('header.print-head', {}, aside, h('h1', {}, h('bdi', {}, tm.name)),
    h('p', {}, factsLine([gameTitle(meta, tm.game), formatLine(tm), tm.place, tm.date ? day(`${tm.date}T12:00:00Z`) : ''])),
    h('h2', {}, what));
  let body;
  const ratings = new Map((data.players || []).map((p) => [p.number, p.rating]));
  // The pairings with each rating, the QR code to the live page, then (a page of its own on
  // paper) who plays where, by name, for the door.
  if (kind === 'pairings') body = round ? [title(t('print.pairings', { round: round.round }), liveCode(id)),
    pairingsTable(round, { names, withdrawn: withdrawnOf(data), proposals: false, ratings }),
    h('section.print-break', {}, h('h2', {}, t('otb.door', { round: round.round })), doorList(round, data.players || []))]
    : [title(t('print.kind.pairings')), h('p', {}, t('print.noRound'))];
  else if (kind === 'standings' && isTeamEvent(tm)) {
    // The teams' standings, then the players' own (board prizes) with the system's tie-breaks.
    const s = data.team_standings || { rows: [] };
    const players = { ...tm, tiebreaks: playerBreaks(tm) };
    body = [title(teamCountedLine(tm, s)), inProgress(s), teamStandingsTable(tm, s), h('p.print-note', {}, t('print.tiebreaks', { list: acronyms(tm.tiebreaks) })),
      h('section.print-players', {}, h('h2', {}, teamCountedLine(tm, data.standings, 'players')), standingsTable(players, data.standings || { rows: [] }),
        h('p.print-note', {}, t('print.tiebreaks', { list: acronyms(players.tiebreaks) })))];
  } else if (kind === 'standings') {
    const s = data.standings || { rows: [] };
    body = [title(countedLine(tm, s, 'standings')), inProgress(s),
      standingsTable(tm, s), h('p.print-note', {}, t('print.tiebreaks', { list: acronyms(tm.tiebreaks) }))];
  } else if (kind === 'crosstable') {
    const rows = await busy(wholeCrosstable(id, data));
    body = [title(countedLine(tm, data.standings, 'crosstable')), inProgress(data.standings), crossTable(tm, rows, orderText || 'rank'), h('p.print-note', {}, t('otb.crosstable.help'))];
  }
  else if (kind === 'report') {
    const report = await busy(getRatingReport(id));
    body = [title(`${t('print.kind.report')}${sep()}${countedLine(tm, data.standings, 'standings')}`), reportTable(report),
      h('p.print-note', {}, t('otb.report.help')),
      h('p.no-print', {}, h('a.button', { href: ratingReportCsv(id), download: `otb-${id}-rating-report.csv`, dataset: { testid: 'otb-report-csv' } }, t('otb.report.csv')))];
  }
  else if (kind === 'tiebreaks') {
    const s = data.standings || { rows: [] };
    body = [title(`${t('print.kind.tiebreaks')}${sep()}${countedLine(tm, s, 'standings')}`), h('p.print-note', {}, t('otb.breakdown.help')),
      breakdownList(tm, s, await busy(getTiebreaks(id)), names)];
  }
  else if (kind === 'match-card') body = [matchCard(data, meta, match)];
  else body = round ? round.boards.filter((b) => b.black).map((b) => scoresheet(tm, meta, round.round, b))
    : [title(t('print.kind.scoresheets')), h('p', {}, t('print.noRound'))];
  main.append(bar, h('article.print-page', { dataset: { testid: 'print-page', kind, round: match?.round ?? round?.round ?? '' } }, body,
    kind === 'scoresheets' || kind === 'match-card' ? '' : h('footer.print-foot', {}, t('print.footer', { director: tm.director || '', arbiter: tm.chief_arbiter || '–' }))));
  document.body.classList.add('printing');
  return () => {
    paper.remove();
    document.body.classList.remove('printing');
  };
}

// The QR code of the tournament's live page (the server draws it for this site's address), and
// the address in words for whoever types it.
function liveCode(id) {
  const url = `${location.origin}/#/otb/${id}`;
  return h('figure.print-live', { dataset: { testid: 'print-live' } },
    h('img', { src: `/api/otb/${id}/live.svg?origin=${location.origin}`, alt: t('print.live', { url }), width: 112, height: 112 }),
    h('figcaption', {}, t('print.live.caption'), h('br'), h('bdi', { dir: 'ltr' }, url)));
}

// "Round 4 in progress": the results the tables do not count yet.
const inProgress = (s) => (s?.in_progress ? h('p.print-note', { dataset: { testid: 'print-in-progress' } }, inProgressLine(s)) : '');

// The crosstable's order: the final crosstable (by rank) or by starting number.
function orderPicker(id, order) {
  return [h('label', { for: 'print-order' }, t('otb.order')),
    h('select', { id: 'print-order', dataset: { testid: 'print-order' }, onchange: (e) => { location.hash = `#/otb/${id}/print/crosstable?order=${e.target.value}`; } },
      ['rank', 'number'].map((v) => h('option', { value: v, selected: v === order }, v === 'rank' ? t('otb.order.rank') : t('otb.order.number'))))];
}

// A match to print: another match's card, by round and the teams' names.
function matchPicker(id, data, match) {
  const teams = teamsOf(data);
  const all = (data.rounds || []).flatMap((r) => matchesOf(data, r.round)).filter((m) => m.black_team);
  return [h('label', { for: 'print-match' }, t('print.match')),
    h('select', { id: 'print-match', dataset: { testid: 'print-match' }, onchange: (e) => { location.hash = `#/otb/${id}/print/match-card?${e.target.value}`; } },
      all.map((m) => h('option', { value: `round=${m.round}&match=${m.match}`, selected: m === match },
        t('print.match.option', { round: m.round, match: matchName(m, teams) }))))];
}

// A round to print: another round's page.
function roundPicker(id, kind, rounds, round) {
  return [h('label', { for: 'print-round' }, t('print.round')),
    h('select', { id: 'print-round', dataset: { testid: 'print-round' }, onchange: (e) => { location.hash = `#/otb/${id}/print/${kind}?round=${e.target.value}`; } },
      rounds.map((r) => h('option', { value: r.round, selected: r.round === round.round }, num(r.round))))];
}

// The paper's stylesheet in the document's head, kept while the page is shown.
function paperLink() {
  let value = localStorage.getItem(PAPER_KEY);
  if (!PAPERS.includes(value)) value = 'a4';
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.testid = 'print-paper-style';
  const set = (v) => {
    if (!PAPERS.includes(v)) return;
    value = v;
    link.href = `print/${v}.css`;
    link.dataset.paper = v;
    localStorage.setItem(PAPER_KEY, v);
  };
  set(value);
  document.head.append(link);
  return { get value() { return value; }, set, remove: () => link.remove() };
}
