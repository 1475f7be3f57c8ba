// The rating report of an over-the-board tournament, for a club's own list: each player's rated
// games against rated opponents, the points scored in them, the average rating of those
// opponents and the performance (FIDE's method, pairing/performance.h).
import { t, num } from '../../lib/i18n.js';
import { plain, pointsText } from '../../lib/words.js';
import { h } from '../../lib/ui.js';

const th = (text) => h('th', { scope: 'col' }, text);

export function reportTable(report) {
  return h('div.table-wrap', { tabindex: 0 }, h('table.games.otb-report', { dataset: { testid: 'otb-report', after: report?.after_round ?? 0 } },
    h('thead', {}, h('tr', {}, th(t('otb.column.number')), th(t('otb.column.name')), th(t('otb.fide.federation')), th(t('otb.fide.id')),
      th(t('otb.column.rating')), th(t('otb.report.games')), th(t('otb.column.points')), th(t('otb.report.average')), th(t('otb.report.performance')))),
    h('tbody', {}, (report?.rows || []).map((r) => h('tr', { dataset: { testid: 'otb-report-row', number: r.number } },
      h('td', {}, num(r.number)), h('td', { dir: 'auto' }, r.title ? `${r.title} ` : '', r.name), h('td', { dir: 'ltr' }, r.federation || ''),
      h('td', { dir: 'ltr' }, r.fide_id || ''), h('td', {}, r.rating ? plain(r.rating) : '–'), h('td', {}, num(r.games)),
      h('td', {}, r.games ? pointsText(r.points) : '–'), h('td', {}, r.games ? plain(r.average_opponent) : '–'),
      h('td', {}, r.games ? plain(r.performance) : '–'))))));
}
