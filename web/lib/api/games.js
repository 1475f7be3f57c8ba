// The games: meta, creating, joining, a game's state, actions, replay, archive, lobby.
import { request } from './request.js';
import { getToken, setToken, setSide, setInvite } from './seats.js';

// The games and their options are fixed while a server runs: asked once per page load (the
// nav, the forms, the rules and the play page all need them), asked again after a failure.
let meta = null;
export const getMeta = () => (meta ??= request('GET', '/api/meta').catch((e) => {
  meta = null;
  throw e;
}));
export const getGame = (id) => request('GET', `/api/games/${id}`);
export const listGames = (status, limit = 50, offset = 0) =>
  request('GET', `/api/games?status=${status}&limit=${limit}&offset=${offset}`);
export const getReplay = (id) => request('GET', `/api/games/${id}/replay`);
export const getEval = (id) => request('GET', `/api/games/${id}/eval`);
// What a rated game did to its players' ratings: {south, north} of {before, after, change}, empty
// until the server has rated it.
export const getRatingChanges = (id) => request('GET', `/api/games/${id}/ratings`).then((r) => r.ratings);
export const importGame = (text, isJson) =>
  request('POST', '/api/import', text, isJson ? 'application/json' : 'text/plain');

export async function newGame(spec) {
  const r = await request('POST', '/api/games', spec);
  setToken(r.game.id, r.token);
  return r.game;
}

// A game against a friend: { game, token, invite }; the creator's seat is the taken one.
export async function newFriendGame(spec) {
  const r = await request('POST', '/api/games', { ...spec, opponent: 'friend' });
  const id = r.game.id;
  setToken(id, r.token);
  const side = ['south', 'north'].find((s) => r.game.seats && r.game.seats[s].taken);
  if (side) setSide(id, side);
  if (r.invite) setInvite(id, r.invite);
  return r;
}

// Takes the open seat with an invitation code, or ({lobby: true}) of a listed game.
export async function joinGame(id, body) {
  const r = await request('POST', `/api/games/${id}/join`, body);
  setToken(id, r.token);
  if (r.side) setSide(id, r.side);
  return r;
}

// Actions that need the seat token: move, undo, resign, hint, share.
export function action(id, name, fields = {}) {
  return request('POST', `/api/games/${id}/${name}`, { token: getToken(id) || '', ...fields });
}

export const getLobby = () => request('GET', '/api/lobby');
// A move on an example board of the rules pages, sown by the server's rules engine.
export const traceExample = (game, board, move) => request('POST', '/api/trace', { game, board, move });

// The links to send: the opponent's and the spectators' (no language: each reader reads his own).
export const inviteUrl = (id, invite) => `${location.origin}/#/join/${id}/${invite}`;
export const watchUrl = (id) => `${location.origin}/#/watch/${id}`;
