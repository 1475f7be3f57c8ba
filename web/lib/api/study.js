// Study: moves played from a position, the engine's analysis, the explorer, a game's review.
import { request } from './request.js';

// {game, options, position, moves}: each position on the way, its legal moves and board.
export const playMoves = (body) => request('POST', '/api/play', body);
// {game, options, position, lines, ms}: the engine's best lines from a position.
export const analysePosition = (body) => request('POST', '/api/analysis', body);
// {game, options, position}: what was played from a position in the archive's finished games.
export const explorePosition = (body) => request('POST', '/api/explorer', body);
// A finished game's moves judged by the engine (202 while it works).
export const getReview = (id) => request('GET', `/api/games/${id}/review`);
