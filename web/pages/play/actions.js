// The play page's buttons: undo, hint, flip the board, resign (two clicks, so that a stray one
// does not end the game), a new game, the evaluation bar. Between people there are no
// take-backs, hints or evaluation (refused, or they would be cheating), and a game that both
// players have not yet moved in may be aborted (no result); a spectator only flips and starts
// a game of his own. Intents: onUndo, onHint, onFlip, onResign, onAbort, onNew, onEval.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { bothSeated, myTurn } from './state.js';

export function actions(st, on) {
  const btn = (testid, text, onclick, title) => h('button', { type: 'button', dataset: { testid }, onclick, title }, text);
  const undo = btn('undo', t('play.undo'), () => on.onUndo(), t('play.undo.help'));
  const hint = btn('hint', t('play.hint.button'), () => on.onHint(), t('play.hint.help'));
  const flip = btn('flip', t('play.flip'), () => on.onFlip());
  let armed = null;
  const disarm = () => {
    clearTimeout(armed);
    armed = null;
    resign.textContent = t('play.resign');
    resign.classList.remove('danger');
  };
  const resign = btn('resign', t('play.resign'), () => {
    if (!armed) {
      resign.textContent = t('play.resign.ask');
      resign.classList.add('danger');
      armed = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    on.onResign();
  });
  const abort = btn('abort', t('play.abort'), () => on.onAbort(), t('play.abort.help'));
  const newGame = btn('new-game', st.friend ? t('play.newGame.friend') : t('play.newGame'), () => on.onNew());
  const evalToggle = btn('eval-toggle', t('play.eval'), () => {
    on.onEval();
    evalToggle.setAttribute('aria-pressed', String(st.evalOn));
  });
  evalToggle.setAttribute('aria-pressed', String(st.evalOn));
  if (st.friend) undo.hidden = hint.hidden = evalToggle.hidden = true;
  abort.hidden = !st.friend;
  if (st.spectator) abort.hidden = resign.hidden = undo.hidden = hint.hidden = evalToggle.hidden = true;
  const el = h('div.controls', {}, undo, hint, flip, resign, abort, newGame, evalToggle);

  return {
    el,
    draw() {
      const g = st.game;
      const over = g.status !== 'ongoing';
      // Undo takes back the human's last move, or the move or resignation that ended the game.
      const humanMoved = g.moves.some((m) => g.players[m.side] !== 'engine');
      undo.disabled = !st.token || !(humanMoved || (over && g.result && g.result.reason === 'resigned'));
      hint.disabled = !myTurn(st);
      resign.disabled = !st.token || over;
      // Before both players have moved (the server says why not otherwise: a tournament game).
      const movers = new Set(g.moves.map((m) => m.side));
      abort.hidden = !st.friend || st.spectator || over || movers.size === 2 || !bothSeated(g);
      abort.disabled = !st.token || st.offline;
    },
    stop: disarm,
  };
}
