// The play page's buttons: undo, hint, flip the board, resign (two clicks, so that a stray one
// does not end the game), a new game, the evaluation bar. Between people there are no
// take-backs, hints or evaluation (refused, or they would be cheating); a spectator only
// flips and starts a game of his own. Intents: onUndo, onHint, onFlip, onResign, onNew, onEval.
import { h } from '../../lib/ui.js';
import { myTurn } from './state.js';

const words = {
  undo: 'Undo', undoTitle: 'take back your last move',
  hint: 'Hint', hintTitle: 'show a suggested move',
  flip: 'Flip board',
  resign: 'Resign', reallyResign: 'Really resign?',
  newGame: 'New game', newGameFriend: 'New game…',
  eval: 'Evaluation',
};

export function actions(st, on) {
  const btn = (testid, text, onclick, title) => h('button', { type: 'button', dataset: { testid }, onclick, title }, text);
  const undo = btn('undo', words.undo, () => on.onUndo(), words.undoTitle);
  const hint = btn('hint', words.hint, () => on.onHint(), words.hintTitle);
  const flip = btn('flip', words.flip, () => on.onFlip());
  let armed = null;
  const disarm = () => {
    clearTimeout(armed);
    armed = null;
    resign.textContent = words.resign;
    resign.classList.remove('danger');
  };
  const resign = btn('resign', words.resign, () => {
    if (!armed) {
      resign.textContent = words.reallyResign;
      resign.classList.add('danger');
      armed = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    on.onResign();
  });
  const newGame = btn('new-game', st.friend ? words.newGameFriend : words.newGame, () => on.onNew());
  const evalToggle = btn('eval-toggle', words.eval, () => {
    on.onEval();
    evalToggle.setAttribute('aria-pressed', String(st.evalOn));
  });
  evalToggle.setAttribute('aria-pressed', String(st.evalOn));
  if (st.friend) undo.hidden = hint.hidden = evalToggle.hidden = true;
  if (st.spectator) resign.hidden = undo.hidden = hint.hidden = evalToggle.hidden = true;
  const el = h('div.controls', {}, undo, hint, flip, resign, newGame, evalToggle);

  return {
    el,
    draw() {
      const g = st.game;
      const over = g.status !== 'ongoing';
      // Undo takes back the human's last move, or the move or resignation that ended the game.
      const humanMoved = g.moves.some((m) => g.players[m.side] === 'human');
      undo.disabled = !st.token || !(humanMoved || (over && g.result && g.result.reason === 'resigned'));
      hint.disabled = !myTurn(st);
      resign.disabled = !st.token || over;
    },
    stop: disarm,
  };
}
