// A team event's rounds on the tournament page: each round's matches, each with its score and
// its boards (board, South, result, North, and the team of each player: the first-named team is
// South on the odd boards, the other on the even ones), the director's result entry on each
// board (results.js), the match's page and its card to print. The same boards' table serves the
// match's own page (match.js).
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { proposalNote } from './tables.js';
import { teamsOf, teamByNumber, matchesOf, matchBoards, matchScore, matchName } from './team_words.js';
import { resultText } from '../../lib/words.js';

const th = (text, col) => h('th', { scope: 'col', dataset: col ? { col } : {} }, text);

// Every round, the last open (a round the reader opened or closed stays so, as the player
// event's rounds). cell(round, b): the board's last cell (the director's result box, a link).
export function matchRounds(data, ctx, cell) {
  const rs = data.rounds || [];
  if (!rs.length) return '';
  const last = rs.at(-1).round;
  const teams = teamsOf(data);
  return h('div.card', { dataset: { testid: 'otb-matches' } }, h('h2', {}, t('otb.matches')), h('p.help', {}, t('otb.matches.help')),
    rs.map((r) => h('details.round', { open: ctx.open.get(r.round) ?? r.round === last, dataset: { testid: 'otb-round-box', round: r.round },
      ontoggle: (e) => (e.target.open === (r.round === last) ? ctx.open.delete(r.round) : ctx.open.set(r.round, e.target.open)) },
    h('summary', {}, h('h3', {}, t('otb.round', { round: r.round }))),
    matchesOf(data, r.round).map((m) => matchBlock(data, m, teams, (b) => cell(r, b))))));
}

// One match: its teams and score as a line of the list, its links, its boards.
function matchBlock(data, m, teams, cell) {
  const id = data.tournament.id;
  const where = `${m.round}/${m.match}`;
  return h('section.otb-match', { dataset: { testid: `otb-match-${m.round}-${m.match}`, result: m.result || '', complete: String(!!m.complete) } },
    h('div.otb-match-head', {}, scoreLine(m, teams, 'h4'),
      h('span.otb-match-links', {},
        h('a', { href: `#/otb/${id}/match/${where}`, dataset: { testid: 'otb-match-link' } }, t('otb.match.open')), ' ',
        m.black_team ? h('a', { href: `#/otb/${id}/print/match-card?round=${m.round}&match=${m.match}`, dataset: { testid: 'otb-print-match-card' } }, t('otb.link.printMatchCard')) : '')),
    m.black_team ? matchTable(data, m, teams, { cell }) : '');
}

// "Ruwi  2½–1½  Seeb": the first-named team, the score, the other, as a board's line reads
// (South, result, North); a bye's team alone. tag: the heading's level.
export function scoreLine(m, teams, tag = 'p') {
  const white = teams.get(m.white_team)?.name || '';
  if (!m.black_team) return h(`${tag}.otb-score-line`, { dataset: { testid: 'otb-match-score', result: 'bye' } }, t('otb.match.bye', { team: white }));
  return h(`${tag}.otb-score-line`, { 'aria-label': matchName(m, teams) },
    h('bdi.otb-team-name', { dataset: { side: 'white' } }, white),
    h('span.otb-match-score', { dataset: { testid: 'otb-match-score', white: m.white_points, black: m.black_points, result: m.result || '' } }, matchScore(m)),
    h('bdi.otb-team-name', { dataset: { side: 'black' } }, teams.get(m.black_team)?.name || ''));
}

// A match's boards: its board number (the round's beside it when they differ), South and North
// with their teams, the result; cell(b): what the page puts last (the director's result box).
export function matchTable(data, m, teams, { cell = null } = {}) {
  const team = teamByNumber(data);
  const side = (number, name) => [h('span.otb-name', { dir: 'auto' }, name || ''), ' ',
    h('small.otb-team-of', { dir: 'auto' }, teams.get(team.get(number))?.name || '')];
  const rows = matchBoards(data, m).map((b) => h('tr', { dataset: { testid: 'otb-board', round: m.round, board: b.board, seat: b.seat, result: b.result || '',
    southTeam: team.get(b.white) ?? '', northTeam: team.get(b.black) ?? '', proposed: b.proposed?.result || '' } },
  h('td', { dataset: { col: 'board' } }, num(b.seat), b.seat !== b.board ? h('small.muted', {}, ' ', t('otb.match.hallBoard', { board: b.board })) : ''),
  h('td', { dir: 'auto' }, b.white ? side(b.white, b.white_name) : '–'),
  h('td.result', { dataset: { testid: 'otb-board-result' } }, b.black === 0 && !b.result ? resultText('bye') : resultText(b.result),
    b.proposed && !b.result ? proposalNote(b.proposed) : ''),
  h('td', { dir: 'auto' }, b.black ? side(b.black, b.black_name) : h('span.muted', {}, '–')),
  cell ? h('td.otb-action', {}, cell(b)) : null));
  return h('div.table-wrap', {}, h('table.games.pairings.otb-pairings.otb-match-boards', { dataset: { testid: 'otb-match-boards', round: m.round, match: m.match } },
    h('caption.sr-only', {}, matchName(m, teams)),
    h('thead', {}, h('tr', {}, th(t('otb.column.board'), 'board'), th(t('otb.column.south')), th(t('otb.column.result')), th(t('otb.column.north')),
      cell ? th(h('span.sr-only', {}, t('otb.column.actions'))) : null)),
    h('tbody', {}, rows)));
}
