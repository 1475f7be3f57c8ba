// Study: moves played from a position, the engine's analysis, the explorer, a game's review.
import { analyse } from '../local/analysis.js';
import { isLocal } from '../local/mode.js';
import { request } from './request.js';

// {game, options, position, moves}: each position on the way, its legal moves and board.
export const playMoves = (body) => request('POST', '/api/play', body);

// {game, options, position, lines, ms}: the engine's best lines from a position. With the server
// there, it judges each position first (its fair-play rule: README "Security model"; its endgame
// tables' verdict), and the deeper looks at a position it answered (ms above FIRST_MS: the
// analysis board's second and third) are the engine in this page's, no load on the server; the
// server's verdict of the tables stays. Without the server, all of it is the page's.
const FIRST_MS = 300;
const answered = new Map(); // [game, options, position] -> the server's answer (newest 50)
export async function analysePosition(body) {
  const key = JSON.stringify([body.game, body.options || {}, body.position]);
  const server = answered.get(key);
  if (server && (body.ms || 0) > FIRST_MS && !isLocal()) {
    try {
      return { ...(await analyse(body)), endgame: server.endgame };
    } catch { /* the engine here could not: the server's then */ }
  }
  const a = await request('POST', '/api/analysis', body);
  answered.delete(key);
  answered.set(key, a);
  if (answered.size > 50) answered.delete(answered.keys().next().value);
  return a;
}
// {game, options, position}: what was played from a position in the archive's finished games.
export const explorePosition = (body) => request('POST', '/api/explorer', body);
// A finished game's moves judged by the engine (202 while it works).
export const getReview = (id) => request('GET', `/api/games/${id}/review`);
