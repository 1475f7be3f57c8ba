// The board shown big: North's strip above it and South's below (the player, the seeds captured,
// the clock), the board at the move viewed with that move marked, the steps (first, previous,
// "move k of n", next, last) and, while an earlier move is viewed, a note that the game goes on
// with the way back to it. A move that comes while the reader follows the game is sown on the
// board. Intents: onGo(ply) (null: follow the game's last move).
import { Board } from '../../board/board.js';
import { boardOptions } from '../../lib/board_options.js';
import { t, num } from '../../lib/i18n.js';
import { animSpeed, h, sideName, stepFace } from '../../lib/ui.js';
import { boardClocks } from './clocks.js';
import { boardState, playerText } from './words.js';

// Each step's [words beside its arrow, its label] (the replay's words).
const STEPS = {
  first: () => ['', t('frame.first')], prev: () => [t('frame.prev'), t('frame.prev.label')],
  next: () => [t('frame.next'), t('frame.next.label')], last: () => ['', t('frame.last')],
};

export function bigBoard(st, { onGo }) {
  const clocks = boardClocks();
  const strip = {};
  for (const s of ['north', 'south']) {
    const who = h('span.bc-player', { dir: 'auto', dataset: { testid: `broadcast-big-${s}` } });
    const tally = h('span.tally', { dataset: { testid: `broadcast-captured-${s}` } });
    strip[s] = { who, tally, el: h(`div.player.${s}`, {}, h('span.who', {}, sideName(s), ' ', who),
      h('span.right', {}, h('span.captured', {}, `${t('play.captured')} `, tally), clocks.el[s])) };
  }
  const title = h('h2.bc-big-title', { dataset: { testid: 'broadcast-big-title' } });
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { ...boardOptions(st.rules), interactive: false, names: true, arrows: true, label: t('broadcast.big.label') });
  const plyLabel = h('span.ply', { 'aria-live': 'polite', dataset: { testid: 'broadcast-ply' } });
  const step = (name, to) => {
    const [words, label] = STEPS[name]();
    return h('button', { type: 'button', ...(words ? { title: label } : { 'aria-label': label }), dataset: { testid: `broadcast-${name}` }, onclick: () => onGo(to()) },
      ...stepFace(name, words));
  };
  let shown = { n: null, ply: 0, of: 0 };
  const controls = h('div.replay-controls', {}, step('first', () => 0), step('prev', () => Math.max(0, shown.ply - 1)), plyLabel,
    step('next', () => (shown.ply + 1 >= shown.of ? null : shown.ply + 1)), step('last', () => null));
  // An earlier move viewed: the game goes on (or is over) at its end, one click away.
  const behindText = h('span');
  const behindButton = h('button', { type: 'button', dataset: { testid: 'broadcast-follow-game' }, onclick: () => onGo(null) });
  const behind = h('p.bc-behind', { hidden: true, dataset: { testid: 'broadcast-behind' } }, behindText, ' ', behindButton);
  const el = h('section.bc-big', { dataset: { testid: 'broadcast-big' } }, title, strip.north.el, boardBox, strip.south.el, controls, behind);

  // The position `answer` on the board, `last` the move that made it.
  function show(answer, last) {
    board.set(answer.board, { last });
    for (const s of ['south', 'north']) {
      strip[s].tally.textContent = num(answer.captured[s]);
      strip[s].tally.dataset.count = answer.captured[s];
    }
  }

  return {
    el, show,
    // Board b at `ply` (answer: the position there, once known: /api/play's).
    draw(b, ply, answer) {
      const changed = shown.n !== b.board;
      shown = { n: b.board, ply, of: b.moves.length };
      title.textContent = t('broadcast.big.title', { board: b.board, state: boardState(b) });
      for (const s of ['south', 'north']) strip[s].who.textContent = playerText(b[s]);
      plyLabel.textContent = t('frame.ply', { k: ply, of: b.moves.length });
      Object.assign(el.dataset, { board: b.board, ply, moves: b.moves.length, following: String(st.viewing === null) });
      behind.hidden = st.viewing === null || ply >= b.moves.length;
      const over = !!(b.over || b.result);
      behindText.textContent = over ? t('broadcast.behindOver') : t('broadcast.behind');
      behindButton.textContent = over ? t('broadcast.toEnd') : t('broadcast.toGame');
      clocks.sync(b, ply);
      for (const s of ['south', 'north']) strip[s].el.classList.toggle('active', !b.over && !b.result && ply === b.moves.length && b.to_move === s);
      if (changed) board.setCounts(board.counts.map((r) => r.map(() => 0))); // another board: nothing of the last one's pits
      if (answer) show(answer, b.moves[ply - 1] || null);
    },
    // A move that came while following: sown from the position before it (its trace); the page
    // shows the position after it once done (or the newer one, when another came meanwhile).
    async animate(before, answer) {
      if (!answer.last?.trace || animSpeed() === 'off') return;
      board.set(before.board, { last: null });
      await board.animate(before.board, answer.last.trace, { speed: animSpeed(), after: answer.board });
    },
    // The sowing in progress ends at once (another position is to be shown).
    skip: () => board.skip(),
    stop: () => clocks.stop(),
  };
}
