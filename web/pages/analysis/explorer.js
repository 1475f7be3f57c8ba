// The explorer: the moves the archive's finished games played from the node's position (POST
// /api/explorer), each with its games and results, the move a button that plays it (intent
// onPlay(move)).
import { explain } from '../../lib/api/request.js';
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

const COLUMNS = ['move', 'games', 'southWins', 'draws', 'northWins'];

export function explorer({ onPlay }) {
  const el = h('div.explorer', { dataset: { testid: 'explorer' }, 'aria-live': 'polite' });
  const pct = (k, of) => (of ? ` (${t('analysis.explorer.percent', { percent: Math.round((100 * k) / of) })})` : '');
  return {
    parts: [h('h2', {}, t('analysis.explorer')), el],
    loading: () => (el.dataset.state = 'loading'),
    failed(e) {
      el.dataset.state = 'error';
      el.replaceChildren(h('p.muted', {}, explain(e)));
    },
    show(a) {
      el.dataset.state = 'done';
      el.dataset.games = a.games;
      if (!a.moves.length) {
        el.replaceChildren(h('p.muted', { dataset: { testid: 'explorer-empty' } }, t('analysis.explorer.none')));
        return;
      }
      el.replaceChildren(h('table.games.explorer-table', {},
        h('thead', {}, h('tr', {}, ...COLUMNS.map((c) => h('th', {}, t(`analysis.explorer.column.${c}`))))),
        h('tbody', {}, a.moves.map((m) => h('tr', { dataset: { testid: 'explorer-row', move: m.move, games: m.games,
          south: m.south_wins, draws: m.draws, north: m.north_wins } },
        h('td', {}, h('button.mv', { type: 'button', title: t('analysis.play', { move: m.move }), dataset: { testid: 'explorer-move' }, onclick: () => onPlay(m.move) }, m.move)),
        h('td', {}, num(m.games)),
        h('td', {}, `${num(m.south_wins)}${pct(m.south_wins, m.games)}`),
        h('td', {}, `${num(m.draws)}${pct(m.draws, m.games)}`),
        h('td', {}, `${num(m.north_wins)}${pct(m.north_wins, m.games)}`))))),
      h('p.muted', {}, t('analysis.explorer.games', { count: a.games })));
    },
  };
}
