// What a move did, read from the engine's trace (docs/learn.md "The report"): the words a game's
// explain() says of a move are built from it, on the Learn page and the puzzle page alike.
import { pitIndex } from '../board/board.js';

// What a move did: its laps (where each was lifted, how many seeds, the pit its last seed fell in
// and whether that pit was empty before) and its captures, from the trace and the board before.
export function readTrace(trace, boardBefore) {
  const counts = boardBefore.map((row) => [...row]);
  const at = (pit) => {
    const [r, c] = pitIndex(pit);
    return { get: () => counts[r][c], set: (n) => { counts[r][c] = n; } };
  };
  const laps = [];
  const captures = [];
  for (const ev of trace || []) {
    const pit = at(ev.pit);
    if (ev.k === 'lift') {
      laps.push({ from: ev.pit, seeds: ev.n, end: null, endWasEmpty: null });
      pit.set(0);
    } else if (ev.k === 'drop') {
      const lap = laps.at(-1);
      if (lap) Object.assign(lap, { end: ev.pit, endWasEmpty: pit.get() === 0 });
      pit.set(pit.get() + 1);
    } else if (ev.k === 'capture') {
      captures.push({ pit: ev.pit, seeds: ev.n });
      pit.set(0);
    }
  }
  return { laps, captures };
}
