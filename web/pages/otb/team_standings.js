// A team event's standings: rank, team, match points (2 a win, 1 a draw), game points, then the
// event's tie-breaks in its order by their acronyms. Game points are a column of their own: a
// GP among the tie-breaks is that column (the same numbers), not a second one.
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { pointsText, tiebreakName } from '../../lib/words.js';
import { tiebreakText } from './words.js';

const th = (text, col) => h('th', { scope: 'col', dataset: col ? { col } : {} }, text);

export function teamStandingsTable(tm, standings) {
  const breaks = (tm.tiebreaks || []).map((b, i) => [b, i]).filter(([b]) => b !== 'GP');
  const abbr = (code, words) => h('abbr', { title: words }, code);
  return h('div.table-wrap', {}, h('table.games.standings.otb-team-standings', { dataset: { testid: 'otb-team-standings', after: standings?.after_round ?? 0 } },
    h('thead', {}, h('tr', {}, th(t('otb.column.rank'), 'rank'), th(t('otb.team.column.team')),
      th(abbr(t('otb.team.column.mpShort'), t('otb.team.column.mp')), 'mp'), th(abbr(t('otb.team.column.gpShort'), tiebreakName('GP')), 'gp'),
      breaks.map(([b, i]) => th(abbr(b, tiebreakName(b)), `tb${i}`)))),
    h('tbody', {}, (standings?.rows || []).map((r) => h('tr', { dataset: { testid: 'otb-team-standing', team: r.team, rank: r.rank, mp: r.match_points, gp: r.game_points } },
      h('td', {}, num(r.rank)), h('td', { dir: 'auto', dataset: { col: 'team' } }, r.name),
      h('td', { dataset: { col: 'mp' } }, pointsText(r.match_points)), h('td', { dataset: { col: 'gp' } }, pointsText(r.game_points)),
      breaks.map(([, i]) => h('td', { dataset: { col: `tb${i}` } }, tiebreakText((r.tiebreaks || [])[i]))))))));
}
