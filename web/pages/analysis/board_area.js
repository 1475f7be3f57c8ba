// The analysis board's main column: whose move it is (or the end), the board between the two
// sides' captures, a line for why a pit was refused (or what the server said), the steps
// through the tree and the endgame tables' panel. Intents: onPick(pit), onStep('first' |
// 'prev' | 'next' | 'last').
import { Board } from '../../board/board.js';
import { endgamePanel } from '../../lib/endgame.js';
import { t, num } from '../../lib/i18n.js';
import { boardOptions } from '../../lib/board_options.js';
import { h, sideName, parseResult, resultPhrase, stepFace } from '../../lib/ui.js';
import { titleOf } from '../../lib/words.js';
import { isOver, candidates } from './state.js';
import { whyNot } from './refusals.js';

const words = {
  over: (r, game) => (r ? t('analysis.over.result', { result: resultPhrase(r, game) }) : t('play.end.title')),
  // [step, the words beside the button's arrow, its label]
  steps: () => [['first', '', t('frame.first')], ['prev', t('analysis.step.back'), t('frame.prev.label')],
    ['next', t('analysis.step.forward'), t('frame.next.label')], ['last', '', t('analysis.step.last')]],
};

export function boardArea(st, { onPick, onStep }) {
  const toMove = h('div.to-move', { dataset: { testid: 'to-move' }, 'aria-live': 'polite' });
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const strip = (s) => h(`div.player.${s}`, {}, h('span.who', {}, sideName(s)), h('span.captured', {}, `${t('play.captured')} `, tally[s]));
  const boardBox = h('div.board-box');
  const note = h('p.pit-note', { dataset: { testid: 'pit-note', kind: 'refused' }, role: 'status', 'aria-live': 'polite' });
  const say = (text) => (note.textContent = text || '');
  // A pit clicked with the mouse gives the focus back to the page, so that the arrow keys step
  // through the moves; played from the keyboard, the focus stays on the board.
  let byPointer = false;
  const board = new Board(boardBox, { ...boardOptions(st.rules), label: t('analysis.board.label', { game: titleOf(st.name, st.rules.title) }), names: true, arrows: true,
    onPick: (pit) => {
      if (byPointer && document.activeElement?.dataset.pit) document.activeElement.blur();
      onPick(pit);
    },
    onRefused: (pit) => say(whyNot(st, pit)) });
  boardBox.addEventListener('pointerdown', () => (byPointer = true));
  boardBox.addEventListener('keydown', () => (byPointer = false));
  const endgame = endgamePanel();
  const el = h('div.play-main', {},
    h('div.status', {}, toMove),
    h('div.board-area', {}, strip('north'), boardBox, strip('south')),
    note,
    h('div.replay-controls', {}, ...words.steps().map(([step, text, label]) =>
      h('button', { type: 'button', dataset: { testid: `tree-${step}` }, ...(text ? { title: label } : { 'aria-label': label }), onclick: () => onStep(step) }, ...stepFace(step, text)))),
    endgame.el);

  return {
    el, board, say,
    endgame: endgame.show,
    draw() {
      const n = st.tree.current;
      const p = n.position;
      board.set(p.board, { legal: candidates(n), last: n.move });
      for (const s of ['south', 'north']) {
        tally[s].textContent = num(p.captured[s]);
        tally[s].dataset.count = p.captured[s];
      }
      toMove.dataset.side = p.toMove;
      toMove.textContent = isOver(n) ? words.over(n.result && parseResult(n.result), st.name) : t('play.status.toMove', { side: sideName(p.toMove) });
    },
  };
}
