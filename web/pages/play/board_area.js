// The play page's board with a player strip above and below it and the evaluation bar beside
// it; flipped, South is on top. A strip holds the side's name and presence (presence.js), the
// seeds it captured and its clock (clocks.js): those are given as slots. It draws the game's
// position, or the earlier one viewed, and animates a move from its trace.
import { Board } from '../../board/board.js';
import { t, num } from '../../lib/i18n.js';
import { boardOptions } from '../../lib/board_options.js';
import { h, sideName } from '../../lib/ui.js';
import { titleOf } from '../../lib/words.js';
import { canMove, viewedFrame } from './state.js';
import { namesShown } from './settings.js';

const words = { captured: () => `${t('play.captured')} `, label: (game) => t('play.board.label', { game: titleOf(game.game, game.title) }) };

// slots: { name, presence, clock } each by side; evalBar: its element.
export function boardArea(st, { slots, evalBar, onPick, onRefused }) {
  const strips = {};
  for (const s of ['north', 'south']) {
    const tally = h('span.tally', { dataset: { testid: `captured-${s}` } }, num(0));
    const el = h(`div.player.${s}`, {}, h('span.who', {}, sideName(s), slots.name[s], ' ', slots.presence[s]),
      h('span.right', {}, h('span.captured', {}, words.captured(), tally), slots.clock[s]));
    strips[s] = { el, tally };
  }
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, {
    ...boardOptions(st.rules), flipped: st.flipped, label: words.label(st.first),
    names: namesShown(), onPick, arrows: true, onRefused,
  });
  const row = h('div.board-row', {}, evalBar, boardBox);
  const el = h('div.board-area', {});
  const place = () => el.replaceChildren(
    ...(st.flipped ? [strips.south.el, row, strips.north.el] : [strips.north.el, row, strips.south.el]));
  place();

  function tallies(c) {
    for (const s of ['south', 'north']) {
      strips[s].tally.textContent = num(c[s]);
      strips[s].tally.dataset.count = c[s];
    }
  }
  // The strip of the side to move is marked (none once the game is over).
  const active = (side) => {
    for (const s of ['south', 'north']) strips[s].el.classList.toggle('active', s === side);
  };

  return {
    el, board,
    // The game's position (its legal pits while this browser may move), or the earlier one viewed.
    draw() {
      const g = st.game;
      const f = viewedFrame(st);
      if (st.viewing === null) {
        board.set(g.board, { legal: canMove(st) && !st.sending ? g.legal : [], last: g.last && g.last.move });
        tallies(g.captured);
      } else if (f) {
        board.set(f.board, { legal: [], last: f.move });
        tallies(f.captured);
      }
      el.classList.toggle('viewing', !!f);
      el.classList.toggle('offline', st.offline);
      active(g.status === 'ongoing' ? g.to_move : null);
    },
    flip() {
      board.setFlipped(st.flipped);
      place();
    },
    active,
    // Game g's last move from the position before it (prev, the state shown before): the seeds
    // captured counted up as they are taken. Resolves with the board's answer (true: skipped).
    animate(g, prev, { speed, duration, onEvent }) {
      const mover = g.last.side;
      let cap = { ...(g.last.captured_before || prev.captured) };
      tallies(cap);
      return board.animate(g.last.board_before, g.last.trace, {
        speed, duration, after: g.board,
        captureTarget: () => strips[mover].tally,
        onStep: (ev) => {
          cap = { ...cap, [mover]: cap[mover] + ev.n };
          tallies(cap);
        },
        onEvent,
      });
    },
  };
}
