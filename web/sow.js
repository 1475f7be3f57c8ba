// A tiny sowing simulator, only for the illustrated examples of the rules pages: it turns
// an example position and move into a trace (lift/drop/capture) that board.js animates.
// The server is the authority in play; this file never decides anything in a real game.
import { pitIndex, pitName } from './board.js';

// The circuit of one player, as pit names in sowing order.
export function circuit(game, side) {
  const row = (r, rev) => [...Array(7).keys()].map((c) => pitName(r, rev ? 6 - c : c));
  if (game === 'al-manqala') return [...row(0), ...row(1, true)];
  const base = side === 'south' ? 0 : 2;
  return [...row(base), ...row(base + 1, true)];
}

// Sows `pit` on a copy of `board` with the default rules (Hawalis relay with file capture,
// Al-manqala one lap with the 2-or-4 chain). Returns { board, trace, captured }.
export function sow(game, board, pit) {
  const b = board.map((r) => r.slice());
  const [pr] = pitIndex(pit);
  const side = game === 'al-manqala' ? (pr === 0 ? 'south' : 'north') : pr < 2 ? 'south' : 'north';
  const loop = circuit(game, side);
  const get = (p) => { const [r, c] = pitIndex(p); return b[r][c]; };
  const put = (p, v) => { const [r, c] = pitIndex(p); b[r][c] = v; };
  const trace = [];
  let captured = 0;
  let at = loop.indexOf(pit);
  let hand = get(pit);
  put(pit, 0);
  trace.push({ k: 'lift', pit, n: hand });
  let endless = true;
  for (let guard = 0; guard < 5000; guard++) {
    while (hand > 0) {
      at = (at + 1) % loop.length;
      put(loop[at], get(loop[at]) + 1);
      trace.push({ k: 'drop', pit: loop[at] });
      hand--;
    }
    const last = loop[at];
    if (game === 'hawalis' && get(last) > 1) { // relay: lift the pit and sow on
      hand = get(last);
      put(last, 0);
      trace.push({ k: 'lift', pit: last, n: hand });
      continue;
    }
    if (game === 'hawalis') {
      const [r, c] = pitIndex(last);
      const front = side === 'south' ? 1 : 2;
      const oppFront = pitName(side === 'south' ? 2 : 1, c);
      const oppBack = pitName(side === 'south' ? 3 : 0, c);
      if (r === front && get(oppFront) > 0) {
        for (const p of [oppFront, oppBack]) {
          if (!get(p)) continue;
          trace.push({ k: 'capture', pit: p, n: get(p) });
          captured += get(p);
          put(p, 0);
        }
      }
    } else {
      // Al-manqala: the chain of pits holding 2 or 4, backwards from the last one.
      for (let i = 0, j = at; i < loop.length; i++, j = (j + loop.length - 1) % loop.length) {
        const n = get(loop[j]);
        if (n !== 2 && n !== 4) break;
        trace.push({ k: 'capture', pit: loop[j], n });
        captured += n;
        put(loop[j], 0);
      }
    }
    endless = false;
    break;
  }
  return { board: b, trace, captured, side, endless };
}

// "2,2,.../..." (rows from the top) -> board[r][c] with row 1 first.
export function parseRows(text) {
  return text.split('/').map((r) => r.split(',').map(Number)).reverse();
}
