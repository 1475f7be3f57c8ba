// A player's puzzle rating (docs/puzzles.md): a logged-in player's is the server's
// (lib/api/puzzles.js), a guest's is computed here by Glicko-2 (lib/glicko2.js) with the puzzle's
// rating from the set as the opponent, and kept in this browser (keep.js). Only the first try of
// a puzzle is rated, as on the server.
import { currentAccount } from '../../lib/api/accounts.js';
import { getPuzzleRating, recordPuzzleAttempt } from '../../lib/api/puzzles.js';
import { rate, provisional } from '../../lib/glicko2.js';
import { kept, keepRated, markPlayed } from './keep.js';

const PUZZLE_DEVIATION = 200; // as the server's puzzles start (src/server/puzzles/puzzle_store.h)

const shown = (r) => ({ rating: r.rating, deviation: r.deviation, provisional: provisional(r) });

// The rating, history and played puzzles of a game: {player, history, played: Set, where}, where
// 'account' or 'browser'. A server that cannot say (its route missing, offline) leaves the
// browser's.
export async function ratingOf(game) {
  const mine = kept(game);
  const played = new Set(mine.played);
  if (currentAccount()) {
    try {
      const r = await getPuzzleRating(game);
      for (const h of r.history) played.add(h.puzzle);
      return { player: r.player, history: r.history, played, where: 'account' };
    } catch { /* the browser's then */ }
  }
  return { player: shown(mine.rating), history: mine.history, played, where: 'browser' };
}

// A try ended: rated where it is the first. before: ratingOf's player. Returns {rated, before,
// after} (after: the rating now); throws where the server refused or could not be reached.
export async function recordTry(game, puzzle, solved, before) {
  const first = !kept(game).played.includes(puzzle.id);
  markPlayed(game, puzzle.id);
  if (currentAccount()) {
    const r = await recordPuzzleAttempt(game, puzzle.id, solved);
    return { rated: r.rated, before, after: r.player };
  }
  if (!first) return { rated: false, before, after: before };
  const now = rate(kept(game).rating, [{ opponent: { rating: puzzle.rating, deviation: PUZZLE_DEVIATION }, score: solved ? 1 : 0 }]);
  keepRated(game, now, { puzzle: puzzle.id, solved, rating: now.rating, at: new Date().toISOString() });
  return { rated: true, before, after: shown(now) };
}
