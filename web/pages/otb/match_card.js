// A team match's card, one printed page, for the two captains and the arbiter: the event, the
// round, date and place, the two teams (the first-named, white team first), a row a board (its
// number, South with their team, North with theirs, the result box), the totals (each team's
// game points and the match's result) and three signatures. A result already entered is
// printed in its box; an empty box is for the pen.
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { gameTitle, day, pointsText, resultText } from '../../lib/words.js';
import { teamsOf, teamByNumber, matchBoards, matchScore } from './team_words.js';

export function matchCard(data, meta, m) {
  const tm = data.tournament;
  const teams = teamsOf(data);
  const team = teamByNumber(data);
  const nameOf = (id) => teams.get(id)?.name || '';
  const fact = (label, value, testid) => h('div.sheet-fact', {}, h('span.sheet-label', {}, label), ' ',
    h('strong', { dataset: testid ? { testid } : {} }, value));
  const player = (number, name) => (number ? [h('bdi.card-player', {}, name || ''), h('br'), h('small.card-team', {}, h('bdi', {}, nameOf(team.get(number))))] : '–');
  const rows = matchBoards(data, m).map((b) => h('tr', { dataset: { testid: 'card-board', board: b.board, seat: b.seat, result: b.result || '' } },
    h('td.card-n', {}, num(b.seat)),
    h('td', {}, player(b.white, b.white_name)),
    h('td', {}, player(b.black, b.black_name)),
    h('td.card-result', {}, h('span.sheet-box', { dataset: { testid: 'card-result' } }, b.result ? resultText(b.result) : ''))));
  // The totals once every board has its result; else boxes for the arbiter to fill.
  const total = (p) => h('span.sheet-box', {}, m.complete ? pointsText(p) : '');
  const outcome = !m.complete ? '' : m.result === '1/2' ? t('otb.match.drawn') : t('otb.match.won', { team: nameOf(m.result === '0-1' ? m.black_team : m.white_team) });
  const sign = (label) => h('div.sheet-sign', {}, h('span.sheet-line', {}), h('span', {}, label));
  return h('section.match-card', { dataset: { testid: 'match-card', round: m.round, match: m.match, complete: String(!!m.complete) } },
    h('header.sheet-head', {}, h('h1', {}, h('bdi', {}, tm.name)), h('p', {}, t('otb.card.title', { game: gameTitle(meta, tm.game) }))),
    h('div.sheet-facts', {},
      fact(t('sheet.paper.round'), num(m.round)), fact(t('otb.card.match'), num(m.match)),
      fact(t('sheet.paper.date'), tm.date ? day(`${tm.date}T12:00:00Z`) : ''), fact(t('otb.form.place'), h('bdi', {}, tm.place || '')),
      tm.time_control ? fact(t('sheet.paper.time'), h('bdi', { dir: 'ltr' }, tm.time_control)) : ''),
    h('div.sheet-players.card-teams', {},
      fact(t('otb.card.white'), h('bdi', {}, nameOf(m.white_team)), 'card-white-team'),
      fact(t('otb.card.black'), h('bdi', {}, nameOf(m.black_team)), 'card-black-team')),
    h('p.sheet-help', {}, t('otb.card.help')),
    h('table.card-boards', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('otb.column.board')), h('th', { scope: 'col' }, t('otb.column.south')),
        h('th', { scope: 'col' }, t('otb.column.north')), h('th', { scope: 'col' }, t('otb.column.result')))),
      h('tbody', {}, rows)),
    // The totals: each team's game points under its name, then the match's result.
    h('table.card-totals', { dataset: { testid: 'card-totals', white: m.white_points, black: m.black_points, result: m.result || '' } },
      h('thead', {}, h('tr', {}, h('td', {}), h('th', { scope: 'col' }, h('bdi', {}, nameOf(m.white_team))), h('th', { scope: 'col' }, h('bdi', {}, nameOf(m.black_team))))),
      h('tbody', {},
        h('tr', {}, h('th', { scope: 'row' }, t('otb.tiebreak.GP')), h('td', {}, total(m.white_points)), h('td', {}, total(m.black_points))),
        h('tr', {}, h('th', { scope: 'row' }, t('otb.card.result')), h('td', { colSpan: 2 }, h('span.sheet-box.card-wide', { dataset: { testid: 'card-match-result' } },
          m.complete ? [h('strong', {}, matchScore(m)), ' ', outcome] : ''))))),
    h('p.print-note', {}, t('otb.card.signHelp')),
    h('div.sheet-foot.card-signs', {},
      sign(t('otb.card.captain', { team: nameOf(m.white_team) })), sign(t('otb.card.captain', { team: nameOf(m.black_team) })),
      sign(t('otb.card.arbiter'))));
}
