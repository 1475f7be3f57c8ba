// The play page's one state object: what is fixed for the page (the game, whose seat this
// browser holds), the game shown (the server's GameState) and the page's view of it (an earlier
// position and the frames it comes from, the connection, a move in flight, the board's side, the
// evaluation); an offer to share pending is the game's own (share_offer). The components of
// play/ draw from it; only the page (play.js) changes it.
import { getSide } from '../../lib/api/seats.js';

export function playState(id, first, { mode, token, rules, refusal }) {
  const watchOnly = mode === 'watch';
  const friend = first.opponent === 'friend';
  // The seat this browser holds in a game between people (kept at create/join time); when
  // unknown but only one seat is taken, it is the creator's.
  const mySide = friend && token ? getSide(id) || soleSeat(first) : null;
  // Against the engine, every seat not the engine's is a person's: "human", or the name of the
  // account that created the game.
  const humanSides = ['south', 'north'].filter((s) => first.players[s] !== 'engine');
  const flipKey = `manqala.flip.${id}`;
  return {
    id, first, rules, refusal, watchOnly, token, friend, mySide, humanSides, flipKey,
    spectator: watchOnly || (friend && !token),
    me: friend ? mySide : humanSides.length === 1 ? humanSides[0] : null, // "You won" / "You lost"
    game: null, // the GameState on screen
    viewing: null, // the ply of an earlier position shown read-only, or null: the game
    frames: null, // the replay's frames for viewing, { ply, position, list }, as fetched at that ply
    offline: false, // the connection is lost: nothing can be sent until it is back
    sending: false, // a move is on its way
    flipped: localStorage.getItem(flipKey) !== null
      ? localStorage.getItem(flipKey) === 'true'
      : friend ? mySide === 'north' : humanSides.length === 1 && humanSides[0] === 'north',
    evalOn: !friend && !watchOnly && localStorage.getItem('manqala.eval') === 'true',
  };
}

export const bothSeated = (g) => !g.seats || (g.seats.south.taken && g.seats.north.taken);
export const soleSeat = (g) => {
  const taken = ['south', 'north'].filter((s) => g.seats && g.seats[s].taken);
  return taken.length === 1 ? taken[0] : null;
};

// This browser's turn in game g.
export const myTurn = (st, g = st.game) => st.friend
  ? !!st.token && g.status === 'ongoing' && bothSeated(g) && (!st.mySide || g.to_move === st.mySide)
  : !!st.token && g.status === 'ongoing' && !g.thinking && g.players[g.to_move] !== 'engine';
// A move may be made now: this browser's turn, the connection up, the game's own position shown.
export const canMove = (st, g = st.game) => myTurn(st, g) && !st.offline && st.viewing === null;

// The earlier position shown (a replay frame), or null.
export const viewedFrame = (st) => (st.viewing !== null && st.frames && st.frames.list[st.viewing]) || null;
