// Every board of the round, small and live (mini_board.js), in a grid that fits the screen (one
// or two columns on a phone). A board is drawn again only when it changed, its position asked of
// the position service (positions.js) and shown when it comes, unless the board changed again
// meanwhile. onPick(n): the reader chose board n (the page shows it big); none in a grid that
// only shows (the embed's).
import { h } from '../../lib/ui.js';
import { miniBoard } from './mini_board.js';

export function boardGrid(rules, positions, { onPick = null } = {}) {
  const el = h('div.bc-grid', { dataset: { testid: 'broadcast-grid' } });
  const cells = new Map(); // board number -> { cell, key }

  function drawCell(b) {
    let c = cells.get(b.board);
    if (!c) cells.set(b.board, (c = { cell: miniBoard(rules, b.board, { onPick }), key: null }));
    const key = JSON.stringify([b.moves, b.result, b.over, b.south, b.north]);
    if (key === c.key) return c;
    c.key = key;
    c.cell.draw(b, positions.known(b.moves));
    if (b.north && !positions.known(b.moves))
      positions.at(b.moves).then((a) => c.key === key && c.cell.draw(b, a), () => {});
    return c;
  }

  return {
    el,
    // boards: the round's; big: the board shown big (marked), or null.
    draw(boards, big = null) {
      const shown = boards.map((b) => drawCell(b));
      for (const n of [...cells.keys()]) if (!boards.some((b) => b.board === n)) cells.delete(n);
      const els = shown.map((c) => c.cell.el);
      if (els.length !== el.children.length || els.some((e, i) => el.children[i] !== e)) el.replaceChildren(...els);
      for (const [n, c] of cells) c.cell.mark(n === big);
    },
    // Another round: its boards are other games.
    clear() {
      cells.clear();
      el.replaceChildren();
    },
  };
}
