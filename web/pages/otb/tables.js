// The over-the-board tables everyone reads, on the tournament page, on paper and on the hall's
// screen: a round's pairings, the standings with the tournament's tie-breaks, the crosstable.
// `cell(b)`: what the page puts in a board's last column (the director's result entry, a link).
import { t, num, sep } from '../../lib/i18n.js';
import { plain, tiebreakName, pointsText, resultText } from '../../lib/words.js';
import { h } from '../../lib/ui.js';
import { tiebreakText, crossCell } from './words.js';

const th = (text, col) => h('th', { scope: 'col', dataset: col ? { col } : {} }, text);

// One round's boards: board, South (White) with points before, result, North (Black) with
// points before; the players not paired that round (byes asked for, absences) under it.
// names: pairing number -> name; withdrawn: the numbers of withdrawn players (their absence
// said as a withdrawal).
// ratings: pairing number -> rating, shown beside each name (the printed sheet).
export function pairingsTable(round, { cell = null, proposals = true, names = new Map(), withdrawn = new Set(), ratings = null } = {}) {
  const nameWithPoints = (number, name, points) => [h('span.otb-number', {}, num(number)), ' ', h('span.otb-name', { dir: 'auto' }, name || ''),
    ratings?.get(number) ? h('span.otb-rating', {}, ' ', plain(ratings.get(number))) : '',
    points != null && points !== '' ? h('small.muted', {}, ' ', t('otb.pointsBefore', { points: pointsText(points) })) : ''];
  const rows = (round.boards || []).map((b) => h('tr', { dataset: { testid: 'otb-board', round: round.round, board: b.board, result: b.result || '', proposed: b.proposed?.result || '' } },
    h('td', { dataset: { col: 'board' } }, num(b.board)),
    h('td', { dir: 'auto' }, nameWithPoints(b.white, b.white_name, b.white_points_before)),
    h('td.result', { dataset: { testid: 'otb-board-result' } }, b.black === 0 && !b.result ? resultText('bye') : resultText(b.result),
      proposals && b.proposed && !b.result ? proposalNote(b.proposed) : ''),
    h('td', { dir: 'auto' }, b.black ? nameWithPoints(b.black, b.black_name, b.black_points_before) : h('span.muted', {}, '–')),
    cell ? h('td.otb-action', {}, cell(b)) : null));
  const absent = round.not_paired || [];
  return h('div.table-wrap', {}, h('table.games.pairings.otb-pairings', { dataset: { testid: 'otb-pairings', round: round.round } },
    h('caption.sr-only', {}, t('otb.round', { round: round.round })),
    h('thead', {}, h('tr', {}, th(t('otb.column.board'), 'board'), th(t('otb.column.south')), th(t('otb.column.result')), th(t('otb.column.north')),
      cell ? th(h('span.sr-only', {}, t('otb.column.actions'))) : null)),
    h('tbody', {}, rows)),
  absent.length ? h('p.muted', { dataset: { testid: 'otb-not-paired' } }, t('otb.notPaired', { list: absent.map((a) => t(`otb.byeKind.${withdrawn.has(a.number) && a.kind === 'zero' ? 'withdrawn' : a.kind}`, { name: names.get(a.number) ?? num(a.number) })).join(sep()) })) : '');
}

// A result proposed from the hall, waiting for the director; two different ones are both shown
// (the director decides, never the last to tap).
export const proposalNote = (p) => h('small.proposed', { dataset: { testid: 'otb-proposed', conflict: p.conflict || '' } }, ' ',
  p.conflict ? t('otb.proposedTwo', { first: resultText(p.result), second: resultText(p.conflict) }) : t('otb.proposed', { result: resultText(p.result) }));

// The pairing numbers of the withdrawn players.
export const withdrawnOf = (data) => new Set((data.players || []).filter((p) => p.withdrawn).map((p) => p.number));

