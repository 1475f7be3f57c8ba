// Each player's tie-break breakdown, as an arbiter checks it by hand (C.07 8.1, 9.1, 14, 16.4):
// every round counted, against whom (or the stand-in of an unplayed round), that opponent's
// score as counted, the points scored there, and which cut tie-breaks leave the round out. On
// the tournament's page (opened when asked) and on its own printed page.
import { t, num, sep } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { tiebreakText } from './words.js';
import { pointsText } from '../../lib/words.js';

// `standings`: the tournament's; `breakdowns`: GET .../tiebreaks; `names`: number -> name.
export function breakdownList(tm, standings, breakdowns, names) {
  const byNumber = new Map((breakdowns?.players || []).map((b) => [b.number, b]));
  const breaks = tm.tiebreaks || [];
  return h('div.otb-breakdowns', { dataset: { testid: 'otb-breakdowns', after: breakdowns?.after_round ?? 0 } },
    (standings?.rows || []).map((row) => {
      const b = byNumber.get(row.number);
      if (!b) return '';
      const cutBy = (round) => b.cuts.filter((c) => c.rounds.includes(round)).map((c) => `\u2066${c.tiebreak}\u2069`).join(' ');
      // A direct encounter not applied has no value: left out of the line.
      const values = breaks.map((code, i) => (row.tiebreaks?.[i] ? `\u2066${code}\u2069 ${tiebreakText(row.tiebreaks[i])}` : '')).filter(Boolean).join(sep());
      return h('section.otb-breakdown', { dataset: { testid: 'otb-breakdown', number: row.number } },
        h('h3', {}, num(row.rank), '. ', h('bdi', {}, row.name), ' ', h('small.muted', {}, pointsText(row.points), sep(), values)),
        h('table.games.otb-breakdown-table', {},
          h('thead', {}, h('tr', {}, [t('otb.breakdown.round'), t('otb.breakdown.opponent'), t('otb.breakdown.score'), t('otb.breakdown.scored'), t('otb.breakdown.cut')]
            .map((c) => h('th', { scope: 'col' }, c)))),
          h('tbody', {}, b.summands.map((s) => h('tr', { dataset: { testid: 'otb-breakdown-round', round: s.round, cut: cutBy(s.round) ? 'true' : 'false' } },
            h('td', {}, num(s.round)),
            h('td', {}, s.opponent ? [num(s.opponent), ' ', h('bdi', {}, names.get(s.opponent) || '')] : h('em', {}, s.voluntary ? t('otb.breakdown.dummyAsked') : t('otb.breakdown.dummy'))),
            h('td', {}, pointsText(s.opponent_score)),
            h('td', {}, pointsText(s.scored)),
            h('td', {}, cutBy(s.round)))))));
    }));
}
