// A logged-in player's puzzle rating, kept by the server (docs/puzzles.md): each first try
// of a puzzle is rated there; a guest's is kept in the browser instead (pages/puzzles/rating.js).
import { request } from './request.js';

// {game, puzzle, solved} -> {player, puzzle, rated, history}
export const recordPuzzleAttempt = (game, puzzle, solved) => request('POST', '/api/puzzles/attempt', { game, puzzle, solved });
// -> {game, player, history} (latest first, at most 50); 401 for a guest.
export const getPuzzleRating = (game) => request('GET', `/api/puzzles/rating?game=${encodeURIComponent(game)}`);