// Who plays where, for the door: every player by name, their board and side, or why they do not
// play this round (a bye, an absence, a withdrawal).
export function doorList(round, players) {
  const where = new Map();
  for (const b of round.boards || []) {
    where.set(b.white, b.black ? { board: b.board, side: 'south' } : { bye: 'bye' });
    if (b.black) where.set(b.black, { board: b.board, side: 'north' });
  }
  for (const a of round.not_paired || []) where.set(a.number, { bye: a.kind });
  const rows = [...players].filter((p) => where.has(p.number) || p.withdrawn)
    .sort((a, b) => a.name.localeCompare(b.name, document.documentElement.lang));
  const what = (p) => {
    const w = where.get(p.number);
    if (!w || (p.withdrawn && w.bye === 'zero')) return t('otb.door.withdrawn');
    if (w.bye === 'half') return t('otb.door.half');
    if (w.bye === 'full') return t('otb.door.full');
    if (w.bye) return w.bye === 'bye' ? t('otb.result.bye') : t('otb.door.zero');
    return t('otb.door.board', { board: w.board, side: w.side === 'south' ? t('otb.column.south') : t('otb.column.north') });
  };
  return h('div.table-wrap', {}, h('table.games.otb-door', { dataset: { testid: 'otb-door' } },
    h('caption.sr-only', {}, t('otb.door', { round: round.round })),
    h('thead', {}, h('tr', {}, th(t('otb.column.name')), th(t('otb.column.number'), 'number'), th(t('otb.door.where')))),
    h('tbody', {}, rows.map((p) => h('tr', { dataset: { testid: 'otb-door-row', number: p.number } },
      h('td', { dir: 'auto' }, p.name), h('td', { dataset: { col: 'number' } }, num(p.number)), h('td', {}, what(p)))))));
}

// The standings: rank, number, name, rating, points, then each tie-break in the tournament's order.
export function standingsTable(tm, standings) {
  const breaks = tm.tiebreaks || [];
  return h('div.table-wrap', {}, h('table.games.standings.otb-standings', { dataset: { testid: 'otb-standings', after: standings?.after_round ?? 0 } },
    h('thead', {}, h('tr', {}, th(t('otb.column.rank'), 'rank'), th(t('otb.column.number'), 'number'), th(t('otb.column.name')),
      th(t('otb.column.rating'), 'rating'), th(t('otb.column.points'), 'points'),
      breaks.map((b, i) => th(h('abbr', { title: tiebreakName(b) }, b), `tb${i}`)))),
    h('tbody', {}, (standings?.rows || []).map((r) => h('tr', { dataset: { testid: 'otb-standing', number: r.number, rank: r.rank, points: r.points } },
      h('td', {}, num(r.rank)), h('td', { dataset: { col: 'number' } }, num(r.number)), h('td', { dir: 'auto' }, r.name),
      h('td', { dataset: { col: 'rating' } }, r.rating ? plain(r.rating) : '–'), h('td', {}, pointsText(r.points)),
      (r.tiebreaks || []).map((v, i) => h('td', { dataset: { col: `tb${i}` } }, tiebreakText(v))))))));
}

// The crosstable: one row per player, one column per round, each cell the opponent (by starting
// number), colour and result as a TRF line has them; then the points. `order` "rank": the final
// crosstable, in the standings' order (the rank first); "number": in starting numbers' order.
export function crossTable(tm, rows, order = 'rank') {
  const rounds = Math.max(0, ...rows.map((r) => (r.rounds || []).length));
  const ranked = order === 'rank' && rows.some((r) => r.rank);
  const last = Number.MAX_SAFE_INTEGER;
  if (ranked) rows = [...rows].sort((a, b) => (a.rank || last) - (b.rank || last) || a.number - b.number);
  return h('div.table-wrap', { tabindex: 0 }, h('table.games.crosstable.otb-crosstable', { dataset: { testid: 'otb-crosstable', order: ranked ? 'rank' : 'number' } },
    h('thead', {}, h('tr', {}, ranked ? th(t('otb.column.rank'), 'rank') : null, th(t('otb.column.number'), 'number'), th(t('otb.column.name')), th(t('otb.column.rating'), 'rating'),
      [...Array(rounds).keys()].map((i) => th(t('otb.column.roundShort', { round: i + 1 }))), th(t('otb.column.points'), 'points'))),
    h('tbody', {}, rows.map((r) => h('tr', { dataset: { testid: 'otb-cross-row', number: r.number, rank: r.rank ?? '' } },
      ranked ? h('td', {}, r.rank ? num(r.rank) : '–') : null, h('td', {}, num(r.number)), h('td', { dir: 'auto', dataset: { col: 'name' } }, r.name), h('td', { dataset: { col: 'rating' } }, r.rating ? plain(r.rating) : '–'),
      [...Array(rounds).keys()].map((i) => h('td.cross', { dir: 'ltr' }, crossCell((r.rounds || [])[i]))),
      h('td', {}, pointsText(r.points)))))));
}
