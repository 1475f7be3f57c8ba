// One board of a round, small: its number and state (the result, "playing"), North's player
// above the board and South's below it, as the board is drawn (South at the bottom), the pits as
// they stand with the last move marked. The board inside is a picture (inert: no pit to tab to,
// a click falls to the cell); with onPick the cell itself is the button that shows the board big
// (click, tap, Enter or Space), pressed while it is the one shown. large: the embed's one board.
import { Board } from '../../board/board.js';
import { boardOptions } from '../../lib/board_options.js';
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { boardLabel, boardState, playerText } from './words.js';

export function miniBoard(rules, n, { onPick = null, large = false } = {}) {
  const state = h('span.bc-state', { dataset: { testid: 'broadcast-board-state' } });
  const name = { north: h('div.bc-name.north', { dir: 'auto' }), south: h('div.bc-name.south', { dir: 'auto' }) };
  const box = h('div.bc-cell-board', { inert: true });
  const widget = new Board(box, { ...boardOptions(rules), small: !large, interactive: false, names: large, label: t('broadcast.board', { board: n }) });
  const pick = onPick ? {
    role: 'button', tabindex: 0, onclick: () => onPick(n),
    onkeydown: (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onPick(n);
    },
  } : { role: 'group' };
  const el = h(`div.bc-cell${large ? '.large' : ''}`, { dataset: { testid: `broadcast-board-${n}`, board: n }, ...pick },
    h('div.bc-cell-head', {}, h('strong', {}, t('broadcast.board', { board: n })), state), name.north, box, name.south);

  return {
    el,
    // The board's players and state; its pits once the position is known (answer: /api/play's).
    draw(b, answer) {
      state.textContent = boardState(b);
      name.north.textContent = b.north ? playerText(b.north) : '';
      name.south.textContent = playerText(b.south);
      box.hidden = !b.north;
      if (onPick && !b.north) { // a bye: nothing to show big
        el.setAttribute('role', 'group');
        el.removeAttribute('tabindex');
      }
      const last = b.moves.at(-1) || '';
      Object.assign(el.dataset, { moves: b.moves.length, result: b.result || '', over: String(!!b.over), last });
      el.classList.toggle('over', !!(b.result || b.over));
      // Named by what it shows (WCAG 2.5.3); the board in words, with its last move, its description.
      el.setAttribute('aria-description', last ? t('broadcast.board.labelLast', { board: boardLabel(b), move: `\u2066${last}\u2069` }) : boardLabel(b));
      if (answer) widget.set(answer.board, { last: last || null });
    },
    // Whether it is the board shown big.
    mark(big) {
      if (el.getAttribute('role') === 'button') el.setAttribute('aria-pressed', String(big));
      el.classList.toggle('big', big);
    },
  };
}
