// One board's scoresheet, one to a printed page: the tournament, round and board, both players
// and their sides, the time control, numbered lines for the moves (South's and North's columns,
// in the game's notation), the result box and the two signatures.
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { gameTitle } from '../../lib/words.js';

const LINES = 60; // moves of each side: two blocks of 30 lines

// "12. Name", the name isolated: its direction is its own, whatever the page's.
const numbered = (n, name) => h('span', {}, num(n), '. ', h('bdi', {}, name || ''));

export function scoresheet(tm, meta, round, b) {
  const block = (from) => h('table.sheet-moves', {},
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('sheet.col.number')), h('th', { scope: 'col' }, t('side.south')), h('th', { scope: 'col' }, t('side.north')))),
    h('tbody', {}, [...Array(LINES / 2).keys()].map((i) => h('tr', {}, h('td.sheet-n', {}, num(from + i)), h('td', {}), h('td', {})))));
  const fact = (label, value, testid) => h('div.sheet-fact', {}, h('span.sheet-label', {}, label), ' ', h('strong', { dir: 'auto', dataset: testid ? { testid } : {} }, value));
  return h('section.scoresheet', { dataset: { testid: 'scoresheet', board: b.board, round } },
    h('header.sheet-head', {}, h('h1', { dir: 'auto' }, tm.name), h('p', {}, t('sheet.paper.title', { game: gameTitle(meta, tm.game) }))),
    h('div.sheet-facts', {},
      fact(t('sheet.paper.round'), num(round)), fact(t('sheet.paper.board'), num(b.board)),
      fact(t('sheet.paper.time'), tm.time_control || '–'), fact(t('sheet.paper.date'), tm.date || '')),
    h('div.sheet-players', {},
      fact(t('sheet.paper.south'), numbered(b.white, b.white_name), 'sheet-south'),
      fact(t('sheet.paper.north'), numbered(b.black, b.black_name), 'sheet-north')),
    h('p.sheet-help', {}, t('sheet.paper.help')),
    h('div.sheet-blocks', {}, block(1), block(LINES / 2 + 1)),
    h('div.sheet-foot', {},
      h('div.sheet-result', {}, h('span', {}, t('sheet.paper.result')), h('span.sheet-box', {}, ' ')),
      h('div.sheet-sign', {}, h('span.sheet-line', {}), h('span', {}, t('sheet.paper.signSouth'))),
      h('div.sheet-sign', {}, h('span.sheet-line', {}), h('span', {}, t('sheet.paper.signNorth')))));
}
