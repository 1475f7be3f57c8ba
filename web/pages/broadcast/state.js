// The spectators' page's state: the broadcast (GET /api/broadcast/{id}), its game's rules, the
// round watched as the server tells it (the round whole, then each board that changes and the
// standings), the board shown big and the move viewed on it. The page alone changes it (the
// take* functions below); the components draw from it.
import { ownerOf, parseOptions } from '../../lib/position.js';

// picked: the reader chose the round (the address names it): a new round does not take them away.
export function broadcastState(info, rules, round, picked) {
  return {
    info, rules, round, picked,
    options: typeof info.options === 'object' && info.options ? info.options : parseOptions(info.options),
    data: null, // the round watched: {round, boards, standings, version}
    big: 1, // the board shown big: board 1 (the first with a game) until the reader picks another
    viewing: null, // the move viewed on the big board; null: its last, following the game
    link: 'connecting', // the live socket: connecting, live, reconnecting
    socketRound: 0, // the round the socket last sent whole (see takeRound)
  };
}

// The round whole (the socket's first message, or a fetch): taken when it is the round watched
// and newer than the one held. The socket's round and the boards after it come in order; a
// fetch's answer was read at some moment before it arrives, perhaps before a board the socket
// has sent since (a slow network): once the live socket gave the round, a fetch's is not taken
// (the server's rounds carry no version to tell which is newer; were they to, a `version` that
// only grows would be compared too). A fetch is taken before the socket's round and while the
// socket is down (st.link: the page's, 'live' while it is open).
export function takeRound(st, r) {
  if (!r || Number(r.round) !== st.round) return false;
  const socket = r.type === 'round'; // the socket's message; a fetch's answer has no type
  if (!socket && st.link === 'live' && st.socketRound === st.round) return false;
  const held = Number(st.data?.version);
  if (st.data && Number.isFinite(held) && Number.isFinite(Number(r.version)) && !(Number(r.version) > held)) return false;
  if (socket) st.socketRound = st.round;
  st.data = { round: Number(r.round), boards: [...(r.boards || [])].sort((a, b) => a.board - b.board), standings: r.standings || null, version: r.version };
  if (!st.data.boards.some((b) => b.board === st.big && b.north)) { // the first board with a game (a bye has none)
    st.big = (st.data.boards.find((b) => b.north) || st.data.boards[0])?.board ?? 1;
    st.viewing = null;
  }
  return true;
}

// One board that changed; false when it is not of the round held.
export function takeBoard(st, round, board) {
  if (!st.data || Number(round) !== st.round || !board) return false;
  const i = st.data.boards.findIndex((b) => b.board === board.board);
  if (i < 0) st.data.boards = [...st.data.boards, board].sort((a, b) => a.board - b.board);
  else st.data.boards[i] = board;
  return true;
}

export function takeStandings(st, round, standings) {
  if (!st.data || Number(round) !== st.round || !standings) return false;
  st.data.standings = standings;
  return true;
}

// Another round: nothing of the last one is kept.
export function watchRound(st, round, picked = true) {
  st.round = round;
  st.picked = picked;
  st.data = null;
  st.socketRound = 0;
  st.viewing = null;
}

export const boardOf = (st, n) => st.data?.boards.find((b) => b.board === n) || null;
// The ply shown on the big board: the one viewed, or the game's last.
export const shownPly = (st, b) => (st.viewing === null ? b.moves.length : Math.max(0, Math.min(st.viewing, b.moves.length)));
// Who played each move: a move sows one of its player's own pits.
export const moversOf = (st, moves) => moves.map((m) => ownerOf(m, st.rules.rows));
