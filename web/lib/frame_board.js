// A stored game's board at one ply, as the replay and the review show it (the frames of GET
// /api/games/<id>/replay): each side's strip (its player, the seeds captured), the board, not
// playable, and the steps around "move k of n" (data-testid <kind>-first, -prev, -ply, -next,
// -last); keys() steps by the arrow keys, Home and End. onGo(k, animate): a step asked for (one
// forward animates, where the page animates); the page shows the frame with show(k). moveList:
// the page's list of moves, whose .mv[data-ply] of the frame shown is marked current.
import { Board } from '../board/board.js';
import { t, num } from './i18n.js';
import { h, sideName, stepFace } from './ui.js';
import { titleOf, seatName } from './words.js';

const words = {
  side: (s) => `${sideName(s)} `, captured: () => `${t('frame.captured')} `,
  label: (game, kind) => t(`frame.label.${kind}`, { game: titleOf(game.game, game.title) }),
  // [the words beside the button's arrow, its label]
  steps: {
    first: () => ['', t('frame.first')], prev: () => [t('frame.prev'), t('frame.prev.label')],
    next: () => [t('frame.next'), t('frame.next.label')], last: () => ['', t('frame.last')],
  },
  ply: (k, of) => t('frame.ply', { k, of }),
};

// shape: the board widget's options for the game (board_options.js's boardOptions of its meta).
export function frameBoard(game, frames, { kind, shape, moveList, onGo }) {
  let k = 0;
  const last = frames.length - 1;
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { ...shape, interactive: false, label: words.label(game, kind), names: true, arrows: true });
  const plyLabel = h('span.ply', { dataset: { testid: `${kind}-ply` }, 'aria-live': 'polite' });
  const strip = (s) => h(`div.player.${s}`, {}, h('span.who', {}, words.side(s), h('small', {}, seatName(game.players[s]))), h('span.captured', {}, words.captured(), tally[s]));
  const step = (name, to) => {
    const [text, label] = words.steps[name]();
    return h('button', { type: 'button', dataset: { testid: `${kind}-${name}` }, ...(text ? { title: label } : { 'aria-label': label }), onclick: to }, ...stepFace(name, text));
  };
  const steps = {
    first: () => onGo(0), prev: () => onGo(k - 1), next: () => onGo(k + 1, true), last: () => onGo(last),
  };
  const controls = h('div.replay-controls', {}, step('first', steps.first), step('prev', steps.prev), plyLabel,
    step('next', steps.next), step('last', steps.last));

  // Where we are, said at once (the move list too), not after an animation.
  function at(to, animating = false) {
    k = Math.max(0, Math.min(last, to));
    plyLabel.textContent = words.ply(k, last);
    plyLabel.dataset.ply = k;
    if (animating) plyLabel.dataset.shown = 'animating';
    else delete plyLabel.dataset.shown;
    for (const m of moveList.querySelectorAll('.mv')) m.classList.toggle('current', Number(m.dataset.ply) === k);
  }

  return {
    parts: [strip('north'), boardBox, strip('south'), controls],
    board, tally,
    k: () => k,
    at,
    // Frame `to` (clamped) on the board; returns it.
    show(to) {
      at(to);
      const f = frames[k];
      board.setCounts(f.board);
      board.mark('last', f.move);
      for (const s of ['south', 'north']) {
        tally[s].textContent = num(f.captured[s]);
        tally[s].dataset.count = f.captured[s];
      }
      return f;
    },
    keys: (e) => {
      if (e.target.closest && e.target.closest('input, textarea, select')) return;
      const act = { ArrowRight: steps.next, ArrowLeft: steps.prev, Home: steps.first, End: steps.last }[e.key];
      if (act) {
        e.preventDefault();
        act();
      }
    },
  };
}
