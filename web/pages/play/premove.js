// Premoves, for blitz: while the opponent is to move in a timed game between people, a click on
// one of this browser's own pits queues it (one pit, marked on the board); a click on it again,
// or on any other control, cancels it. When the opponent's move arrives the queued pit is sent
// at once if it is legal in the new position, and dropped with a small note if it is not.
// Nothing is sent before: the server never sees a premove, only a move in its turn.
import { t } from '../../lib/i18n.js';
import { bothSeated } from './state.js';

// note: the pit note (pit_note.js); onPlay(pit): plays it as a click would.
export function premoves(st, { board, note, onPlay }) {
  let queued = null;
  const set = (pit) => {
    queued = pit;
    board.mark('premove', pit);
  };
  // The side that owns a pit, by its row (the lower half of the rows is South's).
  const owner = (pit) => (Number(pit.slice(1)) <= st.game.rows / 2 ? 'south' : 'north');
  const waiting = () => {
    const g = st.game;
    return st.friend && !!st.token && !!st.mySide && !!g.clock && g.status === 'ongoing' && bothSeated(g) &&
      g.to_move !== st.mySide && st.viewing === null;
  };
  return {
    queued: () => queued,
    // A click on a pit that cannot be played now: true when it queued a premove or cancelled it.
    click(pit) {
      if (!waiting() || owner(pit) !== st.mySide) return false;
      if (queued === pit) {
        set(null);
        note.say(t('play.premove.cancelled'), 'info');
      } else {
        set(pit);
        note.say(t('play.premove.queued', { pit }), 'info', 0);
      }
      return true;
    },
    cancel() {
      if (!queued) return;
      set(null);
      note.say(t('play.premove.cancelled'), 'info');
    },
    // The state now shown: once it is this browser's turn the queued pit goes, or is dropped.
    after(g) {
      if (!queued) return;
      if (g.status !== 'ongoing') return set(null);
      if (g.to_move !== st.mySide) return;
      const pit = queued;
      set(null);
      if (g.legal.includes(pit)) {
        note.say('');
        onPlay(pit);
      } else {
        note.say(t('play.premove.dropped', { pit }), 'refused');
      }
    },
  };
}
