// What the broadcast's pages say in several places: a board's result or state, a player's name
// with their rating, a board's two players, when the engine's evaluation comes.
import { t } from '../../lib/i18n.js';
import { plain, resultText } from '../../lib/words.js';

// A board's state in a word or two: its result, "bye", "not started" or "playing".
export function boardState(b) {
  if (!b.north) return t('otb.result.bye');
  if (b.result) return resultText(b.result);
  if (b.over) return t('broadcast.board.over');
  return (b.moves || []).length ? t('broadcast.board.playing') : t('broadcast.board.notStarted');
}

// A player as the boards show them: the name (its own direction), the rating beside it.
export const playerText = (p) => (p ? `\u2068${p.name || ''}\u2069${p.rating ? ` ${plain(p.rating)}` : ''}` : '');
export const bareName = (p) => (p ? `\u2068${p.name || ''}\u2069` : '');

// "Board 3: Amal – Badr, playing": a board of the grid for a screen reader.
export const boardLabel = (b) => t('broadcast.board.label', { board: b.board, south: bareName(b.south), north: b.north ? bareName(b.north) : t('otb.result.bye'), state: boardState(b) });

// When the engine's evaluation of a position comes, as the director chose (the broadcast's
// eval_delay: "end", or seconds after the move): never while it could help a player at the board.
export const evalWaitText = (delay) => (delay === 'end' || !Number.isFinite(Number(delay))
  ? t('broadcast.eval.waitEnd') : t('broadcast.eval.waitDelay', { count: Math.max(1, Math.round(Number(delay) / 60)) }));
