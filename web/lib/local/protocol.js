// Reading the engine's replies (PROTOCOL.md) into the API's shapes: position texts, boards,
// results, traces and search lines.

// "game al-manqala seeds=5": options as an object or as "name=value" words.
export function gameLine(game, options) {
  const words = typeof options === 'string' ? options.split(/\s+/).filter(Boolean)
    : Object.entries(options || {}).map(([k, v]) => `${k}=${v}`);
  return ['game', game, ...words].join(' ');
}

// The reply line's text after its first word.
export const rest = (line) => line.slice(line.indexOf(' ') + 1);
export const last = (lines) => lines[lines.length - 1];

// "7,7/7,7 S 0 0" -> { board (row 1 first), to_move, captured }
export function positionParts(text) {
  const [rows, side, s, n] = text.trim().split(/\s+/);
  return {
    board: rows.split('/').reverse().map((r) => r.split(',').map(Number)),
    to_move: side === 'S' ? 'south' : 'north',
    captured: { south: Number(s), north: Number(n) },
  };
}

export const sideWord = (c) => ({ S: 'south', N: 'north' })[c] || 'draw';

// "status over S captured-all" -> { over, winner, reason } (over false while ongoing).
export function statusParts(line) {
  const w = line.split(' ');
  if (w[1] !== 'over') return { over: false };
  return { over: true, winner: sideWord(w[2]), reason: w[3] };
}

// How long the pages take to show a move (src/server/room/move_pace.h): each lift and capture
// two steps of 100 ms, each seed dropped one, at most 2.5 s.
export const animationMs = (trace) => Math.min(2500, 100 * trace.reduce((n, e) => n + (e.k === 'drop' ? 1 : 2), 0));

// "trace lift:a1:7 drop:b1 capture:b3:6 truncated" -> { trace: [{k, pit, n?}], truncated }
export function traceParts(line) {
  const trace = [];
  let truncated = false;
  for (const w of line.split(' ').slice(1)) {
    if (w === 'truncated') {
      truncated = true;
      continue;
    }
    const [k, pit, n] = w.split(':');
    trace.push(n === undefined ? { k, pit } : { k, pit, n: Number(n) });
  }
  return { trace, truncated };
}

// An info line's fields: { depth, multipv, score: {seeds} | {win} | {loss}, pv }.
export function infoParts(line) {
  const w = line.split(' ');
  const out = { depth: 0, multipv: 1, score: null, pv: [] };
  for (let i = 1; i < w.length; i++) {
    if (w[i] === 'depth') out.depth = Number(w[++i]);
    else if (w[i] === 'multipv') out.multipv = Number(w[++i]);
    else if (w[i] === 'score') {
      if (w[i + 1] === 'win' || w[i + 1] === 'loss') {
        out.score = { [w[i + 1]]: Number(w[i + 2]) };
        i += 2;
      } else out.score = { seeds: Number(w[++i]) };
    } else if (w[i] === 'pv') {
      out.pv = w.slice(i + 1);
      break;
    }
  }
  return out;
}

// A score as the API gives it: `score` in seeds from South's view (forced ±1000), `text` from
// the side to move's ("+3", "-1", "0", "win 7", "loss 7").
export function scoreJson(score, toMove) {
  const sign = toMove === 'south' ? 1 : -1;
  if (score.win !== undefined) return { score: 1000 * sign, text: `win ${score.win}` };
  if (score.loss !== undefined) return { score: -1000 * sign, text: `loss ${score.loss}` };
  const s = score.seeds;
  return { score: s * sign || 0, text: s > 0 ? `+${s}` : String(s) };
}
