// The explorer: the moves the archive's finished games played from the node's position (POST
// /api/explorer), each with its games and results, the move a button that plays it (intent
// onPlay(move)).
import { explain } from '../../lib/api/request.js';
import { h } from '../../lib/ui.js';

const words = {
  heading: 'Explorer',
  none: 'No finished game in the archive reached this position.',
  columns: ['move', 'games', 'South wins', 'draws', 'North wins'],
  play: (move) => `play ${move}`,
  games: (n) => `${n} game${n === 1 ? '' : 's'} in the archive from this position.`,
};

export function explorer({ onPlay }) {
  const el = h('div.explorer', { dataset: { testid: 'explorer' }, 'aria-live': 'polite' });
  const pct = (k, of) => (of ? ` (${Math.round((100 * k) / of)}%)` : '');
  return {
    parts: [h('h2', {}, words.heading), el],
    loading: () => (el.dataset.state = 'loading'),
    failed(e) {
      el.dataset.state = 'error';
      el.replaceChildren(h('p.muted', {}, explain(e)));
    },
    show(a) {
      el.dataset.state = 'done';
      el.dataset.games = a.games;
      if (!a.moves.length) {
        el.replaceChildren(h('p.muted', { dataset: { testid: 'explorer-empty' } }, words.none));
        return;
      }
      el.replaceChildren(h('table.games.explorer-table', {},
        h('thead', {}, h('tr', {}, ...words.columns.map((t) => h('th', {}, t)))),
        h('tbody', {}, a.moves.map((m) => h('tr', { dataset: { testid: 'explorer-row', move: m.move, games: m.games,
          south: m.south_wins, draws: m.draws, north: m.north_wins } },
        h('td', {}, h('button.mv', { type: 'button', title: words.play(m.move), dataset: { testid: 'explorer-move' }, onclick: () => onPlay(m.move) }, m.move)),
        h('td', {}, m.games),
        h('td', {}, `${m.south_wins}${pct(m.south_wins, m.games)}`),
        h('td', {}, `${m.draws}${pct(m.draws, m.games)}`),
        h('td', {}, `${m.north_wins}${pct(m.north_wins, m.games)}`))))),
      h('p.muted', {}, words.games(a.games)));
    },
  };
}
