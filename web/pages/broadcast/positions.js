// A board's positions: the round gives each board's moves, not its pits, so each position is
// played by the server's rules (POST /api/play, never the engine in this page) from the start,
// the whole line each time (a repetition is judged along the line), and kept: a board stepped
// back and forth, or drawn in the grid and big, asks once. At most FOUR requests at a time, so
// that a round of many boards does not flood the server when it loads.
import { playLine } from '../../lib/api/broadcasts.js';
import { positionText, startPosition } from '../../lib/position.js';

const FOUR = 4;
const KEEP = 3000; // positions kept (the oldest go first)
const LINE = 400; // the most moves /api/play plays at once

// rules: the game of /api/meta; options: its rule options (an object).
export function positionService(rules, options) {
  const start = positionText(startPosition(rules, options));
  const asked = new Map(); // the line's text -> Promise of /api/play's answer
  const known = new Map(); // the line's text -> the answer, once it came
  let running = 0;
  const waiting = [];
  const next = () => {
    while (running < FOUR && waiting.length) {
      const { fn, resolve, reject } = waiting.shift();
      running++;
      fn().then(resolve, reject).finally(() => {
        running--;
        next();
      });
    }
  };
  const queued = (fn) => new Promise((resolve, reject) => {
    waiting.push({ fn, resolve, reject });
    next();
  });
  const keyOf = (moves) => moves.join(' ');
  const play = (position, moves) => queued(() => playLine({ game: rules.name, options, position, moves }));

  // The position after `moves`: {position, to_move, legal, board, captured, over, result, last}.
  function at(moves) {
    const key = keyOf(moves);
    if (asked.has(key)) return asked.get(key);
    // A line longer than the route takes goes on from the position LINE moves before its end.
    const p = moves.length <= LINE ? play(start, moves)
      : at(moves.slice(0, -LINE)).then((a) => play(a.position, moves.slice(-LINE)));
    asked.set(key, p);
    p.then((a) => {
      known.set(key, a);
      if (known.size > KEEP) {
        const oldest = known.keys().next().value;
        known.delete(oldest);
        asked.delete(oldest);
      }
    }, () => asked.delete(key)); // asked again next time
    return p;
  }

  return {
    at,
    // The position after `moves` when it came already, else null (drawn at once, no flicker).
    known: (moves) => known.get(keyOf(moves)) || null,
  };
}
